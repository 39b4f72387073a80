# Sesja: otwieranie katalogu oraz powód, dla którego się nie otworzył lub nastąpiło wylogowanie.

session-default-environment = środowisko domyślne
session-stopped-opening = Połączenie zostało przerwane podczas otwierania.
session-worker-failed = Aplikacja nie mogła uruchomić pracy w tle.
session-config-invalid = Plik konfiguracyjny jest nieprawidłowy: „Ustawienia połączenia…” pokazują, gdzie jest błąd, oraz folder pliku.
session-settings-unreadable = Nie udało się odczytać ustawień połączenia.
session-app-only = Środowisko { $environment } loguje się jako sama aplikacja (app_only), co potrafi tylko wiersz poleceń. Okno loguje się kluczem API lub przez przeglądarkę.
session-no-keyring = Ten system nie ma pęku kluczy, więc logowanie nie jest zapamiętywane między uruchomieniami.
session-keyring-unreadable = Nie udało się odczytać systemowego pęku kluczy. { $problem }
session-browser-sign-in-unusable = Dla środowiska { $environment } zapisano logowanie przez przeglądarkę, ale nie można go użyć: { $problem }
