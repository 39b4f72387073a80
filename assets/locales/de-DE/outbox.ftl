# Der Postausgang: Sendeaufträge, ihre Anfragen, die Entscheidungen, die nur der Benutzer
# treffen kann, und die Meldungen dazu. $job und $seq sind Nummern.

## Der Bereich

outbox-closed = Verbinden Sie sich mit einem Verzeichnis, um seinen Postausgang zu sehen.
outbox-opening = Postausgang wird geöffnet…
outbox-failed = Der Postausgang konnte nicht geöffnet werden: { $why }. Es kann nichts gesendet werden.
outbox-jobs-here =
    { $count ->
        [one] { $count } Sendeauftrag in diesem Verzeichnis, neueste zuerst.
       *[other] { $count } Sendeaufträge in diesem Verzeichnis, neueste zuerst.
    }
outbox-decisions-only = Nur Anfragen, die Ihre Entscheidung brauchen
outbox-empty = Noch nichts gesendet. Nachrichten, die Sie unter „Verfassen“ senden, erscheinen hier – mit dem Ergebnis jeder Anfrage.
outbox-elsewhere-header =
    { $count ->
        [one] { $count } Sendeauftrag für andere Verzeichnisse (hier schreibgeschützt)
       *[other] { $count } Sendeaufträge für andere Verzeichnisse (hier schreibgeschützt)
    }
outbox-export-report = Bericht exportieren…
    .hover = Speichert das Ergebnis für jeden Empfänger als CSV-Datei
outbox-interrupted-job = Sendeauftrag { $job }
outbox-interrupted-banner = Das Senden wurde unterbrochen ({ $jobs }): Die App wurde geschlossen, während Anfragen unterwegs waren. Es wird nichts mehr gesendet, bis Sie auf „Fortsetzen“ klicken. Anfragen, die zu diesem Zeitpunkt unterwegs waren, stehen auf „ungewiss“: Entscheiden Sie unten über jede einzelne.
outbox-elsewhere-note = Erstellt für { $directory }; geöffnet ist { $here }. Öffnen Sie jenes Verzeichnis, um den Sendeauftrag fortzusetzen, erneut zu senden oder erneut zu versuchen.
outbox-elsewhere-note-as = Erstellt für { $directory } als { $account }; geöffnet ist { $here }. Öffnen Sie jenes Verzeichnis, um den Sendeauftrag fortzusetzen, erneut zu senden oder erneut zu versuchen.
outbox-another-directory = ein anderes Verzeichnis

## Die Karte eines Sendeauftrags

outbox-job = Sendeauftrag { $job }
outbox-job-subject = „{ $subject }“
outbox-job-facts =
    Erstellt am { $created } · { $recipients } Empfänger · { $requests ->
        [one] { $requests } Anfrage
       *[other] { $requests } Anfragen
    } · von { $sender }
outbox-progress = { $done } von { $total } Anfragen erledigt
outbox-rate = { $rate } Anfragen/s
outbox-rate-left = { $rate } Anfragen/s · noch etwa { $left }
outbox-seconds = { $seconds } s
outbox-minutes = { $minutes } min
outbox-hours-minutes = { $hours } h { $minutes } min
outbox-job-recipients = Empfänger: { $people }
outbox-people-sent = { $count } gesendet
outbox-people-pending = { $count } in Prüfung
outbox-people-not-delivered = { $count } nicht zugestellt
outbox-people-left-out = { $count } ausgelassen
outbox-people-unknown = { $count } möglicherweise zugestellt
outbox-people-waiting = { $count } wartend
outbox-people-not-sent = { $count } nicht gesendet
outbox-people-nobody = noch niemand
outbox-list-separator = { ", " }
outbox-requests = Anfragen: { $states }
outbox-requests-in-state =
    { $state ->
        [queued] { $count } in Warteschlange
        [sending] { $count } im Versand
        [sent] { $count } gesendet
        [pending] { $count } in Prüfung
        [rejected] { $count } abgelehnt
        [failed] { $count } fehlgeschlagen
        [retrying] { $count } in Wiederholung
       *[unknown] { $count } ungewiss
    }
outbox-status-stopping = Hält an, sobald die laufenden Anfragen beantwortet sind…
outbox-status-sending = Wird gesendet
outbox-status-paused = Angehalten
outbox-status-cancelled = Abgebrochen
outbox-status-interrupted = Unterbrochen: Fortsetzen, um den Rest zu senden
outbox-status-needs-attention = Ihre Entscheidung ist nötig
outbox-status-done = Erledigt
outbox-pause = Anhalten
    .hover = Hält an, sobald die bereits gesendeten Anfragen beantwortet sind
