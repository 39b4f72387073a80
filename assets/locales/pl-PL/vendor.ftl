# Karta dostawcy w szczegółach: co agencja przechowuje o freelancerze.

vendor-summary =
    Karta dostawcy: { $status } · { $tags ->
        [one] { $tags } tag
        [few] { $tags } tagi
        [many] { $tags } tagów
       *[other] { $tags } taga
    } · { $notes ->
        [one] { $notes } notatka
        [few] { $notes } notatki
        [many] { $notes } notatek
       *[other] { $notes } notatki
    } · { $rates ->
        [one] { $rates } stawka
        [few] { $rates } stawki
        [many] { $rates } stawek
       *[other] { $rates } stawki
    }
vendor-no-status = brak statusu
vendor-status-active = Aktywny
vendor-status-potential = Potencjalny
vendor-status-on-hold = Wstrzymany
vendor-status-too-expensive = Za drogi
vendor-status-do-not-contact = Nie kontaktować
vendor-not-saved = Zmiana nie została zapisana; nic nie zmieniono.
vendor-reading = Odczytywanie karty dostawcy…
vendor-read-failed = Nie udało się odczytać karty dostawcy.

## Kiedy ostatnio wysłano wiadomość do freelancera z tego środowiska.

vendor-ago-now = przed chwilą
vendor-ago-minutes =
    { $count ->
        [one] { $count } minutę temu
        [few] { $count } minuty temu
        [many] { $count } minut temu
       *[other] { $count } minuty temu
    }
vendor-ago-hours =
    { $count ->
        [one] { $count } godzinę temu
        [few] { $count } godziny temu
        [many] { $count } godzin temu
       *[other] { $count } godziny temu
    }
vendor-ago-days =
    { $count ->
        [one] { $count } dzień temu
        [few] { $count } dni temu
        [many] { $count } dni temu
       *[other] { $count } dnia temu
    }

## Status, tagi i notatki.

vendor-status = Status
vendor-status-none = brak
vendor-tags = Tagi
vendor-tags-none = brak
vendor-remove-tag = Usuń ten tag
vendor-new-tag = Nowy tag
    .hint = np. prawo
vendor-add-tag = Dodaj tag
vendor-notes = Notatki ({ $count })
vendor-edit-note = Edytuj
vendor-delete-note = Usuń
vendor-new-note = Nowa notatka
    .hint = Co ustalono, jak pracuje…
vendor-add-note = Dodaj notatkę
vendor-editing-note = Edycja notatki
vendor-save-note = Zapisz
vendor-cancel = Anuluj

## Stawki.

vendor-rates = Stawki ({ $count })
vendor-rate =
    { $amount } { $currency } za { $unit ->
        [hour] godzinę
        [page] stronę
        [minute] minutę
        [job] zlecenie
       *[word] słowo
    }
vendor-delete-rate = Usuń stawkę
vendor-rate-pair = Para językowa
vendor-rate-service = Usługa
vendor-rate-amount = Kwota
vendor-rate-currency = Waluta
vendor-rate-per = Za
vendor-rate-unit =
    { $unit ->
        [hour] godzinę
        [page] stronę
        [minute] minutę
        [job] zlecenie
       *[word] słowo
    }
vendor-add-rate = Dodaj stawkę

## Dlaczego wpisana wartość została odrzucona.

vendor-invalid-tag-empty = tag nie może być pusty
vendor-invalid-tag-too-long =
    tag „{ $tag }” może mieć najwyżej { $max } { $max ->
        [one] znak
        [few] znaki
        [many] znaków
       *[other] znaku
    }
vendor-invalid-tag-separator = tag „{ $tag }” nie może zawierać „;” ani podziałów wiersza („;” oddziela tagi w plikach)
vendor-invalid-note-empty = notatka nie może być pusta
vendor-invalid-note-too-long =
    notatka może mieć najwyżej { $max } { $max ->
        [one] znak
        [few] znaki
        [many] znaków
       *[other] znaku
    }
vendor-invalid-amount-empty = „{ $typed }” to nie kwota: należy ją wpisać cyframi, np. 0,08 lub 45
vendor-invalid-amount-not-digits = „{ $typed }” to nie kwota: należy użyć cyfr oraz przecinka lub kropki, np. 0,08 lub 45 (bez symboli waluty i minusa)
vendor-invalid-amount-ambiguous = „{ $typed }” jest niejednoznaczne (separator tysięcy czy część dziesiętna?): należy wpisać część dziesiętną po przecinku (np. 12,5) lub pominąć separator tysięcy (np. 12500)
vendor-invalid-amount-too-large = „{ $typed }” to nie kwota: jest za duża
vendor-invalid-amount-too-precise =
    „{ $typed }” to nie kwota: najwyżej { $max } { $max ->
        [one] cyfra
        [few] cyfry
        [many] cyfr
       *[other] cyfry
    } po przecinku
vendor-invalid-currency = „{ $typed }” to nie kod waluty; należy wpisać kod ISO 4217, np. EUR, USD lub GBP
vendor-invalid-pair-code = „{ $pair }” nie jest kodem pary językowej takim jak eng_deu
vendor-invalid-service-id = „{ $service }” nie jest identyfikatorem usługi
vendor-no-language = nie znaleziono języka „{ $typed }”
vendor-no-country = nie znaleziono kraju „{ $typed }”
vendor-no-service = nie znaleziono usługi „{ $typed }”
vendor-no-discipline = nie znaleziono dziedziny „{ $typed }”
vendor-no-specific-discipline = nie znaleziono dziedziny szczegółowej „{ $typed }”
vendor-no-account-type = nie znaleziono typu konta „{ $typed }”
vendor-did-you-mean = { $missing }; czy chodziło o { $names }?
vendor-names-or = { $first } lub { $last }
vendor-not-a-pair = „{ $typed }” nie jest parą językową; należy ją wpisać w postaci źródłowy_docelowy, np. eng_deu
