# Der Tab „Suche“: Formular, Treffer und die Codelisten des Verzeichnisses (im Tab „Konto“
# angezeigt, von den Auswahlfeldern des Formulars genutzt).

## Das Formular

search-from = Von:
search-to = Nach:
search-swap = Sprachen tauschen
search-service = Leistung:
search-discipline = Fachgebiet:
search-specific-discipline = Spezialgebiet:
search-native-language = Muttersprache:
search-country = Land:
search-specific-wins = Gesucht wird nach dem Spezialgebiet: Das Verzeichnis ignoriert das allgemeine Fachgebiet.
search-members-only = Nur Mitglieder
search-pair-priority = Priorität des Sprachpaars:
search-priority-first = ihr erstes Sprachpaar
search-priority-top = unter ihren ersten { $count }
search-credential = Nachweis im Sprachpaar:
search-credential-reported = angegeben
search-credential-verified = geprüft
search-years = Jahre im Verzeichnis:
search-years-at-least = mindestens { $count }
search-pair-cpn = Certified PRO Network im Sprachpaar
search-any = beliebig
search-type-to-choose = zum Auswählen tippen
search-none-called =
    { $kind ->
        [language] Keine Sprache mit diesem Namen
        [country] Kein Land mit diesem Namen
        [service] Keine Leistung mit diesem Namen
        [discipline] Kein Fachgebiet mit diesem Namen
        [specific-discipline] Kein Spezialgebiet mit diesem Namen
       *[account-type] Kein Kontotyp mit diesem Namen
    }
search-search = Suchen
search-choose-languages = Wählen Sie die Sprachen für die Suche.
search-foreign-codes = Kein Code dieses Verzeichnisses: { $codes } (von früher übernommen). Wählen Sie die Sprache erneut.

## Die Treffer

search-total =
    { $count ->
        [one] { $count } Treffer für { $pair }
       *[other] { $count } Treffer für { $pair }
    }
search-total-capped = { $count } Treffer für { $pair }; das Verzeichnis zeigt die ersten { $max }
search-showing = angezeigt: { $first }–{ $last }
search-previous-page = Vorherige Seite
search-next-page = Nächste Seite
search-pair-guessed = Hinweis: `{ $pair }` angefragt: Dieses Verzeichnis hat seine Sprachcodes nicht veröffentlicht.
search-ranking = Mitglieder zuerst, dann die übrigen, jeweils in der Rangfolge des Verzeichnisses (KudoZ, Bewertungen, Nachweise, Fachwissen).
search-add-page = Diese { $count } zur Tabelle hinzufügen
    .hover = Die Treffer dieser Seite kommen in die Tabelle im Tab „UUID-Abfrage“.
search-offer-job = Auftrag anbieten…
    .hover = Öffnet ein Angebot mit den Treffern dieser Seite als Kandidaten, in der Reihenfolge des Verzeichnisses.
search-fetching = Treffer werden abgerufen: { $fetched } von { $wanted }
search-cancel = Abbrechen
search-add-all =
    { $count ->
        [one] { $count } Treffer als Empfänger hinzufügen
       *[other] Alle { $count } Treffer als Empfänger hinzufügen
    }
    .hover = Alle Treffer (das Verzeichnis liefert höchstens 1.000) kommen zu den Empfängern der Nachricht.
search-not-available = Dieses Verzeichnis bietet keine Freiberufler-Suche. Schlagen Sie Freiberufler stattdessen per UUID nach.
search-fetch-cancelled = Abruf der Treffer abgebrochen: keine Empfänger hinzugefügt.
search-fetch-failed = Nicht alle Treffer konnten abgerufen werden, daher wurden keine Empfänger hinzugefügt. { $reason }
search-no-matches-on-page = Keine Treffer auf dieser Seite.
search-column-name = Name
search-column-country = Land
search-column-native-language = Muttersprache
search-column-kudoz = KudoZ im Sprachpaar
    .hover = KudoZ-Punkte des Freiberuflers in diesem Sprachpaar. Klicken Sie, um danach zu sortieren, und erneut für die Reihenfolge des Verzeichnisses.
search-no-name = (kein Name)

## Die Codelisten

search-code-lists = Codelisten
search-code-lists-asking = Codelisten werden beim Verzeichnis abgefragt…
search-code-lists-languages = Sprachen
search-code-lists-services = Leistungen
search-code-lists-account-types = Kontotypen
search-code-lists-served = von diesem Verzeichnis bereitgestellt ({ $count })
search-code-lists-guessed = nicht veröffentlicht: integrierte Namen, Codes geschätzt
search-select-row = Auswählen
search-add-selected = Die { $count } ausgewählten zur Tabelle hinzufügen
search-offer-selected = Den { $count } ausgewählten einen Auftrag anbieten…
