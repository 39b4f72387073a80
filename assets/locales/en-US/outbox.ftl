# The Outbox panel: jobs, their requests, the decisions only the user can make, and the
# news a toast gives of them. A job is one message sent to many recipients in requests of
# up to 25; $job and $seq are numbers shown as they are (never grouped).

## The panel

outbox-closed = Connect to a directory to see its outbox.
outbox-opening = Opening the outbox…
# $why: the reason, in words the outbox gives.
outbox-failed = The outbox could not be opened: { $why }. Nothing can be sent.
outbox-jobs-here =
    { $count ->
        [one] { $count } job in this directory, newest first.
       *[other] { $count } jobs in this directory, newest first.
    }
outbox-decisions-only = Only requests that need you
# "Compose" is the name of the composer's tab.
outbox-empty = Nothing sent yet. Messages sent from Compose appear here, with what became of every request.
outbox-elsewhere-header =
    { $count ->
        [one] { $count } job written for other directories (read-only here)
       *[other] { $count } jobs written for other directories (read-only here)
    }
outbox-export-report = Export report…
    .hover = Writes what became of each recipient as CSV
# One of the jobs listed in outbox-interrupted-banner's $jobs, separated by commas.
outbox-interrupted-job = job { $job }
# "Resume" is outbox-resume's button; "unknown" is outbox-state's word for that state.
outbox-interrupted-banner = Sending was interrupted ({ $jobs }): the app closed while requests were going out. Nothing more is sent until you press Resume. Requests that were out at the time read “unknown”: decide on each below.
# $directory: the directory the job was written for; $account: who it was written as;
# $here: the directory now open (or outbox-another-directory).
outbox-elsewhere-note = Written for { $directory }; this is { $here }. Open that directory to resume, resend or retry it.
outbox-elsewhere-note-as = Written for { $directory } as { $account }; this is { $here }. Open that directory to resume, resend or retry it.
outbox-another-directory = another directory

## A job's card

outbox-job = Job { $job }
# The job's subject, in quotation marks.
outbox-job-subject = “{ $subject }”
# $created: a date and time in UTC; $sender: the sender's name.
outbox-job-facts =
    Created { $created } · { $recipients ->
        [one] { $recipients } recipient
       *[other] { $recipients } recipients
    } · { $requests ->
        [one] { $requests } request
       *[other] { $requests } requests
    } · from { $sender }
# On the progress bar.
outbox-progress = { $done } of { $total } requests done
# $rate: requests answered per second, with one decimal.
outbox-rate = { $rate } requests/s
# $left: a duration (outbox-seconds, outbox-minutes, outbox-hours-minutes).
outbox-rate-left = { $rate } requests/s · about { $left } left
outbox-seconds = { $seconds } s
outbox-minutes = { $minutes } min
outbox-hours-minutes = { $hours } h { $minutes } min
# $people: what became of the recipients (outbox-people-…, separated by outbox-list-separator).
outbox-job-recipients = Recipients: { $people }
outbox-people-sent = { $count } sent
outbox-people-pending = { $count } pending review
outbox-people-not-delivered = { $count } not delivered
outbox-people-left-out = { $count } left out
outbox-people-unknown = { $count } may have been delivered
outbox-people-waiting = { $count } waiting
# In a cancelled job: never to be sent.
outbox-people-not-sent = { $count } not sent
outbox-people-nobody = nobody yet
# Between the parts of a list.
outbox-list-separator = { ", " }
# $states: how many requests are in each state (outbox-requests-in-state), separated by " · ".
outbox-requests = Requests: { $states }
outbox-requests-in-state =
    { $state ->
        [queued] { $count } queued
        [sending] { $count } sending
        [sent] { $count } sent
        [pending] { $count } pending
        [rejected] { $count } rejected
        [failed] { $count } failed
        [retrying] { $count } retrying
       *[unknown] { $count } unknown
    }
outbox-status-stopping = Stopping after the requests out now…
outbox-status-sending = Sending
outbox-status-paused = Paused
outbox-status-cancelled = Cancelled
outbox-status-interrupted = Interrupted: resume to send the rest
outbox-status-needs-attention = Needs your decision
outbox-status-done = Done
outbox-pause = Pause
    .hover = Stops after the requests already out are answered
outbox-resume = Resume
    .hover = Sends the requests still waiting
outbox-cancel = Cancel…
outbox-unknown-summary =
    { $requests ->
        [one] { $requests } request
       *[other] { $requests } requests
    } to { $recipients ->
        [one] { $recipients } recipient
       *[other] { $recipients } recipients
    } may have been delivered:
