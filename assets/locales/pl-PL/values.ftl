# Wartości z katalogu i z zegara w języku okna.

## Języki, nazwane w tym języku

value-language-en-US = Angielski
value-language-de-DE = Niemiecki
value-language-fr-FR = Francuski
value-language-es-ES = Hiszpański
value-language-pl-PL = Polski
value-language-zh-CN = Chiński (uproszczony)
value-language-en-XA = Pseudoangielski

## Członkostwo w ProZ.com, jego rodzaj i Certified PRO Network

value-membership-active = Aktywny członek
value-membership-expired = Członkostwo wygasło
value-membership-none = Nie jest członkiem
value-cpn-current = Aktualny
value-cpn-not_current = Nieaktualny

## Rodzaje kont katalogu

value-account-type-1 = Biuro/firma tłumaczeniowa
value-account-type-2 = Niezależny tłumacz i/lub tłumacz ustny
value-account-type-3 = Freelancer i zleceniodawca
value-account-type-other = Inny rodzaj konta

## Czas trwania

value-days = { $count ->
    [one] { $count } dzień
    [few] { $count } dni
    [many] { $count } dni
   *[other] { $count } dni
}
value-hours = { $count } godz.
value-minutes = { $count } min
value-seconds = { $count } s
# A time in UTC, $time as the locale writes it.
value-time-utc = { $time } UTC
value-duration-join = { $larger } { $smaller }
