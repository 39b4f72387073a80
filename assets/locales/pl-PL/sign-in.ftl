# Logowanie przez przeglądarkę: co może się nie udać i ile zostało ważności tokenu.

sign-in-not-started = Nie można rozpocząć logowania: połączenie nie jest jeszcze otwarte.
sign-in-no-keyring = System nie ma pęku kluczy, więc tego logowania nie można zachować.
sign-in-not-kept = Nie można zachować tego logowania. { $why }

sign-in-expired = wygasł
sign-in-in-minutes =
    { $count ->
        [one] za minutę
        [few] za { $count } minuty
        [many] za { $count } minut
       *[other] za { $count } minuty
    }
sign-in-in-hours =
    { $count ->
        [one] za { $count } godzinę
        [few] za { $count } godziny
        [many] za { $count } godzin
       *[other] za { $count } godziny
    }

# Why a sign-in through the browser ended before it began or without an answer.
sign-in-settings-unreadable = Nie można odczytać ustawień logowania tego katalogu.
sign-in-stopped = Logowanie nieoczekiwanie się przerwało.
