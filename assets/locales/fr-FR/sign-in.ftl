# Connexion via le navigateur : ce qui peut échouer, et le temps qu'il reste à un jeton.

sign-in-not-started = La connexion n'a pas pu démarrer : la liaison n'est pas encore ouverte.
sign-in-no-keyring = Votre système n'a pas de trousseau ; cette connexion ne peut donc pas être conservée.
sign-in-not-kept = Cette connexion n'a pas pu être conservée. { $why }

sign-in-expired = expiré
sign-in-in-minutes =
    { $count ->
        [one] dans une minute
       *[other] dans { $count } minutes
    }
sign-in-in-hours =
    { $count ->
        [one] dans { $count } heure
       *[other] dans { $count } heures
    }

# Why a sign-in through the browser ended before it began or without an answer.
sign-in-settings-unreadable = Les paramètres de connexion de cet annuaire n'ont pas pu être lus.
sign-in-stopped = La connexion s'est interrompue de façon inattendue.
