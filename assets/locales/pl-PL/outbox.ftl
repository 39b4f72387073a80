# Skrzynka nadawcza: zadania wysyłki, ich żądania, decyzje, które może podjąć tylko
# użytkownik, i powiadomienia o nich. $job i $seq to numery.

## Panel

outbox-closed = Połącz się z katalogiem, aby zobaczyć jego skrzynkę nadawczą.
outbox-opening = Otwieranie skrzynki nadawczej…
outbox-failed = Nie udało się otworzyć skrzynki nadawczej: { $why }. Nie można nic wysłać.
outbox-jobs-here =
    { $count ->
        [one] { $count } zadanie wysyłki w tym katalogu, od najnowszych.
        [few] { $count } zadania wysyłki w tym katalogu, od najnowszych.
        [many] { $count } zadań wysyłki w tym katalogu, od najnowszych.
       *[other] { $count } zadania wysyłki w tym katalogu, od najnowszych.
    }
outbox-decisions-only = Tylko żądania wymagające decyzji
outbox-empty = Nic jeszcze nie wysłano. Wiadomości wysłane z karty „Napisz” pojawiają się tutaj wraz z wynikiem każdego żądania.
outbox-elsewhere-header =
    { $count ->
        [one] { $count } zadanie wysyłki dla innych katalogów (tu tylko do odczytu)
        [few] { $count } zadania wysyłki dla innych katalogów (tu tylko do odczytu)
        [many] { $count } zadań wysyłki dla innych katalogów (tu tylko do odczytu)
       *[other] { $count } zadania wysyłki dla innych katalogów (tu tylko do odczytu)
    }
outbox-export-report = Eksportuj raport…
    .hover = Zapisuje w pliku CSV, co stało się z każdym odbiorcą
outbox-interrupted-job = zadanie { $job }
outbox-interrupted-banner = Wysyłanie zostało przerwane ({ $jobs }): aplikację zamknięto w trakcie wysyłania żądań. Nic więcej nie zostanie wysłane, dopóki nie klikniesz „Wznów”. Żądania, które były wtedy w drodze, mają stan „niepewne”: zdecyduj poniżej o każdym z nich.
outbox-elsewhere-note = Utworzone dla { $directory }; obecnie otwarty jest { $here }. Otwórz tamten katalog, aby wznowić to zadanie, wysłać je ponownie lub ponowić.
outbox-elsewhere-note-as = Utworzone dla { $directory } jako { $account }; obecnie otwarty jest { $here }. Otwórz tamten katalog, aby wznowić to zadanie, wysłać je ponownie lub ponowić.
outbox-another-directory = inny katalog

## Karta zadania wysyłki

outbox-job = Zadanie wysyłki { $job }
outbox-job-subject = „{ $subject }”
outbox-job-facts =
    Utworzono { $created } · { $recipients ->
        [one] { $recipients } odbiorca
        [few] { $recipients } odbiorcy
        [many] { $recipients } odbiorców
       *[other] { $recipients } odbiorcy
    } · { $requests ->
        [one] { $requests } żądanie
        [few] { $requests } żądania
        [many] { $requests } żądań
       *[other] { $requests } żądania
    } · nadawca: { $sender }
outbox-progress =
    { $total ->
        [one] Ukończono { $done } z { $total } żądania
        [few] Ukończono { $done } z { $total } żądań
        [many] Ukończono { $done } z { $total } żądań
       *[other] Ukończono { $done } z { $total } żądań
    }
outbox-rate = { $rate } żądań/s
outbox-rate-left = { $rate } żądań/s · pozostało ok. { $left }
outbox-seconds = { $seconds } s
outbox-minutes = { $minutes } min
outbox-hours-minutes = { $hours } h { $minutes } min
# $people: lista „wysłano: 24, niedostarczone: 6”.
outbox-job-recipients = Odbiorcy – { $people }
outbox-people-sent = wysłano: { $count }
outbox-people-pending = w weryfikacji: { $count }
outbox-people-not-delivered = niedostarczone: { $count }
outbox-people-left-out = pominięte: { $count }
outbox-people-unknown = być może dostarczone: { $count }
outbox-people-waiting = oczekujące: { $count }
outbox-people-not-sent = niewysłane: { $count }
outbox-people-nobody = na razie brak
outbox-list-separator = { ", " }
outbox-requests = Żądania – { $states }
outbox-requests-in-state =
    { $state ->
        [queued] w kolejce: { $count }
        [sending] wysyłane: { $count }
        [sent] wysłane: { $count }
        [pending] w weryfikacji: { $count }
        [rejected] odrzucone: { $count }
        [failed] nieudane: { $count }
        [retrying] ponawiane: { $count }
       *[unknown] niepewne: { $count }
    }
