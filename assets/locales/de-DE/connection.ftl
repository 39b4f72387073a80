# Verbindungseinstellungen: wo ein Verzeichnis liegt und wie man sich dort anmeldet, sowie
# der Abschnitt Team-Datenbank. Namen aus der Konfigurationsdatei (JWKS, bearer, basic,
# query …) bleiben unverändert.

connection-settings-open = Verbindungseinstellungen…
    .hover = Wo dieses Verzeichnis liegt und wie Sie sich dort anmelden
    .disabled = Die integrierte Sandbox und eine unten eingegebene Adresse haben keine änderbaren Einstellungen.
connection-add = Verzeichnis hinzufügen…
connection-remove = Entfernen
connection-remove-question = { $name } mit Anmeldung und Client-Geheimnis aus der Konfiguration entfernen?
connection-remove-named = { $name } entfernen
connection-keep-it = Behalten
connection-removing = Wird entfernt…

connection-title-add = Verzeichnis hinzufügen
connection-title-named = Verbindungseinstellungen: { $name }
connection-title = Verbindungseinstellungen
connection-reading = Einstellungen werden gelesen…

connection-new-name = Name des Verzeichnisses
connection-base-url = Adresse des Verzeichnisses
connection-auth-url = Anmeldeadresse
connection-client-id = Client-ID
connection-redirect-port = Weiterleitungsport
connection-jwks-url = Adresse der Signaturschlüssel (JWKS)
connection-send-concurrency = Gleichzeitige Anfragen
connection-send-per-second = Anfragen pro Sekunde
connection-send-chunk-size = Empfänger pro Anfrage
connection-recent-contact-days = Kürzlich kontaktiert: Tage
connection-api-key-header = Header für API-Schlüssel
connection-client-auth = Client-Geheimnis gesendet als
connection-response-mode = Antwortmodus
connection-hint-default = Standard: { $value }
connection-hint-none = keine Angabe
connection-hint-api-key-only = keine: Anmeldung mit API-Schlüssel
connection-new-needs-address = Ein neues Verzeichnis braucht seine Adresse.

connection-client-secret = Client-Geheimnis
connection-secret-forgotten = wird beim Speichern aus dem Schlüsselbund des Systems entfernt
connection-secret-undo = Rückgängig
connection-secret-stored = im Schlüsselbund des Systems gespeichert
connection-secret-replace = Ersetzen
connection-secret-forget = Vergessen
connection-secret-hint = nur falls der Anbieter eines vergeben hat
connection-secret-keep = Gespeichertes behalten
connection-secret-unreadable = Der Schlüsselbund konnte nicht gelesen werden: { $why }
connection-secret-note = Nur im Schlüsselbund des Systems gespeichert, nie in der Konfigurationsdatei.

connection-scopes = Die Anmeldung fordert an:
connection-scope-openid = Ihre Identität bestätigen
connection-scope-message-send = Nachrichten senden
connection-scope-user-email = E-Mail-Adresse lesen
connection-scope-user-name = Namen lesen
connection-scope-userlist = Ihre Benutzerlisten im Verzeichnis lesen und ändern
connection-scope-offline-access = angemeldet bleiben
connection-scope-message-read = Ihre Nachrichten lesen
connection-scope-profile-read = Profile lesen
connection-scope-public = öffentliche Verzeichnisdaten lesen

connection-more-sign-in = Weitere Anmeldeeinstellungen
connection-app-only = Nur App: als die App selbst anmelden, für öffentliche Daten (kein Benutzer, kein Browser)
connection-sending = Senden
connection-team = Team-Datenbank

connection-test = Verbindung testen
    .hover = Erreicht das Verzeichnis und die Anmeldeadresse so, wie sie hier eingegeben sind, ohne zu speichern
connection-test-needs-address = Geben Sie zuerst die Adresse des Verzeichnisses an.
connection-testing = Wird getestet…
connection-save = Speichern
connection-cancel = Abbrechen
connection-saving = Wird gespeichert…
connection-mend-fields = Korrigieren Sie die markierten Felder vor dem Speichern; es wurde nichts geschrieben.
connection-reset-to-defaults = Standard wiederherstellen
connection-reset-question = { $name } auf die Standardwerte zurücksetzen? Die Einstellungen der Datei dafür werden entfernt; ein Client-Geheimnis im Schlüsselbund bleibt, bis Sie es vergessen.
connection-reset = Zurücksetzen
connection-dont-reset = Nicht zurücksetzen

