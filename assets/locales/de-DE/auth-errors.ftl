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
