# Edytor wiadomości: odbiorcy, wiadomość, potwierdzenie przed wysłaniem i wysłane zadanie.

## Strona i wiersz wysyłania

composer-opening = Otwieranie zapisanej wersji roboczej…
composer-retry = Ponów
composer-send-unchecked = Wyślij bez sprawdzenia…
    .hover = Wysyłka bez sprawdzeń zespołu, po potwierdzeniu, które zostaje zapisane
    .waiting = Własne sprawdzenia tego stanowiska jeszcze trwają
composer-cancel = Anuluj
composer-send = Wyślij…
    .hover = Pyta o potwierdzenie przed wysłaniem ({ $shortcut })
    .creating = Skrzynka nadawcza zapisuje zadanie wysyłki
    .checking = Trwa sprawdzanie odbiorców
    .team-away = Nie udało się odpytać bazy zespołu: ponów albo wyślij bez sprawdzenia
composer-preview = Podgląd
composer-writing-job = Zapisywanie zadania wysyłki w skrzynce nadawczej…
composer-checking-recipients = Sprawdzanie odbiorców (oznaczenia „nie kontaktować” i niedawne wiadomości)…
composer-fix-fields = Aby wysłać, popraw zaznaczone pola.
composer-requests-personal =
    { $recipients ->
        [one] { $recipients } odbiorca
        [few] { $recipients } odbiorcy
        [many] { $recipients } odbiorców
       *[other] { $recipients } odbiorców
    } w { $requests ->
        [one] { $requests } żądaniu
        [few] { $requests } żądaniach
        [many] { $requests } żądaniach
       *[other] { $requests } żądaniach
    } (po jednym na osobę: wiadomość jest spersonalizowana).
composer-requests =
    { $recipients ->
        [one] { $recipients } odbiorca
        [few] { $recipients } odbiorcy
        [many] { $recipients } odbiorców
       *[other] { $recipients } odbiorców
    } w { $requests ->
        [one] { $requests } żądaniu
        [few] { $requests } żądaniach
        [many] { $requests } żądaniach
       *[other] { $requests } żądaniach
    } (maksymalnie { $size } odbiorców w każdym).

## Pola wiadomości

composer-sender-name = Nazwa nadawcy
    .hint = Nazwa widoczna dla odbiorców
composer-sender-email = E-mail nadawcy
    .hint = Adres, na który przychodzą odpowiedzi
composer-type = Typ
composer-type-other = Inne
composer-type-rfq = Zapytanie ofertowe
composer-type-job = Oferta zlecenia
composer-subject = Temat
composer-message = Wiadomość
    .hint = Tu wpisz wiadomość do freelancerów.
composer-characters =
    { $count ->
        [one] { $count } znak
        [few] { $count } znaki
        [many] { $count } znaków
       *[other] { $count } znaków
    }
composer-saved-as-you-type = · zapisywane na bieżąco ·
composer-insert = Wstaw:
    .hover = Pole „{ composer-field }” każdego odbiorcy, w miejscu kursora

## Personalizacja: symbole zastępcze i wartości domyślne

composer-field =
    { $field ->
        [site_name] nazwa wyświetlana
        [first_name] imię
       *[last_name] nazwisko
    }
composer-either = { $first } lub { $second }
composer-personal = Każdy odbiorca dostaje osobne żądanie
composer-personal-explained = Wiadomość zawiera symbole zastępcze, więc wychodzi jako jedno żądanie na odbiorcę, z jego własnymi danymi. Gdy w profilu czegoś brakuje, używana jest wartość domyślna.
composer-personal-unverified =
    { $count ->
        [one] Profil { $count } odbiorcy nie został odczytany w tej sesji: zweryfikuj odbiorców, aby użyć ich danych.
        [few] Profile { $count } odbiorców nie zostały odczytane w tej sesji: zweryfikuj odbiorców, aby użyć ich danych.
        [many] Profile { $count } odbiorców nie zostały odczytane w tej sesji: zweryfikuj odbiorców, aby użyć ich danych.
       *[other] Profile { $count } odbiorców nie zostały odczytane w tej sesji: zweryfikuj odbiorców, aby użyć ich danych.
    }
composer-fallback = Wartość domyślna dla { $token }
    .hint = gdy w profilu brak pola „{ composer-field }”
    .left-out = słowo zostanie pominięte
