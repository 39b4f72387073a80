# The UUID lookup tab: the paste box, a running lookup, and the results table with its vendor
# columns.

## The paste box

lookup-paste-label = UUIDs, profile links, CSV or e-mail text:
lookup-paste-hint = Paste one UUID or hundreds, from any text (Ctrl+L)
lookup-look-up = Look up
lookup-clear-table = Clear table
lookup-paste-samples = Paste sample UUIDs
    .hover = 25 freelancers from the built-in sandbox
# The tokens of a paste that look like a mistyped UUID, under a heading that opens them.
lookup-not-uuids = { $count } tokens are not UUIDs
# What a paste found, under the box.
lookup-paste-nothing-new = No new UUIDs in that text.
lookup-paste-new = { $count } new UUIDs
lookup-paste-new-duplicates = { $count } new UUIDs, { $duplicates } duplicates dropped
lookup-paste-new-invalid = { $count } new UUIDs, { $invalid } not UUIDs (listed below)
lookup-paste-new-duplicates-invalid = { $count } new UUIDs, { $duplicates } duplicates dropped, { $invalid } not UUIDs (listed below)
# $file_name: the imported file's name.
lookup-imported = Imported { $count } UUIDs from { $file_name }. Press Look up.
lookup-imported-with-invalid = Imported { $count } UUIDs from { $file_name }; { $invalid } tokens are not UUIDs. Press Look up.

## A running lookup

lookup-progress = { $done } done, { $failed } failed, { $left } left
lookup-cancel = Cancel
lookup-finished = Lookup finished: { $found } found, { $failed } failed.
lookup-cancelled = Lookup cancelled: { $found } found, { $failed } failed, { $left } not looked up.
# $reason: why, in a sentence or two.
lookup-stopped = Lookup stopped. { $reason }
lookup-not-found-why = The directory has no freelancer with this UUID.
lookup-not-looked-up = Not looked up: the lookup was stopped.

## The table's bar

lookup-filter = Filter:
lookup-filter-hint = name, country, language, code…
lookup-rows = { $shown } of { $total } rows, { $selected } selected
lookup-select-all-filtered = Select all filtered
lookup-clear-selection = Clear selection
lookup-add-to-recipients = Add selected to recipients
lookup-offer-job = Offer a job…
    .hover = Offers a job to the selected freelancers, a wave at a time, until one accepts
lookup-export-csv = Export CSV
lookup-show-local-time = Show local time
    .hover = Show each freelancer's local time and UTC offset
lookup-show-vendor-columns = Show vendor columns
    .hover = Show each freelancer's status, tags, last contact and how they answer offers
lookup-show-availability = Show availability today

## The table's columns, and the export's headers for the codes beside them

lookup-column-name = Name
lookup-column-account-type = Account type
lookup-column-country = Country
lookup-column-pairs = Language pairs
lookup-column-membership = Membership
lookup-column-state = State
lookup-column-local-time = Local time
lookup-column-status = Status
lookup-column-tags = Tags
lookup-column-last-contacted = Last contacted
lookup-column-responsiveness = Responsiveness
# How a freelancer answers offers. $answered, $offered: counts; $median: a duration like 2h or 3d.
lookup-responsiveness = { $answered } of { $offered } answered
lookup-responsiveness-median = { $answered } of { $offered } answered, median { $median }
# $record: offers-responsiveness(-median); $last: offers-last-answer(-by).
lookup-responsiveness-last = { $record }. { $last }
lookup-column-available-today = Available today
lookup-codes-account-type = Account type code
lookup-codes-country = Country code
lookup-codes-pairs = Language pair codes

## The table's rows

lookup-select-row = Select
lookup-do-not-contact = ⛔ do not contact
    .hover = Marked do not contact: left out of every message
lookup-state-loading = loading
lookup-state-loaded = loaded
lookup-state-not-found = not found
lookup-state-not-allowed = not allowed
lookup-state-error = error: { $reason }
# Hovering a cell: the name the directory gave, with its code.
lookup-country-with-code = { $name } (country code { $code })
lookup-account-type-with-code = { $name } (account type { $code })
# $time: the freelancer's time of day ("14:32"); $offset: "UTC+3".
lookup-local-time = { $time } local, { $offset }

## The vendor columns and their menu

lookup-vendor-menu = Vendor ▾
    .hover = Change the vendor records of the selected rows
lookup-vendor-set-status = Set status
lookup-vendor-no-status = No status
lookup-vendor-tag-to-add = Tag to add
lookup-vendor-add-tag = Add tag to selected
lookup-vendor-remove-tag = Remove tag
lookup-vendor-no-tags = The selected rows have no tags.
