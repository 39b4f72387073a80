# L'onglet de recherche : le formulaire, les résultats et les listes de codes de l'annuaire
# (affichées dans l'onglet Compte, utilisées par les sélecteurs du formulaire).

## Le formulaire

search-from = De :
search-to = Vers :
search-swap = Inverser les langues
search-service = Prestation :
search-discipline = Domaine :
search-specific-discipline = Domaine spécialisé :
search-native-language = Langue maternelle :
search-country = Pays :
search-specific-wins = La recherche porte sur le domaine spécialisé : l'annuaire ignore le domaine général.
search-members-only = Membres uniquement
search-pair-priority = Priorité de la paire :
search-priority-first = sa première paire
search-priority-top = parmi ses { $count } premières
search-credential = Qualification dans la paire :
search-credential-reported = déclarée
search-credential-verified = vérifiée
search-years = Ancienneté dans l'annuaire :
search-years-at-least =
    { $count ->
        [one] au moins { $count } an
       *[other] au moins { $count } ans
    }
search-pair-cpn = Certified PRO Network dans la paire
search-any = indifférent
search-type-to-choose = tapez pour choisir
search-none-called =
    { $kind ->
        [language] Aucune langue de ce nom
        [country] Aucun pays de ce nom
        [service] Aucune prestation de ce nom
        [discipline] Aucun domaine de ce nom
        [specific-discipline] Aucun domaine spécialisé de ce nom
       *[account-type] Aucun type de compte de ce nom
    }
search-search = Rechercher
search-choose-languages = Choisissez les langues à rechercher.
search-foreign-codes = Code inconnu de cet annuaire : { $codes } (conservé d'avant). Choisissez à nouveau la langue.

## Les résultats

search-total =
    { $count ->
        [one] { $count } résultat pour { $pair }
       *[other] { $count } résultats pour { $pair }
    }
search-total-capped = { $count } résultats pour { $pair } ; l'annuaire affiche les { $max } premiers
search-showing = affichés : { $first }–{ $last }
search-previous-page = Page précédente
search-next-page = Page suivante
search-pair-guessed = Remarque : `{ $pair }` demandé : cet annuaire n'a pas publié ses codes de langue.
search-ranking = Les membres d'abord, puis les autres, chaque groupe classé par l'annuaire (KudoZ, évaluations, qualifications, expertise).
search-add-page = Ajouter ces { $count } au tableau
    .hover = Les résultats de cette page vont dans le tableau de l'onglet de recherche par UUID.
search-offer-job = Leur proposer une mission…
    .hover = Ouvre une offre avec les résultats de cette page comme candidats, dans l'ordre de l'annuaire.
search-fetching = Récupération des résultats : { $fetched } sur { $wanted }
search-cancel = Annuler
search-add-all =
    { $count ->
        [one] Ajouter { $count } résultat aux destinataires
       *[other] Ajouter les { $count } résultats aux destinataires
    }
    .hover = Tous les résultats (l'annuaire en fournit au plus 1 000) vont dans les destinataires du message.
search-not-available = Cet annuaire ne propose pas de recherche de freelances. Recherchez plutôt les freelances par UUID.
search-fetch-cancelled = Récupération des résultats annulée : aucun destinataire ajouté.
search-fetch-failed = Impossible de récupérer tous les résultats : aucun destinataire n'a donc été ajouté. { $reason }
search-no-matches-on-page = Aucun résultat sur cette page.
search-column-name = Nom
search-column-country = Pays
search-column-native-language = Langue maternelle
search-column-kudoz = KudoZ dans la paire
    .hover = Points KudoZ du freelance dans cette paire. Cliquez pour trier ; cliquez à nouveau pour revenir à l'ordre de l'annuaire.
search-no-name = (sans nom)

## Les listes de codes

search-code-lists = Listes de codes
search-code-lists-asking = Demande des listes de codes à l'annuaire…
search-code-lists-languages = Langues
search-code-lists-services = Prestations
search-code-lists-account-types = Types de compte
search-code-lists-served = fournie par cet annuaire ({ $count })
search-code-lists-guessed = non publiée : noms intégrés, codes supposés
search-select-row = Sélectionner
search-add-selected = Ajouter les { $count } sélectionnés au tableau
search-offer-selected = Proposer une mission aux { $count } sélectionnés…