outbox-resend-all-unknown = Resend all unknown…
    .hover = Asks first: they may already have received it
outbox-mark-all-delivered = Mark all unknown as delivered…
    .hover = Asks first. You checked: they arrived, and nothing is sent again.

## A job's requests

# The header that opens the table; $count: how many requests.
outbox-requests-header = Requests of job { $job } ({ $count })
outbox-no-decisions = No request needs you here.
outbox-column-request = Request
outbox-column-state = State
outbox-column-attempts = Attempts
outbox-column-recipients = Recipients
outbox-column-decision = Your decision
outbox-column-what-happened = What happened
# A request's state in the table.
outbox-state =
    { $state ->
        [queued] queued
        [sending] sending…
        [sent] sent
        [pending] pending review
        [rejected] rejected
        [failed] failed
        [retrying] retrying
       *[unknown] unknown
    }
# More recipients than fit in the row: $count of them, the first few $names.
outbox-row-recipients = { $count } recipients: { $names }, …
# Above the directory's receipt, in a request's details.
outbox-receipt = Receipt:
outbox-resend = Resend…
    .hover = Asks first: it may already have been delivered
outbox-mark-delivered = Mark as delivered
    .hover = You checked: it arrived. It is not sent again.
outbox-retry = Retry
    .hover = It was certainly not delivered: sends it again
# $count: the recipients the directory named as invalid.
outbox-retry-without = Retry without { $count } invalid
    .hover = Leaves out the recipients the directory named

## Confirmations

outbox-go-back = Go back
outbox-cancel-heading = Cancel job { $job }?
outbox-cancel-text =
    { $count ->
        [one] The { $count } request not sent yet will never be sent. Requests already out are allowed to finish. This cannot be undone.
       *[other] The { $count } requests not sent yet will never be sent. Requests already out are allowed to finish. This cannot be undone.
    }
outbox-cancel-go = Cancel the job
outbox-cancel-back = Keep it
outbox-resend-heading = Send request { $seq } of job { $job } again?
outbox-resend-text =
    { $count ->
        [one] Its answer was lost, so it may already have reached its { $count } recipient. If it did, they get the message twice.
       *[other] Its answer was lost, so it may already have reached its { $count } recipients. If it did, they get the message twice.
    }
outbox-resend-go = Send it again
outbox-resend-all-heading = Resend every unknown request of job { $job }?
outbox-resend-all-text =
    Resend to { $recipients ->
        [one] { $recipients } recipient
       *[other] { $recipients } recipients
    } in { $requests ->
        [one] { $requests } request
       *[other] { $requests } requests
    } that may already have received this message? Their answers were lost: whoever it reached gets it twice.
outbox-resend-all-go = Resend them all
outbox-delivered-all-heading = Mark every unknown request of job { $job } as delivered?
outbox-delivered-all-text =
    Record { $requests ->
        [one] { $requests } request
       *[other] { $requests } requests
    } to { $recipients ->
        [one] { $recipients } recipient
       *[other] { $recipients } recipients
    } as delivered? Do this once you have checked that they received it: they are not sent again.
outbox-delivered-all-go = Record as delivered

## News in the window's corner

outbox-refused-job = Job { $job }: the outbox could not do that.
outbox-refused = The outbox could not do that.
outbox-interrupted-one = Job { $job } was interrupted while sending. Nothing more goes until you resume it in the Outbox.
# $jobs: the jobs' numbers, separated by commas.
outbox-interrupted-many = { $count } jobs were interrupted while sending (jobs { $jobs }). Nothing more goes until you resume them in the Outbox.
# $people: what became of the recipients (see outbox-job-recipients).
outbox-ended-finished = Job { $job } finished: { $people }.
outbox-ended-finished-decisions =
    { $count ->
        [one] Job { $job } finished: { $people }. { $count } request needs your decision in the Outbox.
       *[other] Job { $job } finished: { $people }. { $count } requests need your decision in the Outbox.
    }
