# The search tab: the form, the matches, and the code lists the directory served (shown on
# the Account tab, read by the form's pickers).

## The form

search-from = From:
search-to = To:
search-swap = Swap languages
search-service = Service:
search-discipline = Discipline:
search-specific-discipline = Specific discipline:
search-native-language = Native language:
search-country = Country:
search-specific-wins = The specific discipline is searched: the directory ignores the general one.
search-members-only = Members only
search-pair-priority = Pair priority:
search-priority-first = their first pair
search-priority-top = among their top { $count }
search-credential = Credential in the pair:
search-credential-reported = reported
search-credential-verified = verified
search-years = Years on the directory:
search-years-at-least = at least { $count }
# "Certified PRO Network" is the directory's name for its network: kept as it is.
search-pair-cpn = Certified PRO Network in the pair
# A picker's or a drop-down's first entry: no choice.
search-any = any
search-type-to-choose = type to choose
# A picker's list when nothing matches what was typed; $kind is what the picker picks.
search-none-called =
    { $kind ->
        [language] No language called that
        [country] No country called that
        [service] No service called that
        [discipline] No discipline called that
        [specific-discipline] No specific discipline called that
       *[account-type] No account type called that
    }
search-search = Search
search-choose-languages = Choose the languages to search.
# $codes: language codes, comma-separated.
search-foreign-codes = Not this directory's code: { $codes } (kept from before). Pick the language again.

## The matches

# $pair: the language pair's name ("English → German").
search-total =
    { $count ->
        [one] { $count } match for { $pair }
       *[other] { $count } matches for { $pair }
    }
# More matches than the directory lets anyone page through; $max: how many it does.
search-total-capped = { $count } matches for { $pair }; the directory shows the first { $max }
search-showing = showing { $first }–{ $last }
search-previous-page = Previous page
search-next-page = Next page
# $pair: the pair's code as sent (`eng_swe`).
search-pair-guessed = Note: asked for `{ $pair }`: this directory did not publish its language codes.
search-ranking = Members come first, then the others, each ranked by the directory (KudoZ, feedback, credentials, expertise).
search-add-page = Add these { $count } to the table
    .hover = The matches on this page go to the UUID lookup tab's table.
search-offer-job = Offer them a job…
    .hover = Opens an offer with this page's matches as its candidates, in the directory's order.
search-fetching = Fetching matches: { $fetched } of { $wanted }
search-cancel = Cancel
search-add-all =
    { $count ->
        [one] Add all { $count } match to recipients
       *[other] Add all { $count } matches to recipients
    }
    .hover = Every match (the directory gives at most 1,000) goes to the composer's recipients.
search-not-available = This directory has no freelancer search. Look freelancers up by UUID instead.
search-fetch-cancelled = Fetching the matches was cancelled: no recipients added.
# $reason: why, in a sentence or two.
search-fetch-failed = Could not fetch all the matches, so no recipients were added. { $reason }
search-no-matches-on-page = No matches on this page.
search-column-name = Name
search-column-country = Country
search-column-native-language = Native language
# KudoZ is the directory's name for its points: kept as it is.
search-column-kudoz = KudoZ in pair
    .hover = The freelancer's KudoZ points in this pair. Click to sort by them; again for the directory's order.
search-no-name = (no name)

## The code lists

search-code-lists = Code lists
search-code-lists-asking = Asking the directory for its code lists…
search-code-lists-languages = Languages
search-code-lists-services = Services
search-code-lists-account-types = Account types
search-code-lists-served = served by this directory ({ $count })
search-code-lists-guessed = not published: built-in names, its codes guessed
search-select-row = Select
search-add-selected = Add the { $count } selected to the table
search-offer-selected = Offer the { $count } selected a job…
