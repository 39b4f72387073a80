# The composer: recipients, the message, the confirmation before sending, and the job sent.

## The page and the send row

composer-opening = Opening the saved draft…
# The team database could not be asked: what can be done.
composer-retry = Retry
composer-send-unchecked = Send unchecked…
    .hover = Send without the team's checks, after a confirmation that is recorded
    .waiting = This desk's own checks are still being made
composer-cancel = Cancel
# $shortcut: the keyboard shortcut, as the system writes it (Ctrl+Enter).
composer-send = Send…
    .hover = Asks before sending ({ $shortcut })
    .creating = The outbox is writing the job down
    .checking = The recipients are being checked
    .team-away = The team database could not be asked: Retry, or send unchecked
composer-preview = Preview
composer-writing-job = Writing the job to the outbox…
composer-checking-recipients = Checking the recipients for do-not-contact marks and recent messages…
composer-fix-fields = Fix the marked fields to send.
# A message with placeholders goes in a request of its own to each recipient.
composer-requests-personal =
    { $recipients ->
        [one] { $recipients } recipient
       *[other] { $recipients } recipients
    } in { $requests ->
        [one] { $requests } request
       *[other] { $requests } requests
    } (one each: the message is personal).
# $size: how many recipients a request takes at most (25).
composer-requests =
    { $recipients ->
        [one] { $recipients } recipient
       *[other] { $recipients } recipients
    } in { $requests ->
        [one] { $requests } request
       *[other] { $requests } requests
    } (at most { $size } recipients each).

## The message's fields

composer-sender-name = Sender name
    .hint = Your name as recipients see it
composer-sender-email = Sender e-mail
    .hint = Where replies go
composer-type = Type
composer-type-other = Other
composer-type-rfq = Request for quote
composer-type-job = Job offer
composer-subject = Subject
composer-message = Message
    .hint = Write to the freelancers here.
composer-characters =
    { $count ->
        [one] { $count } character
       *[other] { $count } characters
    }
composer-saved-as-you-type = · saved as you type ·
# Before the placeholders' buttons ({{first_name}}, …), which insert one in the message.
composer-insert = Insert:
    .hover = Each recipient's own { composer-field }, at the cursor

## Personalisation: placeholders and their fallbacks

# A placeholder's field, named alone. $field is the placeholder's key.
composer-field =
    { $field ->
        [site_name] site name
        [first_name] first name
       *[last_name] last name
    }
# Two or more fields, as in "Ana has no first name or last name".
composer-either = { $first } or { $second }
composer-personal = Each recipient gets their own request
composer-personal-explained = The message uses placeholders, so it goes one request per recipient with their own details filled in. Where a profile lacks one, the fallback is used.
composer-personal-unverified =
    { $count ->
        [one] { $count } recipient's profile was not read in this session: verify the recipients to use their details.
       *[other] { $count } recipients' profiles were not read in this session: verify the recipients to use their details.
    }
# $token: the placeholder as typed, {{first_name}}.
composer-fallback = Fallback for { $token }
    .hint = when a profile has no { composer-field }
    .left-out = the word is left out
composer-leave-placeholder-out = Leave { $token } out
    .hover = Where a profile lacks it, the placeholder becomes nothing
composer-every-recipient-has-one = every recipient has one
composer-lacking-left-out =
    { $count ->
        [one] { $count } recipient has no { composer-field }: it is left out for them
       *[other] { $count } recipients have no { composer-field }: it is left out for them
    }
composer-lacking-give-fallback =
    { $count ->
        [one] { $count } recipient has no { composer-field }: give a fallback
       *[other] { $count } recipients have no { composer-field }: give a fallback
    }
composer-lacking-gets-fallback =
    { $count ->
        [one] { $count } recipient has no { composer-field }: they get the fallback
       *[other] { $count } recipients have no { composer-field }: they get the fallback
    }

## The preview

composer-preview-for = Preview for
# $fields: one or more fields (composer-either).
composer-preview-no-fallback = { $name } has no { $fields } and there is no fallback.
composer-from = From
composer-to = To
# $names: the first recipients' names, separated by commas.
composer-names-and-more = { $names } and { $count } more

## The recipients

