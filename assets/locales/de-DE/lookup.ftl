# Der Tab „UUID-Abfrage“: Eingabefeld, laufende Abfrage und Ergebnistabelle mit den
# Lieferantenspalten.

## Das Eingabefeld

lookup-paste-label = UUIDs, Profil-Links, CSV- oder E-Mail-Text:
lookup-paste-hint = Eine UUID oder Hunderte einfügen, aus beliebigem Text (Ctrl+L)
lookup-look-up = Nachschlagen
lookup-clear-table = Tabelle leeren
lookup-paste-samples = Beispiel-UUIDs einfügen
    .hover = 25 Freiberufler aus der integrierten Sandbox
lookup-not-uuids =
    { $count ->
        [one] { $count } Eintrag ist keine UUID
       *[other] { $count } Einträge sind keine UUIDs
    }
lookup-paste-nothing-new = Keine neuen UUIDs in diesem Text.
lookup-paste-new =
    { $count ->
        [one] { $count } neue UUID
       *[other] { $count } neue UUIDs
    }
lookup-paste-new-duplicates =
    { $count ->
        [one] { $count } neue UUID
       *[other] { $count } neue UUIDs
    }, { $duplicates ->
        [one] { $duplicates } Duplikat verworfen
       *[other] { $duplicates } Duplikate verworfen
    }
lookup-paste-new-invalid =
    { $count ->
        [one] { $count } neue UUID
       *[other] { $count } neue UUIDs
    }, { $invalid ->
        [one] { $invalid } Eintrag ist keine UUID (siehe unten)
       *[other] { $invalid } Einträge sind keine UUIDs (siehe unten)
    }
lookup-paste-new-duplicates-invalid =
    { $count ->
        [one] { $count } neue UUID
       *[other] { $count } neue UUIDs
    }, { $duplicates ->
        [one] { $duplicates } Duplikat verworfen
       *[other] { $duplicates } Duplikate verworfen
    }, { $invalid ->
        [one] { $invalid } Eintrag ist keine UUID (siehe unten)
       *[other] { $invalid } Einträge sind keine UUIDs (siehe unten)
    }
lookup-imported =
    { $count ->
        [one] { $count } UUID aus { $file_name } importiert. Klicken Sie auf „Nachschlagen“.
       *[other] { $count } UUIDs aus { $file_name } importiert. Klicken Sie auf „Nachschlagen“.
    }
lookup-imported-with-invalid =
    { $count ->
        [one] { $count } UUID aus { $file_name } importiert
       *[other] { $count } UUIDs aus { $file_name } importiert
    }; { $invalid ->
        [one] { $invalid } Eintrag ist keine UUID.
       *[other] { $invalid } Einträge sind keine UUIDs.
    } Klicken Sie auf „Nachschlagen“.

## Eine laufende Abfrage

lookup-progress = { $done } erledigt, { $failed } fehlgeschlagen, { $left } offen
lookup-cancel = Abbrechen
lookup-finished = Abfrage beendet: { $found } gefunden, { $failed } fehlgeschlagen.
lookup-cancelled = Abfrage abgebrochen: { $found } gefunden, { $failed } fehlgeschlagen, { $left } nicht nachgeschlagen.
lookup-stopped = Abfrage unterbrochen. { $reason }
lookup-not-found-why = Das Verzeichnis hat keinen Freiberufler mit dieser UUID.
lookup-not-looked-up = Nicht nachgeschlagen: Die Abfrage wurde unterbrochen.

## Die Leiste über der Tabelle

lookup-filter = Filter:
lookup-filter-hint = Name, Land, Sprache, Code…
lookup-rows =
    { $total ->
        [one] { $shown } von { $total } Zeile, { $selected } ausgewählt
       *[other] { $shown } von { $total } Zeilen, { $selected } ausgewählt
    }
lookup-select-all-filtered = Alle gefilterten auswählen
lookup-clear-selection = Auswahl aufheben
lookup-add-to-recipients = Auswahl als Empfänger hinzufügen
lookup-offer-job = Auftrag anbieten…
    .hover = Bietet den ausgewählten Freiberuflern einen Auftrag an, Welle für Welle, bis jemand annimmt
lookup-export-csv = CSV exportieren
lookup-show-local-time = Ortszeit anzeigen
    .hover = Ortszeit und UTC-Abweichung jedes Freiberuflers anzeigen
lookup-show-vendor-columns = Lieferantenspalten anzeigen
    .hover = Status, Tags, letzten Kontakt und Antwortverhalten auf Angebote jedes Freiberuflers anzeigen
lookup-show-availability = Heutige Verfügbarkeit anzeigen

## Die Spalten der Tabelle und die Exportspalten für die Codes daneben

lookup-column-name = Name
lookup-column-account-type = Kontotyp
lookup-column-country = Land
lookup-column-pairs = Sprachpaare
lookup-column-membership = Mitgliedschaft
lookup-column-state = Zustand
lookup-column-local-time = Ortszeit
lookup-column-status = Status
lookup-column-tags = Tags
lookup-column-last-contacted = Zuletzt kontaktiert
lookup-column-responsiveness = Antwortverhalten
lookup-responsiveness = { $answered } von { $offered } beantwortet
lookup-responsiveness-median = { $answered } von { $offered } beantwortet, Median { $median }
lookup-responsiveness-last = { $record }. { $last }
lookup-column-available-today = Heute verfügbar
lookup-codes-account-type = Kontotyp-Code
lookup-codes-country = Ländercode
lookup-codes-pairs = Sprachpaar-Codes

## Die Zeilen der Tabelle

lookup-select-row = Auswählen
lookup-do-not-contact = ⛔ nicht kontaktieren
    .hover = Als „nicht kontaktieren“ markiert: von allen Nachrichten ausgenommen
lookup-state-loading = wird geladen
lookup-state-loaded = geladen
lookup-state-not-found = nicht gefunden
lookup-state-not-allowed = nicht erlaubt
lookup-state-error = Fehler: { $reason }
lookup-country-with-code = { $name } (Ländercode { $code })
lookup-account-type-with-code = { $name } (Kontotyp { $code })
lookup-local-time = { $time } Ortszeit, { $offset }

## Die Lieferantenspalten und ihr Menü

lookup-vendor-menu = Lieferant ▾
    .hover = Lieferantendaten der ausgewählten Zeilen ändern
lookup-vendor-set-status = Status setzen
lookup-vendor-no-status = Kein Status
lookup-vendor-tag-to-add = Neuer Tag
lookup-vendor-add-tag = Tag zur Auswahl hinzufügen
lookup-vendor-remove-tag = Tag entfernen
lookup-vendor-no-tags = Die ausgewählten Zeilen haben keine Tags.
