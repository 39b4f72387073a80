# The Offers panel: a job offered to ranked freelancers a wave at a time until one accepts.
# $offer is the offer's number, shown as it is; $title is the coordinator's own title for the
# job; $name a freelancer's name as the directory gives it. Times are the coordinator's
# ("ours") unless said to be the freelancer's ("theirs").

## The board

offers-reading = Reading the offers…
offers-unlisted = The offers could not be read.
offers-unreadable-line = Offer { $offer } cannot be read by this version, so it takes no step; the others are not affected.
offers-open = Open offers ({ $count })
offers-none-open = No open offers in this directory.
offers-card-title = Offer { $offer }: { $title }
offers-wave =
    { $wave ->
        [0] No wave yet (about { $waves } in all)
       *[other] Wave { $wave } of about { $waves }
    }
# $time: a date and time; $left: how long until then ("2h", "1h30m").
offers-at = { $time } (in { $left })
offers-next-now = Next step now
offers-next-wave-at = Next wave at { $when }
offers-working-hours-at = Waiting for working hours: next message at { $when }
offers-working-hours = Waiting for the freelancers' working hours
# $when: offers-at; $theirs: the same instant in the freelancer's zone, $zone: its name.
offers-next-send-theirs = { $when }; theirs: { $theirs } ({ $zone })
# $when: offers-next-send-theirs or offers-at.
offers-wave-waits = Offer { $offer }: the new wave waits for working hours; its next message goes at { $when }.
offers-event-wave-waits = A wave opened; its next message goes at { $when }
offers-journal = Journal
offers-held = Held: no wave goes until you let it go
offers-undelivered = No message of this wave reached anyone: see the Outbox, then send the next wave by hand
offers-sending = Messages going out
offers-choosing-until = Someone accepted: pick who gets the job by { $when }
offers-choosing = Someone accepted: pick who gets the job
offers-last-wave-until = Everyone offered; the last wave's wait ends at { $when }
offers-over = Over
offers-late-answers-until = Everyone offered, nobody accepted yet: a late accept may still get the job until its deadline, { $when }
offers-late-answers = Everyone offered, nobody accepted yet: a late accept may still get the job
offers-answers = Accepted { $accepted } · declined { $declined } · questions { $question } · no answer { $none }
offers-next-candidate = Next in line: { $name }
offers-trouble = The outbox could not take this offer's last step; it tries again in a minute.

## An offer's controls

offers-hold = Hold
offers-hold-hint = No wave goes by itself until you let the offer go.
offers-let-go = Let go
offers-let-go-hint = Waves go again as they fall due.
offers-next-wave-now = Send next wave now
    .hover = Opens the next wave now, without waiting out this one; its messages still go only within the offer's rules (working hours, do not contact, the deadline).
    .held = The offer is held: let it go first.
    .choosing = Someone accepted: choose who gets the job, or wait for the time to choose to end.
    .nobody = Everyone has been offered the job already.
offers-cancel = Cancel offer…
offers-cancel-confirm = Cancel this offer? No wave goes after, and everyone offered who did not decline is told.
offers-cancel-yes = Yes, cancel it
offers-cancel-keep = Keep it

## Its candidates

offers-column-name = Freelancer
offers-column-wave = Wave
offers-column-message = Message
offers-column-reach = Delivery
offers-column-answer = Answer
offers-sent-at = sent
offers-due-at = goes
# $when: offers-sent-at or offers-due-at; $ours and $theirs: a date and time.
offers-time-both = { $when } { $ours } (theirs: { $theirs })
offers-time-ours = { $when } { $ours }
offers-reach-not-offered = not offered yet
offers-reach-going = on its way
offers-reach-reached = delivered
offers-reach-maybe = may have reached them
offers-reach-not-reached = not delivered
offers-left-out-do-not-contact = left out: marked do not contact
offers-left-out-gone = left out: no longer in the directory
# $by: the colleague messaging them now.
offers-left-out-claimed = left out: being messaged by { $by }
offers-left-out-not-sent = left out: the message could not be written
offers-left-out-never-reached = the offer never reached them, so they are not told how it ended
offers-answer-accepted = Accepted
offers-answer-declined = Declined
offers-answer-question = Question
offers-answer-none = No answer
# $answer: one of the offers-answer-… words; $at: when it was recorded.
offers-answered = { $answer } ({ $at })
offers-inspector-heading = Offers
offers-responsiveness = Answered { $answered } of { $offered } offers, accepted { $accepted }
# $counts: offers-responsiveness; $median: a duration like 2h or 1h30m.
offers-responsiveness-median = { $counts }; median answer { $median }
# $pair: a language pair as the directory names it; $record: offers-responsiveness(-median).
offers-responsiveness-in-pair = { $pair }: { $record }
# $ago: how long ago (vendor-ago-…); $by: who recorded the answer (a colleague's name).
offers-last-answer = Last answer { $ago }.
offers-last-answer-by = Last answer { $ago }, recorded by { $by }.
offers-give-job = Give them the job

