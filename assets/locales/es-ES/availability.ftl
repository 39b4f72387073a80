# La disponibilidad de los autónomos: la franja de días en los detalles y la columna de la tabla de resultados.

availability-title = Disponibilidad
availability-asking = Consultando el directorio…
availability-not-read = No leída: { $why }
availability-not-published = Este directorio no publica la disponibilidad de los autónomos.
availability-stopped = No se pudo leer la disponibilidad: { $why }
availability-column-hint = Qué parte del día de hoy (UTC) tiene libre cada autónomo, según lo que haya indicado: de 0 a 100 %, o sin indicar. Solo se consulta para las filas visibles.
availability-level = { $percent } %
availability-level-unset = sin indicar

## Horario laboral.

availability-hours-not-given = Horario laboral no indicado
availability-hours-both = Horario laboral: { $theirs } (hora del autónomo), { $yours } (hora de usted)
availability-hours-same = Horario laboral: { $hours } (la misma hora para ambos)
availability-hours-theirs = Horario laboral: { $hours } (hora del autónomo)
availability-opted-out = ha optado por no mostrar su disponibilidad
availability-weekends =
    fines de semana: { $on ->
        [yes] sí
       *[no] no
    }
availability-off-hours =
    fuera de horario: { $on ->
        [yes] sí
       *[no] no
    }
availability-terms-separator = {"; "}

## La franja de días.

availability-strip-note =
    { $count ->
        [one] Desde hoy, { $count } día (UTC): la casilla se llena según lo libre que esté el día; – significa sin indicar.
       *[other] Desde hoy, { $count } días (UTC): la casilla se llena según lo libre que esté el día; – significa sin indicar.
    }
availability-day-free = { $date } UTC: { $percent } % de la jornada libre
availability-day-unset = { $date } UTC: sin indicar por el autónomo
availability-date = { $weekday } { $day } { $month }
availability-day-mon = lun
availability-day-tue = mar
availability-day-wed = mié
availability-day-thu = jue
availability-day-fri = vie
availability-day-sat = sáb
availability-day-sun = dom
availability-month-jan = ene
availability-month-feb = feb
availability-month-mar = mar
availability-month-apr = abr
availability-month-may = may
availability-month-jun = jun
availability-month-jul = jul
availability-month-aug = ago
availability-month-sep = sept
availability-month-oct = oct
availability-month-nov = nov
availability-month-dec = dic