outbox-status-stopping = Zatrzymywanie po odpowiedzi na bieżące żądania…
outbox-status-sending = Wysyłanie
outbox-status-paused = Wstrzymane
outbox-status-cancelled = Anulowane
outbox-status-interrupted = Przerwane: wznów, aby wysłać resztę
outbox-status-needs-attention = Wymaga decyzji
outbox-status-done = Zakończone
outbox-pause = Wstrzymaj
    .hover = Zatrzymuje wysyłanie po odpowiedzi na żądania już wysłane
outbox-resume = Wznów
    .hover = Wysyła żądania, które jeszcze czekają
outbox-cancel = Anuluj…
outbox-unknown-summary =
    { $requests ->
        [one] { $requests } żądanie
        [few] { $requests } żądania
        [many] { $requests } żądań
       *[other] { $requests } żądania
    } do { $recipients ->
        [one] { $recipients } odbiorcy
        [few] { $recipients } odbiorców
        [many] { $recipients } odbiorców
       *[other] { $recipients } odbiorców
    } – być może dostarczone:
outbox-resend-all-unknown = Wyślij ponownie wszystkie niepewne…
    .hover = Najpierw pyta: odbiorcy mogli już otrzymać wiadomość
outbox-mark-all-delivered = Oznacz wszystkie niepewne jako dostarczone…
    .hover = Najpierw pyta. Sprawdzono, że wiadomość dotarła – nic nie zostanie wysłane ponownie.

## Żądania zadania wysyłki

outbox-requests-header = Żądania zadania wysyłki { $job } ({ $count })
outbox-no-decisions = Tutaj żadne żądanie nie wymaga decyzji.
outbox-column-request = Żądanie
outbox-column-state = Stan
outbox-column-attempts = Próby
outbox-column-recipients = Odbiorcy
outbox-column-decision = Decyzja
outbox-column-what-happened = Co się stało
outbox-state =
    { $state ->
        [queued] w kolejce
        [sending] wysyłanie…
        [sent] wysłane
        [pending] w weryfikacji
        [rejected] odrzucone
        [failed] nieudane
        [retrying] ponawianie
       *[unknown] niepewne
    }
outbox-row-recipients =
    { $count ->
        [one] { $count } odbiorca: { $names }, …
        [few] { $count } odbiorcy: { $names }, …
        [many] { $count } odbiorców: { $names }, …
       *[other] { $count } odbiorcy: { $names }, …
    }
outbox-receipt = Potwierdzenie:
outbox-resend = Wyślij ponownie…
    .hover = Najpierw pyta: żądanie mogło już zostać dostarczone
outbox-mark-delivered = Oznacz jako dostarczone
    .hover = Sprawdzono, że dotarło. Nie zostanie wysłane ponownie.
outbox-retry = Ponów
    .hover = Na pewno nie dostarczono: wysyła żądanie ponownie
outbox-retry-without =
    { $count ->
        [one] Ponów bez { $count } nieprawidłowego
        [few] Ponów bez { $count } nieprawidłowych
        [many] Ponów bez { $count } nieprawidłowych
       *[other] Ponów bez { $count } nieprawidłowych
    }
    .hover = Pomija odbiorców wskazanych przez katalog

## Potwierdzenia

outbox-go-back = Wróć
outbox-cancel-heading = Anulować zadanie wysyłki { $job }?
outbox-cancel-text =
    { $count ->
        [one] { $count } jeszcze niewysłane żądanie nigdy nie zostanie wysłane. Żądania już wysłane mogą się zakończyć. Tej operacji nie można cofnąć.
        [few] { $count } jeszcze niewysłane żądania nigdy nie zostaną wysłane. Żądania już wysłane mogą się zakończyć. Tej operacji nie można cofnąć.
        [many] { $count } jeszcze niewysłanych żądań nigdy nie zostanie wysłanych. Żądania już wysłane mogą się zakończyć. Tej operacji nie można cofnąć.
       *[other] { $count } jeszcze niewysłanego żądania nigdy nie zostanie wysłane. Żądania już wysłane mogą się zakończyć. Tej operacji nie można cofnąć.
    }
