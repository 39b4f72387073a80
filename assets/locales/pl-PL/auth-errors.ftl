# Błędy logowania, odnawiania i pęku kluczy prostymi słowami (src/auth/plain_words.rs).
# Słowa dostawcy i bibliotek zostają w szczegółach.

auth-errors-cancelled = Logowanie anulowano.
auth-errors-browser-timed-out = Przeglądarka nie odpowiedziała na czas. Zaloguj się ponownie.
auth-errors-cannot-listen = Aplikacja nie mogła czekać na odpowiedź przeglądarki na tym komputerze.
auth-errors-answer-failed-checks = Odpowiedź logowania nie przeszła kontroli tej aplikacji, więc nikogo nie zalogowano.
auth-errors-keys-unavailable = Nie można pobrać kluczy dostawcy logowania, więc nie można było sprawdzić logowania.
auth-errors-account-mismatch = Logowanie i katalog wskazują różnych użytkowników, więc nikogo nie zalogowano.
auth-errors-browser-not-opened = Nie można otworzyć przeglądarki: otwórz wyświetlony adres.
auth-errors-provider-address = Adresu dostawcy logowania nie można użyć.
auth-errors-invalid-grant = Logowanie straciło ważność. Zaloguj się ponownie.
auth-errors-provider-refused = Dostawca logowania odmówił.
auth-errors-provider-unreachable = Nie można połączyć się z dostawcą logowania.
auth-errors-provider-malformed = Nie można odczytać odpowiedzi dostawcy logowania.
auth-errors-no-keyring = Ten system nie ma pęku kluczy do przechowywania sekretów.
auth-errors-keyring-timed-out = Systemowy pęk kluczy nie odpowiedział. Czy jest zablokowany?
auth-errors-keyring-refused = Systemowy pęk kluczy odmówił.
auth-errors-signed-out = Wylogowano: logowania nie można już odnowić. Zaloguj się ponownie.
auth-errors-not-renewed = Nie można odnowić logowania. { $reason }
auth-errors-renewal-stopped = Odnawianie logowania nieoczekiwanie się zatrzymało. Zaloguj się ponownie, jeśli następne żądanie zostanie odrzucone.
