# The inspector's vendor section: what the agency keeps about a freelancer.

# The section's title. $status: the record's status; $tags, $notes, $rates: how many of each.
vendor-summary =
    Vendor record: { $status } · { $tags ->
        [one] { $tags } tag
       *[other] { $tags } tags
    } · { $notes ->
        [one] { $notes } note
       *[other] { $notes } notes
    } · { $rates ->
        [one] { $rates } rate
       *[other] { $rates } rates
    }
vendor-no-status = no status
vendor-status-active = Active
vendor-status-potential = Potential
vendor-status-on-hold = On hold
vendor-status-too-expensive = Too expensive
vendor-status-do-not-contact = Do not contact
vendor-not-saved = That change was not saved; nothing changed.
vendor-reading = Reading the vendor record…
vendor-read-failed = The vendor record could not be read.

## When this environment last messaged the freelancer.

vendor-not-contacted = Not contacted from this environment.
# $ago: how long ago (vendor-ago-…); $count: messages sent to them in all.
vendor-last-contacted =
    Last contacted { $ago } ({ $count ->
        [one] { $count } message
       *[other] { $count } messages
    } in all):
vendor-ago-now = just now
vendor-ago-minutes =
    { $count ->
        [one] { $count } minute ago
       *[other] { $count } minutes ago
    }
vendor-ago-hours =
    { $count ->
        [one] { $count } hour ago
       *[other] { $count } hours ago
    }
vendor-ago-days =
    { $count ->
        [one] { $count } day ago
       *[other] { $count } days ago
    }
# A link to the job in the Outbox; $job: the job's number.
vendor-job = job { $job }
    .hover = Open this job in the Outbox

## Status, tags and notes.

vendor-status = Status
vendor-status-none = none
vendor-tags = Tags
vendor-tags-none = none
vendor-remove-tag = Remove this tag
vendor-new-tag = New tag
    .hint = e.g. legal
vendor-add-tag = Add tag
# $count: how many notes.
vendor-notes = Notes ({ $count })
vendor-edit-note = Edit note
vendor-delete-note = Delete note
vendor-new-note = New note
    .hint = What was agreed, how they work…
vendor-add-note = Add note
# The label above a note being changed.
vendor-editing-note = Edit note
vendor-save-note = Save note
vendor-cancel = Cancel

## Rates.

# $count: how many rates.
vendor-rates = Rates ({ $count })
# $amount: e.g. 0.12; $currency: a code such as EUR; $unit: what the rate is per.
vendor-rate =
    { $amount } { $currency } per { $unit ->
        [hour] hour
        [page] page
        [minute] minute
        [job] job
       *[word] word
    }
vendor-delete-rate = Delete rate
vendor-rate-pair = Pair
vendor-rate-service = Service
vendor-rate-amount = Amount
vendor-rate-currency = Currency
vendor-rate-per = Per
# A choice in the list after "Per"; $unit: what the rate is per.
vendor-rate-unit =
    { $unit ->
        [hour] hour
        [page] page
        [minute] minute
        [job] job
       *[word] word
    }
vendor-add-rate = Add rate
