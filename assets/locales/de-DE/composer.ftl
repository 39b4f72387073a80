# Der Nachrichteneditor: Empfänger, die Nachricht, die Bestätigung vor dem Senden und der gesendete Auftrag.

## Die Seite und die Sendezeile

composer-opening = Gespeicherter Entwurf wird geöffnet…
composer-retry = Erneut versuchen
composer-send-unchecked = Ungeprüft senden…
    .hover = Ohne die Prüfungen des Teams senden, nach einer Bestätigung, die protokolliert wird
    .waiting = Die eigenen Prüfungen dieses Arbeitsplatzes laufen noch
composer-cancel = Abbrechen
composer-send = Senden…
    .hover = Fragt vor dem Senden nach ({ $shortcut })
    .creating = Der Postausgang legt den Sendeauftrag an
    .checking = Die Empfänger werden geprüft
    .team-away = Die Team-Datenbank war nicht erreichbar: Erneut versuchen oder ungeprüft senden
composer-preview = Vorschau
composer-writing-job = Sendeauftrag wird in den Postausgang geschrieben…
composer-checking-recipients = Empfänger werden auf „nicht kontaktieren“ und kürzlich gesendete Nachrichten geprüft…
composer-fix-fields = Korrigieren Sie die markierten Felder, um zu senden.
composer-requests-personal =
    { $recipients ->
        [one] { $recipients } Empfänger
       *[other] { $recipients } Empfänger
    } in { $requests ->
        [one] { $requests } Anfrage
       *[other] { $requests } Anfragen
    } (je eine: Die Nachricht ist personalisiert).
composer-requests =
    { $recipients ->
        [one] { $recipients } Empfänger
       *[other] { $recipients } Empfänger
    } in { $requests ->
        [one] { $requests } Anfrage
       *[other] { $requests } Anfragen
    } (höchstens { $size } Empfänger je Anfrage).

## Die Felder der Nachricht

composer-sender-name = Name des Absenders
    .hint = Ihr Name, wie die Empfänger ihn sehen
composer-sender-email = E-Mail des Absenders
    .hint = Wohin Antworten gehen
composer-type = Art
composer-type-other = Sonstiges
composer-type-rfq = Angebotsanfrage
composer-type-job = Auftragsangebot
composer-subject = Betreff
composer-message = Nachricht
    .hint = Schreiben Sie hier an die Freiberufler.
composer-characters =
    { $count ->
        [one] { $count } Zeichen
       *[other] { $count } Zeichen
    }
composer-saved-as-you-type = · wird beim Tippen gespeichert ·
composer-insert = Einfügen:
    .hover = Der eigene { composer-field } jedes Empfängers, an der Cursorposition

## Personalisierung: Platzhalter und Ersatzwerte

composer-field =
    { $field ->
        [site_name] Anzeigename
        [first_name] Vorname
       *[last_name] Nachname
    }
composer-either = { $first } oder { $second }
composer-personal = Jeder Empfänger erhält eine eigene Anfrage
composer-personal-explained = Die Nachricht enthält Platzhalter und geht deshalb als eine Anfrage pro Empfänger hinaus, mit dessen eigenen Angaben. Fehlt eine Angabe im Profil, wird der Ersatzwert verwendet.
composer-personal-unverified =
    { $count ->
        [one] Das Profil von { $count } Empfänger wurde in dieser Sitzung nicht gelesen: Prüfen Sie die Empfänger, um ihre Angaben zu verwenden.
       *[other] Die Profile von { $count } Empfängern wurden in dieser Sitzung nicht gelesen: Prüfen Sie die Empfänger, um ihre Angaben zu verwenden.
    }
composer-fallback = Ersatzwert für { $token }
    .hint = wenn im Profil der { composer-field } fehlt
    .left-out = das Wort wird weggelassen
composer-leave-placeholder-out = { $token } weglassen
    .hover = Fehlt die Angabe im Profil, wird der Platzhalter durch nichts ersetzt
composer-every-recipient-has-one = alle Empfänger haben einen
composer-lacking-left-out =
    { $count ->
        [one] Bei { $count } Empfänger fehlt der { composer-field }: Dort wird er weggelassen
       *[other] Bei { $count } Empfängern fehlt der { composer-field }: Dort wird er weggelassen
    }
