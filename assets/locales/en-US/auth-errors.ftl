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

## The sign-in provider refused, by its OAuth error code (the same sentences as the page the
## browser shows, which stays in English).

auth-errors-refused-access-denied = You declined the sign-in, so Directory Desk was not given access.
auth-errors-refused-invalid-request = The provider found the sign-in request malformed.
auth-errors-refused-unauthorized-client = The provider does not let this app sign in this way; check the environment's client id.
auth-errors-refused-unsupported-response-type = The provider does not support the sign-in this app asks for (code id_token).
auth-errors-refused-invalid-scope = The provider refused the permissions (scopes) this app asks for.
auth-errors-refused-server-error = The provider had a problem and could not complete the sign-in; try again.
auth-errors-refused-unavailable = The provider is busy or down for maintenance; try again later.
auth-errors-refused-interaction = The provider needs you to sign in or give consent in the browser; try again.
# $code: the provider's own error code, as it sent it.
auth-errors-refused-other = The provider refused the sign-in ({ $code }).