composer-leave-placeholder-out = Pomiń { $token }
    .hover = Gdy w profilu brak tej danej, symbol zastępczy znika
composer-every-recipient-has-one = każdy odbiorca ma to pole
composer-lacking-left-out =
    { $count ->
        [one] { $count } odbiorca nie ma pola „{ composer-field }”: u niego zostanie pominięte
        [few] { $count } odbiorcy nie mają pola „{ composer-field }”: u nich zostanie pominięte
        [many] { $count } odbiorców nie ma pola „{ composer-field }”: u nich zostanie pominięte
       *[other] { $count } odbiorców nie ma pola „{ composer-field }”: u nich zostanie pominięte
    }
composer-lacking-give-fallback =
    { $count ->
        [one] { $count } odbiorca nie ma pola „{ composer-field }”: podaj wartość domyślną
        [few] { $count } odbiorcy nie mają pola „{ composer-field }”: podaj wartość domyślną
        [many] { $count } odbiorców nie ma pola „{ composer-field }”: podaj wartość domyślną
       *[other] { $count } odbiorców nie ma pola „{ composer-field }”: podaj wartość domyślną
    }
composer-lacking-gets-fallback =
    { $count ->
        [one] { $count } odbiorca nie ma pola „{ composer-field }”: dostanie wartość domyślną
        [few] { $count } odbiorcy nie mają pola „{ composer-field }”: dostaną wartość domyślną
        [many] { $count } odbiorców nie ma pola „{ composer-field }”: dostaną wartość domyślną
       *[other] { $count } odbiorców nie ma pola „{ composer-field }”: dostaną wartość domyślną
    }

## Podgląd

composer-preview-for = Podgląd dla
composer-preview-no-fallback = { $name }: brak pola { $fields } i brak wartości domyślnej.
composer-from = Od
composer-to = Do
composer-names-and-more = { $names } i { $count } innych

## Odbiorcy

composer-recipients = Odbiorcy ({ $count })
composer-add-from-list = Dodaj z listy ▾
composer-no-lists = W tym katalogu nie ma jeszcze list: „Zapisz jako listę…” tworzy nową.
composer-save-as-list = Zapisz jako listę…
    .hover = Zachowanie tych odbiorców jako nazwanej listy, aby dodać ich ponownie później
composer-no-recipients = Zaznacz freelancerów w tabeli wyników, a potem „Dodaj zaznaczonych do odbiorców”.
composer-remove-all = Usuń wszystkich
composer-do-not-contact-mark = ⛔ nie kontaktować
composer-chip-unknown = Brak w katalogu
composer-chip-do-not-contact = Oznaczony „nie kontaktować”: pomijany we wszystkich wiadomościach
composer-chip-remove = Kliknij, aby usunąć
composer-and-more = …i { $count } więcej
composer-marked-left-out =
    { $count ->
        [one] { $count } odbiorca oznaczony „nie kontaktować”: pomijany we wszystkich wiadomościach.
        [few] { $count } odbiorcy oznaczeni „nie kontaktować”: pomijani we wszystkich wiadomościach.
        [many] { $count } odbiorców oznaczonych „nie kontaktować”: pomijanych we wszystkich wiadomościach.
       *[other] { $count } odbiorców oznaczonych „nie kontaktować”: pomijanych we wszystkich wiadomościach.
    }
composer-list-added = Dodano { $count } z listy „{ $name }” (łącznie { $all }).
composer-list-added-some-there = Dodano { $count } z listy „{ $name }” (łącznie { $all }), { $already } już było.
composer-locked-checking = Nie dodano: odbiorcy są właśnie sprawdzani przed wysyłką. Najpierw wyślij lub wróć, a potem ich dodaj (wtedy też zostaną sprawdzeni).
composer-locked-creating = Nie dodano: wysyłka jest właśnie zapisywana w skrzynce nadawczej. Dodaj ich, gdy się zakończy.

## Weryfikacja odbiorców (wyszukanie każdego)

composer-verify = Zweryfikuj odbiorców
    .hover = Wyszukuje każdego odbiorcę: jeden nieznany odbiorca powoduje niepowodzenie całego żądania
    .all-looked-up = Wszyscy odbiorcy zostali wyszukani w tej sesji
