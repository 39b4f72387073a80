# Panel „Oferty”: zlecenie proponowane falami uszeregowanym tłumaczom, aż ktoś przyjmie.

## Tablica

offers-reading = Wczytywanie ofert…
offers-unlisted = Nie udało się wczytać ofert.
offers-unreadable-line = Ta wersja nie może odczytać oferty { $offer }, więc oferta nie jest prowadzona dalej; pozostałe działają normalnie.
offers-open = Otwarte oferty ({ $count })
offers-none-open = Brak otwartych ofert w tym katalogu.
offers-card-title = Oferta { $offer }: { $title }
offers-wave =
    { $wave ->
        [0] Jeszcze bez fali (łącznie około { $waves })
       *[other] Fala { $wave } z około { $waves }
    }
offers-at = { $time } (za { $left })
offers-next-now = Następny krok teraz
offers-next-wave-at = Następna fala o { $when }
offers-working-hours-at = Czeka na godziny pracy: następna wiadomość o { $when }
offers-working-hours = Czeka na godziny pracy tłumaczy
offers-next-send-theirs = { $when }; u nich: { $theirs } ({ $zone })
offers-wave-waits = Oferta { $offer }: nowa fala czeka na godziny pracy; jej następna wiadomość wychodzi o { $when }.
offers-event-wave-waits = Zaczęła się fala; jej następna wiadomość wychodzi o { $when }
offers-journal = Historia
offers-held = Wstrzymana: żadna fala nie wyjdzie, dopóki jej nie wznowisz
offers-undelivered = Żadna wiadomość tej fali do nikogo nie dotarła: sprawdź skrzynkę nadawczą, a potem wyślij następną falę ręcznie
offers-sending = Wiadomości w drodze
offers-choosing-until = Ktoś przyjął: wybierz do { $when }, kto dostanie zlecenie
offers-choosing = Ktoś przyjął: wybierz, kto dostanie zlecenie
offers-last-wave-until = Zaproponowano wszystkim; oczekiwanie ostatniej fali kończy się o { $when }
offers-over = Zakończona
offers-late-answers-until = Zaproponowano wszystkim, nikt jeszcze nie przyjął: późna zgoda może jeszcze dostać zlecenie do terminu, { $when }
offers-late-answers = Zaproponowano wszystkim, nikt jeszcze nie przyjął: późna zgoda może jeszcze dostać zlecenie
offers-answers = Przyjęli { $accepted } · odmówili { $declined } · pytania { $question } · bez odpowiedzi { $none }
offers-next-candidate = Następny w kolejce: { $name }
offers-trouble = Skrzynka nadawcza nie mogła wykonać ostatniego kroku tej oferty; spróbuje ponownie za minutę.

## Sterowanie

offers-hold = Wstrzymaj
offers-hold-hint = Żadna fala nie wyjdzie sama, dopóki nie wznowisz oferty.
offers-let-go = Wznów
offers-let-go-hint = Fale znów wychodzą w swoim terminie.
offers-next-wave-now = Wyślij następną falę teraz
    .hover = Otwiera następną falę od razu, bez czekania na koniec tej; jej wiadomości nadal wychodzą tylko zgodnie z zasadami oferty (godziny pracy, nie kontaktować, termin).
    .held = Oferta jest wstrzymana: najpierw ją wznów.
    .choosing = Ktoś przyjął: wybierz, kto dostanie zlecenie, albo poczekaj na koniec czasu na wybór.
    .nobody = Zlecenie zaproponowano już wszystkim.
offers-cancel = Anuluj ofertę…
offers-cancel-confirm = Anulować tę ofertę? Żadna fala już nie wyjdzie, a wszyscy, którym ją zaproponowano i którzy nie odmówili, zostaną powiadomieni.
offers-cancel-yes = Tak, anuluj
offers-cancel-keep = Zostaw

## Kandydaci

