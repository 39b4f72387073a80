# Werte aus dem Verzeichnis und von der Uhr in den Worten des Fensters.

## Die Sprachen, in dieser Sprache benannt

value-language-en-US = Englisch
value-language-de-DE = Deutsch
value-language-fr-FR = Französisch
value-language-es-ES = Spanisch
value-language-pl-PL = Polnisch
value-language-zh-CN = Chinesisch (vereinfacht)
value-language-en-XA = Pseudo-Englisch

## Mitgliedschaft bei ProZ.com, ihre Art und das Certified PRO Network

value-membership-active = Aktives Mitglied
value-membership-expired = Mitgliedschaft abgelaufen
value-membership-none = Kein Mitglied
value-cpn-current = Aktuell
value-cpn-not_current = Nicht aktuell

## Kontoarten des Verzeichnisses

value-account-type-1 = Übersetzungsagentur/-unternehmen
value-account-type-2 = Freiberufliche/r Übersetzer/in und/oder Dolmetscher/in
value-account-type-3 = Freiberufler/in und Auftraggeber/in
value-account-type-other = Andere Kontoart

## Dauern

value-days = { $count ->
    [one] { $count } Tag
   *[other] { $count } Tage
}
value-hours = { $count } Std.
value-minutes = { $count } Min.
value-seconds = { $count } Sek.
# A time in UTC, $time as the locale writes it.
value-time-utc = { $time } UTC
value-duration-join = { $larger } { $smaller }