outbox-cancel-go = Anuluj zadanie
outbox-cancel-back = Zachowaj
outbox-resend-heading = Wysłać ponownie żądanie { $seq } zadania wysyłki { $job }?
outbox-resend-text =
    { $count ->
        [one] Odpowiedź na nie zaginęła, więc mogło już dotrzeć do { $count } odbiorcy. Jeśli tak, otrzyma on wiadomość dwukrotnie.
        [few] Odpowiedź na nie zaginęła, więc mogło już dotrzeć do { $count } odbiorców. Jeśli tak, otrzymają oni wiadomość dwukrotnie.
        [many] Odpowiedź na nie zaginęła, więc mogło już dotrzeć do { $count } odbiorców. Jeśli tak, otrzymają oni wiadomość dwukrotnie.
       *[other] Odpowiedź na nie zaginęła, więc mogło już dotrzeć do { $count } odbiorców. Jeśli tak, otrzymają oni wiadomość dwukrotnie.
    }
outbox-resend-go = Wyślij ponownie
outbox-resend-all-heading = Wysłać ponownie wszystkie niepewne żądania zadania wysyłki { $job }?
outbox-resend-all-text =
    { $recipients ->
        [one] Wysłać ponownie do { $recipients } odbiorcy (w { $requests ->
            [one] { $requests } żądaniu
            [few] { $requests } żądaniach
            [many] { $requests } żądaniach
           *[other] { $requests } żądaniach
        }), który mógł już otrzymać tę wiadomość? Odpowiedzi zaginęły: jeśli ją otrzymał, dostanie ją dwukrotnie.
        [few] Wysłać ponownie do { $recipients } odbiorców (w { $requests ->
            [one] { $requests } żądaniu
            [few] { $requests } żądaniach
            [many] { $requests } żądaniach
           *[other] { $requests } żądaniach
        }), którzy mogli już otrzymać tę wiadomość? Odpowiedzi zaginęły: kto ją już otrzymał, dostanie ją dwukrotnie.
        [many] Wysłać ponownie do { $recipients } odbiorców (w { $requests ->
            [one] { $requests } żądaniu
            [few] { $requests } żądaniach
            [many] { $requests } żądaniach
           *[other] { $requests } żądaniach
        }), którzy mogli już otrzymać tę wiadomość? Odpowiedzi zaginęły: kto ją już otrzymał, dostanie ją dwukrotnie.
       *[other] Wysłać ponownie do { $recipients } odbiorców (w { $requests ->
            [one] { $requests } żądaniu
            [few] { $requests } żądaniach
            [many] { $requests } żądaniach
           *[other] { $requests } żądaniach
        }), którzy mogli już otrzymać tę wiadomość? Odpowiedzi zaginęły: kto ją już otrzymał, dostanie ją dwukrotnie.
    }
outbox-resend-all-go = Wyślij wszystkie ponownie
outbox-delivered-all-heading = Oznaczyć wszystkie niepewne żądania zadania wysyłki { $job } jako dostarczone?
outbox-delivered-all-text =
    Zapisać { $requests ->
        [one] { $requests } żądanie
        [few] { $requests } żądania
        [many] { $requests } żądań
       *[other] { $requests } żądania
    } do { $recipients ->
        [one] { $recipients } odbiorcy
        [few] { $recipients } odbiorców
        [many] { $recipients } odbiorców
       *[other] { $recipients } odbiorców
    } jako dostarczone? Zrób to dopiero po sprawdzeniu, że wiadomość dotarła: nic nie zostanie wysłane ponownie.
outbox-delivered-all-go = Zapisz jako dostarczone

## Powiadomienia w rogu okna

outbox-refused-job = Zadanie wysyłki { $job }: skrzynka nadawcza nie mogła tego wykonać.
outbox-refused = Skrzynka nadawcza nie mogła tego wykonać.
outbox-interrupted-one = Zadanie wysyłki { $job } zostało przerwane podczas wysyłania. Nic więcej nie zostanie wysłane, dopóki nie wznowisz go w skrzynce nadawczej.
outbox-interrupted-many =
    { $count ->
        [few] { $count } zadania wysyłki zostały przerwane podczas wysyłania (zadania { $jobs }). Nic więcej nie zostanie wysłane, dopóki nie wznowisz ich w skrzynce nadawczej.
        [many] { $count } zadań wysyłki zostało przerwanych podczas wysyłania (zadania { $jobs }). Nic więcej nie zostanie wysłane, dopóki nie wznowisz ich w skrzynce nadawczej.
       *[other] { $count } zadania wysyłki zostały przerwane podczas wysyłania (zadania { $jobs }). Nic więcej nie zostanie wysłane, dopóki nie wznowisz ich w skrzynce nadawczej.
    }