## A pasted reply

offers-paste-reply = Paste a reply
offers-paste-hint = Paste the text of an e-mail reply to this offer
offers-reply-from = This reply is from { $name }.
offers-reply-proposes = It reads as: { $answer }
offers-record-as = Record “{ $answer }”
offers-reply-nobody = The reply names none of the candidates offered this job (no UUID, profile link or full name of theirs).
offers-reply-several = The reply could be from several candidates: choose which one.

## Offers that are over

offers-history = History ({ $count })
# $state: filled, cancelled or exhausted (everyone was offered, nobody accepted).
offers-history-title =
    Offer { $offer }: { $title } ({ $state ->
        [filled] filled
        [cancelled] cancelled
        [expired] deadline passed
       *[other] nobody accepted
    })
offers-given-to = The job went to { $name }.
# $when: a time and how long until it (offers-at).
offers-filled-undo-until = Offer { $offer } went to { $name }; the others are told { $when }.
offers-filled-undo = Offer { $offer } went to { $name }; nobody has been told yet.
offers-undo-fill = Undo
offers-event-answer = { $name } answered: { $answer }
# $kind: what happened; $name: whom it was about, if anyone.
offers-event =
    { $kind ->
        [created] Offer written
        [wave] A wave opened
        [offered] Offered to { $name }
        [left_out] { $name } left out
        [filled] Filled by { $name }
        [cancelled] Cancelled
        [exhausted] Everyone offered, nobody accepted
        [expired] The deadline passed: no more waves
        [fill_undone] Fill undone
        [held] Held
        [let_go] Let go
        [next_wave_asked] Next wave asked for now
        [closing] Closing message to { $name }
        [closing_skipped] No closing message to { $name }
        [recent_included] { $name } offered though messaged recently, on your word
        [recent_left_out] Recently messaged candidates left out, on your word
       *[other] { $kind } { $name }
    }

## News

offers-unreadable = Offer { $offer } could not be read.
offers-change-refused = Offer { $offer } was not changed.
offers-filled-news = Offer { $offer } is filled.
offers-already-recorded = That answer was already recorded ({ $at }); it is not counted twice.
offers-answer-after-close =
    The answer was recorded, but the offer was already { $state ->
        [filled] filled
        [cancelled] cancelled
       *[other] over
    }.

## The "Offer a job…" dialog

offers-form-heading = Offer a job
offers-form-title = Title
offers-form-pair-from = Pair from:
offers-form-pair-to = Pair to:
offers-form-service = Service
offers-form-volume = Volume
offers-form-rate = Rate
offers-form-deadline-date = Deadline (date, your time)
offers-form-date-hint = YYYY-MM-DD, or empty for none
offers-form-deadline-time = Deadline (time, your time)
offers-form-sender-name = Your name
offers-form-sender-email = Your e-mail
offers-form-subject = Subject
offers-form-body = Message
offers-form-wave-size-label = Freelancers per wave
# Typed like 2h, 90m or 1d.
offers-form-wave-wait = Wait per wave
offers-form-send-when = Send:
offers-form-working-hours = in their working hours
offers-form-now = at once
offers-form-who-fills = Who gets the job:
offers-form-first-accept = the first to accept
offers-form-i-pick = I pick among those who accept
offers-form-pick-within = Time to pick
offers-form-candidates = Candidates, in the order offered ({ $count })
offers-form-rank = Rank
    .hover = Orders them: pinned first, then by vendor status (active, potential, none, on hold or too expensive), then by how free they are on the offer's days, then by how well they answer offers (in the job's language pair, where they were offered jobs in it)
offers-form-asking-availability = Asking the directory for their availability…
# $percent: 0 to 100, their mean availability on the offer's days.
offers-form-free = free { $percent }%
offers-form-availability-unknown = —
offers-form-availability =
    .hover = How much of their working days they have free from today to the deadline's day (the next 5 working days without a deadline), as they set it in the directory; — when not known
offers-form-no-account = Not signed in yet: the offer can be written once the directory has said who you are.
offers-form-left-out-marked = Left out, marked do not contact: { $count }
offers-form-left-out-beyond = Left out, beyond the { $most } an offer may have: { $count }
offers-form-pinned = Pinned first
offers-form-up = Up
offers-form-down = Down
offers-form-save = Write the offer
    .hover = Shows who gets the first wave and when, before anything is written or sent
offers-form-close = Close
offers-form-written = Offer { $offer } is written; its first wave goes as the review showed.
offers-form-refused = The offer was not written:
offers-form-no-title = Give the job a title.
offers-form-no-message = The message needs a subject and a text.
offers-form-no-candidates = Select at least one freelancer in the table.
offers-form-wave-size = A wave is 1 to { $most } freelancers.
offers-form-deadline-unreadable = “{ $typed }” is not a date and time: type them like 2026-12-01 and 17:00.
offers-form-deadline-past = The deadline { $typed } is already past.
offers-form-wait-unreadable = “{ $typed }” is not a duration: type it like 2h, 90m or 1d.

