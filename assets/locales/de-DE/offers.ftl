# Der Bereich „Angebote“: ein Auftrag, Welle für Welle gereihten Freiberuflern angeboten.

## Die Übersicht

offers-reading = Angebote werden gelesen…
offers-unlisted = Die Angebote konnten nicht gelesen werden.
offers-unreadable-line = Angebot { $offer } kann von dieser Version nicht gelesen werden und wird nicht weitergeführt; die anderen sind nicht betroffen.
offers-open = Offene Angebote ({ $count })
offers-none-open = Keine offenen Angebote in diesem Verzeichnis.
offers-card-title = Angebot { $offer }: { $title }
offers-wave =
    { $wave ->
        [0] Noch keine Welle (etwa { $waves } insgesamt)
       *[other] Welle { $wave } von etwa { $waves }
    }
offers-at = { $time } (in { $left })
offers-next-now = Nächster Schritt jetzt
offers-next-wave-at = Nächste Welle um { $when }
offers-working-hours-at = Wartet auf Arbeitszeiten: nächste Nachricht um { $when }
offers-working-hours = Wartet auf die Arbeitszeiten der Freiberufler
offers-next-send-theirs = { $when }; bei ihnen: { $theirs } ({ $zone })
offers-wave-waits = Angebot { $offer }: Die neue Welle wartet auf Arbeitszeiten; ihre nächste Nachricht geht um { $when }.
offers-event-wave-waits = Eine Welle begann; ihre nächste Nachricht geht um { $when }
offers-journal = Verlauf
offers-held = Angehalten: keine Welle geht, bis Sie es freigeben
offers-undelivered = Keine Nachricht dieser Welle hat jemanden erreicht: sehen Sie im Postausgang nach und senden Sie die nächste Welle dann von Hand
offers-sending = Nachrichten werden gesendet
offers-choosing-until = Jemand hat angenommen: wählen Sie bis { $when }, wer den Auftrag erhält
offers-choosing = Jemand hat angenommen: wählen Sie, wer den Auftrag erhält
offers-last-wave-until = Allen angeboten; die Wartezeit der letzten Welle endet um { $when }
offers-over = Beendet
offers-late-answers-until = Allen angeboten, noch keine Zusage: eine späte Zusage kann den Auftrag bis zur Frist noch bekommen, { $when }
offers-late-answers = Allen angeboten, noch keine Zusage: eine späte Zusage kann den Auftrag noch bekommen
offers-answers = Angenommen { $accepted } · abgelehnt { $declined } · Rückfragen { $question } · keine Antwort { $none }
offers-next-candidate = Als Nächste(r): { $name }
offers-trouble = Der Postausgang konnte den letzten Schritt dieses Angebots nicht ausführen; er versucht es in einer Minute erneut.

## Steuerung

offers-hold = Anhalten
offers-hold-hint = Keine Welle geht von selbst, bis Sie das Angebot freigeben.
offers-let-go = Freigeben
offers-let-go-hint = Wellen gehen wieder, sobald sie fällig sind.
offers-next-wave-now = Nächste Welle jetzt senden
    .hover = Öffnet die nächste Welle sofort, ohne das Ende dieser abzuwarten; ihre Nachrichten gehen weiterhin nur nach den Regeln des Angebots (Arbeitszeiten, nicht kontaktieren, Frist).
    .held = Das Angebot ist angehalten: geben Sie es zuerst frei.
    .choosing = Jemand hat zugesagt: Wählen Sie, wer den Auftrag erhält, oder warten Sie das Ende der Auswahlzeit ab.
    .nobody = Allen wurde der Auftrag bereits angeboten.
offers-cancel = Angebot zurückziehen…
offers-cancel-confirm = Dieses Angebot zurückziehen? Danach geht keine Welle mehr, und alle, denen es angeboten wurde und die nicht abgelehnt haben, werden benachrichtigt.
offers-cancel-yes = Ja, zurückziehen
offers-cancel-keep = Behalten

## Kandidaten

