# Błędy prostymi słowami (src/api/plain_words.rs): zdanie, które czyta się najpierw, gdy coś
# poszło nie tak z katalogiem. Szczegóły techniczne są osobno, po angielsku.

errors-base-url = Adresu katalogu nie można użyć. Sprawdź go w ustawieniach połączenia.
errors-invalid-request = Żądania nie wysłano, ponieważ coś w nim jest nieprawidłowe.
errors-unauthorized-api-key = Katalog odrzucił klucz API.
errors-unauthorized-token = Katalog nie przyjął logowania.
errors-unauthorized-expired = Logowanie wygasło.
errors-unauthorized-other = Katalog odrzucił dane uwierzytelniające.
errors-forbidden = To konto nie ma do tego uprawnień.
errors-not-found = Katalog tego nie zawiera.
errors-rejected = Katalog odrzucił żądanie; powody podano w szczegółach.
errors-not-available-search = Ten katalog nie oferuje wyszukiwania freelancerów.
errors-not-available-availability = Ten katalog nie udostępnia informacji o dostępności.
# $what: to, o co proszono, tak jak nazywa to kod (po angielsku).
errors-not-available = Ten katalog nie oferuje tego: { $what }.
errors-unsupported-media-type = Katalog nie przyjął formatu, w którym wysłano żądanie.
errors-rate-limited-wait =
    { $count ->
        [one] Katalog jest przeciążony i prosi o odczekanie { $count } sekundy.
        [few] Katalog jest przeciążony i prosi o odczekanie { $count } sekund.
        [many] Katalog jest przeciążony i prosi o odczekanie { $count } sekund.
       *[other] Katalog jest przeciążony i prosi o odczekanie { $count } sekundy.
    }
errors-rate-limited = Katalog jest przeciążony i prosi o zwolnienie tempa.
errors-server-trouble = Katalog ma w tej chwili problemy.
errors-malformed = Nie można odczytać odpowiedzi katalogu.
errors-transport-connect = Nie można połączyć się z katalogiem.
errors-transport-timeout = Katalog nie odpowiedział na czas.
errors-transport-dropped = Połączenie zostało przerwane, zanim katalog odpowiedział.

## Adres bazy zespołu (src/team/url.rs), tak jak pokazuje go formularz ustawień połączenia.
## Małą literą: formularz robi z tego zdanie. USER, HOST i DATABASE to części adresu do
## uzupełnienia.

errors-team-url-unreadable = to nie jest adres URL bazy zespołu ({ $problem }); zapisz go jako postgres://USER@HOST/DATABASE
errors-team-url-scheme = adres URL bazy zespołu zaczyna się od postgres://, a nie od { $scheme }://
errors-team-url-no-host = adres URL bazy zespołu nie podaje hosta: postgres://USER@HOST/DATABASE
errors-team-url-several-hosts = adres URL bazy zespołu musi podawać dokładnie jeden host
errors-team-url-no-user = adres URL bazy zespołu nie podaje użytkownika: postgres://USER@HOST/DATABASE
errors-team-url-no-database = adres URL bazy zespołu nie podaje bazy danych: postgres://USER@HOST/DATABASE
errors-team-url-setting = adres URL bazy zespołu zawiera ustawienie, którego to stanowisko nie przyjmuje: { $setting } (o TLS decyduje host: wymagane dla każdego hosta poza pętlą zwrotną)
errors-team-url-cannot-hold-user = adres URL bazy zespołu nie może zawierać użytkownika
