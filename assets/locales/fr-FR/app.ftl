# Le cadre de la fenêtre : onglets, profil à côté des résultats, et les messages sur ce que
# l'application fait pour les panneaux.
# Un annuaire ($directory) est soit une adresse, soit app-directory-sandbox ou
# app-directory-old-environment : d'où « (annuaire : …) ».

## Annuaires

app-directory-sandbox = bac à sable intégré
app-directory-old-environment = environnement « { $name } » (antérieur à la distinction des annuaires)

## La fenêtre

app-profile = Profil
app-importing = Importation du fichier…
app-drop-hint = Déposez le fichier pour importer les UUID qu'il contient (CSV, texte, e-mail…)
app-blocked-not-connected = Non connecté à l'annuaire
app-blocked-outbox-failed = La boîte d'envoi n'a pas pu être ouverte : aucun envoi possible
app-blocked-outbox-opening = Ouverture de la boîte d'envoi

## Onglets

app-tab-lookup = Recherche par UUID
app-tab-search = Recherche dans l'annuaire
app-tab-compose = Rédiger
app-tab-compose-recipients = Rédiger ({ $count })
app-tab-outbox = Boîte d'envoi
app-tab-offers = Offres
app-tab-outbox-sending = Boîte d'envoi (envoi en cours)
app-tab-outbox-needing-you = Boîte d'envoi ({ $count } à traiter)
app-tab-account = Compte

## Éléments communs

app-not-shown = non communiqué
app-empty = (vide)
app-details = Détails

## Connexion et déconnexion

app-signed-out = Déconnecté de { $environment }.
app-signed-out-forgotten = Déconnecté de { $environment } ; sa clé d'API et sa connexion ont été supprimées du trousseau du système.
app-sign-out-failed = Toujours connecté : les secrets n'ont pas pu être supprimés. { $problem }
app-key-not-accepted = Cette clé d'API n'a pas été acceptée ; rien n'a été enregistré.
app-key-kept = Connecté. La clé d'API est conservée dans le trousseau du système.
app-key-not-kept = Connecté, mais la clé d'API n'a pas pu être conservée. { $problem } Elle vous sera redemandée la prochaine fois.
app-sandbox-stopped = Le bac à sable intégré qui vous a connecté s'est arrêté ; reconnectez-vous.
app-browser-signed-in = Connecté à { $environment } via le navigateur.
app-browser-signed-in-keyring = Connecté à { $environment } via le navigateur. La connexion est conservée dans le trousseau du système.
app-browser-signed-in-session-only = Connecté à { $environment } via le navigateur, pour cette session uniquement.
app-credentials-refused = L'annuaire n'accepte plus les identifiants.

## Paramètres de connexion

app-settings-reset = { $environment } a retrouvé ses valeurs par défaut.
app-settings-saved = Paramètres de connexion de { $environment } enregistrés.
app-settings-saved-secret-kept = Paramètres de connexion de { $environment } enregistrés. Le secret client est conservé dans le trousseau du système.
app-settings-saved-secret-removed = Paramètres de connexion de { $environment } enregistrés. Le secret client a été supprimé du trousseau du système.
app-settings-saved-keyring-failed = Les paramètres ont été enregistrés, mais le trousseau du système n'a pas pu être modifié : { $problem }. Le secret client est inchangé.
app-added-keyring-not-cleared = { $environment } a été ajouté, mais ce qu'un ancien environnement du même nom avait laissé dans le trousseau du système n'a pas pu être supprimé ({ $problem }) ; reconnectez-vous avant de l'utiliser.
app-environment-removed = { $environment } a été supprimé, avec sa connexion et son secret client.
app-environment-removed-keyring-failed = { $environment } a été supprimé de la configuration ; ses secrets n'ont pas pu être supprimés du trousseau du système ({ $problem }).
app-test-while-opening = La connexion est encore en cours d'ouverture : relancez le test dans un instant.
app-no-config-folder = Ce système n'a pas de dossier de configuration ; définissez DIRECTORY_DESK_CONFIG sur le chemin d'un fichier.
app-config-unreadable = { $problem }. Corrigez le fichier (ou déplacez-le) puis rouvrez les paramètres.

## Base d'équipe

