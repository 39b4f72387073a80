# Panel Konto: który katalog, logowanie (przeglądarka lub klucz API), kto jest zalogowany
# i co zawierał token tożsamości.

account-heading = Konto
account-keyring-busy = Komunikacja z pękiem kluczy systemu…
account-directory-heading = Katalog
account-environment = Środowisko:
account-custom-url = Własny bazowy URL:
account-connect = Połącz

account-sandbox-sign-in-again = Można zalogować się ponownie przez przeglądarkę, także jako inny użytkownik piaskownicy:
account-sandbox-sign-in = Można zalogować się jako użytkownik piaskownicy przez przeglądarkę, tak jak w prawdziwym katalogu:
account-sign-in-to = Logowanie do { $name }
account-or = lub
account-api-key = Klucz API:
account-sign-in = Zaloguj
account-key-note = Klucz jest najpierw sprawdzany w katalogu; klucz i dane logowania są przechowywane wyłącznie w pęku kluczy systemu.
account-sandbox-demo-key = Wbudowana piaskownica loguje się swoim kluczem demonstracyjnym; w pęku kluczy nic nie jest zapisywane.
account-sign-out = Wyloguj

account-uuid = UUID
account-name = Nazwa
account-email = E-mail
account-type = Typ konta
account-membership = Członkostwo
account-directory = Katalog

account-nobody-signed-in = Nikt nie został zalogowany.
account-sign-in-browser = Zaloguj przez przeglądarkę
    .hover = Otwiera stronę logowania katalogu w przeglądarce; odpowiedź wraca do tej aplikacji na adres 127.0.0.1.
account-cancelling = Anulowanie…
account-waiting-for-browser = Oczekiwanie na przeglądarkę…
account-cancel = Anuluj
account-no-browser = Nie otworzono przeglądarki ({ $why }). Ten adres należy otworzyć w przeglądarce samodzielnie:
account-open-address-yourself = Jeśli przeglądarka się nie otworzyła, należy samodzielnie otworzyć ten adres:
account-copy-address = Kopiuj adres

account-kept-only-in-keyring = Directory Desk przechowuje logowanie wyłącznie w pęku kluczy systemu, nigdy w pliku.
account-keep-for-session = Zachowaj logowanie tylko na tę sesję
account-dont-sign-in = Nie loguj

account-signed-in-through-browser = Zalogowano przez przeglądarkę (OAuth 2.0 + OpenID Connect)
account-linked-user = Powiązany użytkownik
account-linked-user-value = { $uuid } (katalog wskazał tego samego użytkownika)
account-claim-sub = Podmiot (sub)
account-claim-iss = Wystawca (iss)
account-claim-aud = Odbiorcy (aud)
account-claim-iat = Wystawiono (iat)
account-claim-exp = Wygasa (exp)
account-claim-auth-time = Zalogowano (auth_time)
account-signature = Podpis
account-signature-verified = zweryfikowany ({ $alg })
account-signature-verified-unnamed = zweryfikowany (algorytm tokenu)
account-signature-not-verified = podpis niezweryfikowany
account-no-key = Brak klucza dla { $alg } (zapewniłby go jwks_url dla tego środowiska). Powiązanie konta zostało sprawdzone: katalog wskazał tego samego użytkownika co token.
account-no-key-unnamed = Brak klucza dla algorytmu tokenu (zapewniłby go jwks_url dla tego środowiska). Powiązanie konta zostało sprawdzone: katalog wskazał tego samego użytkownika co token.
account-access-token = Token dostępu
account-access-token-expires = wygasa { $at } ({ $from_now })
account-kept = Przechowywanie
account-kept-keyring = w pęku kluczy systemu; przy następnym uruchomieniu służy do logowania
account-kept-session-only = tylko w tej sesji: ten system nie ma pęku kluczy
account-kept-sandbox = nieprzechowywane: wbudowana piaskownica zapomina logowania po zatrzymaniu
account-claims-not-kept = Dane z tokenu tożsamości są widoczne tuż po zalogowaniu; pęk kluczy przechowuje tylko tokeny.