outbox-ended-finished = Zadanie wysyłki { $job } zakończone. Odbiorcy – { $people }.
outbox-ended-finished-decisions =
    { $count ->
        [one] Zadanie wysyłki { $job } zakończone. Odbiorcy – { $people }. { $count } żądanie czeka na decyzję w skrzynce nadawczej.
        [few] Zadanie wysyłki { $job } zakończone. Odbiorcy – { $people }. { $count } żądania czekają na decyzję w skrzynce nadawczej.
        [many] Zadanie wysyłki { $job } zakończone. Odbiorcy – { $people }. { $count } żądań czeka na decyzję w skrzynce nadawczej.
       *[other] Zadanie wysyłki { $job } zakończone. Odbiorcy – { $people }. { $count } żądania czeka na decyzję w skrzynce nadawczej.
    }
outbox-ended-paused = Zadanie wysyłki { $job } wstrzymane. Odbiorcy – { $people }.
outbox-ended-cancelled = Zadanie wysyłki { $job } anulowane. Odbiorcy – { $people }.
outbox-ended-cancelled-elsewhere = Zadanie wysyłki { $job } zostało anulowane w innym oknie lub z wiersza poleceń. Odbiorcy – { $people }.
outbox-ended-paused-elsewhere = Zadanie wysyłki { $job } zostało wstrzymane w innym oknie lub z wiersza poleceń. Odbiorcy – { $people }.
outbox-ended-signed-out = Zadanie wysyłki { $job } wstrzymane, nastąpiło wylogowanie: zaloguj się ponownie i wznów je w skrzynce nadawczej. Dotąd: { $people }.
outbox-ended-asked-to-wait = Zadanie wysyłki { $job } wstrzymane: { $note } Dotąd: { $people }.
outbox-ended-crashed = Zadanie wysyłki { $job } wstrzymane: { $note }
outbox-ended-refused = Zadanie wysyłki { $job } nie zostało wysłane: skrzynka nadawcza nie mogła go przejąć.
outbox-ended-stopped = Zadanie wysyłki { $job } zatrzymano dla bezpieczeństwa: skrzynka nadawcza nie mogła kontynuować. Nic nie zostało wysłane dwukrotnie; wznów je po rozwiązaniu problemu.
outbox-resolved-resend =
    Zadanie wysyłki { $job }: ponowne wysyłanie { $requests ->
        [one] { $requests } żądania
        [few] { $requests } żądań
        [many] { $requests } żądań
       *[other] { $requests } żądań
    } do { $recipients ->
        [one] { $recipients } odbiorcy
        [few] { $recipients } odbiorców
        [many] { $recipients } odbiorców
       *[other] { $recipients } odbiorców
    }.
outbox-resolved-delivered =
    Zadanie wysyłki { $job }: zapisano { $requests ->
        [one] { $requests } żądanie
        [few] { $requests } żądania
        [many] { $requests } żądań
       *[other] { $requests } żądania
    } do { $recipients ->
        [one] { $recipients } odbiorcy
        [few] { $recipients } odbiorców
        [many] { $recipients } odbiorców
       *[other] { $recipients } odbiorców
    } jako dostarczone.

# A job sent again (resume, retry, resend) that the team's check stopped; each person it found follows on a line of their own (outbox-stopped-again-person). $job: the job's number.
outbox-stopped-again = Zadanie wysyłki { $job } nie zostało wysłane ponownie: zatrzymało je sprawdzenie w bazie zespołu. Nic nie wysłano.
# $name: the recipient; $why: a colleague's recent message or live claim (composer-team-…).
outbox-stopped-again-person = { $name }: { $why }

