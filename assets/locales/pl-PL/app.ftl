# Rama okna: karty, profil obok wyników oraz komunikaty o tym, co aplikacja robi dla paneli.
# Katalog ($directory) to adres albo app-directory-sandbox lub app-directory-old-environment:
# stąd „(katalog: …)”.

## Katalogi

app-directory-sandbox = wbudowana piaskownica
app-directory-old-environment = środowisko „{ $name }” (sprzed rozróżniania katalogów)

## Okno

app-profile = Profil
app-importing = Importowanie pliku…
app-drop-hint = Upuść plik, aby zaimportować zawarte w nim UUID (CSV, tekst, e-mail…)
app-blocked-not-connected = Brak połączenia z katalogiem
app-blocked-outbox-failed = Nie udało się otworzyć skrzynki nadawczej: nie można nic wysłać
app-blocked-outbox-opening = Otwieranie skrzynki nadawczej

## Karty

app-tab-lookup = Wyszukiwanie UUID
app-tab-search = Wyszukiwanie w katalogu
app-tab-compose = Nowa wiadomość
app-tab-compose-recipients = Nowa wiadomość ({ $count })
app-tab-outbox = Skrzynka nadawcza
app-tab-offers = Oferty
app-tab-outbox-sending = Skrzynka nadawcza (wysyłanie)
app-tab-outbox-needing-you = Skrzynka nadawcza ({ $count } do obsłużenia)
app-tab-account = Konto

## Wspólne elementy

app-not-shown = nie podano
app-empty = (puste)
app-details = Szczegóły

## Logowanie i wylogowanie

app-signed-out = Wylogowano ze środowiska { $environment }.
app-signed-out-forgotten = Wylogowano ze środowiska { $environment }; jego klucz API i dane logowania usunięto z systemowego pęku kluczy.
app-sign-out-failed = Sesja nadal jest aktywna: nie udało się usunąć danych uwierzytelniających. { $problem }
app-key-not-accepted = Ten klucz API nie został zaakceptowany; niczego nie zapisano.
app-key-kept = Zalogowano. Klucz API jest przechowywany w systemowym pęku kluczy.
app-key-not-kept = Zalogowano, ale nie udało się zachować klucza API. { $problem } Przy następnym uruchomieniu trzeba będzie podać go ponownie.
app-sandbox-stopped = Wbudowana piaskownica, przez którą nastąpiło logowanie, została zatrzymana; należy zalogować się ponownie.
app-browser-signed-in = Zalogowano w środowisku { $environment } przez przeglądarkę.
app-browser-signed-in-keyring = Zalogowano w środowisku { $environment } przez przeglądarkę. Dane logowania są przechowywane w systemowym pęku kluczy.
app-browser-signed-in-session-only = Zalogowano w środowisku { $environment } przez przeglądarkę, tylko na tę sesję.
app-credentials-refused = Katalog nie akceptuje już danych uwierzytelniających.

## Ustawienia połączenia

app-settings-reset = Przywrócono ustawienia domyślne środowiska { $environment }.
app-settings-saved = Zapisano ustawienia połączenia środowiska { $environment }.
app-settings-saved-secret-kept = Zapisano ustawienia połączenia środowiska { $environment }. Sekret klienta jest przechowywany w systemowym pęku kluczy.
app-settings-saved-secret-removed = Zapisano ustawienia połączenia środowiska { $environment }. Sekret klienta usunięto z systemowego pęku kluczy.
app-settings-saved-keyring-failed = Ustawienia zapisano, ale nie udało się zmienić systemowego pęku kluczy: { $problem }. Sekret klienta pozostał bez zmian.
app-added-keyring-not-cleared = Dodano środowisko { $environment }, ale nie udało się usunąć z systemowego pęku kluczy danych pozostawionych przez wcześniejsze środowisko o tej nazwie ({ $problem }); przed użyciem należy zalogować się ponownie.
app-environment-removed = Usunięto środowisko { $environment } wraz z danymi logowania i sekretem klienta.
app-environment-removed-keyring-failed = Usunięto środowisko { $environment } z konfiguracji; nie udało się usunąć jego sekretów z systemowego pęku kluczy ({ $problem }).
app-test-while-opening = Połączenie jest jeszcze otwierane: test można powtórzyć za chwilę.
app-no-config-folder = Ten system nie ma folderu konfiguracji; należy ustawić DIRECTORY_DESK_CONFIG na ścieżkę pliku.
app-config-unreadable = { $problem }. Należy poprawić plik (lub go przenieść) i ponownie otworzyć ustawienia.

## Baza zespołu

