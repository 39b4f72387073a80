# Dziennik aktywności: każde wywołanie API katalogu w tej sesji.

activity-title =
    Aktywność: { $calls ->
        [one] { $calls } wywołanie API
        [few] { $calls } wywołania API
        [many] { $calls } wywołań API
       *[other] { $calls } wywołania API
    }, z problemami: { $problems }
activity-filter = Filtruj wywołania:
    .hint = ścieżka, stan, komunikat…
