# L'onglet de recherche par UUID : la zone de collage, une recherche en cours et le tableau des
# résultats avec ses colonnes fournisseur.

## La zone de collage

lookup-paste-label = UUID, liens de profil, CSV ou texte d'e-mail :
lookup-paste-hint = Collez un UUID ou des centaines, depuis n'importe quel texte (Ctrl+L)
lookup-look-up = Rechercher
lookup-clear-table = Vider le tableau
lookup-paste-samples = Coller des UUID d'exemple
    .hover = 25 freelances du bac à sable intégré
lookup-not-uuids =
    { $count ->
        [one] { $count } élément n'est pas un UUID
       *[other] { $count } éléments ne sont pas des UUID
    }
lookup-paste-nothing-new = Aucun nouvel UUID dans ce texte.
lookup-paste-new =
    { $count ->
        [one] { $count } nouvel UUID
       *[other] { $count } nouveaux UUID
    }
lookup-paste-new-duplicates =
    { $count ->
        [one] { $count } nouvel UUID
       *[other] { $count } nouveaux UUID
    }, { $duplicates ->
        [one] { $duplicates } doublon ignoré
       *[other] { $duplicates } doublons ignorés
    }
lookup-paste-new-invalid =
    { $count ->
        [one] { $count } nouvel UUID
       *[other] { $count } nouveaux UUID
    }, { $invalid ->
        [one] { $invalid } élément non UUID (liste ci-dessous)
       *[other] { $invalid } éléments non UUID (liste ci-dessous)
    }
lookup-paste-new-duplicates-invalid =
    { $count ->
        [one] { $count } nouvel UUID
       *[other] { $count } nouveaux UUID
    }, { $duplicates ->
        [one] { $duplicates } doublon ignoré
       *[other] { $duplicates } doublons ignorés
    }, { $invalid ->
        [one] { $invalid } élément non UUID (liste ci-dessous)
       *[other] { $invalid } éléments non UUID (liste ci-dessous)
    }
lookup-imported =
    { $count ->
        [one] { $count } UUID importé depuis { $file_name }. Cliquez sur Rechercher.
       *[other] { $count } UUID importés depuis { $file_name }. Cliquez sur Rechercher.
    }
lookup-imported-with-invalid =
    { $count ->
        [one] { $count } UUID importé depuis { $file_name }
       *[other] { $count } UUID importés depuis { $file_name }
    } ; { $invalid ->
        [one] { $invalid } élément n'est pas un UUID.
       *[other] { $invalid } éléments ne sont pas des UUID.
    } Cliquez sur Rechercher.

## Une recherche en cours

lookup-progress = terminés : { $done }, en échec : { $failed }, restants : { $left }
lookup-cancel = Annuler
lookup-finished =
    Recherche terminée : { $found ->
        [one] { $found } trouvé
       *[other] { $found } trouvés
    }, { $failed } en échec.
lookup-cancelled =
    Recherche annulée : { $found ->
        [one] { $found } trouvé
       *[other] { $found } trouvés
    }, { $failed } en échec, { $left ->
        [one] { $left } non recherché
       *[other] { $left } non recherchés
    }.
lookup-stopped = Recherche interrompue. { $reason }
lookup-not-found-why = L'annuaire ne contient aucun freelance avec cet UUID.
lookup-not-looked-up = Non recherché : la recherche a été interrompue.

## La barre du tableau

lookup-filter = Filtre :
lookup-filter-hint = nom, pays, langue, code…
lookup-rows =
    { $shown } sur { $total ->
        [one] { $total } ligne
       *[other] { $total } lignes
    }, { $selected ->
        [one] { $selected } sélectionnée
       *[other] { $selected } sélectionnées
    }
lookup-select-all-filtered = Sélectionner les lignes filtrées
lookup-clear-selection = Effacer la sélection
lookup-add-to-recipients = Ajouter aux destinataires
lookup-offer-job = Proposer une mission…
    .hover = Propose une mission aux indépendants sélectionnés, par vagues, jusqu'à ce que l'un accepte
lookup-export-csv = Exporter en CSV
lookup-show-local-time = Afficher l'heure locale
    .hover = Afficher l'heure locale et le décalage UTC de chaque freelance
lookup-show-vendor-columns = Afficher les colonnes fournisseur
    .hover = Afficher le statut, les étiquettes, le dernier contact et la réactivité aux offres de chaque freelance
lookup-show-availability = Afficher la disponibilité du jour

## Les colonnes du tableau, et les en-têtes d'export des codes à côté

lookup-column-name = Nom
lookup-column-account-type = Type de compte
lookup-column-country = Pays
lookup-column-pairs = Paires de langues
lookup-column-membership = Adhésion
lookup-column-state = État
lookup-column-local-time = Heure locale
lookup-column-status = Statut
lookup-column-tags = Étiquettes
lookup-column-last-contacted = Dernier contact
lookup-column-responsiveness = Réactivité
lookup-responsiveness = répondu à { $answered } sur { $offered }
lookup-responsiveness-median = répondu à { $answered } sur { $offered }, médiane { $median }
lookup-responsiveness-last = { $record }. { $last }
lookup-column-available-today = Disponible aujourd'hui
lookup-codes-account-type = Code du type de compte
lookup-codes-country = Code pays
lookup-codes-pairs = Codes des paires de langues

## Les lignes du tableau

lookup-select-row = Sélectionner
lookup-do-not-contact = ⛔ ne pas contacter
    .hover = Marqué « ne pas contacter » : exclu de tous les messages
lookup-state-loading = chargement
lookup-state-loaded = chargé
lookup-state-not-found = introuvable
lookup-state-not-allowed = non autorisé
lookup-state-error = erreur : { $reason }
lookup-country-with-code = { $name } (code pays { $code })
lookup-account-type-with-code = { $name } (type de compte { $code })
lookup-local-time = { $time } heure locale, { $offset }

## Les colonnes fournisseur et leur menu

lookup-vendor-menu = Fournisseur ▾
    .hover = Modifier les fiches fournisseur des lignes sélectionnées
lookup-vendor-set-status = Définir le statut
lookup-vendor-no-status = Aucun statut
lookup-vendor-tag-to-add = Étiquette à ajouter
lookup-vendor-add-tag = Ajouter l'étiquette
lookup-vendor-remove-tag = Retirer une étiquette
lookup-vendor-no-tags = Les lignes sélectionnées n'ont aucune étiquette.
