# Ustawienia połączenia: gdzie jest katalog i jak się do niego logować, oraz sekcja Baza
# zespołu. Nazwy z pliku konfiguracji (JWKS, bearer, basic, query…) pozostają bez zmian.

connection-settings-open = Ustawienia połączenia…
    .hover = Gdzie jest ten katalog i jak się do niego logować
    .disabled = Wbudowana piaskownica i adres wpisany poniżej nie mają ustawień do zmiany.
connection-add = Dodaj katalog…
connection-remove = Usuń
connection-remove-question = Usunąć { $name } z konfiguracji wraz z logowaniem i sekretem klienta?
connection-remove-named = Usuń { $name }
connection-keep-it = Zachowaj
connection-removing = Usuwanie…

connection-title-add = Dodaj katalog
connection-title-named = Ustawienia połączenia: { $name }
connection-title = Ustawienia połączenia
connection-reading = Odczytywanie ustawień…

connection-new-name = Nazwa katalogu
connection-base-url = Adres katalogu
connection-auth-url = Adres logowania
connection-client-id = Identyfikator klienta
connection-redirect-port = Port przekierowania
connection-jwks-url = Adres kluczy podpisu (JWKS)
connection-send-concurrency = Żądania jednocześnie
connection-send-per-second = Żądania na sekundę
connection-send-chunk-size = Odbiorcy na żądanie
connection-recent-contact-days = Niedawny kontakt: dni
connection-api-key-header = Nagłówek klucza API
connection-client-auth = Sekret klienta wysyłany jako
connection-response-mode = Tryb odpowiedzi
connection-hint-default = domyślnie: { $value }
connection-hint-none = brak
connection-hint-api-key-only = brak: logowanie kluczem API
connection-new-needs-address = Nowy katalog wymaga adresu.

connection-client-secret = Sekret klienta
connection-secret-forgotten = zostanie usunięty z pęku kluczy systemu przy zapisie
connection-secret-undo = Cofnij
connection-secret-stored = zapisany w pęku kluczy systemu
connection-secret-replace = Zastąp
connection-secret-forget = Zapomnij
connection-secret-hint = tylko jeśli dostawca go wydał
connection-secret-keep = Zachowaj zapisany
connection-secret-unreadable = Nie można odczytać pęku kluczy: { $why }
connection-secret-note = Przechowywany wyłącznie w pęku kluczy systemu, nigdy w pliku konfiguracji.

connection-scopes = Logowanie prosi o:
connection-scope-openid = potwierdzenie tożsamości
connection-scope-message-send = wysyłanie wiadomości
connection-scope-user-email = odczyt adresu e-mail
connection-scope-user-name = odczyt nazwy
connection-scope-userlist = odczytywać i zmieniać Twoje listy użytkowników w katalogu
connection-scope-offline-access = utrzymanie zalogowania
connection-scope-message-read = odczyt wiadomości
connection-scope-profile-read = odczyt profili
connection-scope-public = odczyt publicznych danych katalogu

connection-more-sign-in = Więcej ustawień logowania
connection-app-only = Tylko aplikacja: logowanie jako sama aplikacja, do danych publicznych (bez użytkownika i przeglądarki)
connection-sending = Wysyłanie
connection-team = Baza zespołu

connection-test = Testuj połączenie
    .hover = Łączy się z katalogiem i adresem logowania w obecnej postaci, bez zapisywania
connection-test-needs-address = Najpierw należy podać adres katalogu.
connection-testing = Testowanie…
connection-save = Zapisz
connection-cancel = Anuluj
connection-saving = Zapisywanie…
connection-mend-fields = Przed zapisem należy poprawić zaznaczone pola; nic nie zostało zapisane.
connection-reset-to-defaults = Przywróć domyślne
connection-reset-question = Przywrócić ustawienia domyślne dla { $name }? Jego ustawienia w pliku zostaną usunięte; sekret klienta w pęku kluczy pozostanie, dopóki nie zostanie zapomniany.
connection-reset = Przywróć
connection-dont-reset = Nie przywracaj

connection-unreadable-note = Nic nie zostanie zapisane w pliku, dopóki nie zostanie poprawiony.
connection-open-folder = Otwórz folder pliku
connection-close = Zamknij

