# Der Rahmen des Fensters: Tabs, das Profil neben den Ergebnissen und die Meldungen zu dem,
# was die App für die Bereiche erledigt.
# Ein Verzeichnis ($directory) ist entweder eine Adresse oder app-directory-sandbox bzw.
# app-directory-old-environment: daher „(Verzeichnis: …)“.

## Verzeichnisse

app-directory-sandbox = integrierte Sandbox
app-directory-old-environment = Umgebung „{ $name }“ (aus der Zeit vor getrennten Verzeichnissen)

## Das Fenster

app-profile = Profil
app-importing = Datei wird importiert…
app-drop-hint = Datei hier ablegen, um die darin enthaltenen UUIDs zu importieren (CSV, Text, E-Mail…)
app-blocked-not-connected = Nicht mit dem Verzeichnis verbunden
app-blocked-outbox-failed = Der Postausgang konnte nicht geöffnet werden: Es kann nichts gesendet werden
app-blocked-outbox-opening = Der Postausgang wird geöffnet

## Tabs

app-tab-lookup = UUID-Abfrage
app-tab-search = Verzeichnissuche
app-tab-compose = Verfassen
app-tab-compose-recipients = Verfassen ({ $count })
app-tab-outbox = Postausgang
app-tab-offers = Angebote
app-tab-outbox-sending = Postausgang (sendet)
app-tab-outbox-needing-you = Postausgang ({ $count } offen)
app-tab-account = Konto

## Gemeinsame Elemente

app-not-shown = nicht angezeigt
app-empty = (leer)
app-details = Details

## An- und Abmelden

app-signed-out = Von { $environment } abgemeldet.
app-signed-out-forgotten = Von { $environment } abgemeldet; API-Schlüssel und Anmeldung wurden aus dem Schlüsselbund des Betriebssystems entfernt.
app-sign-out-failed = Weiterhin angemeldet: Die Zugangsdaten konnten nicht entfernt werden. { $problem }
app-key-not-accepted = Dieser API-Schlüssel wurde nicht akzeptiert; es wurde nichts gespeichert.
app-key-kept = Angemeldet. Der API-Schlüssel wird im Schlüsselbund des Betriebssystems aufbewahrt.
app-key-not-kept = Angemeldet, aber der API-Schlüssel konnte nicht gespeichert werden. { $problem } Er wird beim nächsten Mal erneut abgefragt.
app-sandbox-stopped = Die integrierte Sandbox, über die Sie angemeldet wurden, wurde beendet; bitte melden Sie sich erneut an.
app-browser-signed-in = Über den Browser bei { $environment } angemeldet.
app-browser-signed-in-keyring = Über den Browser bei { $environment } angemeldet. Die Anmeldung wird im Schlüsselbund des Betriebssystems aufbewahrt.
app-browser-signed-in-session-only = Über den Browser bei { $environment } angemeldet, nur für diese Sitzung.
app-credentials-refused = Das Verzeichnis akzeptiert die Zugangsdaten nicht mehr.

## Verbindungseinstellungen

app-settings-reset = { $environment } ist wieder auf die Standardwerte zurückgesetzt.
app-settings-saved = Verbindungseinstellungen für { $environment } gespeichert.
app-settings-saved-secret-kept = Verbindungseinstellungen für { $environment } gespeichert. Das Client-Secret wird im Schlüsselbund des Betriebssystems aufbewahrt.
app-settings-saved-secret-removed = Verbindungseinstellungen für { $environment } gespeichert. Das Client-Secret wurde aus dem Schlüsselbund des Betriebssystems entfernt.
app-settings-saved-keyring-failed = Die Einstellungen wurden gespeichert, aber der Schlüsselbund des Betriebssystems konnte nicht geändert werden: { $problem }. Das Client-Secret ist unverändert.
app-added-keyring-not-cleared = { $environment } wurde hinzugefügt, aber was eine frühere Umgebung gleichen Namens im Schlüsselbund des Betriebssystems hinterlassen hat, konnte nicht entfernt werden ({ $problem }); melden Sie sich vor der Verwendung erneut an.
app-environment-removed = { $environment } wurde entfernt, samt Anmeldung und Client-Secret.
app-environment-removed-keyring-failed = { $environment } wurde aus der Konfiguration entfernt; die Zugangsdaten konnten nicht aus dem Schlüsselbund des Betriebssystems entfernt werden ({ $problem }).
app-test-while-opening = Die Verbindung wird noch geöffnet: Testen Sie gleich noch einmal.
app-no-config-folder = Dieses System hat keinen Konfigurationsordner; setzen Sie DIRECTORY_DESK_CONFIG auf den Pfad einer Datei.
app-config-unreadable = { $problem }. Beheben Sie den Fehler (oder verschieben Sie die Datei) und öffnen Sie die Einstellungen erneut.

## Team-Datenbank