offers-column-name = Tłumacz
offers-column-wave = Fala
offers-column-message = Wiadomość
offers-column-reach = Doręczenie
offers-column-answer = Odpowiedź
offers-sent-at = wysłano
offers-due-at = wyjdzie
offers-time-both = { $when } { $ours } (u nich: { $theirs })
offers-time-ours = { $when } { $ours }
offers-reach-not-offered = jeszcze nie zaproponowano
offers-reach-going = w drodze
offers-reach-reached = doręczono
offers-reach-maybe = mogła dotrzeć
offers-reach-not-reached = nie doręczono
offers-left-out-do-not-contact = pominięty: oznaczony „nie kontaktować”
offers-left-out-gone = pominięty: nie ma go już w katalogu
offers-left-out-claimed = pominięty: { $by } właśnie do niego pisze
offers-left-out-not-sent = pominięty: nie udało się zapisać wiadomości
offers-left-out-never-reached = oferta do nich nie dotarła, więc nie dostaną wiadomości o jej zakończeniu
offers-answer-accepted = Przyjął
offers-answer-declined = Odmówił
offers-answer-question = Pytanie
offers-answer-none = Brak odpowiedzi
offers-answered = { $answer } ({ $at })
offers-inspector-heading = Oferty
offers-responsiveness = Odpowiedzi na oferty: { $answered } z { $offered }, przyjęte: { $accepted }
# $counts: offers-responsiveness; $median: a duration like 2h or 1h30m.
offers-responsiveness-median = { $counts }; mediana czasu odpowiedzi: { $median }
offers-responsiveness-in-pair = { $pair }: { $record }
# $ago: how long ago (vendor-ago-…); $by: who recorded the answer (a colleague's name).
offers-last-answer = Ostatnia odpowiedź { $ago }.
offers-last-answer-by = Ostatnia odpowiedź { $ago }, zapisana przez: { $by }.
offers-give-job = Przydziel zlecenie

## Wklejona odpowiedź

offers-paste-reply = Wklej odpowiedź
offers-paste-hint = Wklej tekst odpowiedzi e-mail na tę ofertę
offers-reply-from = Ta odpowiedź jest od: { $name }.
offers-reply-proposes = Wygląda na: { $answer }
offers-record-as = Zapisz „{ $answer }”
offers-reply-nobody = Odpowiedź nie wskazuje żadnego kandydata, któremu zaproponowano zlecenie (brak UUID, linku do profilu czy pełnego imienia i nazwiska).
offers-reply-several = Odpowiedź może pochodzić od kilku kandydatów: wybierz, od kogo.

## Zakończone oferty

offers-history = Historia ({ $count })
offers-history-title =
    Oferta { $offer }: { $title } ({ $state ->
        [filled] przydzielona
        [cancelled] anulowana
        [expired] termin minął
       *[other] nikt nie przyjął
    })
offers-given-to = Zlecenie otrzymał(a): { $name }.
# $when: a time and how long until it (offers-at).
offers-filled-undo-until = Oferta { $offer } trafiła do: { $name }; pozostali dostaną wiadomość { $when }.
offers-filled-undo = Oferta { $offer } trafiła do: { $name }; nikt jeszcze nie dostał wiadomości.
offers-undo-fill = Cofnij
offers-event-answer = { $name } odpowiedział(a): { $answer }
offers-event =
    { $kind ->
        [created] Utworzono ofertę
        [wave] Rozpoczęła się fala
        [offered] Zaproponowano: { $name }
        [left_out] Pominięto: { $name }
        [filled] Przydzielono: { $name }
        [cancelled] Anulowano
        [exhausted] Zaproponowano wszystkim, nikt nie przyjął
        [expired] Termin minął: koniec fal
        [fill_undone] Przydział cofnięty
        [held] Wstrzymano
        [let_go] Wznowiono
        [next_wave_asked] Poproszono o następną falę od razu
        [closing] Wiadomość zamykająca do: { $name }
        [closing_skipped] Bez wiadomości zamykającej do: { $name }
        [recent_included] Zaoferowano { $name } mimo niedawnej wiadomości, na Twoje słowo
        [recent_left_out] Niedawno kontaktowani kandydaci pominięci, na Twoje słowo
       *[other] { $kind } { $name }
    }

## Komunikaty

offers-unreadable = Nie udało się wczytać oferty { $offer }.
offers-change-refused = Oferta { $offer } nie została zmieniona.
offers-filled-news = Oferta { $offer } jest przydzielona.
offers-already-recorded = Ta odpowiedź była już zapisana ({ $at }); nie liczy się jej dwa razy.
offers-answer-after-close =
    Odpowiedź zapisano, ale oferta była już { $state ->
        [filled] przydzielona
        [cancelled] anulowana
       *[other] zakończona
    }.

## Okno „Zaproponuj zlecenie…”

offers-form-heading = Zaproponuj zlecenie
offers-form-title = Tytuł
offers-form-pair-from = Para z:
offers-form-pair-to = Para na:
offers-form-service = Usługa
offers-form-volume = Objętość
offers-form-rate = Stawka
offers-form-deadline-date = Termin (data, twój czas)
offers-form-date-hint = RRRR-MM-DD lub puste, jeśli brak
offers-form-deadline-time = Termin (godzina, twój czas)
offers-form-sender-name = Twoje imię i nazwisko
offers-form-sender-email = Twój e-mail
offers-form-subject = Temat
offers-form-body = Wiadomość
offers-form-wave-size-label = Tłumaczy na falę
offers-form-wave-wait = Czas oczekiwania na falę
offers-form-send-when = Wyślij:
offers-form-working-hours = w ich godzinach pracy
offers-form-now = od razu
offers-form-who-fills = Kto dostaje zlecenie:
offers-form-first-accept = pierwszy, kto przyjmie
offers-form-i-pick = wybieram spośród tych, którzy przyjmą
offers-form-pick-within = Czas na wybór
offers-form-candidates = Kandydaci w kolejności oferty ({ $count })
offers-form-rank = Uszereguj
    .hover = Porządkuje: najpierw przypięci, potem według statusu dostawcy (aktywny, potencjalny, brak, wstrzymany lub za drogi), potem według dostępności w dniach oferty, a potem według tego, jak dobrze odpowiadają na oferty (w parze językowej zlecenia, jeśli już im w niej coś oferowano)