offers-column-name = Freiberufler
offers-column-wave = Welle
offers-column-message = Nachricht
offers-column-reach = Zustellung
offers-column-answer = Antwort
offers-sent-at = gesendet
offers-due-at = geht
offers-time-both = { $when } { $ours } (bei ihnen: { $theirs })
offers-time-ours = { $when } { $ours }
offers-reach-not-offered = noch nicht angeboten
offers-reach-going = unterwegs
offers-reach-reached = zugestellt
offers-reach-maybe = vielleicht angekommen
offers-reach-not-reached = nicht zugestellt
offers-left-out-do-not-contact = ausgelassen: als „nicht kontaktieren“ markiert
offers-left-out-gone = ausgelassen: nicht mehr im Verzeichnis
offers-left-out-claimed = ausgelassen: { $by } schreibt ihnen gerade
offers-left-out-not-sent = ausgelassen: die Nachricht konnte nicht geschrieben werden
offers-left-out-never-reached = das Angebot hat sie nie erreicht, daher erfahren sie nicht, wie es ausging
offers-answer-accepted = Angenommen
offers-answer-declined = Abgelehnt
offers-answer-question = Rückfrage
offers-answer-none = Keine Antwort
offers-answered = { $answer } ({ $at })
offers-inspector-heading = Angebote
offers-responsiveness = { $answered } von { $offered } Angeboten beantwortet, { $accepted } angenommen
# $counts: offers-responsiveness; $median: a duration like 2h or 1h30m.
offers-responsiveness-median = { $counts }; Antwort im Median nach { $median }
offers-responsiveness-in-pair = { $pair }: { $record }
# $ago: how long ago (vendor-ago-…); $by: who recorded the answer (a colleague's name).
offers-last-answer = Letzte Antwort { $ago }.
offers-last-answer-by = Letzte Antwort { $ago }, erfasst von { $by }.
offers-give-job = Auftrag vergeben

## Eingefügte Antwort

offers-paste-reply = Antwort einfügen
offers-paste-hint = Fügen Sie den Text einer E-Mail-Antwort auf dieses Angebot ein
offers-reply-from = Diese Antwort ist von { $name }.
offers-reply-proposes = Sie lautet: { $answer }
offers-record-as = Als „{ $answer }“ erfassen
offers-reply-nobody = Die Antwort nennt keinen der Kandidaten, denen der Auftrag angeboten wurde (keine UUID, kein Profillink, kein voller Name).
offers-reply-several = Die Antwort kann von mehreren Kandidaten sein: wählen Sie, von wem.

## Beendete Angebote

offers-history = Verlauf ({ $count })
offers-history-title =
    Angebot { $offer }: { $title } ({ $state ->
        [filled] vergeben
        [cancelled] zurückgezogen
        [expired] Frist abgelaufen
       *[other] niemand hat angenommen
    })
offers-given-to = Der Auftrag ging an { $name }.
# $when: a time and how long until it (offers-at).
offers-filled-undo-until = Angebot { $offer } ging an { $name }; die anderen erfahren es { $when }.
offers-filled-undo = Angebot { $offer } ging an { $name }; noch niemand wurde benachrichtigt.
offers-undo-fill = Rückgängig
offers-event-answer = { $name } hat geantwortet: { $answer }
offers-event =
    { $kind ->
        [created] Angebot angelegt
        [wave] Eine Welle begann
        [offered] { $name } angeboten
        [left_out] { $name } ausgelassen
        [filled] Vergeben an { $name }
        [cancelled] Zurückgezogen
        [exhausted] Allen angeboten, niemand hat angenommen
        [expired] Frist abgelaufen: keine weiteren Wellen
        [fill_undone] Vergabe rückgängig gemacht
        [held] Angehalten
        [let_go] Freigegeben
        [next_wave_asked] Nächste Welle sofort angefordert
        [closing] Abschlussnachricht an { $name }
        [closing_skipped] Keine Abschlussnachricht an { $name }
        [recent_included] { $name } trotz kürzlicher Nachricht angeboten, auf Ihr Wort
        [recent_left_out] Kürzlich angeschriebene Kandidaten ausgelassen, auf Ihr Wort
       *[other] { $kind } { $name }
    }

## Meldungen

offers-unreadable = Angebot { $offer } konnte nicht gelesen werden.
offers-change-refused = Angebot { $offer } wurde nicht geändert.
offers-filled-news = Angebot { $offer } ist vergeben.
offers-already-recorded = Diese Antwort war schon erfasst ({ $at }); sie wird nicht doppelt gezählt.
offers-answer-after-close =
    Die Antwort wurde erfasst, aber das Angebot war schon { $state ->
        [filled] vergeben
        [cancelled] zurückgezogen
       *[other] beendet
    }.

## Der Dialog „Auftrag anbieten…“

