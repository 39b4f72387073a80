# Pasek stanu: kto jest zalogowany i gdzie.

status-bar-connecting = Łączenie z { $environment }…
status-bar-signed-out-why = Nie zalogowano do { $environment }. { $why }
status-bar-signed-out-browser = Nie zalogowano do { $environment }: zaloguj się przez przeglądarkę lub dodaj klucz API na karcie Konto.
status-bar-signed-out-key = Nie zalogowano do { $environment }: dodaj klucz API na karcie Konto.
status-bar-failed = Brak połączenia z { $environment }. { $problem }
status-bar-signing-in = Logowanie…
status-bar-signed-in =
    { $via ->
        [browser] Zalogowano jako { $who } (przez przeglądarkę)
       *[key] Zalogowano jako { $who }
    }
status-bar-name-not-shown = (nazwa niewidoczna)
status-bar-not-signed-in = Nie zalogowano. { $problem }
status-bar-sandbox = wbudowana piaskownica
