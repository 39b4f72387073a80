# Das Aktivitätsprotokoll: jeder Aufruf der API des Verzeichnisses in dieser Sitzung.

activity-title =
    Aktivität: { $calls ->
        [one] { $calls } API-Aufruf
       *[other] { $calls } API-Aufrufe
    }, { $problems } mit Problemen
activity-filter = Aufrufe filtern:
    .hint = Pfad, Status, Meldung…