outbox-resume = Fortsetzen
    .hover = Sendet die noch wartenden Anfragen
outbox-cancel = Abbrechen…
outbox-unknown-summary =
    { $requests ->
        [one] { $requests } Anfrage
       *[other] { $requests } Anfragen
    } an { $recipients } Empfänger möglicherweise zugestellt:
outbox-resend-all-unknown = Alle ungewissen erneut senden…
    .hover = Fragt zuerst: Die Empfänger haben die Nachricht vielleicht schon erhalten
outbox-mark-all-delivered = Alle ungewissen als zugestellt markieren…
    .hover = Fragt zuerst. Sie haben geprüft: Die Nachricht ist angekommen, und nichts wird erneut gesendet.

## Die Anfragen eines Sendeauftrags

outbox-requests-header = Anfragen von Sendeauftrag { $job } ({ $count })
outbox-no-decisions = Hier wartet keine Anfrage auf Ihre Entscheidung.
outbox-column-request = Anfrage
outbox-column-state = Status
outbox-column-attempts = Versuche
outbox-column-recipients = Empfänger
outbox-column-decision = Ihre Entscheidung
outbox-column-what-happened = Was geschah
outbox-state =
    { $state ->
        [queued] in Warteschlange
        [sending] wird gesendet…
        [sent] gesendet
        [pending] in Prüfung
        [rejected] abgelehnt
        [failed] fehlgeschlagen
        [retrying] wird wiederholt
       *[unknown] ungewiss
    }
outbox-row-recipients = { $count } Empfänger: { $names }, …
outbox-receipt = Empfangsbestätigung:
outbox-resend = Erneut senden…
    .hover = Fragt zuerst: Die Anfrage wurde vielleicht schon zugestellt
outbox-mark-delivered = Als zugestellt markieren
    .hover = Sie haben geprüft: Die Nachricht ist angekommen. Die Anfrage wird nicht erneut gesendet.
outbox-retry = Erneut versuchen
    .hover = Sicher nicht zugestellt: sendet die Anfrage erneut
outbox-retry-without = Ohne { $count } ungültige erneut versuchen
    .hover = Lässt die Empfänger weg, die das Verzeichnis genannt hat

## Rückfragen

outbox-go-back = Zurück
outbox-cancel-heading = Sendeauftrag { $job } abbrechen?
outbox-cancel-text =
    { $count ->
        [one] Die { $count } noch nicht gesendete Anfrage wird nie gesendet. Bereits gesendete Anfragen dürfen abgeschlossen werden. Dies kann nicht rückgängig gemacht werden.
       *[other] Die { $count } noch nicht gesendeten Anfragen werden nie gesendet. Bereits gesendete Anfragen dürfen abgeschlossen werden. Dies kann nicht rückgängig gemacht werden.
    }
outbox-cancel-go = Sendeauftrag abbrechen
outbox-cancel-back = Behalten
outbox-resend-heading = Anfrage { $seq } von Sendeauftrag { $job } erneut senden?
outbox-resend-text =
    { $count ->
        [one] Die Antwort auf diese Anfrage ging verloren; sie hat ihren { $count } Empfänger also vielleicht schon erreicht. Falls ja, erhält er die Nachricht zweimal.
       *[other] Die Antwort auf diese Anfrage ging verloren; sie hat ihre { $count } Empfänger also vielleicht schon erreicht. Falls ja, erhalten sie die Nachricht zweimal.
    }
outbox-resend-go = Erneut senden
outbox-resend-all-heading = Alle ungewissen Anfragen von Sendeauftrag { $job } erneut senden?
outbox-resend-all-text =
    Erneut an { $recipients } Empfänger in { $requests ->
        [one] { $requests } Anfrage
       *[other] { $requests } Anfragen
    } senden? Sie haben diese Nachricht vielleicht schon erhalten. Die Antworten gingen verloren: Wen die Nachricht erreicht hat, der erhält sie zweimal.