composer-not-connected = Brak połączenia z katalogiem
composer-all-looked-up =
    { $count ->
        [one] { $count } odbiorca wyszukany w tej sesji.
        [few] Wszystkich { $count } odbiorców wyszukano w tej sesji.
        [many] Wszystkich { $count } odbiorców wyszukano w tej sesji.
       *[other] Wszystkich { $count } odbiorców wyszukano w tej sesji.
    }
composer-not-looked-up =
    { $count ->
        [one] { $count } odbiorca niewyszukany w tej sesji.
        [few] { $count } odbiorcy niewyszukani w tej sesji.
        [many] { $count } odbiorców niewyszukanych w tej sesji.
       *[other] { $count } odbiorców niewyszukanych w tej sesji.
    }
composer-unknown =
    { $count ->
        [one] { $count } odbiorcy nie ma w katalogu: żądanie zawierające któregokolwiek z nich kończy się niepowodzeniem w całości i do nikogo nie dociera.
        [few] { $count } odbiorców nie ma w katalogu: żądanie zawierające któregokolwiek z nich kończy się niepowodzeniem w całości i do nikogo nie dociera.
        [many] { $count } odbiorców nie ma w katalogu: żądanie zawierające któregokolwiek z nich kończy się niepowodzeniem w całości i do nikogo nie dociera.
       *[other] { $count } odbiorców nie ma w katalogu: żądanie zawierające któregokolwiek z nich kończy się niepowodzeniem w całości i do nikogo nie dociera.
    }
composer-leave-out-unknown = Pomiń nieznanych ({ $count })
    .hover = Usuwa ich z odbiorców; pozostali zostają
composer-left-out-unknown =
    { $count ->
        [one] Pominięto { $count } nieznanego odbiorcę: katalog go nie zna.
        [few] Pominięto { $count } nieznanych odbiorców: katalog ich nie zna.
        [many] Pominięto { $count } nieznanych odbiorców: katalog ich nie zna.
       *[other] Pominięto { $count } nieznanych odbiorców: katalog ich nie zna.
    }
composer-verifying = Weryfikacja odbiorców: { $done } z { $total }
composer-cancel-verification = Anuluj weryfikację
composer-could-not-check =
    { $count ->
        [one] Nie udało się sprawdzić { $count } odbiorcy ({ $why }). To przejściowe: zweryfikuj ponownie za chwilę.
        [few] Nie udało się sprawdzić { $count } odbiorców ({ $why }). To przejściowe: zweryfikuj ponownie za chwilę.
        [many] Nie udało się sprawdzić { $count } odbiorców ({ $why }). To przejściowe: zweryfikuj ponownie za chwilę.
       *[other] Nie udało się sprawdzić { $count } odbiorców ({ $why }). To przejściowe: zweryfikuj ponownie za chwilę.
    }

## Potwierdzenie przed wysłaniem

composer-confirm = Wysłać tę wiadomość?
composer-confirm-goes-to =
    { $count ->
        [one] „{ $subject }” trafi do { $count } odbiorcy.
        [few] „{ $subject }” trafi do { $count } odbiorców.
        [many] „{ $subject }” trafi do { $count } odbiorców.
       *[other] „{ $subject }” trafi do { $count } odbiorców.
    }
composer-confirm-from = Od { $sender }, jako: { $message_type }.
composer-nothing-to-send = Nie ma czego wysłać
    .why = Wszyscy odbiorcy są oznaczeni „nie kontaktować”.
    .with-team = Wszyscy odbiorcy są oznaczeni „nie kontaktować” albo właśnie dostają wiadomość od kogoś z zespołu.
composer-outbox-keeps = Skrzynka nadawcza śledzi los każdego żądania, także po ponownym uruchomieniu; tam można wstrzymać lub anulować wysyłkę.
composer-unknown-will-fail =
    { $count ->
        [one] { $count } odbiorcy nie ma w katalogu: żądania, które go zawierają, zakończą się niepowodzeniem.
        [few] { $count } odbiorców nie ma w katalogu: żądania, które ich zawierają, zakończą się niepowodzeniem.
        [many] { $count } odbiorców nie ma w katalogu: żądania, które ich zawierają, zakończą się niepowodzeniem.
       *[other] { $count } odbiorców nie ma w katalogu: żądania, które ich zawierają, zakończą się niepowodzeniem.
    }