composer-lacking-give-fallback =
    { $count ->
        [one] Bei { $count } Empfänger fehlt der { composer-field }: Geben Sie einen Ersatzwert an
       *[other] Bei { $count } Empfängern fehlt der { composer-field }: Geben Sie einen Ersatzwert an
    }
composer-lacking-gets-fallback =
    { $count ->
        [one] Bei { $count } Empfänger fehlt der { composer-field }: Er erhält den Ersatzwert
       *[other] Bei { $count } Empfängern fehlt der { composer-field }: Sie erhalten den Ersatzwert
    }

## Die Vorschau

composer-preview-for = Vorschau für
composer-preview-no-fallback = Bei { $name } fehlt { $fields }, und es gibt keinen Ersatzwert.
composer-from = Von
composer-to = An
composer-names-and-more = { $names } und { $count } weitere

## Die Empfänger

composer-recipients = Empfänger ({ $count })
composer-add-from-list = Aus Liste hinzufügen ▾
composer-no-lists = Noch keine Listen in diesem Verzeichnis: „Als Liste speichern…“ legt eine an.
composer-save-as-list = Als Liste speichern…
    .hover = Diese Empfänger als benannte Liste behalten, um sie später wieder hinzuzufügen
composer-no-recipients = Wählen Sie Freiberufler in der Ergebnistabelle aus, dann „Auswahl zu Empfängern hinzufügen“.
composer-remove-all = Alle entfernen
composer-do-not-contact-mark = ⛔ nicht kontaktieren
composer-chip-unknown = Nicht im Verzeichnis
composer-chip-do-not-contact = Als „nicht kontaktieren“ markiert: von jeder Nachricht ausgenommen
composer-chip-remove = Zum Entfernen klicken
composer-and-more = …und { $count } weitere
composer-marked-left-out =
    { $count ->
        [one] { $count } Empfänger als „nicht kontaktieren“ markiert: von jeder Nachricht ausgenommen.
       *[other] { $count } Empfänger als „nicht kontaktieren“ markiert: von jeder Nachricht ausgenommen.
    }
composer-list-added = { $count } aus der Liste „{ $name }“ hinzugefügt (insgesamt { $all }).
composer-list-added-some-there = { $count } aus der Liste „{ $name }“ hinzugefügt (insgesamt { $all }), { $already } bereits vorhanden.
composer-locked-checking = Nicht hinzugefügt: Die Empfänger werden gerade für einen Versand geprüft. Senden Sie zuerst oder gehen Sie zurück, und fügen Sie sie dann hinzu (sie werden dann ebenfalls geprüft).
composer-locked-creating = Nicht hinzugefügt: Ein Versand wird gerade in den Postausgang geschrieben. Fügen Sie sie hinzu, sobald das geschehen ist.

## Die Empfänger prüfen (jeden nachschlagen)

composer-verify = Empfänger prüfen
    .hover = Schlägt jeden Empfänger nach: Ein unbekannter Empfänger lässt seine ganze Anfrage scheitern
    .all-looked-up = Alle Empfänger wurden in dieser Sitzung nachgeschlagen
composer-not-connected = Nicht mit dem Verzeichnis verbunden
composer-all-looked-up =
    { $count ->
        [one] { $count } Empfänger in dieser Sitzung nachgeschlagen.
       *[other] Alle { $count } Empfänger in dieser Sitzung nachgeschlagen.
    }
composer-not-looked-up =
    { $count ->
        [one] { $count } Empfänger in dieser Sitzung nicht nachgeschlagen.
       *[other] { $count } Empfänger in dieser Sitzung nicht nachgeschlagen.
    }
composer-unknown =
    { $count ->
        [one] { $count } Empfänger ist nicht im Verzeichnis: Eine Anfrage mit einem solchen Empfänger scheitert ganz und erreicht niemanden.
       *[other] { $count } Empfänger sind nicht im Verzeichnis: Eine Anfrage mit einem von ihnen scheitert ganz und erreicht niemanden.
    }