## New offer ▾: candidates from a saved list or the vendor records

offers-new-menu = New offer ▾
    .hover = Offer a job to a saved list, or to freelancers by their vendor records. (The table's selection and a page of search matches have their own "Offer a job…".)
offers-new-from-list = From a saved list
offers-new-no-lists = No saved lists yet
# $name: the list's name; $count: its members.
offers-new-list-entry = { $name } ({ $count })
offers-new-from-vendors = From vendor records
offers-new-status = Status:
offers-new-any-status = Any status
offers-new-tag = Tag:
offers-new-from-vendors-go = Offer them a job…
offers-new-pick-something = Pick a status, a tag or both.
offers-new-no-vendors = No vendor records match what you picked.
offers-new-vendors-unreadable = The vendor records could not be read.

## The offer's problems and its review before the first wave

offers-form-pair-half = Choose both languages of the pair, or neither.
offers-form-pair-same = The pair's two languages are the same.
# $name: a language the directory's own list does not have.
offers-form-pair-foreign = { $name } is not one of this directory's languages: choose it again from the list.
offers-form-fix =
    { $count ->
        [one] Fix the { $count } problem marked above to go on.
       *[other] Fix the { $count } problems marked above to go on.
    }
offers-review-check-failed = Who was marked or messaged recently could not be checked; nothing was written:
offers-review-heading = Before the first wave
offers-review-still-asking = Still asking the directory for their working hours and zones; the times follow as they come.
offers-review-first-wave =
    { $count ->
        [one] The first wave: { $count } freelancer
       *[other] The first wave: { $count } freelancers
    }
offers-review-nobody = Nobody is left to offer the job to.
offers-review-goes-now = goes now
offers-review-goes-their-hours = goes as their working hours begin
offers-review-goes-later = goes later
# $time: a date and time, with the zone it is in.
offers-review-their-time = their time { $time }
offers-review-your-time = your time { $time }
offers-review-zone-guessed = their zone unknown: yours assumed
offers-review-hours-guessed = their hours unknown: 09:00–18:00 assumed
offers-review-messaged-recently = messaged recently
offers-review-later =
    { $count ->
        [one] { $count } more in later waves, should nobody accept.
       *[other] { $count } more in later waves, should nobody accept.
    }
offers-review-left-out =
    { $count ->
        [one] Left out: { $count }
       *[other] Left out: { $count }
    }
offers-review-why-do-not-contact = marked do not contact
# $coordinator: the colleague who marked them.
offers-review-why-team-do-not-contact = marked do not contact by { $coordinator }
# $problem: why the team database could not be asked.
offers-review-team-away = The team database could not be asked ({ $problem }); each wave is checked against it as it goes.
offers-review-why-recent = messaged recently, left out on your word
offers-review-recent-left-out = They are left out of the offer.
offers-review-recent-included = They are offered the job too.
offers-review-change = Change
offers-review-word-first = Say first whether the recently messaged are offered the job too.
offers-review-back = Back
    .hover = Back to the form, everything as you left it
offers-review-confirm = Send the first wave

## The open offers' table, and the buttons for the offers and candidates selected

offers-column-offer = Offer
offers-column-waits = Waits for
offers-column-answers = Answers
offers-select-offer = Select this offer
offers-select-offers-first = Select offers first: click a row; Ctrl-click, Shift-click or Space select more.
# $count: the selected offers that the button changes.
offers-hold-selected =
    { $count ->
        [0] Hold the selected offers
        [one] Hold the selected offer
       *[other] Hold the { $count } selected offers
    }
    .hover = No wave of theirs goes by itself until you let them go.
    .none = The selected offers are held already.
offers-let-go-selected =
    { $count ->
        [0] Let go the selected offers
        [one] Let go the selected offer
       *[other] Let go the { $count } selected offers
    }
    .hover = Their waves go again as they fall due.
    .none = None of the selected offers is held.
offers-select-candidate = Select this candidate
# $count: the selected candidates whose answer the button changes; $answer: an offers-answer-… word.
offers-bulk-answer =
    { $count ->
        [0] Record “{ $answer }” for those selected
        [one] Record “{ $answer }” for the selected one
       *[other] Record “{ $answer }” for the { $count } selected
    }
    .hover = Recorded for each of them, as the button on their own row records it.
    .none-selected = Select candidates first: click a row; Ctrl-click, Shift-click or Space select more.
    .none-apply = None of those selected was offered the job yet, or each has this answer already.
    .not-open = The offer is over: its answers stay as they are.
offers-clear-selection = Clear selection