composer-unverified-may-fail =
    { $count ->
        [one] { $count } odbiorca nie został wyszukany w tej sesji. Jeden nieznany odbiorca powoduje niepowodzenie całego żądania.
        [few] { $count } odbiorcy nie zostali wyszukani w tej sesji. Jeden nieznany odbiorca powoduje niepowodzenie całego żądania.
        [many] { $count } odbiorców nie zostało wyszukanych w tej sesji. Jeden nieznany odbiorca powoduje niepowodzenie całego żądania.
       *[other] { $count } odbiorców nie zostało wyszukanych w tej sesji. Jeden nieznany odbiorca powoduje niepowodzenie całego żądania.
    }
composer-unchecked-risk = Wysłana teraz, przejdzie tylko własne sprawdzenia tego stanowiska: odbiorcy, których ktoś z zespołu oznaczył „nie kontaktować”, do których niedawno pisał lub właśnie pisze, nie są widoczni i mogą dostać wiadomość dwa razy.
composer-unchecked-understood = Rozumiem: wyślij bez sprawdzeń zespołu (zostanie to zapisane, a zespół dowie się o tym, gdy baza wróci)
composer-send-now = Wyślij teraz
composer-verify-first = Najpierw zweryfikuj
composer-go-back = Wróć

## Co znalazły zabezpieczenia, w potwierdzeniu

composer-guard-do-not-contact =
    { $count ->
        [one] ⛔ { $count } odbiorca oznaczony „nie kontaktować” zostaje pominięty: nic do niego nie zostanie wysłane.
        [few] ⛔ { $count } odbiorcy oznaczeni „nie kontaktować” zostają pominięci: nic do nich nie zostanie wysłane.
        [many] ⛔ { $count } odbiorców oznaczonych „nie kontaktować” zostaje pominiętych: nic do nich nie zostanie wysłane.
       *[other] ⛔ { $count } odbiorców oznaczonych „nie kontaktować” zostaje pominiętych: nic do nich nie zostanie wysłane.
    }
composer-guard-do-not-contact-name = { $name } (nie kontaktować)
composer-guard-recent =
    { $count ->
        [one] { $count } odbiorca dostał
        [few] { $count } odbiorcy dostali
        [many] { $count } odbiorców dostało
       *[other] { $count } odbiorców dostało
    } wiadomość z tego środowiska w ciągu { $days ->
        [one] ostatniego dnia
        [few] ostatnich { $days } dni
        [many] ostatnich { $days } dni
       *[other] ostatnich { $days } dni
    }:
composer-guard-team-do-not-contact =
    { $count ->
        [one] ⛔ { $count } odbiorca oznaczony przez zespół „nie kontaktować” zostaje pominięty:
        [few] ⛔ { $count } odbiorcy oznaczeni przez zespół „nie kontaktować” zostają pominięci:
        [many] ⛔ { $count } odbiorców oznaczonych przez zespół „nie kontaktować” zostaje pominiętych:
       *[other] ⛔ { $count } odbiorców oznaczonych przez zespół „nie kontaktować” zostaje pominiętych:
    }
composer-guard-marked-by = { $name }: oznaczył(a) { $coordinator }
composer-guard-marked-by-why = { $name }: oznaczył(a) { $coordinator } ({ $reason })
composer-guard-team-recent =
    { $count ->
        [one] { $count } odbiorca dostał
        [few] { $count } odbiorcy dostali
        [many] { $count } odbiorców dostało
       *[other] { $count } odbiorców dostało
    } wiadomość od członków zespołu w ciągu { $days ->
        [one] ostatniego dnia
        [few] ostatnich { $days } dni
        [many] ostatnich { $days } dni
       *[other] ostatnich { $days } dni
    }:
composer-guard-claimed =
    { $count ->
        [one] { $count } odbiorca właśnie dostaje wiadomość od kogoś z zespołu i zostaje pominięty:
        [few] { $count } odbiorcy właśnie dostają wiadomość od kogoś z zespołu i zostają pominięci:
        [many] { $count } odbiorców właśnie dostaje wiadomość od kogoś z zespołu i zostaje pominiętych:
       *[other] { $count } odbiorców właśnie dostaje wiadomość od kogoś z zespołu i zostaje pominiętych:
    }
