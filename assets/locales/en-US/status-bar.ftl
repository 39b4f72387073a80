# The status bar: who is signed in, and where. $environment: the directory's name as the
# user configured it (or its address).

status-bar-connecting = Connecting to { $environment }…
# $why: the reason, in words the sign-in gives (a sentence).
status-bar-signed-out-why = Not signed in to { $environment }. { $why }
# "Account" is the name of the account tab.
status-bar-signed-out-browser = Not signed in to { $environment }: sign in with the browser or add an API key in the Account tab.
status-bar-signed-out-key = Not signed in to { $environment }: add an API key in the Account tab.
# $problem: what went wrong, in plain words (a sentence).
status-bar-failed = Not connected to { $environment }. { $problem }
status-bar-signing-in = Signing in…
# $who: the user's name, and their e-mail address in angle brackets when known.
status-bar-signed-in =
    { $via ->
        [browser] Signed in as { $who } (through the browser)
       *[key] Signed in as { $who }
    }
# In place of a name the directory does not show.
status-bar-name-not-shown = (name not shown)
status-bar-not-signed-in = Not signed in. { $problem }
# The directory built into the app, to try it without an account.
status-bar-sandbox = built-in sandbox
