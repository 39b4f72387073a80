# Wie eine Prüfung der Empfänger des Nachrichteneditors (jeder nachgeschlagen) endete.

verify-looked-up = { $checked } von { $total } nachgeschlagen.
verify-cancelled = Prüfung nach { $checked } von { $total } abgebrochen; die übrigen sind nicht geprüft.
verify-signed-out = Prüfung gestoppt. { $why }
verify-connection-lost = Prüfung nach { $checked } von { $total } gestoppt: Die Verbindung wurde getrennt.
verify-ended-restricted =
    { $count ->
        [one] { $ended } { $count } eingeschränkt: Das Profil existiert und kann angeschrieben, aber nicht gelesen werden.
       *[other] { $ended } { $count } eingeschränkt: Die Profile existieren und können angeschrieben, aber nicht gelesen werden.
    }
verify-not-in-directory = Das Verzeichnis kennt keinen Nutzer mit dieser UUID.
