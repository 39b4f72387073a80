# Signing in through the browser: what can go wrong, and how long a token has left.

sign-in-not-started = The sign-in could not start: the connection is not open yet.
sign-in-no-keyring = Your system has no keyring, so this sign-in cannot be kept.
# $why: the keyring's own explanation, a whole sentence.
sign-in-not-kept = This sign-in could not be kept. { $why }

# How long until a token expires, shown after its time: "expires 2026-11-01 14:03 UTC (in 3 hours)".
sign-in-expired = expired
sign-in-in-minutes =
    { $count ->
        [one] in a minute
       *[other] in { $count } minutes
    }
sign-in-in-hours =
    { $count ->
        [one] in { $count } hour
       *[other] in { $count } hours
    }

# Why a sign-in through the browser ended before it began or without an answer.
sign-in-settings-unreadable = This directory's sign-in settings could not be read.
sign-in-stopped = The sign-in stopped unexpectedly.
