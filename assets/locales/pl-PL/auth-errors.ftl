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

## Dostawca logowania odmówił, według swojego kodu błędu OAuth.

auth-errors-refused-access-denied = Odrzucono logowanie, więc Directory Desk nie otrzymał dostępu.
auth-errors-refused-invalid-request = Dostawca uznał żądanie logowania za nieprawidłowe.
auth-errors-refused-unauthorized-client = Dostawca nie pozwala tej aplikacji logować się w ten sposób; sprawdź identyfikator klienta środowiska.
auth-errors-refused-unsupported-response-type = Dostawca nie obsługuje logowania, o które prosi ta aplikacja (code id_token).
auth-errors-refused-invalid-scope = Dostawca odrzucił uprawnienia (zakresy), o które prosi ta aplikacja.
auth-errors-refused-server-error = U dostawcy wystąpił problem i nie mógł dokończyć logowania; spróbuj ponownie.
auth-errors-refused-unavailable = Dostawca jest przeciążony lub trwa konserwacja; spróbuj ponownie później.
auth-errors-refused-interaction = Dostawca wymaga zalogowania się lub wyrażenia zgody w przeglądarce; spróbuj ponownie.
auth-errors-refused-other = Dostawca odrzucił logowanie ({ $code }).