outbox-ended-paused = Job { $job } paused: { $people }.
outbox-ended-cancelled = Job { $job } cancelled: { $people }.
outbox-ended-cancelled-elsewhere = Job { $job } was cancelled from another window or the command line: { $people }.
outbox-ended-paused-elsewhere = Job { $job } was paused from another window or the command line: { $people }.
outbox-ended-signed-out = Job { $job } paused, signed out: sign in again and resume it in the Outbox. So far { $people }.
# $note: why, in the outbox's words (a sentence with its full stop).
outbox-ended-asked-to-wait = Job { $job } paused: { $note } So far { $people }.
outbox-ended-crashed = Job { $job } paused: { $note }
outbox-ended-refused = Job { $job } was not sent: the outbox could not take it up.
outbox-ended-stopped = Job { $job } stopped to stay safe: the outbox could not go on. Nothing was sent twice; resume it when this is solved.
outbox-resolved-resend =
    Job { $job }: sending { $requests ->
        [one] { $requests } request
       *[other] { $requests } requests
    } to { $recipients ->
        [one] { $recipients } recipient
       *[other] { $recipients } recipients
    } again.
outbox-resolved-delivered =
    Job { $job }: { $requests ->
        [one] { $requests } request
       *[other] { $requests } requests
    } to { $recipients ->
        [one] { $recipients } recipient
       *[other] { $recipients } recipients
    } recorded as delivered.

# A job sent again (resume, retry, resend) that the team's check stopped; each person it found follows on a line of their own (outbox-stopped-again-person). $job: the job's number.
outbox-stopped-again = Job { $job } was not sent again: the team's checks stop it. Nothing was sent.
# $name: the recipient; $why: a colleague's recent message or live claim (composer-team-…).
outbox-stopped-again-person = { $name }: { $why }

# A request's note: what became of it, in the outbox's table. $why: what went wrong, a whole sentence (errors-…).
outbox-team-check-nothing-sent = Nothing was sent: the team's check could not be made.
outbox-team-check-cannot-use-team = Nothing was sent: this desk cannot use the team database it joined.
outbox-team-check-no-team = Nothing was sent: this directory has no team database to check against.
outbox-team-check-failed = Nothing was sent: the check against the team database failed.
outbox-team-check-unreachable = The team database at { $host } can't be reached: the do-not-contact and recent-contact checks can't be made; nothing was sent.
outbox-team-check-cannot-check = The do-not-contact and recent-contact checks can't be made; nothing was sent.
outbox-note-crashed = Sending stopped unexpectedly ({ $reason }). Requests that were out may have been delivered; nothing else was sent. Resume to send the rest.
outbox-note-interrupted = Sending was interrupted while this request was out: it may have been delivered.
outbox-note-nobody-to-contact = Not sent: everyone in this request was marked do not contact after the job was written.
outbox-note-nobody-to-contact-for-team = Not sent: everyone in this request was marked do not contact for the team after the job was written.
outbox-note-marked-delivered = Marked as delivered by you.
outbox-note-receipt-unreadable = The directory accepted the message; its receipt could not be read.
outbox-note-timed-out-after-sending = The directory did not answer in time after the message was sent.
outbox-note-broke-after-sending = The connection broke after the message was sent.
outbox-note-maybe-delivered = { $why } It may have been delivered: check before sending it again.
outbox-note-sign-in-again = Not sent. { $why } Sign in again and resume.
# $count: how many times it was tried.
outbox-note-gave-up =
    { $count ->
        [one] Not delivered after { $count } attempt. { $why }
       *[other] Not delivered after { $count } attempts. { $why }
    }
outbox-note-trying-again = { $why } We will try again.
# $until: a date and time in UTC ("2026-11-18 13:06 UTC"); $hours, $minutes: how long from the answer.
outbox-note-wait-until = The directory asks us to wait until { $until } ({ $hours } h { $minutes } min); the job is paused, and goes on by itself then.
outbox-note-wait-over-a-year = The directory asks us to wait more than a year ({ $seconds } s) before sending more; the job is paused. Resume it when the directory's limit has passed.
outbox-note-team-away = The team database could not be asked whether a colleague marked anyone do not contact; the job is paused, and tries again at { $until }, checked against the team first.
outbox-paused-as-it-ran = Paused as its run ended (the window closed or the program stopped while it was sending); resuming it sends the rest.
outbox-paused-by-word = Paused by hand (in this window, another one or on the command line); resuming it sends the rest.

# $names: the recipients of one request, as a list.
outbox-row-not-delivered = Not delivered: { $names }
outbox-row-left-out = Left out: { $names }
outbox-select-request = Select
outbox-resend-selected = Resend the { $count } selected…
outbox-mark-selected-delivered = Mark the { $count } selected as delivered…
outbox-resend-selected-heading = Resend the selected unknown requests of job { $job }?
outbox-delivered-selected-heading = Mark the selected unknown requests of job { $job } as delivered?