composer-recipients = Recipients ({ $count })
composer-add-from-list = Add from list ▾
composer-no-lists = No lists in this directory yet: “Save as list…” makes one.
composer-save-as-list = Save as list…
    .hover = Keep these recipients as a named list, to add again later
# “Add selected to recipients” is the results table's button.
composer-no-recipients = Select freelancers in the results table, then “Add selected to recipients”.
composer-remove-all = Remove all
# After the name of someone marked do not contact, on their chip.
composer-do-not-contact-mark = ⛔ do not contact
# A recipient chip's hover, a line each under the recipient's UUID.
composer-chip-unknown = Not in the directory
composer-chip-do-not-contact = Marked do not contact: left out of every message
composer-chip-remove = Click to remove
# Under a list cut short.
composer-and-more = …and { $count } more
composer-marked-left-out =
    { $count ->
        [one] { $count } recipient marked do not contact: left out of every message.
       *[other] { $count } recipients marked do not contact: left out of every message.
    }
# $count: how many were new; $all: how many recipients there are now; $already: how many were there before.
composer-list-added = { $count } added from the list “{ $name }” ({ $all } in all).
composer-list-added-some-there = { $count } added from the list “{ $name }” ({ $all } in all), { $already } already there.
composer-locked-checking = Not added: the recipients are being checked for a send. Send it or go back first, then add them (they are checked then too).
composer-locked-creating = Not added: a send is being written to the outbox. Add them once it is.

## Verifying the recipients (looking each up)

composer-verify = Verify recipients
    .hover = Looks every recipient up: one unknown recipient makes its whole request fail
    .all-looked-up = Every recipient was looked up in this session
composer-not-connected = Not connected to the directory
composer-all-looked-up =
    { $count ->
        [one] All { $count } recipient looked up in this session.
       *[other] All { $count } recipients looked up in this session.
    }
composer-not-looked-up =
    { $count ->
        [one] { $count } recipient not looked up in this session.
       *[other] { $count } recipients not looked up in this session.
    }
composer-unknown =
    { $count ->
        [one] { $count } recipient is not in the directory: a request holding any of them fails whole, and reaches nobody.
       *[other] { $count } recipients are not in the directory: a request holding any of them fails whole, and reaches nobody.
    }
composer-leave-out-unknown = Leave out { $count } unknown
    .hover = Removes them from the recipients; the others stay
composer-left-out-unknown =
    { $count ->
        [one] Left out { $count } unknown recipient: the directory does not know them.
       *[other] Left out { $count } unknown recipients: the directory does not know them.
    }
composer-verifying = Verifying recipients: { $done } of { $total }
composer-cancel-verification = Cancel verification
# $why: the first one's reason, as the app explains it.
composer-could-not-check =
    { $count ->
        [one] { $count } recipient could not be checked ({ $why }). This passes: verify again in a moment.
       *[other] { $count } recipients could not be checked ({ $why }). This passes: verify again in a moment.
    }

## The confirmation before sending

composer-confirm = Send this message?
composer-confirm-goes-to =
    { $count ->
        [one] “{ $subject }” goes to { $count } recipient.
       *[other] “{ $subject }” goes to { $count } recipients.
    }
# $sender: "Ana Lima <ana@agency.example>"; $message_type: the type's name (composer-type-…).
composer-confirm-from = From { $sender }, as { $message_type }.
composer-nothing-to-send = Nothing to send
    .why = Every recipient is marked do not contact.
    .with-team = Every recipient is marked do not contact, or being messaged by a colleague right now.
composer-outbox-keeps = The Outbox keeps every request's fate, even across a restart; you can pause or cancel there.
composer-unknown-will-fail =
    { $count ->
        [one] { $count } recipient not in the directory: the requests holding them will fail.
       *[other] { $count } recipients not in the directory: the requests holding them will fail.
    }
composer-unverified-may-fail =
    { $count ->
        [one] { $count } recipient was not looked up in this session. One unknown recipient makes its whole request fail.
       *[other] { $count } recipients were not looked up in this session. One unknown recipient makes its whole request fail.
    }
composer-unchecked-risk = Sent now, it passes this desk's own checks only: recipients a colleague marked do not contact, messaged recently or is messaging right now are not seen, and may be messaged twice.
composer-unchecked-understood = I understand: send without the team's checks (this is recorded, and the team is told once it is back)
composer-send-now = Send now
composer-verify-first = Verify first
composer-go-back = Go back