composer-leave-out-unknown = { $count } unbekannte weglassen
    .hover = Entfernt sie aus den Empfängern; die anderen bleiben
composer-left-out-unknown =
    { $count ->
        [one] { $count } unbekannter Empfänger weggelassen: Das Verzeichnis kennt ihn nicht.
       *[other] { $count } unbekannte Empfänger weggelassen: Das Verzeichnis kennt sie nicht.
    }
composer-verifying = Empfänger werden geprüft: { $done } von { $total }
composer-cancel-verification = Prüfung abbrechen
composer-could-not-check =
    { $count ->
        [one] { $count } Empfänger konnte nicht geprüft werden ({ $why }). Das ist vorübergehend: Prüfen Sie gleich noch einmal.
       *[other] { $count } Empfänger konnten nicht geprüft werden ({ $why }). Das ist vorübergehend: Prüfen Sie gleich noch einmal.
    }

## Die Bestätigung vor dem Senden

composer-confirm = Diese Nachricht senden?
composer-confirm-goes-to =
    { $count ->
        [one] „{ $subject }“ geht an { $count } Empfänger.
       *[other] „{ $subject }“ geht an { $count } Empfänger.
    }
composer-confirm-from = Von { $sender }, als { $message_type }.
composer-nothing-to-send = Nichts zu senden
    .why = Alle Empfänger sind als „nicht kontaktieren“ markiert.
    .with-team = Alle Empfänger sind als „nicht kontaktieren“ markiert oder erhalten gerade eine Nachricht von einem Kollegen.
composer-outbox-keeps = Der Postausgang verfolgt jede Anfrage, auch über einen Neustart hinweg; dort können Sie anhalten oder abbrechen.
composer-unknown-will-fail =
    { $count ->
        [one] { $count } Empfänger nicht im Verzeichnis: Die Anfragen mit ihm werden scheitern.
       *[other] { $count } Empfänger nicht im Verzeichnis: Die Anfragen mit ihnen werden scheitern.
    }
composer-unverified-may-fail =
    { $count ->
        [one] { $count } Empfänger wurde in dieser Sitzung nicht nachgeschlagen. Ein unbekannter Empfänger lässt seine ganze Anfrage scheitern.
       *[other] { $count } Empfänger wurden in dieser Sitzung nicht nachgeschlagen. Ein unbekannter Empfänger lässt seine ganze Anfrage scheitern.
    }
composer-unchecked-risk = Jetzt gesendet, durchläuft die Nachricht nur die eigenen Prüfungen dieses Arbeitsplatzes: Empfänger, die ein Kollege als „nicht kontaktieren“ markiert, kürzlich angeschrieben hat oder gerade anschreibt, sind nicht sichtbar und erhalten die Nachricht womöglich doppelt.
composer-unchecked-understood = Ich verstehe: Ohne die Prüfungen des Teams senden (das wird protokolliert, und das Team erfährt es, sobald die Datenbank wieder erreichbar ist)
composer-send-now = Jetzt senden
composer-verify-first = Erst prüfen
composer-go-back = Zurück

## Was die Schutzprüfungen fanden, in der Bestätigung

composer-guard-do-not-contact =
    { $count ->
        [one] ⛔ { $count } als „nicht kontaktieren“ markierter Empfänger wird ausgenommen: An ihn wird nichts gesendet.
       *[other] ⛔ { $count } als „nicht kontaktieren“ markierte Empfänger werden ausgenommen: An sie wird nichts gesendet.
    }
composer-guard-do-not-contact-name = { $name } (nicht kontaktieren)
composer-guard-recent =
    { $count ->
        [one] { $count } Empfänger hat
       *[other] { $count } Empfänger haben
    } in den letzten { $days ->
        [one] { $days } Tag
       *[other] { $days } Tagen
    } eine Nachricht aus dieser Umgebung erhalten:
composer-guard-team-do-not-contact =
    { $count ->
        [one] ⛔ { $count } vom Team als „nicht kontaktieren“ markierter Empfänger wird ausgenommen:
       *[other] ⛔ { $count } vom Team als „nicht kontaktieren“ markierte Empfänger werden ausgenommen:
    }
