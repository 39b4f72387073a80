# La disponibilité des freelances : la bande des jours dans les détails et la colonne du tableau des résultats.

availability-title = Disponibilité
availability-asking = Interrogation de l'annuaire…
availability-not-read = Non lue : { $why }
availability-not-published = Cet annuaire ne publie pas la disponibilité des freelances.
availability-stopped = Impossible de lire la disponibilité : { $why }
availability-column-hint = Part de la journée (UTC) dont chaque freelance dispose, telle qu'il l'a indiquée : de 0 à 100 %, ou non renseignée. Demandée uniquement pour les lignes affichées.
availability-level = { $percent } %
availability-level-unset = non renseigné

## Horaires de travail.

availability-hours-not-given = Horaires de travail non indiqués
availability-hours-both = Horaires : { $theirs } (heure locale), { $yours } (votre heure)
availability-hours-same = Horaires : { $hours } (heure locale et la vôtre)
availability-hours-theirs = Horaires : { $hours } (heure locale)
availability-opted-out = a choisi de ne pas afficher sa disponibilité
availability-weekends =
    week-ends : { $on ->
        [yes] oui
       *[no] non
    }
availability-off-hours =
    hors horaires : { $on ->
        [yes] oui
       *[no] non
    }
availability-terms-separator = {" ; "}

## La bande des jours.

availability-strip-note =
    { $count ->
        [one] À partir d'aujourd'hui, { $count } jour (UTC) : la case se remplit selon la disponibilité du jour ; – signifie non renseigné.
       *[other] À partir d'aujourd'hui, { $count } jours (UTC) : la case se remplit selon la disponibilité du jour ; – signifie non renseigné.
    }
availability-day-free = { $date } UTC : { $percent } % de la journée de travail libre
availability-day-unset = { $date } UTC : non renseigné par le freelance
availability-date = { $weekday } { $day } { $month }
availability-day-mon = lun.
availability-day-tue = mar.
availability-day-wed = mer.
availability-day-thu = jeu.
availability-day-fri = ven.
availability-day-sat = sam.
availability-day-sun = dim.
availability-month-jan = janv.
availability-month-feb = févr.
availability-month-mar = mars
availability-month-apr = avr.
availability-month-may = mai
availability-month-jun = juin
availability-month-jul = juil.
availability-month-aug = août
availability-month-sep = sept.
availability-month-oct = oct.
availability-month-nov = nov.
availability-month-dec = déc.
