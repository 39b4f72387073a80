# Die Verfügbarkeit der Freiberufler: die Tagesleiste in den Details und die Spalte der Ergebnistabelle.

availability-title = Verfügbarkeit
availability-asking = Verzeichnis wird abgefragt…
availability-not-read = Nicht gelesen: { $why }
availability-not-published = Dieses Verzeichnis veröffentlicht keine Verfügbarkeit von Freiberuflern.
availability-stopped = Die Verfügbarkeit konnte nicht gelesen werden: { $why }
availability-column-hint = Wie viel vom heutigen Tag (UTC) jeder Freiberufler frei hat, nach eigener Angabe: 0 bis 100 % oder keine Angabe. Nur für die sichtbaren Zeilen abgefragt.
availability-level = { $percent } %
availability-level-unset = k. A.

## Arbeitszeiten.

availability-hours-not-given = Arbeitszeiten nicht angegeben
availability-hours-both = Arbeitszeit { $theirs } (dort), { $yours } (bei Ihnen)
availability-hours-same = Arbeitszeit { $hours } (dort und bei Ihnen)
availability-hours-theirs = Arbeitszeit { $hours } (dort)
availability-opted-out = Anzeige der Verfügbarkeit abgelehnt
availability-weekends =
    Wochenenden: { $on ->
        [yes] ja
       *[no] nein
    }
availability-off-hours =
    außerhalb der Arbeitszeit: { $on ->
        [yes] ja
       *[no] nein
    }
availability-terms-separator = {"; "}

## Die Tagesleiste.

availability-strip-note =
    { $count ->
        [one] Ab heute, { $count } Tag (UTC): Das Kästchen füllt sich, je freier der Tag ist; – heißt keine Angabe.
       *[other] Ab heute, { $count } Tage (UTC): Das Kästchen füllt sich, je freier der Tag ist; – heißt keine Angabe.
    }
availability-day-free = { $date } UTC: { $percent } % des Arbeitstags frei
availability-day-unset = { $date } UTC: vom Freiberufler nicht angegeben
availability-date = { $weekday }, { $day }. { $month }
availability-day-mon = Mo.
availability-day-tue = Di.
availability-day-wed = Mi.
availability-day-thu = Do.
availability-day-fri = Fr.
availability-day-sat = Sa.
availability-day-sun = So.
availability-month-jan = Jan.
availability-month-feb = Feb.
availability-month-mar = März
availability-month-apr = Apr.
availability-month-may = Mai
availability-month-jun = Juni
availability-month-jul = Juli
availability-month-aug = Aug.
availability-month-sep = Sept.
availability-month-oct = Okt.
availability-month-nov = Nov.
availability-month-dec = Dez.