outbox-resend-all-go = Alle erneut senden
outbox-delivered-all-heading = Alle ungewissen Anfragen von Sendeauftrag { $job } als zugestellt markieren?
outbox-delivered-all-text =
    { $requests ->
        [one] { $requests } Anfrage
       *[other] { $requests } Anfragen
    } an { $recipients } Empfänger als zugestellt erfassen? Tun Sie dies erst, wenn Sie geprüft haben, dass die Nachricht angekommen ist: Sie wird nicht erneut gesendet.
outbox-delivered-all-go = Als zugestellt erfassen

## Meldungen in der Fensterecke

outbox-refused-job = Sendeauftrag { $job }: Der Postausgang konnte das nicht ausführen.
outbox-refused = Der Postausgang konnte das nicht ausführen.
outbox-interrupted-one = Sendeauftrag { $job } wurde beim Senden unterbrochen. Es wird nichts mehr gesendet, bis Sie ihn im Postausgang fortsetzen.
outbox-interrupted-many = { $count } Sendeaufträge wurden beim Senden unterbrochen (Sendeaufträge { $jobs }). Es wird nichts mehr gesendet, bis Sie sie im Postausgang fortsetzen.
outbox-ended-finished = Sendeauftrag { $job } abgeschlossen: { $people }.
outbox-ended-finished-decisions =
    { $count ->
        [one] Sendeauftrag { $job } abgeschlossen: { $people }. { $count } Anfrage wartet im Postausgang auf Ihre Entscheidung.
       *[other] Sendeauftrag { $job } abgeschlossen: { $people }. { $count } Anfragen warten im Postausgang auf Ihre Entscheidung.
    }
outbox-ended-paused = Sendeauftrag { $job } angehalten: { $people }.
outbox-ended-cancelled = Sendeauftrag { $job } abgebrochen: { $people }.
outbox-ended-cancelled-elsewhere = Sendeauftrag { $job } wurde in einem anderen Fenster oder über die Befehlszeile abgebrochen: { $people }.
outbox-ended-paused-elsewhere = Sendeauftrag { $job } wurde in einem anderen Fenster oder über die Befehlszeile angehalten: { $people }.
outbox-ended-signed-out = Sendeauftrag { $job } angehalten, Sie wurden abgemeldet: Melden Sie sich erneut an und setzen Sie ihn im Postausgang fort. Bisher: { $people }.
outbox-ended-asked-to-wait = Sendeauftrag { $job } angehalten: { $note } Bisher: { $people }.
outbox-ended-crashed = Sendeauftrag { $job } angehalten: { $note }
outbox-ended-refused = Sendeauftrag { $job } wurde nicht gesendet: Der Postausgang konnte ihn nicht übernehmen.
outbox-ended-stopped = Sendeauftrag { $job } wurde sicherheitshalber gestoppt: Der Postausgang konnte nicht weitermachen. Nichts wurde doppelt gesendet; setzen Sie ihn fort, sobald das Problem behoben ist.
outbox-resolved-resend =
    { $requests ->
        [one] Sendeauftrag { $job }: { $requests } Anfrage an { $recipients } Empfänger wird erneut gesendet.
       *[other] Sendeauftrag { $job }: { $requests } Anfragen an { $recipients } Empfänger werden erneut gesendet.
    }
outbox-resolved-delivered =
    { $requests ->
        [one] Sendeauftrag { $job }: { $requests } Anfrage an { $recipients } Empfänger als zugestellt erfasst.
       *[other] Sendeauftrag { $job }: { $requests } Anfragen an { $recipients } Empfänger als zugestellt erfasst.
    }

# A job sent again (resume, retry, resend) that the team's check stopped; each person it found follows on a line of their own (outbox-stopped-again-person). $job: the job's number.
outbox-stopped-again = Sendeauftrag { $job } wurde nicht erneut gesendet: Der Abgleich mit der Team-Datenbank verhindert es. Es wurde nichts gesendet.
# $name: the recipient; $why: a colleague's recent message or live claim (composer-team-…).
outbox-stopped-again-person = { $name }: { $why }

