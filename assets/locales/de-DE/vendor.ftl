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

vendor-not-contacted = Aus dieser Umgebung noch nicht kontaktiert.
vendor-last-contacted =
    Zuletzt kontaktiert { $ago } (insgesamt { $count ->
        [one] { $count } Nachricht
       *[other] { $count } Nachrichten
    }):
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
vendor-job = Sendeauftrag { $job }
    .hover = Diesen Sendeauftrag im Postausgang öffnen

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