offers-form-heading = Auftrag anbieten
offers-form-title = Titel
offers-form-pair-from = Paar von:
offers-form-pair-to = Paar nach:
offers-form-service = Leistung
offers-form-volume = Umfang
offers-form-rate = Satz
offers-form-deadline-date = Frist (Datum, Ihre Zeit)
offers-form-date-hint = JJJJ-MM-TT, oder leer für keine
offers-form-deadline-time = Frist (Uhrzeit, Ihre Zeit)
offers-form-sender-name = Ihr Name
offers-form-sender-email = Ihre E-Mail
offers-form-subject = Betreff
offers-form-body = Nachricht
offers-form-wave-size-label = Freiberufler pro Welle
offers-form-wave-wait = Wartezeit pro Welle
offers-form-send-when = Senden:
offers-form-working-hours = in ihren Arbeitszeiten
offers-form-now = sofort
offers-form-who-fills = Wer den Auftrag erhält:
offers-form-first-accept = wer zuerst annimmt
offers-form-i-pick = ich wähle unter denen, die annehmen
offers-form-pick-within = Zeit zum Wählen
offers-form-candidates = Kandidaten in der Reihenfolge des Angebots ({ $count })
offers-form-rank = Reihen
    .hover = Ordnet sie: zuerst die angehefteten, dann nach Lieferantenstatus (aktiv, potenziell, keiner, pausiert oder zu teuer), dann danach, wie frei sie an den Tagen des Angebots sind, dann danach, wie gut sie auf Angebote antworten (im Sprachpaar des Auftrags, wenn ihnen darin schon Aufträge angeboten wurden)
offers-form-asking-availability = Verfügbarkeit wird beim Verzeichnis abgefragt…
# $percent: 0 to 100, their mean availability on the offer's days.
offers-form-free = { $percent } % frei
offers-form-availability-unknown = —
offers-form-availability =
    .hover = Wie viel ihrer Arbeitstage von heute bis zum Tag Ihrer Frist frei ist (ohne Frist: die nächsten 5 Arbeitstage), wie sie es im Verzeichnis angegeben haben; — wenn unbekannt
offers-form-no-account = Noch nicht angemeldet: Das Angebot kann gespeichert werden, sobald das Verzeichnis gesagt hat, wer Sie sind.
offers-form-left-out-marked = Ausgelassen, als „nicht kontaktieren“ markiert: { $count }
offers-form-left-out-beyond = Ausgelassen, über die { $most } hinaus, die ein Angebot haben darf: { $count }
offers-form-pinned = Zuerst
offers-form-up = Hoch
offers-form-down = Runter
offers-form-save = Angebot anlegen
    .hover = Zeigt, wer die erste Welle bekommt und wann, bevor etwas angelegt oder gesendet wird
offers-form-close = Schließen
offers-form-written = Angebot { $offer } ist angelegt; seine erste Welle geht, wie die Durchsicht zeigte.
offers-form-refused = Das Angebot wurde nicht angelegt:
offers-form-no-title = Geben Sie dem Auftrag einen Titel.
offers-form-no-message = Die Nachricht braucht einen Betreff und einen Text.
offers-form-no-candidates = Wählen Sie mindestens einen Freiberufler in der Tabelle aus.
offers-form-wave-size = Eine Welle umfasst 1 bis { $most } Freiberufler.
offers-form-deadline-unreadable = „{ $typed }“ ist kein Datum mit Uhrzeit: geben Sie es wie 2026-12-01 und 17:00 ein.
offers-form-deadline-past = Die Frist { $typed } ist schon vorbei.
offers-form-wait-unreadable = „{ $typed }“ ist keine Dauer: geben Sie sie wie 2h, 90m oder 1d ein.

## Neues Angebot ▾

offers-new-menu = Neues Angebot ▾
    .hover = Einen Auftrag einer gespeicherten Liste oder Freiberuflern nach ihren Lieferantendaten anbieten. (Die Auswahl in der Tabelle und eine Seite mit Suchtreffern haben ihr eigenes „Auftrag anbieten…“.)
offers-new-from-list = Aus einer gespeicherten Liste
offers-new-no-lists = Noch keine gespeicherten Listen
offers-new-list-entry = { $name } ({ $count })
offers-new-from-vendors = Aus den Lieferantendaten
offers-new-status = Status:
offers-new-any-status = Jeder Status
offers-new-tag = Tag:
offers-new-from-vendors-go = Auftrag anbieten…
offers-new-pick-something = Wählen Sie einen Status, einen Tag oder beides.
offers-new-no-vendors = Keine Lieferantendaten passen zu Ihrer Auswahl.
offers-new-vendors-unreadable = Die Lieferantendaten konnten nicht gelesen werden.

## Die Probleme des Angebots und seine Durchsicht vor der ersten Welle

offers-form-pair-half = Wählen Sie beide Sprachen des Paars oder keine.
offers-form-pair-same = Die beiden Sprachen des Paars sind gleich.
# $name: a language the directory's own list does not have.
offers-form-pair-foreign = { $name } ist keine Sprache dieses Verzeichnisses: Wählen Sie sie erneut aus der Liste.
offers-form-fix =
    { $count ->
        [one] Beheben Sie das { $count } oben markierte Problem, um fortzufahren.
       *[other] Beheben Sie die { $count } oben markierten Probleme, um fortzufahren.
    }
