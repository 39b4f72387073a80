# Szczegóły obok tabeli wyników.

inspector-select-row = Wybierz wiersz, aby zobaczyć szczegóły freelancera.
inspector-copy-uuid = Kopiuj UUID
inspector-refresh = Odśwież
inspector-do-not-contact = ⛔ Oznaczono jako „nie kontaktować”: nie otrzyma żadnej wiadomości.
inspector-looking-up = Wyszukiwanie…
inspector-not-found = Nie znaleziono
inspector-not-allowed = Brak dostępu
inspector-lookup-failed = Nie udało się wyszukać

## Co ta aplikacja wysłała już temu freelancerowi.

inspector-history-failed = Nie udało się odczytać wcześniejszych wysyłek.
inspector-history-none = Brak wcześniejszych wiadomości stąd w tym katalogu.
inspector-history-title = Wcześniejsze wiadomości ({ $count })
inspector-history-entry =
    { $at } · { $state ->
        [pending] oczekuje na sprawdzenie
       *[sent] wysłano
    } · „{ $subject }” (zadanie wysyłki { $job })
inspector-history-more =
    { $count ->
        [one] …i { $count } wcześniejsze: zob. skrzynkę nadawczą
        [few] …i { $count } wcześniejsze: zob. skrzynkę nadawczą
        [many] …i { $count } wcześniejszych: zob. skrzynkę nadawczą
       *[other] …i { $count } wcześniejszego: zob. skrzynkę nadawczą
    }

## Sekcje profilu.

inspector-name-not-shown = (nie podano nazwy)
inspector-open-profile = Otwórz stronę profilu
inspector-identity = Tożsamość
inspector-account-type = Typ konta
inspector-account-type-code = typ konta { $code }
inspector-experience = Lata doświadczenia
inspector-native-language = Język ojczysty
inspector-contact = Kontakt
inspector-name = Imię i nazwisko
inspector-company = Firma
inspector-email = E-mail
inspector-phone = Telefon
inspector-mobile = Komórka
inspector-country = Kraj
inspector-country-code = kod kraju { $code }
inspector-time-zone = Strefa czasowa
inspector-local-time = Czas lokalny
inspector-city = Miasto
inspector-website = Strona WWW
inspector-skype = Skype
inspector-twitter = Twitter
inspector-skills = Umiejętności
inspector-language-pairs = Pary językowe
inspector-none-listed = brak
inspector-not-shown = nie podano
inspector-pair = { $pair }: { $services }
inspector-no-services = brak usług
inspector-pair-codes = para { $pair }; usługi { $services }
inspector-disciplines = Dziedziny
inspector-discipline-level = { $name } ({ $level })
inspector-level-not-shown = nie podano poziomu
inspector-discipline-id =
    { $kind ->
        [specific-discipline] dziedzina szczegółowa { $id }
       *[discipline] dziedzina { $id }
    }
inspector-discipline-id-not-shown =
    { $kind ->
        [specific-discipline] nie podano id dziedziny szczegółowej
       *[discipline] nie podano id dziedziny
    }
inspector-membership = Członkostwo
inspector-status = Status
inspector-expires = Wygasa
inspector-expired = Wygasło
inspector-certified-pro = Certified PRO
inspector-plus-package = Pakiet Plus
inspector-yes = tak
inspector-no = nie
inspector-other-fields = Inne pola ({ $count })
inspector-raw-json = Surowy JSON
inspector-copy-json = Kopiuj JSON
inspector-history-open-job = Otwórz to zadanie wysyłki w skrzynce nadawczej
