# Karta wyszukiwania: formularz, wyniki i listy kodów katalogu (widoczne na karcie Konto,
# używane przez pola wyboru formularza).

## Formularz

search-from = Z:
search-to = Na:
search-swap = Zamień języki
search-service = Usługa:
search-discipline = Dziedzina:
search-specific-discipline = Dziedzina szczegółowa:
search-native-language = Język ojczysty:
search-country = Kraj:
search-specific-wins = Wyszukiwana jest dziedzina szczegółowa: katalog pomija ogólną.
search-members-only = Tylko członkowie
search-pair-priority = Priorytet pary:
search-priority-first = pierwsza para
search-priority-top = wśród pierwszych { $count }
search-credential = Poświadczenie w parze:
search-credential-reported = zgłoszone
search-credential-verified = zweryfikowane
search-years = Lata w katalogu:
search-years-at-least = co najmniej { $count }
search-pair-cpn = Certified PRO Network w parze
search-any = dowolne
search-type-to-choose = wpisz, aby wybrać
search-none-called =
    { $kind ->
        [language] Brak języka o tej nazwie
        [country] Brak kraju o tej nazwie
        [service] Brak usługi o tej nazwie
        [discipline] Brak dziedziny o tej nazwie
        [specific-discipline] Brak dziedziny szczegółowej o tej nazwie
       *[account-type] Brak typu konta o tej nazwie
    }
search-search = Szukaj
search-choose-languages = Wybierz języki do wyszukiwania.
search-foreign-codes = Kod spoza tego katalogu: { $codes } (zachowany z wcześniejszych ustawień). Wybierz język ponownie.

## Wyniki

search-total =
    { $count ->
        [one] { $count } wynik dla { $pair }
        [few] { $count } wyniki dla { $pair }
        [many] { $count } wyników dla { $pair }
       *[other] { $count } wyniku dla { $pair }
    }
search-total-capped =
    { $count ->
        [one] { $count } wynik dla { $pair }; katalog pokazuje pierwsze { $max }
        [few] { $count } wyniki dla { $pair }; katalog pokazuje pierwsze { $max }
        [many] { $count } wyników dla { $pair }; katalog pokazuje pierwsze { $max }
       *[other] { $count } wyniku dla { $pair }; katalog pokazuje pierwsze { $max }
    }
search-showing = pokazano { $first }–{ $last }
search-previous-page = Poprzednia strona
search-next-page = Następna strona
search-pair-guessed = Uwaga: zapytano o `{ $pair }`: ten katalog nie opublikował swoich kodów języków.
search-ranking = Najpierw członkowie, potem pozostali, w kolejności ustalonej przez katalog (KudoZ, opinie, poświadczenia, specjalizacja).
search-add-page = Dodaj te wyniki do tabeli ({ $count })
    .hover = Wyniki z tej strony trafią do tabeli na karcie wyszukiwania UUID.
search-offer-job = Zaproponuj zlecenie…
    .hover = Otwiera ofertę z wynikami z tej strony jako kandydatami, w kolejności katalogu.
search-fetching = Pobieranie wyników: { $fetched } z { $wanted }
search-cancel = Anuluj
search-add-all =
    { $count ->
        [one] Dodaj { $count } wynik do odbiorców
        [few] Dodaj wszystkie { $count } wyniki do odbiorców
        [many] Dodaj wszystkie { $count } wyników do odbiorców
       *[other] Dodaj wszystkie { $count } wyniku do odbiorców
    }
    .hover = Wszystkie wyniki (katalog podaje najwyżej 1000) trafią do odbiorców wiadomości.
search-not-available = Ten katalog nie obsługuje wyszukiwania freelancerów. Wyszukaj freelancerów według UUID.
search-fetch-cancelled = Anulowano pobieranie wyników: nie dodano odbiorców.
search-fetch-failed = Nie udało się pobrać wszystkich wyników, więc nie dodano odbiorców. { $reason }
search-no-matches-on-page = Brak wyników na tej stronie.
search-column-name = Nazwa
search-column-country = Kraj
search-column-native-language = Język ojczysty
search-column-kudoz = KudoZ w parze
    .hover = Punkty KudoZ freelancera w tej parze. Kliknij, aby posortować według nich; ponownie, aby przywrócić kolejność katalogu.
search-no-name = (bez nazwy)

## Listy kodów

search-code-lists = Listy kodów
search-code-lists-asking = Pobieranie list kodów z katalogu…
search-code-lists-languages = Języki
search-code-lists-services = Usługi
search-code-lists-account-types = Typy kont
search-code-lists-served = udostępniona przez ten katalog ({ $count })
search-code-lists-guessed = nieopublikowana: wbudowane nazwy, kody odgadnięte
search-select-row = Zaznacz
search-add-selected = Dodaj zaznaczone do tabeli ({ $count })
search-offer-selected = Zaproponuj zlecenie zaznaczonym ({ $count })…
