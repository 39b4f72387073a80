# Dostępność freelancerów: pasek dni w szczegółach i kolumna tabeli wyników.

availability-title = Dostępność
availability-asking = Sprawdzanie w katalogu…
availability-not-read = Nie odczytano: { $why }
availability-not-published = Ten katalog nie publikuje dostępności freelancerów.
availability-stopped = Nie udało się odczytać dostępności: { $why }
availability-column-hint = Jaką część dzisiejszego dnia (UTC) freelancer ma wolną, według własnych ustawień: od 0 do 100 % lub brak ustawienia. Sprawdzane tylko dla widocznych wierszy.
availability-level = { $percent }%
availability-level-unset = brak

## Godziny pracy.

availability-hours-not-given = Nie podano godzin pracy
availability-hours-both = Godziny pracy: { $theirs } (czas freelancera), { $yours } (czas tutaj)
availability-hours-same = Godziny pracy: { $hours } (ten sam czas u freelancera i tutaj)
availability-hours-theirs = Godziny pracy: { $hours } (czas freelancera)
availability-opted-out = wyłączono pokazywanie dostępności
availability-weekends =
    weekendy: { $on ->
        [yes] tak
       *[no] nie
    }
availability-off-hours =
    poza godzinami pracy: { $on ->
        [yes] tak
       *[no] nie
    }
availability-terms-separator = {"; "}

## Pasek dni.

availability-strip-note =
    { $count ->
        [one] Od dziś, { $count } dzień (UTC): pole wypełnia się tym bardziej, im dzień jest wolniejszy; – oznacza brak ustawienia.
        [few] Od dziś, { $count } dni (UTC): pole wypełnia się tym bardziej, im dzień jest wolniejszy; – oznacza brak ustawienia.
        [many] Od dziś, { $count } dni (UTC): pole wypełnia się tym bardziej, im dzień jest wolniejszy; – oznacza brak ustawienia.
       *[other] Od dziś, { $count } dnia (UTC): pole wypełnia się tym bardziej, im dzień jest wolniejszy; – oznacza brak ustawienia.
    }
availability-day-free = { $date } UTC: { $percent }% dnia pracy wolne
availability-day-unset = { $date } UTC: brak ustawienia
availability-date = { $weekday } { $day } { $month }
availability-day-mon = pon.
availability-day-tue = wt.
availability-day-wed = śr.
availability-day-thu = czw.
availability-day-fri = pt.
availability-day-sat = sob.
availability-day-sun = niedz.
availability-month-jan = sty
availability-month-feb = lut
availability-month-mar = mar
availability-month-apr = kwi
availability-month-may = maj
availability-month-jun = cze
availability-month-jul = lip
availability-month-aug = sie
availability-month-sep = wrz
availability-month-oct = paź
availability-month-nov = lis
availability-month-dec = gru
