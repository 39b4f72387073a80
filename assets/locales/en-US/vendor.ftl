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

## Why what was typed is refused: after "error: " on the command line, alone in the window.

vendor-invalid-tag-empty = a tag cannot be empty
# $tag: the tag as typed; $max: the most characters a tag may have.
vendor-invalid-tag-too-long = the tag '{ $tag }' is longer than { $max } characters
vendor-invalid-tag-separator = the tag '{ $tag }' may not hold ';' or line breaks (';' separates tags in files)
vendor-invalid-note-empty = a note cannot be empty
# $max: the most characters a note may have (10000: the command line has always written it ungrouped).
vendor-invalid-note-too-long = a note may be at most { NUMBER($max, useGrouping: "false") } characters long
# $typed: the amount as typed.
vendor-invalid-amount-empty = '{ $typed }' is not an amount: write it with digits, e.g. 0.08 or 45
vendor-invalid-amount-not-digits = '{ $typed }' is not an amount: use digits and a point, e.g. 0.08 or 45 (no currency signs, commas or minus)
vendor-invalid-amount-ambiguous = '{ $typed }' can be read as a whole number or as a decimal: write the decimals after a comma (e.g. 12,5) or leave out the thousands mark (e.g. 12500)
vendor-invalid-amount-too-large = '{ $typed }' is not an amount: it is too large
# $max: the most digits after the decimal point.
vendor-invalid-amount-too-precise = '{ $typed }' is not an amount: at most { $max } digits after the point
vendor-invalid-currency = '{ $typed }' is not a currency code; write its ISO 4217 code, e.g. EUR, USD or GBP
vendor-invalid-pair-code = '{ $pair }' is not a language pair code such as eng_deu
vendor-invalid-service-id = '{ $service }' is not a service id
# A name typed in the rate form that the catalogue does not know; $typed: the name as typed.
vendor-no-language = no language '{ $typed }'
vendor-no-country = no country '{ $typed }'
vendor-no-service = no service '{ $typed }'
vendor-no-discipline = no discipline '{ $typed }'
vendor-no-specific-discipline = no specific discipline '{ $typed }'
vendor-no-account-type = no account type '{ $typed }'
# $missing: one of the vendor-no-… above; $names: the closest names (one, or vendor-names-or).
vendor-did-you-mean = { $missing }; did you mean { $names }?
# $first: all names but the last, as a list; $last: the last name.
vendor-names-or = { $first } or { $last }
# $typed: the pair as typed.
vendor-not-a-pair = '{ $typed }' is not a language pair; write it as source_target, e.g. eng_deu