offers-form-asking-availability = Pobieranie ich dostępności z katalogu…
# $percent: 0 to 100, their mean availability on the offer's days.
offers-form-free = wolny w { $percent }%
offers-form-availability-unknown = —
offers-form-availability =
    .hover = Jaka część ich dni roboczych od dziś do dnia terminu jest wolna (bez terminu: najbliższe 5 dni roboczych), według tego, co podali w katalogu; — gdy nie wiadomo
offers-form-no-account = Jeszcze nie zalogowano: ofertę można zapisać, gdy katalog potwierdzi, kim jesteś.
offers-form-left-out-marked = Pominięci, oznaczeni „nie kontaktować”: { $count }
offers-form-left-out-beyond = Pominięci ponad { $most }, ilu może mieć oferta: { $count }
offers-form-pinned = Najpierw
offers-form-up = W górę
offers-form-down = W dół
offers-form-save = Utwórz ofertę
    .hover = Pokazuje, kto dostanie pierwszą falę i kiedy, zanim cokolwiek zostanie utworzone lub wysłane
offers-form-close = Zamknij
offers-form-written = Oferta { $offer } jest utworzona; jej pierwsza fala wychodzi tak, jak pokazał przegląd.
offers-form-refused = Oferta nie została utworzona:
offers-form-no-title = Nadaj zleceniu tytuł.
offers-form-no-message = Wiadomość potrzebuje tematu i treści.
offers-form-no-candidates = Zaznacz w tabeli co najmniej jednego tłumacza.
offers-form-wave-size = Fala to od 1 do { $most } tłumaczy.
offers-form-deadline-unreadable = „{ $typed }” to nie data i godzina: wpisz je jak 2026-12-01 i 17:00.
offers-form-deadline-past = Termin { $typed } już minął.
offers-form-wait-unreadable = „{ $typed }” to nie czas trwania: wpisz go jak 2h, 90m lub 1d.

## Nowa oferta ▾

offers-new-menu = Nowa oferta ▾
    .hover = Zaproponuj zlecenie zapisanej liście albo tłumaczom według ich kart dostawcy. (Zaznaczenie w tabeli i strona wyników wyszukiwania mają własne „Zaproponuj zlecenie…”).
offers-new-from-list = Z zapisanej listy
offers-new-no-lists = Brak zapisanych list
offers-new-list-entry = { $name } ({ $count })
offers-new-from-vendors = Z kart dostawców
offers-new-status = Status:
offers-new-any-status = Dowolny status
offers-new-tag = Tag:
offers-new-from-vendors-go = Zaproponuj zlecenie…
offers-new-pick-something = Wybierz status, tag albo oba.
offers-new-no-vendors = Żadna karta dostawcy nie pasuje do wybranych kryteriów.
offers-new-vendors-unreadable = Nie udało się odczytać kart dostawców.

## Problemy oferty i jej przegląd przed pierwszą falą

offers-form-pair-half = Wybierz oba języki pary albo żaden.
offers-form-pair-same = Oba języki pary są takie same.
# $name: a language the directory's own list does not have.
offers-form-pair-foreign = { $name } nie jest językiem tego katalogu: wybierz go ponownie z listy.
offers-form-fix =
    { $count ->
        [one] Popraw { $count } problem zaznaczony powyżej, aby kontynuować.
        [few] Popraw { $count } problemy zaznaczone powyżej, aby kontynuować.
        [many] Popraw { $count } problemów zaznaczonych powyżej, aby kontynuować.
       *[other] Popraw { $count } problemu zaznaczonego powyżej, aby kontynuować.
    }
offers-review-check-failed = Nie udało się sprawdzić, kto jest oznaczony lub niedawno kontaktowany; nic nie utworzono:
offers-review-heading = Przed pierwszą falą
offers-review-still-asking = Katalog jest jeszcze pytany o ich godziny pracy i strefy; czasy zaktualizują się, gdy nadejdą.
offers-review-first-wave =
    { $count ->
        [one] Pierwsza fala: { $count } freelancer
        [few] Pierwsza fala: { $count } freelancerów
        [many] Pierwsza fala: { $count } freelancerów
       *[other] Pierwsza fala: { $count } freelancera
    }
