# Fehler bei Anmeldung, Erneuerung und Schlüsselbund in einfachen Worten
# (src/auth/plain_words.rs). Die Worte des Anbieters und der Bibliotheken bleiben als Details.

auth-errors-cancelled = Die Anmeldung wurde abgebrochen.
auth-errors-browser-timed-out = Vom Browser kam nicht rechtzeitig eine Antwort. Melden Sie sich erneut an.
auth-errors-cannot-listen = Die App konnte auf diesem Computer nicht auf die Antwort des Browsers warten.
auth-errors-answer-failed-checks = Die Antwort der Anmeldung hat die Prüfungen dieser App nicht bestanden; niemand wurde angemeldet.
auth-errors-keys-unavailable = Die Schlüssel des Anmeldedienstes konnten nicht abgerufen werden; die Anmeldung ließ sich daher nicht prüfen.
auth-errors-account-mismatch = Anmeldung und Verzeichnis nennen verschiedene Benutzer; niemand wurde angemeldet.
auth-errors-browser-not-opened = Der Browser konnte nicht geöffnet werden: Öffnen Sie die angezeigte Adresse.
auth-errors-provider-address = Die Adresse des Anmeldedienstes ist nicht verwendbar.
auth-errors-invalid-grant = Die Anmeldung ist nicht mehr gültig. Melden Sie sich erneut an.
auth-errors-provider-refused = Der Anmeldedienst hat abgelehnt.
auth-errors-provider-unreachable = Der Anmeldedienst ist nicht erreichbar.
auth-errors-provider-malformed = Die Antwort des Anmeldedienstes konnte nicht gelesen werden.
auth-errors-no-keyring = Dieses System hat keinen Schlüsselbund zum Aufbewahren von Geheimnissen.
auth-errors-keyring-timed-out = Der Schlüsselbund des Systems hat nicht geantwortet. Ist er gesperrt?
auth-errors-keyring-refused = Der Schlüsselbund des Systems hat abgelehnt.
auth-errors-signed-out = Abgemeldet: Die Anmeldung kann nicht mehr erneuert werden. Melden Sie sich erneut an.
auth-errors-not-renewed = Die Anmeldung konnte nicht erneuert werden. { $reason }
auth-errors-renewal-stopped = Die Erneuerung der Anmeldung wurde unerwartet beendet. Melden Sie sich erneut an, falls die nächste Anfrage abgelehnt wird.

## Der Anmeldedienst hat abgelehnt, nach seinem OAuth-Fehlercode.

auth-errors-refused-access-denied = Sie haben die Anmeldung abgelehnt; Directory Desk hat daher keinen Zugriff erhalten.
auth-errors-refused-invalid-request = Der Anbieter hält die Anmeldeanfrage für fehlerhaft.
auth-errors-refused-unauthorized-client = Der Anbieter erlaubt dieser App diese Art der Anmeldung nicht; prüfen Sie die Client-ID der Umgebung.
auth-errors-refused-unsupported-response-type = Der Anbieter unterstützt die Anmeldung nicht, die diese App anfordert (code id_token).
auth-errors-refused-invalid-scope = Der Anbieter hat die Berechtigungen (Scopes) abgelehnt, die diese App anfordert.
auth-errors-refused-server-error = Beim Anbieter trat ein Problem auf; die Anmeldung konnte nicht abgeschlossen werden. Versuchen Sie es erneut.
auth-errors-refused-unavailable = Der Anbieter ist ausgelastet oder wird gewartet; versuchen Sie es später erneut.
auth-errors-refused-interaction = Der Anbieter verlangt, dass Sie sich im Browser anmelden oder zustimmen; versuchen Sie es erneut.
auth-errors-refused-other = Der Anbieter hat die Anmeldung abgelehnt ({ $code }).
