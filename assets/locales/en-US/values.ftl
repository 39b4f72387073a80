# Values the window shows from the directory and the clock, in the window's words: the
# directory's codes (membership, account types), durations and relative times, and the
# names of the window's languages. A code the directory sends that is not listed here is
# shown as sent.

## The languages, as named in this language (View → Language's system entry)

value-language-en-US = English
value-language-de-DE = German
value-language-fr-FR = French
value-language-es-ES = Spanish
value-language-pl-PL = Polish
value-language-zh-CN = Chinese (Simplified)
value-language-en-XA = Pseudo-English

## A ProZ.com membership's status, its type, and the Certified PRO Network's status

value-membership-active = Active member
value-membership-expired = Membership expired
value-membership-none = Not a member
value-cpn-current = Current
value-cpn-not_current = Not current

## The directory's account types

value-account-type-1 = Translation agency/company
value-account-type-2 = Freelance translator and/or interpreter
value-account-type-3 = Freelancer and outsourcer
value-account-type-other = Other account type

## Durations, in units of the language, joined largest first ("1 day 2 h", "10 h 7 min")

value-days = { $count ->
    [one] { $count } day
   *[other] { $count } days
}
value-hours = { $count } h
value-minutes = { $count } min
value-seconds = { $count } s
# Two units of one duration, the larger first.
# A time in UTC, $time as the locale writes it.
value-time-utc = { $time } UTC
value-duration-join = { $larger } { $smaller }