composer-guard-marked-by = { $name }: von { $coordinator }
composer-guard-marked-by-why = { $name }: von { $coordinator } ({ $reason })
composer-guard-team-recent =
    { $count ->
        [one] { $count } Empfänger hat
       *[other] { $count } Empfänger haben
    } in den letzten { $days ->
        [one] { $days } Tag
       *[other] { $days } Tagen
    } eine Nachricht von Kollegen erhalten:
composer-guard-claimed =
    { $count ->
        [one] { $count } Empfänger erhält gerade eine Nachricht von einem Kollegen und wird ausgenommen:
       *[other] { $count } Empfänger erhalten gerade eine Nachricht von einem Kollegen und werden ausgenommen:
    }
composer-guard-team-checked = Abgeglichen mit der Team-Datenbank auf { $host }.
composer-guard-leave-out = Weglassen
    .hover = Nur an die übrigen Empfänger senden
    .nobody-else = Es bliebe niemand sonst als Empfänger
composer-guard-send-too = Auch an sie senden
    .hover = An alle Empfänger senden, die nicht als „nicht kontaktieren“ markiert sind

## Der zuletzt gesendete Auftrag

composer-job-going = Sendeauftrag { $id } ist im Postausgang…
composer-job = Sendeauftrag { $id }
composer-job-progress = { $done } von { $total } Anfragen erledigt
composer-job-recipients = Empfänger: { $people }
composer-open-in-outbox = Im Postausgang öffnen
composer-compose-again =
    { $count ->
        [one] Neu verfassen an { $count } nicht erreichten Empfänger
       *[other] Neu verfassen an { $count } nicht erreichte Empfänger
    }
    .busy = Senden oder verwerfen Sie zuerst die Nachricht, die Sie gerade schreiben
composer-hide-progress = Fortschritt ausblenden
composer-may-have-received =
    { $count ->
        [one] { $count } Empfänger hat sie womöglich erhalten: Die Antwort auf seine Anfrage ging verloren. Sie wird nicht erneut gesendet, es sei denn, Sie entscheiden das im Postausgang.
       *[other] { $count } Empfänger haben sie womöglich erhalten: Die Antwort auf ihre Anfrage ging verloren. Sie wird nicht erneut gesendet, es sei denn, Sie entscheiden das im Postausgang.
    }

## Warum nichts gesendet wurde

composer-check-failed = Nichts wurde gesendet: Die Empfänger konnten nicht auf „nicht kontaktieren“ und kürzlich gesendete Nachrichten geprüft werden. Ihre Nachricht ist noch da.
composer-outbox-refused = Nichts wurde gesendet: Der Postausgang konnte den Sendeauftrag nicht annehmen. Ihre Nachricht ist noch da.
composer-closed-while-creating = Die Verbindung wurde getrennt, bevor der Postausgang den Sendeauftrag bestätigte. Sehen Sie im Postausgang nach, bevor Sie erneut senden: Er wurde womöglich angelegt.
composer-closed-while-checking = Die Verbindung wurde getrennt, bevor die Team-Datenbank antwortete. Nichts wurde gesendet; Ihre Nachricht ist noch da.
composer-guard-recent-waiting = wartet in Sendeauftrag { $job } und geht, sobald dieser läuft
composer-guard-recent-sent = { $ago } (Sendeauftrag { $job })
composer-guard-recent-perhaps = vielleicht { $ago } (Sendeauftrag { $job }; die Antwort kam nie)
composer-team-contact-sent = { $ago } von { $by } angeschrieben (Sendeauftrag „{ $subject }“)
composer-team-contact-pending = { $ago } von { $by } angeschrieben (Sendeauftrag „{ $subject }“; vom Verzeichnis zurückgehalten oder noch nicht gesendet)
composer-team-contact-unknown = vielleicht { $ago } von { $by } angeschrieben (Sendeauftrag „{ $subject }“; die Antwort kam nie)
composer-team-claim = wird gerade von { $by } angeschrieben (Sendeauftrag „{ $subject }“, begonnen { $ago })
composer-team-claim-no-subject = wird gerade von { $by } angeschrieben (begonnen { $ago })