offers-review-check-failed = Wer markiert ist oder kürzlich angeschrieben wurde, konnte nicht geprüft werden; nichts wurde angelegt:
offers-review-heading = Vor der ersten Welle
offers-review-still-asking = Das Verzeichnis wird noch nach Arbeitszeiten und Zeitzonen gefragt; die Zeiten folgen, sobald sie da sind.
offers-review-first-wave =
    { $count ->
        [one] Die erste Welle: { $count } Freiberufler
       *[other] Die erste Welle: { $count } Freiberufler
    }
offers-review-nobody = Niemand bleibt, dem der Auftrag angeboten werden kann.
offers-review-goes-now = geht jetzt
offers-review-goes-their-hours = geht, wenn ihre Arbeitszeit beginnt
offers-review-goes-later = geht später
# $time: a date and time, with the zone it is in.
offers-review-their-time = ihre Zeit { $time }
offers-review-your-time = Ihre Zeit { $time }
offers-review-zone-guessed = ihre Zeitzone unbekannt: Ihre angenommen
offers-review-hours-guessed = ihre Arbeitszeit unbekannt: 09:00–18:00 angenommen
offers-review-messaged-recently = kürzlich angeschrieben
offers-review-later =
    { $count ->
        [one] { $count } weiterer in späteren Wellen, falls niemand annimmt.
       *[other] { $count } weitere in späteren Wellen, falls niemand annimmt.
    }
offers-review-left-out =
    { $count ->
        [one] Ausgelassen: { $count }
       *[other] Ausgelassen: { $count }
    }
offers-review-why-do-not-contact = als „nicht kontaktieren“ markiert
# $coordinator: the colleague who marked them.
offers-review-why-team-do-not-contact = von { $coordinator } als „nicht kontaktieren“ markiert
# $problem: why the team database could not be asked.
offers-review-team-away = Die Team-Datenbank war nicht erreichbar ({ $problem }); jede Welle wird beim Senden mit ihr geprüft.
offers-review-why-recent = kürzlich angeschrieben, auf Ihr Wort ausgelassen
offers-review-recent-left-out = Sie werden aus dem Angebot ausgelassen.
offers-review-recent-included = Ihnen wird der Auftrag auch angeboten.
offers-review-change = Ändern
offers-review-word-first = Sagen Sie zuerst, ob den kürzlich Angeschriebenen der Auftrag auch angeboten wird.
offers-review-back = Zurück
    .hover = Zurück zum Formular, alles wie Sie es verlassen haben
offers-review-confirm = Erste Welle senden

## The open offers' table, and the buttons for the offers and candidates selected

offers-column-offer = Angebot
offers-column-waits = Wartet auf
offers-column-answers = Antworten
offers-select-offer = Dieses Angebot auswählen
offers-select-offers-first = Erst Angebote auswählen: eine Zeile anklicken; Strg-Klick, Umschalt-Klick oder Leertaste wählen weitere.
offers-hold-selected =
    { $count ->
        [0] Ausgewählte Angebote anhalten
        [one] Ausgewähltes Angebot anhalten
       *[other] { $count } ausgewählte Angebote anhalten
    }
    .hover = Keine ihrer Wellen geht von selbst, bis Sie sie freigeben.
    .none = Die ausgewählten Angebote sind schon angehalten.
offers-let-go-selected =
    { $count ->
        [0] Ausgewählte Angebote freigeben
        [one] Ausgewähltes Angebot freigeben
       *[other] { $count } ausgewählte Angebote freigeben
    }
    .hover = Ihre Wellen gehen wieder, sobald sie fällig sind.
    .none = Keines der ausgewählten Angebote ist angehalten.
offers-select-candidate = Diesen Kandidaten auswählen
offers-bulk-answer =
    { $count ->
        [0] Für die Ausgewählten „{ $answer }“ erfassen
        [one] Für den Ausgewählten „{ $answer }“ erfassen
       *[other] Für die { $count } Ausgewählten „{ $answer }“ erfassen
    }
    .hover = Für jeden von ihnen erfasst, wie es der Knopf in der eigenen Zeile tut.
    .none-selected = Erst Kandidaten auswählen: eine Zeile anklicken; Strg-Klick, Umschalt-Klick oder Leertaste wählen weitere.
    .none-apply = Keinem der Ausgewählten wurde der Auftrag schon angeboten, oder jeder hat diese Antwort schon.
    .not-open = Das Angebot ist vorbei: seine Antworten bleiben, wie sie sind.
offers-clear-selection = Auswahl aufheben