connection-unreadable-note = Die Datei wird nicht überschrieben, bis sie korrigiert ist.
connection-open-folder = Ordner der Datei öffnen
connection-close = Schließen

## Abschnitt Team-Datenbank

connection-team-url-label = URL
connection-team-coordinator-label = Koordinator
connection-team-checked = Jeder Versand an dieses Verzeichnis, aus dem Fenster oder über die Befehlszeile, neu oder erneut (fortgesetzt, wiederholt, erneut gesendet), wird mit den Nicht-kontaktieren-Vermerken des Teams, den kürzlichen Kontakten der Kollegen und den aktiven Reservierungen abgeglichen.
connection-team-alone = Dieser Arbeitsplatz arbeitet allein mit diesem Verzeichnis: Er ist in keiner Team-Datenbank.
connection-team-status = Status
    .hover = Fragt die Team-Datenbank, ob sie antwortet und was sie enthält
connection-team-leave = Verlassen…
connection-team-join = Beitreten…
    .hover = Nicht-kontaktieren-Vermerke, Kontakte und Reservierungen mit den Arbeitsplätzen der Kollegen teilen
connection-team-joining = Beitritt: Team-Datenbank wird erreicht…
connection-team-checking = Team-Datenbank wird abgefragt…
connection-team-leaving = Wird verlassen…
connection-team-leave-question = Team-Datenbank verlassen? Ihre URL wird aus der Konfiguration entfernt und ihr Passwort aus dem Schlüsselbund des Systems; die Einträge bleiben für die anderen Arbeitsplätze auf dem Server.
connection-team-leave-confirm = Team verlassen
connection-team-stay = Im Team bleiben

connection-team-url = URL der Team-Datenbank
connection-team-password = Team-Passwort
connection-team-password-hint = nur falls der Server eines verlangt
connection-team-coordinator = Name des Koordinators
connection-team-coordinator-hint = wie die Kollegen ihn sehen
connection-team-password-note = Das Passwort wird nur im Schlüsselbund des Systems gespeichert, nie in der Konfigurationsdatei. Für jeden Host außer diesem Computer ist TLS erforderlich.
connection-team-join-confirm = Beitreten
connection-team-dont-join = Nicht beitreten
connection-team-needs-coordinator = Geben Sie den Namen des Koordinators an, wie die Kollegen ihn sehen.

connection-team-joined = Der Team-Datenbank auf { $host } beigetreten.
connection-team-joined-password-kept = Der Team-Datenbank auf { $host } beigetreten. Ihr Passwort wird im Schlüsselbund des Systems gespeichert, nicht in der Konfigurationsdatei.
connection-team-not-joined = { $problem } Es wurde nichts gespeichert: Dieser Arbeitsplatz ist nicht beigetreten.

connection-team-connected-yes = Verbunden: ja.
connection-team-connected-no = Verbunden: nein.
connection-team-schema = Schemaversion: { $version }.
connection-team-schema-empty = noch keine (eine leere Datenbank)
connection-team-schema-newer = { $version } (neuer als die diesem Arbeitsplatz bekannte, { $known })
connection-team-schema-not-ours = keine Team-Datenbank ({ $tables })
connection-team-counts = Für dieses Verzeichnis: { $desks ->
        [one] { $desks } Arbeitsplatz
       *[other] { $desks } Arbeitsplätze
    }, { $do_not_contact ->
        [one] { $do_not_contact } Nicht-kontaktieren-Vermerk
       *[other] { $do_not_contact } Nicht-kontaktieren-Vermerke
    }, { $contacts ->
        [one] { $contacts } Kontakt
       *[other] { $contacts } Kontakte
    }, { $claims ->
        [one] { $claims } aktive Reservierung
       *[other] { $claims } aktive Reservierungen
    }.

# Why the window could not open a directory (the session's failure).
connection-error-sandbox = Die eingebaute Sandbox konnte nicht gestartet werden.
# $environment: the environment's name as configured.
connection-error-no-api-key = Für { $environment } ist kein API-Schlüssel hinterlegt: Fügen Sie auf der Registerkarte „Konto“ einen hinzu.
