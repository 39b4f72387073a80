# Der Abschnitt Lieferantendaten in den Details: was die Agentur über einen Freiberufler festhält.

vendor-summary =
    Lieferantendaten: { $status } · { $tags ->
        [one] { $tags } Tag
       *[other] { $tags } Tags
    } · { $notes ->
        [one] { $notes } Notiz
       *[other] { $notes } Notizen
    } · { $rates ->
        [one] { $rates } Tarif
       *[other] { $rates } Tarife
    }
vendor-no-status = kein Status
vendor-status-active = Aktiv
vendor-status-potential = Potenziell
vendor-status-on-hold = Zurückgestellt
vendor-status-too-expensive = Zu teuer
vendor-status-do-not-contact = Nicht kontaktieren
vendor-not-saved = Die Änderung wurde nicht gespeichert; es hat sich nichts geändert.
vendor-reading = Lieferantendaten werden gelesen…
vendor-read-failed = Die Lieferantendaten konnten nicht gelesen werden.

## Wann diese Umgebung den Freiberufler zuletzt angeschrieben hat.

vendor-ago-now = gerade eben
vendor-ago-minutes =
    { $count ->
        [one] vor { $count } Minute
       *[other] vor { $count } Minuten
    }
vendor-ago-hours =
    { $count ->
        [one] vor { $count } Stunde
       *[other] vor { $count } Stunden
    }
vendor-ago-days =
    { $count ->
        [one] vor { $count } Tag
       *[other] vor { $count } Tagen
    }

## Status, Tags und Notizen.

vendor-status = Status
vendor-status-none = keiner
vendor-tags = Tags
vendor-tags-none = keine
vendor-remove-tag = Dieses Tag entfernen
vendor-new-tag = Neues Tag
    .hint = z. B. Recht
vendor-add-tag = Tag hinzufügen
vendor-notes = Notizen ({ $count })
vendor-edit-note = Bearbeiten
vendor-delete-note = Löschen
vendor-new-note = Neue Notiz
    .hint = Was vereinbart wurde, wie gearbeitet wird…
vendor-add-note = Notiz hinzufügen
vendor-editing-note = Notiz bearbeiten
vendor-save-note = Notiz speichern
vendor-cancel = Abbrechen

## Tarife.

vendor-rates = Tarife ({ $count })
vendor-rate =
    { $amount } { $currency } pro { $unit ->
        [hour] Stunde
        [page] Seite
        [minute] Minute
        [job] Auftrag
       *[word] Wort
    }
vendor-delete-rate = Tarif löschen
vendor-rate-pair = Sprachpaar
vendor-rate-service = Leistung
vendor-rate-amount = Betrag
vendor-rate-currency = Währung
vendor-rate-per = Pro
vendor-rate-unit =
    { $unit ->
        [hour] Stunde
        [page] Seite
        [minute] Minute
        [job] Auftrag
       *[word] Wort
    }
vendor-add-rate = Tarif hinzufügen

## Warum eine Eingabe abgelehnt wird.

vendor-invalid-tag-empty = ein Tag darf nicht leer sein
vendor-invalid-tag-too-long = das Tag „{ $tag }“ ist länger als { $max } Zeichen
vendor-invalid-tag-separator = das Tag „{ $tag }“ darf weder „;“ noch Zeilenumbrüche enthalten („;“ trennt Tags in Dateien)
vendor-invalid-note-empty = eine Notiz darf nicht leer sein
vendor-invalid-note-too-long = eine Notiz darf höchstens { $max } Zeichen lang sein
vendor-invalid-amount-empty = „{ $typed }“ ist kein Betrag: Geben Sie ihn in Ziffern ein, z. B. 0,08 oder 45
vendor-invalid-amount-not-digits = „{ $typed }“ ist kein Betrag: nur Ziffern und ein Komma oder Punkt, z. B. 0,08 oder 45 (ohne Währungszeichen oder Minus)
vendor-invalid-amount-ambiguous = „{ $typed }“ ist mehrdeutig (Tausenderpunkt oder Dezimalstelle?): Schreiben Sie Dezimalstellen mit Komma (z. B. 12,5) oder lassen Sie den Tausenderpunkt weg (z. B. 12500)
vendor-invalid-amount-too-large = „{ $typed }“ ist kein Betrag: zu groß
vendor-invalid-amount-too-precise = „{ $typed }“ ist kein Betrag: höchstens { $max } Nachkommastellen
vendor-invalid-currency = „{ $typed }“ ist kein Währungscode; geben Sie den ISO-4217-Code ein, z. B. EUR, USD oder GBP
vendor-invalid-pair-code = „{ $pair }“ ist kein Sprachpaar-Code wie eng_deu
vendor-invalid-service-id = „{ $service }“ ist keine Leistungs-ID
vendor-no-language = Sprache „{ $typed }“ nicht gefunden
vendor-no-country = Land „{ $typed }“ nicht gefunden
vendor-no-service = Leistung „{ $typed }“ nicht gefunden
vendor-no-discipline = Fachgebiet „{ $typed }“ nicht gefunden
vendor-no-specific-discipline = Spezialgebiet „{ $typed }“ nicht gefunden
vendor-no-account-type = Kontotyp „{ $typed }“ nicht gefunden
vendor-did-you-mean = { $missing }; meinten Sie { $names }?
vendor-names-or = { $first } oder { $last }
vendor-not-a-pair = „{ $typed }“ ist kein Sprachpaar; schreiben Sie es als Ausgangssprache_Zielsprache, z. B. eng_deu