# A request's note: what became of it, in the outbox's table. $why: what went wrong, a whole sentence (errors-…).
outbox-team-check-nothing-sent = Nichts wurde gesendet: Die Prüfung durch das Team konnte nicht erfolgen.
outbox-team-check-cannot-use-team = Nichts wurde gesendet: Dieser Arbeitsplatz kann die Team-Datenbank, der er beigetreten ist, nicht nutzen.
outbox-team-check-no-team = Nichts wurde gesendet: Für dieses Verzeichnis gibt es keine Team-Datenbank, gegen die geprüft werden kann.
outbox-team-check-failed = Nichts wurde gesendet: Die Prüfung gegen die Team-Datenbank ist fehlgeschlagen.
outbox-team-check-unreachable = Die Team-Datenbank auf { $host } ist nicht erreichbar: „Nicht kontaktieren“ und kürzliche Kontakte können nicht geprüft werden; nichts wurde gesendet.
outbox-team-check-cannot-check = „Nicht kontaktieren“ und kürzliche Kontakte können nicht geprüft werden; nichts wurde gesendet.
outbox-note-crashed = Das Senden wurde unerwartet beendet ({ $reason }). Anfragen, die unterwegs waren, wurden möglicherweise zugestellt; sonst wurde nichts gesendet. Setzen Sie den Sendeauftrag fort, um den Rest zu senden.
outbox-note-interrupted = Das Senden wurde unterbrochen, während diese Anfrage unterwegs war: Sie wurde möglicherweise zugestellt.
outbox-note-nobody-to-contact = Nicht gesendet: Alle Empfänger dieser Anfrage wurden nach dem Anlegen des Sendeauftrags als „nicht kontaktieren“ markiert.
outbox-note-nobody-to-contact-for-team = Nicht gesendet: Alle Empfänger dieser Anfrage wurden nach dem Anlegen des Sendeauftrags für das Team als „nicht kontaktieren“ markiert.
outbox-note-marked-delivered = Von Ihnen als zugestellt markiert.
outbox-note-receipt-unreadable = Das Verzeichnis hat die Nachricht angenommen; ihre Empfangsbestätigung konnte nicht gelesen werden.
outbox-note-timed-out-after-sending = Das Verzeichnis hat nach dem Senden der Nachricht nicht rechtzeitig geantwortet.
outbox-note-broke-after-sending = Die Verbindung brach ab, nachdem die Nachricht gesendet wurde.
outbox-note-maybe-delivered = { $why } Die Nachricht wurde möglicherweise zugestellt: Prüfen Sie das, bevor Sie sie erneut senden.
outbox-note-sign-in-again = Nicht gesendet. { $why } Melden Sie sich erneut an und setzen Sie den Sendeauftrag fort.
# $count: how many times it was tried.
outbox-note-gave-up =
    { $count ->
        [one] Nach { $count } Versuch nicht zugestellt. { $why }
       *[other] Nach { $count } Versuchen nicht zugestellt. { $why }
    }
outbox-note-trying-again = { $why } Wir versuchen es erneut.
# $until: a date and time in UTC ("2026-11-18 13:06 UTC"); $hours, $minutes: how long from the answer.
outbox-note-wait-until = Das Verzeichnis bittet, bis { $until } zu warten ({ $hours } Std. { $minutes } Min.); der Sendeauftrag ist angehalten und läuft dann von selbst weiter.
outbox-note-wait-over-a-year = Das Verzeichnis bittet, vor weiteren Sendungen mehr als ein Jahr ({ $seconds } s) zu warten; der Sendeauftrag ist angehalten. Setzen Sie ihn fort, wenn die Begrenzung des Verzeichnisses abgelaufen ist.
outbox-note-team-away = Die Team-Datenbank war nicht erreichbar, um zu prüfen, ob eine Kollegin oder ein Kollege jemanden als „nicht kontaktieren“ markiert hat; der Sendeauftrag ist angehalten und wird um { $until } erneut versucht, zuerst mit dem Team abgeglichen.
outbox-paused-as-it-ran = Angehalten, als sein Lauf endete (das Fenster wurde geschlossen oder das Programm beendet, während gesendet wurde); Fortsetzen sendet den Rest.
outbox-paused-by-word = Von Hand angehalten (in diesem Fenster, einem anderen oder auf der Befehlszeile); Fortsetzen sendet den Rest.

# $names: the recipients of one request, as a list.
outbox-row-not-delivered = Nicht zugestellt: { $names }
outbox-row-left-out = Ausgelassen: { $names }
outbox-select-request = Auswählen
outbox-resend-selected = Die { $count } ausgewählten erneut senden…
outbox-mark-selected-delivered = Die { $count } ausgewählten als zugestellt markieren…
outbox-resend-selected-heading = Die ausgewählten ungewissen Anfragen von Sendeauftrag { $job } erneut senden?
outbox-delivered-selected-heading = Die ausgewählten ungewissen Anfragen von Sendeauftrag { $job } als zugestellt markieren?
