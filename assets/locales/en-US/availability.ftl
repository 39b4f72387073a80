# Freelancers' availability: the inspector's strip and the results table's column.

availability-title = Availability
availability-asking = Asking the directory…
# $why: what the directory said, in plain words.
availability-not-read = Not read: { $why }
availability-not-published = This directory does not publish freelancers' availability.
# $why: what the directory said, in plain words.
availability-stopped = Availability could not be read: { $why }
# The header and checkbox of the results table's "Available today" column.
availability-column-hint = How much of today (UTC) each freelancer has free, as they set it: 0 to 100 %, or unset. Asked only for the rows on screen.
# A day's value in the "Available today" column; $percent: 0 to 100.
availability-level = { $percent }%
availability-level-unset = unset

## Working hours.

availability-hours-not-given = Working hours not given
# $theirs, $yours: "09:00–20:00" in the freelancer's zone and the coordinator's.
availability-hours-both = Working hours { $theirs } their time, { $yours } yours
# $hours: "09:00–20:00", the same in both zones.
availability-hours-same = Working hours { $hours } (their time and yours)
# $hours: "09:00–20:00" in the freelancer's zone.
availability-hours-theirs = Working hours { $hours } their time
availability-opted-out = opted out of showing availability
# $on: yes or no.
availability-weekends =
    weekends: { $on ->
        [yes] yes
       *[no] no
    }
# $on: yes or no.
availability-off-hours =
    off hours: { $on ->
        [yes] yes
       *[no] no
    }
# Between the terms above.
availability-terms-separator = {"; "}

## The strip of days.

# $count: how many days the strip shows.
availability-strip-note = From today, { $count } days (UTC): the box fills as the day is free; – is unset.
# A box's hover text; $date: availability-date; $percent: 0 to 100.
availability-day-free = { $date } UTC: { $percent }% of the working day free
# A box's hover text; $date: availability-date.
availability-day-unset = { $date } UTC: not set by the freelancer
# A day in the strip: $weekday (availability-day-…), $day (of the month), $month (availability-month-…).
availability-date = { $weekday } { $day } { $month }
availability-day-mon = Mon
availability-day-tue = Tue
availability-day-wed = Wed
availability-day-thu = Thu
availability-day-fri = Fri
availability-day-sat = Sat
availability-day-sun = Sun
availability-month-jan = Jan
availability-month-feb = Feb
availability-month-mar = Mar
availability-month-apr = Apr
availability-month-may = May
availability-month-jun = Jun
availability-month-jul = Jul
availability-month-aug = Aug
availability-month-sep = Sep
availability-month-oct = Oct
availability-month-nov = Nov
availability-month-dec = Dec