composer-guard-team-checked = Sprawdzono w bazie zespołu na { $host }.
composer-guard-leave-out = Pomiń ich
    .hover = Wysyłka tylko do pozostałych odbiorców
    .nobody-else = Nie zostałby nikt inny, do kogo można wysłać
composer-guard-send-too = Wyślij także do nich
    .hover = Wysyłka do wszystkich odbiorców nieoznaczonych „nie kontaktować”

## Ostatnio wysłane zadanie

composer-job-going = Zadanie wysyłki { $id } jest w skrzynce nadawczej…
composer-job = Zadanie wysyłki { $id }
composer-job-progress =
    { $total ->
        [one] Wykonano { $done } z { $total } żądania
        [few] Wykonano { $done } z { $total } żądań
        [many] Wykonano { $done } z { $total } żądań
       *[other] Wykonano { $done } z { $total } żądań
    }
composer-job-recipients = Odbiorcy: { $people }
composer-open-in-outbox = Otwórz w skrzynce nadawczej
composer-compose-again =
    { $count ->
        [one] Napisz ponownie do { $count } nieosiągniętego odbiorcy
        [few] Napisz ponownie do { $count } nieosiągniętych odbiorców
        [many] Napisz ponownie do { $count } nieosiągniętych odbiorców
       *[other] Napisz ponownie do { $count } nieosiągniętych odbiorców
    }
    .busy = Najpierw wyślij lub wyczyść wiadomość, którą piszesz
composer-hide-progress = Ukryj postęp
composer-may-have-received =
    { $count ->
        [one] { $count } odbiorca mógł ją otrzymać: odpowiedź na jego żądanie zaginęła. Nie zostanie wysłana ponownie, chyba że tak zdecydujesz w skrzynce nadawczej.
        [few] { $count } odbiorcy mogli ją otrzymać: odpowiedź na ich żądanie zaginęła. Nie zostanie wysłana ponownie, chyba że tak zdecydujesz w skrzynce nadawczej.
        [many] { $count } odbiorców mogło ją otrzymać: odpowiedź na ich żądanie zaginęła. Nie zostanie wysłana ponownie, chyba że tak zdecydujesz w skrzynce nadawczej.
       *[other] { $count } odbiorców mogło ją otrzymać: odpowiedź na ich żądanie zaginęła. Nie zostanie wysłana ponownie, chyba że tak zdecydujesz w skrzynce nadawczej.
    }

## Dlaczego nic nie wysłano

composer-check-failed = Nic nie wysłano: nie udało się sprawdzić odbiorców pod kątem oznaczeń „nie kontaktować” i niedawnych wiadomości. Twoja wiadomość nadal tu jest.
composer-outbox-refused = Nic nie wysłano: skrzynka nadawcza nie mogła przyjąć zadania wysyłki. Twoja wiadomość nadal tu jest.
composer-closed-while-creating = Połączenie zostało zamknięte, zanim skrzynka nadawcza potwierdziła zadanie wysyłki. Przed ponownym wysłaniem sprawdź skrzynkę nadawczą: zadanie mogło zostać utworzone.
composer-closed-while-checking = Połączenie zostało zamknięte, zanim baza zespołu odpowiedziała. Nic nie wysłano; twoja wiadomość nadal tu jest.
composer-guard-recent-waiting = czeka w zadaniu wysyłki { $job }, które wyśle ją po uruchomieniu
composer-guard-recent-sent = { $ago } (zadanie wysyłki { $job })
composer-guard-recent-perhaps = być może { $ago } (zadanie wysyłki { $job }; odpowiedź nie nadeszła)
composer-team-contact-sent = wiadomość od { $by } { $ago } (zadanie wysyłki „{ $subject }”)
composer-team-contact-pending = wiadomość od { $by } { $ago } (zadanie wysyłki „{ $subject }”; wstrzymana przez katalog lub czeka na wysłanie)
composer-team-contact-unknown = być może wiadomość od { $by } { $ago } (zadanie wysyłki „{ $subject }”; odpowiedź nie nadeszła)
composer-team-claim = { $by } wysyła teraz wiadomość (zadanie wysyłki „{ $subject }”, rozpoczęte { $ago })
composer-team-claim-no-subject = { $by } wysyła teraz wiadomość (rozpoczęte { $ago })