# A request's note: what became of it, in the outbox's table. $why: what went wrong, a whole sentence (errors-…).
outbox-team-check-nothing-sent = Nic nie wysłano: nie udało się przeprowadzić sprawdzenia zespołu.
outbox-team-check-cannot-use-team = Nic nie wysłano: to stanowisko nie może korzystać z bazy zespołu, do której dołączyło.
outbox-team-check-no-team = Nic nie wysłano: ten katalog nie ma bazy zespołu, w której można sprawdzić odbiorców.
outbox-team-check-failed = Nic nie wysłano: sprawdzenie w bazie zespołu nie powiodło się.
outbox-team-check-unreachable = Baza zespołu na { $host } jest nieosiągalna: nie można sprawdzić oznaczeń „nie kontaktować” ani niedawnych kontaktów; nic nie wysłano.
outbox-team-check-cannot-check = Nie można sprawdzić oznaczeń „nie kontaktować” ani niedawnych kontaktów; nic nie wysłano.
outbox-note-crashed = Wysyłanie nieoczekiwanie się zatrzymało ({ $reason }). Żądania, które były w drodze, mogły zostać dostarczone; nic więcej nie wysłano. Należy wznowić zadanie wysyłki, aby wysłać resztę.
outbox-note-interrupted = Wysyłanie zostało przerwane, gdy to żądanie było w drodze: mogło zostać dostarczone.
outbox-note-nobody-to-contact = Nie wysłano: wszystkich odbiorców tego żądania oznaczono jako „nie kontaktować” po utworzeniu zadania wysyłki.
outbox-note-nobody-to-contact-for-team = Nie wysłano: wszystkich odbiorców tego żądania oznaczono dla zespołu jako „nie kontaktować” po utworzeniu zadania wysyłki.
outbox-note-marked-delivered = Oznaczono ręcznie jako dostarczone.
outbox-note-receipt-unreadable = Katalog przyjął wiadomość, ale nie można odczytać jej potwierdzenia.
outbox-note-timed-out-after-sending = Katalog nie odpowiedział na czas po wysłaniu wiadomości.
outbox-note-broke-after-sending = Połączenie zostało przerwane po wysłaniu wiadomości.
outbox-note-maybe-delivered = { $why } Wiadomość mogła zostać dostarczona: przed ponownym wysłaniem należy to sprawdzić.
outbox-note-sign-in-again = Nie wysłano. { $why } Należy zalogować się ponownie i wznowić wysyłkę.
# $count: how many times it was tried.
outbox-note-gave-up =
    { $count ->
        [one] Nie dostarczono po { $count } próbie. { $why }
        [few] Nie dostarczono po { $count } próbach. { $why }
        [many] Nie dostarczono po { $count } próbach. { $why }
       *[other] Nie dostarczono po { $count } próbach. { $why }
    }
outbox-note-trying-again = { $why } Spróbujemy ponownie.
# $until: a date and time in UTC ("2026-11-18 13:06 UTC"); $hours, $minutes: how long from the answer.
outbox-note-wait-until = Katalog prosi o odczekanie do { $until } ({ $hours } godz. { $minutes } min); zadanie wysyłki jest wstrzymane i wtedy samo zostanie wznowione.
outbox-note-wait-over-a-year = Katalog prosi, by przed dalszą wysyłką odczekać ponad rok ({ $seconds } s); zadanie wysyłki jest wstrzymane. Należy je wznowić, gdy limit katalogu minie.
outbox-note-team-away = Nie udało się zapytać bazy danych zespołu, czy ktoś ze współpracowników oznaczył kogoś jako „nie kontaktować”; zadanie wysyłki jest wstrzymane i zostanie ponowione o { $until }, najpierw sprawdzone w zespole.
outbox-paused-as-it-ran = Wstrzymane, gdy jego przebieg się zakończył (okno zamknięto lub program zatrzymano w trakcie wysyłania); wznowienie wyśle resztę.
outbox-paused-by-word = Wstrzymane ręcznie (w tym oknie, w innym lub z wiersza poleceń); wznowienie wyśle resztę.

# $names: the recipients of one request, as a list.
outbox-row-not-delivered = Niedostarczone: { $names }
outbox-row-left-out = Pominięte: { $names }
outbox-select-request = Zaznacz
outbox-resend-selected = Wyślij ponownie zaznaczone ({ $count })…
outbox-mark-selected-delivered = Oznacz zaznaczone jako dostarczone ({ $count })…
outbox-resend-selected-heading = Wysłać ponownie zaznaczone niepewne żądania zadania wysyłki { $job }?
outbox-delivered-selected-heading = Oznaczyć zaznaczone niepewne żądania zadania wysyłki { $job } jako dostarczone?