app-no-data-folder = Ce système n'a pas de dossier de données pour l'identifiant de ce poste ; définissez DIRECTORY_DESK_DATA sur un dossier.
app-team-while-opening = La session est encore en cours d'ouverture, et la base d'équipe est jointe par son intermédiaire : réessayez dans un instant.
app-team-joined = Base d'équipe sur { $host } rejointe en tant que { $coordinator } (annuaire : { $directory }).
app-team-leave-failed = Impossible de quitter la base d'équipe : { $problem }. La configuration est inchangée.
app-team-not-joined = Ce poste ne faisait partie d'aucune base d'équipe (annuaire : { $directory }).
app-team-left = Base d'équipe { $url } quittée (annuaire : { $directory }) ; ses données restent sur le serveur pour les autres postes.
app-team-left-keyring-failed = Base d'équipe { $url } quittée (annuaire : { $directory }) ; ses données restent sur le serveur pour les autres postes. Son mot de passe n'a pas pu être supprimé du trousseau du système : { $problem }.
app-team-vendors-not-written = Les postes de cet annuaire partagent une base d'équipe (sur { $host }), et la fenêtre n'y écrit pas encore de fiches fournisseur : rien n'a été modifié, et votre saisie est conservée. Modifiez-les avec `directory-desk vendors set` ou `directory-desk vendors rate`.

## Résultats et destinataires

app-matches-in-table =
    { $count ->
        [one] { $count } résultat ajouté au tableau de l'onglet « Recherche par UUID ».
       *[other] { $count } résultats ajoutés au tableau de l'onglet « Recherche par UUID ».
    }
app-added-to-recipients =
    { $added ->
        [one] { $added } destinataire ajouté ({ $all } au total).
       *[other] { $added } destinataires ajoutés ({ $all } au total).
    }
app-added-to-recipients-already =
    { $added ->
        [one] { $added } destinataire ajouté ({ $all } au total ; déjà présents : { $already }).
       *[other] { $added } destinataires ajoutés ({ $all } au total ; déjà présents : { $already }).
    }
app-added-to-recipients-left-out =
    { $added ->
        [one] { $added } destinataire ajouté ({ $all } au total) ; lignes sélectionnées ignorées faute de profil chargé : { $left_out }.
       *[other] { $added } destinataires ajoutés ({ $all } au total) ; lignes sélectionnées ignorées faute de profil chargé : { $left_out }.
    }
app-added-to-recipients-already-left-out =
    { $added ->
        [one] { $added } destinataire ajouté ({ $all } au total ; déjà présents : { $already }) ; lignes sélectionnées ignorées faute de profil chargé : { $left_out }.
       *[other] { $added } destinataires ajoutés ({ $all } au total ; déjà présents : { $already }) ; lignes sélectionnées ignorées faute de profil chargé : { $left_out }.
    }
app-vendors-unreadable = Les fiches fournisseur n'ont pas pu être lues.
app-vendors-changed =
    { $count ->
        [one] Fiche fournisseur de { $count } freelance modifiée.
       *[other] Fiches fournisseur de { $count } freelances modifiées.
    }
app-vendors-not-changed = Les fiches fournisseur n'ont pas été modifiées ; rien n'a changé.
app-outbox-write-failed = Rien n'a été envoyé : l'envoi n'a pas pu être écrit dans la boîte d'envoi.

## Listes

# Après « de » : « 3 destinataires de l'onglet « Rédiger ». »
app-list-from-composer = l'onglet « Rédiger »
app-list-file-mistyped =
    { $count ->
        [one] { $count } élément du fichier ressemblait à un UUID mal saisi et a été ignoré.
       *[other] { $count } éléments du fichier ressemblaient à des UUID mal saisis et ont été ignorés.
    }
app-list-saved =
    { $count ->
        [one] { $count } destinataire enregistré dans la liste « { $name } » (annuaire : { $directory }).
       *[other] { $count } destinataires enregistrés dans la liste « { $name } » (annuaire : { $directory }).
    }
app-list-not-saved = La liste « { $name } » n'a pas été enregistrée : { $problem }
app-list-gone = La liste « { $name } » n'existe plus (annuaire : { $directory }).
app-list-unreadable = La liste « { $name } » n'a pas pu être lue.
app-lists-unreadable = Les listes de destinataires n'ont pas pu être lues.

## Fichiers, base de données, aide

app-import-failed = Impossible d'importer { $file }.
app-export-folder-set = Les exports CSV sont désormais enregistrés dans { $folder }
app-export-no-home = Export impossible : ce système n'a pas de dossier personnel où écrire.
app-database-failed = La base de données de l'application n'a pas pu effectuer cette opération.
app-database-not-opened = La base de données de l'application n'a pas pu être ouverte : aucun brouillon ne peut être enregistré et rien ne peut être envoyé pendant cette session.
app-database-no-folder = { $path } n'a pas de dossier
app-logs-not-opened = Le dossier des journaux n'a pas pu être ouvert.
app-no-logs = Ce système n'a pas de dossier de données, il n'y a donc pas de journaux.
app-diagnostics-copied = Diagnostic copié : collez-le dans votre demande d'assistance.
app-job-stopped = Une opération s'est arrêtée de façon inattendue ; réessayez. Le journal contient les détails.
