# Die Details neben der Ergebnistabelle.

inspector-select-row = Wählen Sie eine Zeile, um die Details des Freiberuflers zu sehen.
inspector-copy-uuid = UUID kopieren
inspector-refresh = Aktualisieren
inspector-do-not-contact = ⛔ Als „nicht kontaktieren“ markiert: von jeder Nachricht ausgenommen.
inspector-looking-up = Wird nachgeschlagen…
inspector-not-found = Nicht gefunden
inspector-not-allowed = Nicht erlaubt
inspector-lookup-failed = Nachschlagen nicht möglich

## Was diese App dem Freiberufler bereits gesendet hat.

inspector-history-failed = Bisher Gesendetes konnte nicht gelesen werden.
inspector-history-none = Von hier aus in diesem Verzeichnis noch nicht angeschrieben.
inspector-history-title = Bereits angeschrieben ({ $count })
inspector-history-entry =
    { $at } · { $state ->
        [pending] Prüfung ausstehend
       *[sent] gesendet
    } · „{ $subject }“ (Sendeauftrag { $job })
inspector-history-more =
    { $count ->
        [one] …und { $count } früherer: siehe Postausgang
       *[other] …und { $count } frühere: siehe Postausgang
    }

## Die Abschnitte des Profils.

inspector-name-not-shown = (Name nicht angegeben)
inspector-open-profile = Profilseite öffnen
inspector-identity = Identität
inspector-account-type = Kontotyp
inspector-account-type-code = Kontotyp { $code }
inspector-experience = Jahre Berufserfahrung
inspector-native-language = Muttersprache
inspector-contact = Kontakt
inspector-name = Name
inspector-company = Firma
inspector-email = E-Mail
inspector-phone = Telefon
inspector-mobile = Mobil
inspector-country = Land
inspector-country-code = Ländercode { $code }
inspector-time-zone = Zeitzone
inspector-local-time = Ortszeit
inspector-city = Ort
inspector-website = Website
inspector-skype = Skype
inspector-twitter = Twitter
inspector-skills = Kompetenzen
inspector-language-pairs = Sprachpaare
inspector-none-listed = keine angegeben
inspector-not-shown = nicht angegeben
inspector-pair = { $pair }: { $services }
inspector-no-services = keine Leistungen angegeben
inspector-pair-codes = Sprachpaar { $pair }; Leistungen { $services }
inspector-disciplines = Fachgebiete
inspector-discipline-level = { $name } ({ $level })
inspector-level-not-shown = Niveau nicht angegeben
inspector-discipline-id =
    { $kind ->
        [specific-discipline] spezielles Fachgebiet { $id }
       *[discipline] Fachgebiet { $id }
    }
inspector-discipline-id-not-shown =
    { $kind ->
        [specific-discipline] ID des speziellen Fachgebiets nicht angegeben
       *[discipline] ID des Fachgebiets nicht angegeben
    }
inspector-membership = Mitgliedschaft
inspector-status = Status
inspector-expires = Läuft ab
inspector-expired = Abgelaufen
inspector-certified-pro = Certified PRO
inspector-plus-package = Plus-Paket
inspector-yes = ja
inspector-no = nein
inspector-other-fields = Weitere Felder ({ $count })
inspector-raw-json = JSON-Rohdaten
inspector-copy-json = JSON kopieren
inspector-history-open-job = Diesen Sendeauftrag im Postausgang öffnen
