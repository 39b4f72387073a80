# La session : ouvrir un annuaire, et pourquoi il ne s'est pas ouvert ou est déconnecté.

session-default-environment = l'environnement par défaut
session-stopped-opening = La connexion s'est interrompue pendant son ouverture.
session-worker-failed = L'application n'a pas pu lancer ses tâches d'arrière-plan.
session-config-invalid = Le fichier de configuration n'est pas valide : « Paramètres de connexion… » indique où, ainsi que le dossier du fichier.
session-settings-unreadable = Les paramètres de connexion n'ont pas pu être lus.
session-app-only = { $environment } se connecte en tant qu'application (app_only), ce que seule la ligne de commande sait faire. La fenêtre se connecte avec une clé d'API ou via le navigateur.
session-no-keyring = Ce système n'a pas de trousseau : aucune connexion n'est mémorisée d'un lancement à l'autre.
session-keyring-unreadable = Le trousseau du système n'a pas pu être lu. { $problem }
session-browser-sign-in-unusable = Une connexion via le navigateur est conservée pour { $environment }, mais elle est inutilisable : { $problem }