app-no-data-folder = Ten system nie ma folderu danych na identyfikator tego stanowiska; należy ustawić DIRECTORY_DESK_DATA na folder.
app-team-while-opening = Sesja jest jeszcze otwierana, a baza zespołu jest dostępna tylko przez nią: można spróbować ponownie za chwilę.
app-team-joined = Dołączono do bazy zespołu na { $host } jako { $coordinator } (katalog: { $directory }).
app-team-leave-failed = Nie udało się opuścić bazy zespołu: { $problem }. Konfiguracja pozostała bez zmian.
app-team-not-joined = To stanowisko nie należało do żadnej bazy zespołu (katalog: { $directory }).
app-team-left = Opuszczono bazę zespołu { $url } (katalog: { $directory }); jej dane pozostają na serwerze dla pozostałych stanowisk.
app-team-left-keyring-failed = Opuszczono bazę zespołu { $url } (katalog: { $directory }); jej dane pozostają na serwerze dla pozostałych stanowisk. Nie udało się usunąć hasła z systemowego pęku kluczy: { $problem }.
app-team-vendors-not-written = Stanowiska tego katalogu współdzielą bazę zespołu (na { $host }), a okno nie zapisuje w niej jeszcze kart dostawców: niczego nie zmieniono, a wpisane dane zostały zachowane. Karty można zmienić poleceniem `directory-desk vendors set` lub `directory-desk vendors rate`.

## Wyniki i odbiorcy

app-matches-in-table =
    { $count ->
        [one] Dodano { $count } wynik do tabeli na karcie „Wyszukiwanie UUID”.
        [few] Dodano { $count } wyniki do tabeli na karcie „Wyszukiwanie UUID”.
        [many] Dodano { $count } wyników do tabeli na karcie „Wyszukiwanie UUID”.
       *[other] Dodano { $count } wyniku do tabeli na karcie „Wyszukiwanie UUID”.
    }
app-added-to-recipients = Dodano do odbiorców: { $added } (łącznie { $all }).
app-added-to-recipients-already = Dodano do odbiorców: { $added } (łącznie { $all }); już obecni: { $already }.
app-added-to-recipients-left-out = Dodano do odbiorców: { $added } (łącznie { $all }); pominięte zaznaczone wiersze, których profile się nie wczytały: { $left_out }.
app-added-to-recipients-already-left-out = Dodano do odbiorców: { $added } (łącznie { $all }); już obecni: { $already }; pominięte zaznaczone wiersze, których profile się nie wczytały: { $left_out }.
app-vendors-unreadable = Nie udało się odczytać kart dostawców.
app-vendors-changed =
    { $count ->
        [one] Zmieniono kartę dostawcy dla { $count } freelancera.
        [few] Zmieniono karty dostawców dla { $count } freelancerów.
        [many] Zmieniono karty dostawców dla { $count } freelancerów.
       *[other] Zmieniono karty dostawców dla { $count } freelancera.
    }
app-vendors-not-changed = Karty dostawców nie zostały zmienione; nic się nie zmieniło.
app-outbox-write-failed = Nic nie wysłano: nie udało się zapisać zadania wysyłki w skrzynce nadawczej.

## Listy

# Po „źródło:” w lists-save-from, w mianowniku: „3 odbiorcy — źródło: karta „Nowa wiadomość”.”
app-list-from-composer = karta „Nowa wiadomość”
app-list-file-mistyped =
    { $count ->
        [one] { $count } element w pliku wyglądał na błędnie wpisany UUID i został pominięty.
        [few] { $count } elementy w pliku wyglądały na błędnie wpisane UUID i zostały pominięte.
        [many] { $count } elementów w pliku wyglądało na błędnie wpisane UUID i zostało pominiętych.
       *[other] { $count } elementu w pliku wyglądało na błędnie wpisane UUID i zostało pominiętych.
    }
app-list-saved =
    { $count ->
        [one] Zapisano { $count } odbiorcę jako listę „{ $name }” (katalog: { $directory }).
        [few] Zapisano { $count } odbiorców jako listę „{ $name }” (katalog: { $directory }).
        [many] Zapisano { $count } odbiorców jako listę „{ $name }” (katalog: { $directory }).
       *[other] Zapisano { $count } odbiorców jako listę „{ $name }” (katalog: { $directory }).
    }
app-list-not-saved = Nie zapisano listy „{ $name }”: { $problem }
app-list-gone = Lista „{ $name }” już nie istnieje (katalog: { $directory }).
app-list-unreadable = Nie udało się odczytać listy „{ $name }”.
app-lists-unreadable = Nie udało się odczytać list odbiorców.

## Pliki, baza danych, pomoc

app-import-failed = Nie udało się zaimportować pliku { $file }.
app-export-folder-set = Eksporty CSV trafiają teraz do folderu { $folder }
app-export-no-home = Nie można wyeksportować: ten system nie ma folderu domowego do zapisu.
app-database-failed = Baza danych aplikacji nie mogła wykonać tej operacji.
app-database-not-opened = Nie udało się otworzyć bazy danych aplikacji: w tej sesji nie można zapisywać wersji roboczych ani niczego wysyłać.
app-database-no-folder = { $path } nie ma folderu
app-logs-not-opened = Nie udało się otworzyć folderu dzienników.
app-no-logs = Ten system nie ma folderu danych, więc nie ma dzienników.
app-diagnostics-copied = Skopiowano dane diagnostyczne: można je wkleić do zgłoszenia do pomocy technicznej.
app-job-stopped = Coś nieoczekiwanie się zatrzymało; można spróbować ponownie. Szczegóły są w dzienniku.
