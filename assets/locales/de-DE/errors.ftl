# Fehler in einfachen Worten (src/api/plain_words.rs): der eine Satz, den man zuerst liest,
# wenn mit dem Verzeichnis etwas schiefging. Technische Details bleiben getrennt, auf Englisch.

errors-base-url = Die Adresse des Verzeichnisses ist nicht verwendbar. Prüfen Sie sie in den Verbindungseinstellungen.
errors-invalid-request = Die Anfrage wurde nicht gesendet, weil etwas darin ungültig ist.
errors-unauthorized-api-key = Das Verzeichnis hat den API-Schlüssel abgelehnt.
errors-unauthorized-token = Das Verzeichnis hat die Anmeldung nicht akzeptiert.
errors-unauthorized-expired = Die Anmeldung ist abgelaufen.
errors-unauthorized-other = Das Verzeichnis hat die Zugangsdaten abgelehnt.
errors-forbidden = Dieses Konto darf das nicht.
errors-not-found = Das gibt es im Verzeichnis nicht.
errors-rejected = Das Verzeichnis hat die Anfrage abgelehnt; die Gründe stehen in den Details.
errors-not-available-search = Dieses Verzeichnis bietet keine Freiberuflersuche an.
errors-not-available-availability = Dieses Verzeichnis bietet keine Angaben zur Verfügbarkeit an.
# $what: was angefragt wurde, so wie der Code es nennt (Englisch).
errors-not-available = Dieses Verzeichnis bietet Folgendes nicht an: { $what }.
errors-unsupported-media-type = Das Verzeichnis hat das Format der Anfrage nicht akzeptiert.
errors-rate-limited-wait =
    { $count ->
        [one] Das Verzeichnis ist ausgelastet und bittet, { $count } Sekunde zu warten.
       *[other] Das Verzeichnis ist ausgelastet und bittet, { $count } Sekunden zu warten.
    }
errors-rate-limited = Das Verzeichnis ist ausgelastet und bittet um weniger Anfragen.
errors-server-trouble = Das Verzeichnis hat gerade Probleme.
errors-malformed = Die Antwort des Verzeichnisses konnte nicht gelesen werden.
errors-transport-connect = Das Verzeichnis ist nicht erreichbar.
errors-transport-timeout = Das Verzeichnis hat nicht rechtzeitig geantwortet.
errors-transport-dropped = Die Verbindung brach ab, bevor das Verzeichnis antwortete.

## Die Adresse einer Team-Datenbank (src/team/url.rs), wie das Formular der
## Verbindungseinstellungen sie zeigt. Klein beginnen: Das Formular macht einen Satz daraus.
## USER, HOST und DATABASE sind die Teile der Adresse, die auszufüllen sind.

errors-team-url-unreadable = keine Team-Datenbank-URL ({ $problem }); schreiben Sie sie als postgres://USER@HOST/DATABASE
errors-team-url-scheme = eine Team-Datenbank-URL beginnt mit postgres://, nicht mit { $scheme }://
errors-team-url-no-host = die Team-Datenbank-URL nennt keinen Host: postgres://USER@HOST/DATABASE
errors-team-url-several-hosts = die Team-Datenbank-URL muss genau einen Host nennen
errors-team-url-no-user = die Team-Datenbank-URL nennt keinen Benutzer: postgres://USER@HOST/DATABASE
errors-team-url-no-database = die Team-Datenbank-URL nennt keine Datenbank: postgres://USER@HOST/DATABASE
errors-team-url-setting = die Team-Datenbank-URL enthält eine Einstellung, die dieser Arbeitsplatz nicht übernimmt: { $setting } (TLS richtet sich nach dem Host: Pflicht für jeden Host außer Loopback)
errors-team-url-cannot-hold-user = die Team-Datenbank-URL kann keinen Benutzer enthalten
