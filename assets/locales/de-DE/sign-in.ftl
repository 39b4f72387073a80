# Anmeldung über den Browser: was schiefgehen kann und wie lange ein Token noch gilt.

sign-in-not-started = Die Anmeldung konnte nicht beginnen: Die Verbindung ist noch nicht geöffnet.
sign-in-no-keyring = Ihr System hat keinen Schlüsselbund, daher kann diese Anmeldung nicht gespeichert werden.
sign-in-not-kept = Diese Anmeldung konnte nicht gespeichert werden. { $why }

sign-in-expired = abgelaufen
sign-in-in-minutes =
    { $count ->
        [one] in einer Minute
       *[other] in { $count } Minuten
    }
sign-in-in-hours =
    { $count ->
        [one] in { $count } Stunde
       *[other] in { $count } Stunden
    }

# Why a sign-in through the browser ended before it began or without an answer.
sign-in-settings-unreadable = Die Anmeldeeinstellungen dieses Verzeichnisses konnten nicht gelesen werden.
sign-in-stopped = Die Anmeldung wurde unerwartet beendet.
