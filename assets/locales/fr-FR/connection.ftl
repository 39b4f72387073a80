# Paramètres de connexion : où se trouve un annuaire et comment s'y connecter, ainsi que la
# section Base d'équipe. Les noms du fichier de configuration (JWKS, bearer, basic, query…)
# restent tels quels.

connection-settings-open = Paramètres de connexion…
    .hover = Où se trouve cet annuaire et comment s'y connecter
    .disabled = Le bac à sable intégré et une adresse saisie ci-dessous n'ont aucun paramètre à modifier.
connection-add = Ajouter un annuaire…
connection-remove = Supprimer
connection-remove-question = Supprimer { $name } de la configuration, avec sa connexion et son secret client ?
connection-remove-named = Supprimer { $name }
connection-keep-it = Le garder
connection-removing = Suppression…

connection-title-add = Ajouter un annuaire
connection-title-named = Paramètres de connexion : { $name }
connection-title = Paramètres de connexion
connection-reading = Lecture des paramètres…

connection-new-name = Nom de l'annuaire
connection-base-url = Adresse de l'annuaire
connection-auth-url = Adresse de connexion
connection-client-id = Identifiant client
connection-redirect-port = Port de redirection
connection-jwks-url = Adresse des clés de signature (JWKS)
connection-send-concurrency = Requêtes simultanées
connection-send-per-second = Requêtes par seconde
connection-send-chunk-size = Destinataires par requête
connection-recent-contact-days = Contacté récemment : jours
connection-api-key-header = En-tête de la clé d'API
connection-client-auth = Secret client envoyé en
connection-response-mode = Mode de réponse
connection-hint-default = par défaut : { $value }
connection-hint-none = aucun
connection-hint-api-key-only = aucune : connexion par clé d'API
connection-new-needs-address = Un nouvel annuaire doit avoir une adresse.

connection-client-secret = Secret client
connection-secret-forgotten = sera supprimé du trousseau du système à l'enregistrement
connection-secret-undo = Annuler
connection-secret-stored = conservé dans le trousseau du système
connection-secret-replace = Remplacer
connection-secret-forget = Oublier
connection-secret-hint = seulement si le fournisseur en a donné un
connection-secret-keep = Garder celui enregistré
connection-secret-unreadable = Le trousseau n'a pas pu être lu : { $why }
connection-secret-note = Conservé uniquement dans le trousseau du système, jamais dans le fichier de configuration.

connection-scopes = La connexion demande à :
connection-scope-openid = confirmer votre identité
connection-scope-message-send = envoyer des messages
connection-scope-user-email = lire l'adresse e-mail
connection-scope-user-name = lire le nom
connection-scope-userlist = lire et modifier vos listes d’utilisateurs dans l’annuaire
connection-scope-offline-access = rester connecté
connection-scope-message-read = lire vos messages
connection-scope-profile-read = lire les profils
connection-scope-public = lire les données publiques de l'annuaire

connection-more-sign-in = Autres paramètres de connexion
connection-app-only = Application seule : se connecter en tant qu'application, pour les données publiques (sans utilisateur ni navigateur)
connection-sending = Envoi
connection-team = Base d'équipe

connection-test = Tester la connexion
    .hover = Contacte l'annuaire et l'adresse de connexion tels qu'ils sont saisis ici, sans enregistrer
connection-test-needs-address = Indiquez d'abord l'adresse de l'annuaire.
connection-testing = Test en cours…
connection-save = Enregistrer
connection-cancel = Annuler
connection-saving = Enregistrement…
connection-mend-fields = Corrigez les champs signalés avant d'enregistrer ; rien n'a été écrit.
connection-reset-to-defaults = Rétablir les valeurs par défaut
connection-reset-question = Rétablir les valeurs par défaut de { $name } ? Ses paramètres dans le fichier sont supprimés ; un secret client dans le trousseau y reste jusqu'à ce que vous l'oubliiez.
connection-reset = Rétablir
connection-dont-reset = Ne pas rétablir

connection-unreadable-note = Rien ne sera écrit dans le fichier tant qu'il n'est pas corrigé.
connection-open-folder = Ouvrir le dossier du fichier
connection-close = Fermer

## Section Base d'équipe

connection-team-url-label = URL
connection-team-coordinator-label = Coordinateur
connection-team-checked = Chaque envoi vers cet annuaire, depuis la fenêtre ou la ligne de commande, nouveau ou renvoyé (repris, réessayé, renvoyé), est vérifié par rapport aux mentions « ne pas contacter » de l'équipe, aux contacts récents des collègues et aux réservations actives.
connection-team-alone = Ce poste travaille seul sur cet annuaire : il ne fait partie d'aucune base d'équipe.
connection-team-status = État
    .hover = Demande à la base d'équipe si elle répond, et ce qu'elle contient
connection-team-leave = Quitter…
connection-team-join = Rejoindre…
    .hover = Partager les mentions « ne pas contacter », les contacts et les réservations avec les postes des collègues
connection-team-joining = Adhésion : connexion à la base d'équipe…
connection-team-checking = Interrogation de la base d'équipe…
connection-team-leaving = Départ en cours…
connection-team-leave-question = Quitter la base d'équipe ? Son URL est retirée de la configuration et son mot de passe du trousseau du système ; les données restent sur le serveur pour les autres postes.
connection-team-leave-confirm = Quitter l'équipe
connection-team-stay = Rester dans l'équipe

connection-team-url = URL de la base d'équipe
connection-team-password = Mot de passe de l'équipe
connection-team-password-hint = seulement si le serveur en demande un
connection-team-coordinator = Nom du coordinateur
connection-team-coordinator-hint = tel que les collègues le voient
connection-team-password-note = Le mot de passe est conservé uniquement dans le trousseau du système, jamais dans le fichier de configuration. TLS est obligatoire pour tout hôte autre que cet ordinateur.
connection-team-join-confirm = Rejoindre
connection-team-dont-join = Ne pas rejoindre
connection-team-needs-coordinator = Indiquez le nom du coordinateur, tel que les collègues le voient.

connection-team-joined = Base d'équipe rejointe sur { $host }.
connection-team-joined-password-kept = Base d'équipe rejointe sur { $host }. Son mot de passe est conservé dans le trousseau du système, pas dans le fichier de configuration.
connection-team-not-joined = { $problem } Rien n'a été conservé : ce poste n'a pas rejoint l'équipe.

connection-team-connected-yes = Connecté : oui.
connection-team-connected-no = Connecté : non.
connection-team-schema = Version du schéma : { $version }.
connection-team-schema-empty = aucune pour l'instant (base vide)
connection-team-schema-newer = { $version } (plus récente que celle connue de ce poste, { $known })
connection-team-schema-not-ours = pas une base d'équipe ({ $tables })
connection-team-counts = Pour cet annuaire : { $desks ->
        [one] { $desks } poste
       *[other] { $desks } postes
    }, { $do_not_contact ->
        [one] { $do_not_contact } mention « ne pas contacter »
       *[other] { $do_not_contact } mentions « ne pas contacter »
    }, { $contacts ->
        [one] { $contacts } contact
       *[other] { $contacts } contacts
    }, { $claims ->
        [one] { $claims } réservation active
       *[other] { $claims } réservations actives
    }.

# Why the window could not open a directory (the session's failure).
connection-error-sandbox = Le bac à sable intégré n'a pas pu démarrer.
# $environment: the environment's name as configured.
connection-error-no-api-key = Aucune clé d'API pour { $environment } : ajoutez-en une dans l'onglet Compte.
