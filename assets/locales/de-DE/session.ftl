# Die Sitzung: ein Verzeichnis öffnen, und warum es sich nicht öffnen ließ oder abgemeldet ist.

session-default-environment = Standardumgebung
session-stopped-opening = Die Verbindung wurde beim Öffnen abgebrochen.
session-worker-failed = Die App konnte ihre Hintergrundverarbeitung nicht starten.
session-config-invalid = Die Konfigurationsdatei ist ungültig: „Verbindungseinstellungen…“ zeigt die Stelle und den Ordner der Datei.
session-settings-unreadable = Die Verbindungseinstellungen konnten nicht gelesen werden.
session-app-only = { $environment } meldet sich als die App selbst an (app_only), was nur die Befehlszeile kann. Das Fenster meldet sich mit einem API-Schlüssel oder über den Browser an.
session-no-keyring = Dieses System hat keinen Schlüsselbund, daher bleibt keine Anmeldung über einen Neustart hinaus erhalten.
session-keyring-unreadable = Der Schlüsselbund des Betriebssystems konnte nicht gelesen werden. { $problem }
session-browser-sign-in-unusable = Für { $environment } ist eine Browser-Anmeldung gespeichert, sie kann aber nicht verwendet werden: { $problem }