offers-review-nobody = Nie został nikt, komu można zaoferować zlecenie.
offers-review-goes-now = idzie teraz
offers-review-goes-their-hours = idzie, gdy zaczną się ich godziny pracy
offers-review-goes-later = idzie później
# $time: a date and time, with the zone it is in.
offers-review-their-time = ich czas { $time }
offers-review-your-time = Twój czas { $time }
offers-review-zone-guessed = ich strefa nieznana: przyjęto Twoją
offers-review-hours-guessed = ich godziny nieznane: przyjęto 09:00–18:00
offers-review-messaged-recently = niedawno kontaktowany
offers-review-later =
    { $count ->
        [one] Jeszcze { $count } w kolejnych falach, jeśli nikt nie przyjmie.
        [few] Jeszcze { $count } w kolejnych falach, jeśli nikt nie przyjmie.
        [many] Jeszcze { $count } w kolejnych falach, jeśli nikt nie przyjmie.
       *[other] Jeszcze { $count } w kolejnych falach, jeśli nikt nie przyjmie.
    }
offers-review-left-out =
    { $count ->
        [one] Pominięty: { $count }
        [few] Pominięci: { $count }
        [many] Pominięci: { $count }
       *[other] Pominięci: { $count }
    }
offers-review-why-do-not-contact = oznaczony „nie kontaktować”
# $coordinator: the colleague who marked them.
offers-review-why-team-do-not-contact = oznaczony „nie kontaktować” przez { $coordinator }
# $problem: why the team database could not be asked.
offers-review-team-away = Nie udało się zapytać bazy zespołu ({ $problem }); każda fala jest z nią sprawdzana przy wysyłce.
offers-review-why-recent = niedawno kontaktowany, pominięty na Twoje słowo
offers-review-recent-left-out = Zostają pominięci w ofercie.
offers-review-recent-included = Im też zostanie zaoferowane zlecenie.
offers-review-change = Zmień
offers-review-word-first = Najpierw powiedz, czy niedawno kontaktowanym też zaoferować zlecenie.
offers-review-back = Wstecz
    .hover = Z powrotem do formularza, wszystko tak, jak zostawiono
offers-review-confirm = Wyślij pierwszą falę

## The open offers' table, and the buttons for the offers and candidates selected

offers-column-offer = Oferta
offers-column-waits = Czeka na
offers-column-answers = Odpowiedzi
offers-select-offer = Zaznacz tę ofertę
offers-select-offers-first = Najpierw zaznacz oferty: kliknij wiersz; Ctrl-klik, Shift-klik lub spacja zaznaczają kolejne.
offers-hold-selected =
    { $count ->
        [0] Wstrzymaj zaznaczone oferty
        [one] Wstrzymaj zaznaczoną ofertę
        [few] Wstrzymaj { $count } zaznaczone oferty
        [many] Wstrzymaj { $count } zaznaczonych ofert
       *[other] Wstrzymaj { $count } zaznaczonych ofert
    }
    .hover = Żadna ich fala nie wyjdzie sama, dopóki ich nie wznowisz.
    .none = Zaznaczone oferty są już wstrzymane.
offers-let-go-selected =
    { $count ->
        [0] Wznów zaznaczone oferty
        [one] Wznów zaznaczoną ofertę
        [few] Wznów { $count } zaznaczone oferty
        [many] Wznów { $count } zaznaczonych ofert
       *[other] Wznów { $count } zaznaczonych ofert
    }
    .hover = Ich fale znów wychodzą w swoim terminie.
    .none = Żadna z zaznaczonych ofert nie jest wstrzymana.
offers-select-candidate = Zaznacz tego kandydata
offers-bulk-answer =
    { $count ->
        [0] Zapisz „{ $answer }” dla zaznaczonych
        [one] Zapisz „{ $answer }” dla zaznaczonego
        [few] Zapisz „{ $answer }” dla { $count } zaznaczonych
        [many] Zapisz „{ $answer }” dla { $count } zaznaczonych
       *[other] Zapisz „{ $answer }” dla { $count } zaznaczonych
    }
    .hover = Zapisane dla każdego z nich, tak jak robi to przycisk w jego wierszu.
    .none-selected = Najpierw zaznacz kandydatów: kliknij wiersz; Ctrl-klik, Shift-klik lub spacja zaznaczają kolejnych.
    .none-apply = Żadnemu z zaznaczonych nie zaoferowano jeszcze zlecenia albo każdy ma już tę odpowiedź.
    .not-open = Oferta się skończyła: jej odpowiedzi zostają bez zmian.
offers-clear-selection = Wyczyść zaznaczenie
