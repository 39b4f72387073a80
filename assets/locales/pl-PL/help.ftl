# Menu Pomoc, okno „O programie” i propozycja otwarcia raportu awarii. „Directory Desk” to
# nazwa aplikacji i nie jest tłumaczona.

help-menu = Pomoc
help-about = O programie Directory Desk
help-open-logs = Otwórz folder logów
    .hover = Pliki logów i ewentualne raporty awarii, do załączenia do zgłoszenia do pomocy technicznej
help-copy-diagnostics = Kopiuj dane diagnostyczne
    .hover = Wersja, kompilacja, system, renderer i katalog – do zgłoszenia do pomocy technicznej. Bez kluczy, tokenów i adresów e-mail.
help-could-not-make = Nie udało się utworzyć { $path }: { $problem }
help-could-not-open = Nie udało się otworzyć { $path }: { $problem }

## Okno „O programie”

help-about-description = Stanowisko pracy dla pracowników biur tłumaczeń: wyszukiwanie freelancerów w katalogu usług tłumaczeniowych i bezpieczne wysyłanie im wiadomości.
help-version = Wersja
help-build = Kompilacja
help-licence = Licencja
help-renderer = Renderer

## Po awarii

help-crash-offer = Directory Desk został ostatnio nieoczekiwanie zamknięty. Zapisano raport awarii (nie zawiera kluczy ani tokenów); załącz go do zgłoszenia do pomocy technicznej.
help-open-crash-report = Otwórz raport awarii
help-dismiss = Zamknij