## What the guardrails found, in the confirmation

composer-guard-do-not-contact =
    { $count ->
        [one] ⛔ { $count } recipient marked do not contact is left out: nothing is sent to them.
       *[other] ⛔ { $count } recipients marked do not contact are left out: nothing is sent to them.
    }
# $name: "Ana Lima (UUID)", or the UUID alone.
composer-guard-do-not-contact-name = { $name } (do not contact)
# $days: the directory's recent-contact period.
composer-guard-recent =
    { $count ->
        [one] { $count } recipient was
       *[other] { $count } recipients were
    } messaged from this environment in the last { $days ->
        [one] { $days } day
       *[other] { $days } days
    }:
composer-guard-team-do-not-contact =
    { $count ->
        [one] ⛔ { $count } recipient marked do not contact by the team is left out:
       *[other] ⛔ { $count } recipients marked do not contact by the team are left out:
    }
# $coordinator: the colleague who marked them.
composer-guard-marked-by = { $name }: by { $coordinator }
composer-guard-marked-by-why = { $name }: by { $coordinator } ({ $reason })
composer-guard-team-recent =
    { $count ->
        [one] { $count } recipient was
       *[other] { $count } recipients were
    } messaged by colleagues in the last { $days ->
        [one] { $days } day
       *[other] { $days } days
    }:
composer-guard-claimed =
    { $count ->
        [one] { $count } recipient is being messaged by a colleague right now, and is left out:
       *[other] { $count } recipients are being messaged by a colleague right now, and are left out:
    }
composer-guard-team-checked = Checked against the team database at { $host }.
composer-guard-leave-out = Leave them out
    .hover = Send to the other recipients only
    .nobody-else = Nobody else would be left to send to
composer-guard-send-too = Send to them too
    .hover = Send to every recipient not marked do not contact

## The job sent last

# $id: the job's number.
composer-job-going = Job { $id } is in the outbox…
composer-job = Job { $id }
composer-job-progress = { $done } of { $total } requests done
# $people: what became of the recipients, as the Outbox says it.
composer-job-recipients = Recipients: { $people }
composer-open-in-outbox = Open in Outbox
composer-compose-again =
    { $count ->
        [one] Compose again to the { $count } recipient not reached
       *[other] Compose again to the { $count } recipients not reached
    }
    .busy = Send or clear the message you are writing first
composer-hide-progress = Hide progress
composer-may-have-received =
    { $count ->
        [one] { $count } recipient may have received it: their request's answer was lost. It is not sent again unless you decide so in the Outbox.
       *[other] { $count } recipients may have received it: their request's answer was lost. It is not sent again unless you decide so in the Outbox.
    }

## Why nothing was sent

composer-check-failed = Nothing was sent: the recipients could not be checked for do-not-contact marks and recent messages. Your message is still here.
composer-outbox-refused = Nothing was sent: the outbox could not take the job. Your message is still here.
composer-closed-while-creating = The connection closed before the outbox confirmed the job. Check the Outbox before sending again: it may have been created.
composer-closed-while-checking = The connection closed before the team database answered. Nothing was sent; your message is still here.
# When a colleague's or this desk's recent message was; $ago: how long ago (vendor-ago-…).
composer-guard-recent-waiting = waiting to go in job { $job }, which will send it when it runs
composer-guard-recent-sent = { $ago } (job { $job })
composer-guard-recent-perhaps = perhaps { $ago } (job { $job }; its answer never came)
# A colleague's message or live claim, from the team database; $ago: how long ago (vendor-ago-…), $by: the colleague, $subject: their job's subject.
composer-team-contact-sent = messaged { $ago } by { $by } (job '{ $subject }')
composer-team-contact-pending = messaged { $ago } by { $by } (job '{ $subject }'; held by the directory or waiting to go)
composer-team-contact-unknown = perhaps messaged { $ago } by { $by } (job '{ $subject }'; its answer never came)
composer-team-claim = being messaged now by { $by } (job '{ $subject }', since { $ago })
composer-team-claim-no-subject = being messaged now by { $by } (since { $ago })