app-no-data-folder = Dieses System hat keinen Datenordner für die Kennung dieses Arbeitsplatzes; setzen Sie DIRECTORY_DESK_DATA auf einen Ordner.
app-team-while-opening = Die Sitzung wird noch geöffnet, und die Team-Datenbank wird über sie erreicht: Versuchen Sie es gleich noch einmal.
app-team-joined = Der Team-Datenbank auf { $host } als { $coordinator } beigetreten (Verzeichnis: { $directory }).
app-team-leave-failed = Die Team-Datenbank konnte nicht verlassen werden: { $problem }. Die Konfiguration ist unverändert.
app-team-not-joined = Dieser Arbeitsplatz war in keiner Team-Datenbank (Verzeichnis: { $directory }).
app-team-left = Team-Datenbank { $url } verlassen (Verzeichnis: { $directory }); ihre Daten bleiben für die anderen Arbeitsplätze auf dem Server.
app-team-left-keyring-failed = Team-Datenbank { $url } verlassen (Verzeichnis: { $directory }); ihre Daten bleiben für die anderen Arbeitsplätze auf dem Server. Das Passwort konnte nicht aus dem Schlüsselbund des Betriebssystems entfernt werden: { $problem }.
app-team-vendors-not-written = Die Arbeitsplätze dieses Verzeichnisses teilen sich eine Team-Datenbank (auf { $host }), und das Fenster schreibt noch keine Lieferantendaten dorthin: Es wurde nichts geändert, Ihre Eingaben bleiben erhalten. Ändern Sie die Daten mit `directory-desk vendors set` oder `directory-desk vendors rate`.

## Ergebnisse und Empfänger

app-matches-in-table = { $count } Treffer in die Tabelle im Tab „UUID-Abfrage“ übernommen.
app-added-to-recipients = { $added } zu den Empfängern hinzugefügt (insgesamt { $all }).
app-added-to-recipients-already = { $added } zu den Empfängern hinzugefügt (insgesamt { $all }), { $already } bereits vorhanden.
app-added-to-recipients-left-out =
    { $left_out ->
        [one] { $added } zu den Empfängern hinzugefügt (insgesamt { $all }); { $left_out } ausgewählte Zeile ausgelassen, weil ihr Profil nicht geladen wurde.
       *[other] { $added } zu den Empfängern hinzugefügt (insgesamt { $all }); { $left_out } ausgewählte Zeilen ausgelassen, weil ihre Profile nicht geladen wurden.
    }
app-added-to-recipients-already-left-out =
    { $left_out ->
        [one] { $added } zu den Empfängern hinzugefügt (insgesamt { $all }), { $already } bereits vorhanden; { $left_out } ausgewählte Zeile ausgelassen, weil ihr Profil nicht geladen wurde.
       *[other] { $added } zu den Empfängern hinzugefügt (insgesamt { $all }), { $already } bereits vorhanden; { $left_out } ausgewählte Zeilen ausgelassen, weil ihre Profile nicht geladen wurden.
    }
app-vendors-unreadable = Die Lieferantendaten konnten nicht gelesen werden.
app-vendors-changed =
    { $count ->
        [one] Lieferantendaten von { $count } Freiberufler geändert.
       *[other] Lieferantendaten von { $count } Freiberuflern geändert.
    }
app-vendors-not-changed = Die Lieferantendaten wurden nicht geändert; es bleibt alles, wie es war.
app-outbox-write-failed = Nichts wurde gesendet: Der Sendeauftrag konnte nicht in den Postausgang geschrieben werden.

## Listen

# Nach „aus“: „3 Empfänger aus dem Bereich „Verfassen“.“
app-list-from-composer = dem Bereich „Verfassen“
app-list-file-mistyped =
    { $count ->
        [one] { $count } Eintrag in der Datei sah wie eine falsch geschriebene UUID aus und wurde ausgelassen.
       *[other] { $count } Einträge in der Datei sahen wie falsch geschriebene UUIDs aus und wurden ausgelassen.
    }
app-list-saved = { $count } Empfänger als Liste „{ $name }“ gespeichert (Verzeichnis: { $directory }).
app-list-not-saved = Die Liste „{ $name }“ wurde nicht gespeichert: { $problem }
app-list-gone = Die Liste „{ $name }“ gibt es nicht mehr (Verzeichnis: { $directory }).
app-list-unreadable = Die Liste „{ $name }“ konnte nicht gelesen werden.
app-lists-unreadable = Die Empfängerlisten konnten nicht gelesen werden.

## Dateien, Datenbank, Hilfe

app-import-failed = { $file } konnte nicht importiert werden.
app-export-folder-set = CSV-Exporte werden jetzt hier gespeichert: { $folder }
app-export-no-home = Export nicht möglich: Dieses System hat keinen persönlichen Ordner zum Speichern.
app-database-failed = Die Datenbank der App konnte das nicht ausführen.
app-database-not-opened = Die Datenbank der App konnte nicht geöffnet werden: In dieser Sitzung lassen sich keine Entwürfe speichern und nichts senden.
app-database-no-folder = { $path } liegt in keinem Ordner
app-logs-not-opened = Der Protokollordner konnte nicht geöffnet werden.
app-no-logs = Dieses System hat keinen Datenordner, daher gibt es keine Protokolle.
app-diagnostics-copied = Diagnosedaten kopiert: Fügen Sie sie in Ihre Supportanfrage ein.
app-job-stopped = Etwas wurde unerwartet beendet; versuchen Sie es erneut. Details stehen im Protokoll.
