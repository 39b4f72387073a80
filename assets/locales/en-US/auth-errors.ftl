# Sign-in, renewal and keyring errors in plain words (src/auth/plain_words.rs). The
# provider's and the library's words are kept apart, in English, as details.

auth-errors-cancelled = The sign-in was cancelled.
auth-errors-browser-timed-out = No answer came from the browser in time. Sign in again.
auth-errors-cannot-listen = The app could not wait for the browser's answer on this computer.
auth-errors-answer-failed-checks = The sign-in's answer did not pass this app's checks, so nobody was signed in.
auth-errors-keys-unavailable = The sign-in provider's keys could not be fetched, so the sign-in could not be checked.
auth-errors-account-mismatch = The sign-in and the directory name different users, so nobody was signed in.
auth-errors-browser-not-opened = The browser could not be opened: open the address shown.
auth-errors-provider-address = The sign-in provider's address is not usable.
auth-errors-invalid-grant = The sign-in is no longer valid. Sign in again.
auth-errors-provider-refused = The sign-in provider refused.
auth-errors-provider-unreachable = Could not reach the sign-in provider.
auth-errors-provider-malformed = The sign-in provider's answer could not be read.
auth-errors-no-keyring = This system has no keyring to keep secrets in.
auth-errors-keyring-timed-out = The system keyring did not answer. Is it locked?
auth-errors-keyring-refused = The system keyring refused.
auth-errors-signed-out = Signed out: the sign-in can no longer be renewed. Sign in again.
# $reason: why, in one of this file's sentences (the sign-in provider's trouble).
auth-errors-not-renewed = The sign-in could not be renewed. { $reason }
auth-errors-renewal-stopped = The sign-in's renewal stopped unexpectedly. Sign in again if the next request is refused.
