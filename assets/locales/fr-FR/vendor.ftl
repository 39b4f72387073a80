# La fiche fournisseur dans les détails : ce que l'agence conserve sur un freelance.

vendor-summary =
    Fiche fournisseur : { $status } · { $tags ->
        [one] { $tags } étiquette
       *[other] { $tags } étiquettes
    } · { $notes ->
        [one] { $notes } note
       *[other] { $notes } notes
    } · { $rates ->
        [one] { $rates } tarif
       *[other] { $rates } tarifs
    }
vendor-no-status = aucun statut
vendor-status-active = Actif
vendor-status-potential = Potentiel
vendor-status-on-hold = En attente
vendor-status-too-expensive = Trop cher
vendor-status-do-not-contact = Ne pas contacter
vendor-not-saved = Cette modification n'a pas été enregistrée ; rien n'a changé.
vendor-reading = Lecture de la fiche fournisseur…
vendor-read-failed = Impossible de lire la fiche fournisseur.

## Dernier message envoyé au freelance depuis cet environnement.

vendor-ago-now = à l'instant
vendor-ago-minutes =
    { $count ->
        [one] il y a { $count } minute
       *[other] il y a { $count } minutes
    }
vendor-ago-hours =
    { $count ->
        [one] il y a { $count } heure
       *[other] il y a { $count } heures
    }
vendor-ago-days =
    { $count ->
        [one] il y a { $count } jour
       *[other] il y a { $count } jours
    }

## Statut, étiquettes et notes.

vendor-status = Statut
vendor-status-none = aucun
vendor-tags = Étiquettes
vendor-tags-none = aucune
vendor-remove-tag = Retirer cette étiquette
vendor-new-tag = Nouvelle étiquette
    .hint = ex. : juridique
vendor-add-tag = Ajouter
vendor-notes = Notes ({ $count })
vendor-edit-note = Modifier
vendor-delete-note = Supprimer
vendor-new-note = Nouvelle note
    .hint = Ce qui a été convenu, sa façon de travailler…
vendor-add-note = Ajouter la note
vendor-editing-note = Modifier la note
vendor-save-note = Enregistrer
vendor-cancel = Annuler

## Tarifs.

vendor-rates = Tarifs ({ $count })
vendor-rate =
    { $amount } { $currency } par { $unit ->
        [hour] heure
        [page] page
        [minute] minute
        [job] projet
       *[word] mot
    }
vendor-delete-rate = Supprimer le tarif
vendor-rate-pair = Paire de langues
vendor-rate-service = Prestation
vendor-rate-amount = Montant
vendor-rate-currency = Devise
vendor-rate-per = Par
vendor-rate-unit =
    { $unit ->
        [hour] heure
        [page] page
        [minute] minute
        [job] projet
       *[word] mot
    }
vendor-add-rate = Ajouter le tarif

## Pourquoi une saisie est refusée.

vendor-invalid-tag-empty = une étiquette ne peut pas être vide
vendor-invalid-tag-too-long = l'étiquette « { $tag } » dépasse { $max } caractères
vendor-invalid-tag-separator = l'étiquette « { $tag } » ne peut contenir ni « ; » ni saut de ligne (« ; » sépare les étiquettes dans les fichiers)
vendor-invalid-note-empty = une note ne peut pas être vide
vendor-invalid-note-too-long = une note ne peut pas dépasser { $max } caractères
vendor-invalid-amount-empty = « { $typed } » n'est pas un montant : saisissez-le en chiffres, p. ex. 0,08 ou 45
vendor-invalid-amount-not-digits = « { $typed } » n'est pas un montant : utilisez des chiffres et une virgule ou un point, p. ex. 0,08 ou 45 (sans symbole monétaire ni signe moins)
vendor-invalid-amount-ambiguous = « { $typed } » est ambigu (séparateur de milliers ou décimales ?) : écrivez les décimales après une virgule (p. ex. 12,5) ou omettez le séparateur de milliers (p. ex. 12500)
vendor-invalid-amount-too-large = « { $typed } » n'est pas un montant : il est trop élevé
vendor-invalid-amount-too-precise = « { $typed } » n'est pas un montant : { $max } décimales au plus
vendor-invalid-currency = « { $typed } » n'est pas un code de devise ; saisissez son code ISO 4217, p. ex. EUR, USD ou GBP
vendor-invalid-pair-code = « { $pair } » n'est pas un code de paire de langues comme eng_deu
vendor-invalid-service-id = « { $service } » n'est pas un identifiant de prestation
vendor-no-language = langue « { $typed } » introuvable
vendor-no-country = pays « { $typed } » introuvable
vendor-no-service = prestation « { $typed } » introuvable
vendor-no-discipline = domaine « { $typed } » introuvable
vendor-no-specific-discipline = domaine spécialisé « { $typed } » introuvable
vendor-no-account-type = type de compte « { $typed } » introuvable
vendor-did-you-mean = { $missing } ; vouliez-vous dire { $names } ?
vendor-names-or = { $first } ou { $last }
vendor-not-a-pair = « { $typed } » n'est pas une paire de langues ; écrivez-la sous la forme source_cible, p. ex. eng_deu