## Sekcja Baza zespołu

connection-team-url-label = URL
connection-team-coordinator-label = Koordynator
connection-team-checked = Każda wysyłka do tego katalogu, z okna lub wiersza poleceń, nowa lub ponowna (wznowiona, ponowiona, wysłana ponownie), jest sprawdzana z oznaczeniami „nie kontaktować” zespołu, niedawnymi kontaktami współpracowników i aktywnymi rezerwacjami.
connection-team-alone = To stanowisko pracuje z tym katalogiem samodzielnie: nie należy do żadnej bazy zespołu.
connection-team-status = Stan
    .hover = Pyta bazę zespołu, czy odpowiada i co zawiera
connection-team-leave = Opuść…
connection-team-join = Dołącz…
    .hover = Udostępnianie oznaczeń „nie kontaktować”, kontaktów i rezerwacji stanowiskom współpracowników
connection-team-joining = Dołączanie: łączenie z bazą zespołu…
connection-team-checking = Odpytywanie bazy zespołu…
connection-team-leaving = Opuszczanie…
connection-team-leave-question = Opuścić bazę zespołu? Jej URL zostanie usunięty z konfiguracji, a hasło z pęku kluczy systemu; dane pozostaną na serwerze dla pozostałych stanowisk.
connection-team-leave-confirm = Opuść zespół
connection-team-stay = Zostań w zespole

connection-team-url = URL bazy zespołu
connection-team-password = Hasło zespołu
connection-team-password-hint = tylko jeśli serwer go wymaga
connection-team-coordinator = Nazwa koordynatora
connection-team-coordinator-hint = tak jak widzą ją współpracownicy
connection-team-password-note = Hasło jest przechowywane wyłącznie w pęku kluczy systemu, nigdy w pliku konfiguracji. TLS jest wymagany dla każdego hosta poza tym komputerem.
connection-team-join-confirm = Dołącz
connection-team-dont-join = Nie dołączaj
connection-team-needs-coordinator = Należy podać nazwę koordynatora, tak jak widzą ją współpracownicy.

connection-team-joined = Dołączono do bazy zespołu na { $host }.
connection-team-joined-password-kept = Dołączono do bazy zespołu na { $host }. Jej hasło jest przechowywane w pęku kluczy systemu, nie w pliku konfiguracji.
connection-team-not-joined = { $problem } Nic nie zostało zapisane: to stanowisko nie dołączyło.

connection-team-connected-yes = Połączono: tak.
connection-team-connected-no = Połączono: nie.
connection-team-schema = Wersja schematu: { $version }.
connection-team-schema-empty = jeszcze brak (pusta baza danych)
connection-team-schema-newer = { $version } (nowsza niż znana temu stanowisku, { $known })
connection-team-schema-not-ours = to nie jest baza zespołu ({ $tables })
connection-team-counts = Dla tego katalogu: { $desks ->
        [one] { $desks } stanowisko
        [few] { $desks } stanowiska
        [many] { $desks } stanowisk
       *[other] { $desks } stanowiska
    }, { $do_not_contact ->
        [one] { $do_not_contact } oznaczenie „nie kontaktować”
        [few] { $do_not_contact } oznaczenia „nie kontaktować”
        [many] { $do_not_contact } oznaczeń „nie kontaktować”
       *[other] { $do_not_contact } oznaczenia „nie kontaktować”
    }, { $contacts ->
        [one] { $contacts } kontakt
        [few] { $contacts } kontakty
        [many] { $contacts } kontaktów
       *[other] { $contacts } kontaktu
    }, { $claims ->
        [one] { $claims } aktywna rezerwacja
        [few] { $claims } aktywne rezerwacje
        [many] { $claims } aktywnych rezerwacji
       *[other] { $claims } aktywnej rezerwacji
    }.

# Why the window could not open a directory (the session's failure).
connection-error-sandbox = Nie udało się uruchomić wbudowanej piaskownicy.
# $environment: the environment's name as configured.
connection-error-no-api-key = Brak klucza API dla { $environment }: dodaj go na karcie Konto.
