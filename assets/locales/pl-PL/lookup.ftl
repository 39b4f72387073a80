# Karta wyszukiwania UUID: pole do wklejania, trwające wyszukiwanie i tabela wyników z
# kolumnami dostawcy.

## Pole do wklejania

lookup-paste-label = UUID, linki do profili, CSV lub tekst e-maila:
lookup-paste-hint = Wklej jeden UUID lub setki, z dowolnego tekstu (Ctrl+L)
lookup-look-up = Wyszukaj
lookup-clear-table = Wyczyść tabelę
lookup-paste-samples = Wklej przykładowe UUID
    .hover = 25 freelancerów z wbudowanej piaskownicy
lookup-not-uuids =
    { $count ->
        [one] { $count } element nie jest UUID
        [few] { $count } elementy nie są UUID
        [many] { $count } elementów nie jest UUID
       *[other] { $count } elementu nie jest UUID
    }
lookup-paste-nothing-new = Brak nowych UUID w tym tekście.
lookup-paste-new =
    { $count ->
        [one] { $count } nowy UUID
        [few] { $count } nowe UUID
        [many] { $count } nowych UUID
       *[other] { $count } nowego UUID
    }
lookup-paste-new-duplicates =
    { $count ->
        [one] { $count } nowy UUID
        [few] { $count } nowe UUID
        [many] { $count } nowych UUID
       *[other] { $count } nowego UUID
    }, pominięte duplikaty: { $duplicates }
lookup-paste-new-invalid =
    { $count ->
        [one] { $count } nowy UUID
        [few] { $count } nowe UUID
        [many] { $count } nowych UUID
       *[other] { $count } nowego UUID
    }, elementy niebędące UUID: { $invalid } (lista poniżej)
lookup-paste-new-duplicates-invalid =
    { $count ->
        [one] { $count } nowy UUID
        [few] { $count } nowe UUID
        [many] { $count } nowych UUID
       *[other] { $count } nowego UUID
    }, pominięte duplikaty: { $duplicates }, elementy niebędące UUID: { $invalid } (lista poniżej)
lookup-imported = Zaimportowano UUID z pliku { $file_name }: { $count }. Kliknij „Wyszukaj”.
lookup-imported-with-invalid = Zaimportowano UUID z pliku { $file_name }: { $count }; elementy niebędące UUID: { $invalid }. Kliknij „Wyszukaj”.

## Trwające wyszukiwanie

lookup-progress = gotowe: { $done }, nieudane: { $failed }, pozostało: { $left }
lookup-cancel = Anuluj
lookup-finished = Wyszukiwanie zakończone: znaleziono { $found }, nieudane: { $failed }.
lookup-cancelled = Wyszukiwanie anulowane: znaleziono { $found }, nieudane: { $failed }, niewyszukane: { $left }.
lookup-stopped = Wyszukiwanie przerwane. { $reason }
lookup-not-found-why = Katalog nie zawiera freelancera o tym UUID.
lookup-not-looked-up = Nie wyszukano: wyszukiwanie zostało przerwane.

## Pasek nad tabelą

lookup-filter = Filtr:
lookup-filter-hint = nazwa, kraj, język, kod…
lookup-rows = wiersze: { $shown } z { $total }, zaznaczone: { $selected }
lookup-select-all-filtered = Zaznacz przefiltrowane
lookup-clear-selection = Wyczyść zaznaczenie
lookup-add-to-recipients = Dodaj zaznaczone do odbiorców
lookup-offer-job = Zaproponuj zlecenie…
    .hover = Proponuje zlecenie zaznaczonym tłumaczom, falami, aż ktoś przyjmie
lookup-export-csv = Eksportuj CSV
lookup-show-local-time = Pokaż czas lokalny
    .hover = Pokaż czas lokalny i przesunięcie względem UTC każdego freelancera
lookup-show-vendor-columns = Pokaż kolumny dostawcy
    .hover = Pokaż status, tagi, ostatni kontakt i odpowiadanie na oferty każdego freelancera
lookup-show-availability = Pokaż dzisiejszą dostępność

## Kolumny tabeli oraz nagłówki eksportu dla kodów obok nich

lookup-column-name = Nazwa
lookup-column-account-type = Typ konta
lookup-column-country = Kraj
lookup-column-pairs = Pary językowe
lookup-column-membership = Członkostwo
lookup-column-state = Stan
lookup-column-local-time = Czas lokalny
lookup-column-status = Status
lookup-column-tags = Tagi
lookup-column-last-contacted = Ostatni kontakt
lookup-column-responsiveness = Odpowiadanie
lookup-responsiveness = odpowiedź na { $answered } z { $offered }
lookup-responsiveness-median = odpowiedź na { $answered } z { $offered }, mediana { $median }
lookup-responsiveness-last = { $record }. { $last }
lookup-column-available-today = Dostępność dziś
lookup-codes-account-type = Kod typu konta
lookup-codes-country = Kod kraju
lookup-codes-pairs = Kody par językowych

## Wiersze tabeli

lookup-select-row = Zaznacz
lookup-do-not-contact = ⛔ nie kontaktować
    .hover = Oznaczono „nie kontaktować”: pomijany we wszystkich wiadomościach
lookup-state-loading = wczytywanie
lookup-state-loaded = wczytano
lookup-state-not-found = nie znaleziono
lookup-state-not-allowed = brak dostępu
lookup-state-error = błąd: { $reason }
lookup-country-with-code = { $name } (kod kraju { $code })
lookup-account-type-with-code = { $name } (typ konta { $code })
lookup-local-time = { $time } czasu lokalnego, { $offset }

## Kolumny dostawcy i ich menu

lookup-vendor-menu = Dostawca ▾
    .hover = Zmień karty dostawcy zaznaczonych wierszy
lookup-vendor-set-status = Ustaw status
lookup-vendor-no-status = Bez statusu
lookup-vendor-tag-to-add = Nowy tag
lookup-vendor-add-tag = Dodaj tag do zaznaczonych
lookup-vendor-remove-tag = Usuń tag
lookup-vendor-no-tags = Zaznaczone wiersze nie mają tagów.
