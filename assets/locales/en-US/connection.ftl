# Connection settings: where a directory is and how to sign in to it (the Account panel's
# buttons, the dialog and its form), and the dialog's Team database section. Setting names
# in brackets (JWKS) and the values offered in lists (bearer, basic, query, …) are the
# configuration file's own and stay as they are.

# The Account panel's buttons under the environment picker.
connection-settings-open = Connection settings…
    .hover = Where this directory is and how to sign in to it
    .disabled = The built-in sandbox, and an address typed below, have no settings to change.
connection-add = Add directory…
connection-remove = Remove
# $name: the environment's name as configured.
connection-remove-question = Remove { $name } from the configuration, with its sign-in and client secret?
connection-remove-named = Remove { $name }
connection-keep-it = Keep it
connection-removing = Removing…

# The dialog's title.
connection-title-add = Add a directory
connection-title-named = Connection settings: { $name }
connection-title = Connection settings
connection-reading = Reading the settings…

# The form.
connection-new-name = Name of the directory
connection-base-url = Directory address
connection-auth-url = Sign-in address
connection-client-id = Client id
connection-redirect-port = Redirect port
connection-jwks-url = Signing keys address (JWKS)
connection-send-concurrency = Requests at once
connection-send-per-second = Requests per second
connection-send-chunk-size = Recipients per request
connection-recent-contact-days = Recently contacted: days
connection-api-key-header = API key header
connection-client-auth = Client secret sent as
connection-response-mode = Response mode
# A field's hint when it is empty. $value: the setting's default, as the file writes it.
connection-hint-default = default: { $value }
connection-hint-none = none
connection-hint-api-key-only = none: sign in with an API key
connection-new-needs-address = A new directory needs its address.

connection-client-secret = Client secret
connection-secret-forgotten = will be removed from the OS keyring when you save
connection-secret-undo = Undo
connection-secret-stored = stored in the OS keyring
connection-secret-replace = Replace
connection-secret-forget = Forget
connection-secret-hint = only if the provider gave one
connection-secret-keep = Keep the stored one
# $why: the keyring's own words.
connection-secret-unreadable = The keyring could not be read: { $why }
connection-secret-note = Kept only in the OS keyring, never in the configuration file.

# What the sign-in asks the directory for: one checkbox per scope, its raw name beside it.
connection-scopes = The sign-in asks for:
connection-scope-openid = confirm who you are
connection-scope-message-send = send messages
connection-scope-user-email = read e-mail address
connection-scope-user-name = read name
connection-scope-userlist = read and change your user lists on the directory
connection-scope-offline-access = stay signed in
connection-scope-message-read = read your messages
connection-scope-profile-read = read profiles
connection-scope-public = read public directory data

connection-more-sign-in = More sign-in settings
connection-app-only = App only: sign in as the app itself, for public data (no user, no browser)
connection-sending = Sending
connection-team = Team database

connection-test = Test connection
    .hover = Reaches the directory and the sign-in address as they are typed here, without saving
connection-test-needs-address = Give the directory's address first.
connection-testing = Testing…
connection-save = Save
connection-cancel = Cancel
connection-saving = Saving…
connection-mend-fields = Mend the fields marked before saving; nothing has been written.
connection-reset-to-defaults = Reset to defaults
connection-reset-question = Take { $name } back to its defaults? The file's settings for it are removed; a client secret in the keyring stays until you forget it.
connection-reset = Reset
connection-dont-reset = Don't reset

# The configuration file does not parse.
connection-unreadable-note = Nothing will be written over the file until it is mended.
connection-open-folder = Open the file's folder
connection-close = Close

## The Team database section: a desk shares do-not-contact marks, contacts and claims with
## colleagues' desks through a PostgreSQL database.

connection-team-url-label = URL
connection-team-coordinator-label = Coordinator
connection-team-checked = Every send to this directory, from the window or the command line, new or sent again (resumed, retried, resent), is checked against the team's do-not-contact marks, colleagues' recent contacts and live claims.
connection-team-alone = This desk works alone on this directory: it is in no team database.
connection-team-status = Status
    .hover = Asks the team database whether it answers, and what it holds
connection-team-leave = Leave…
connection-team-join = Join…
    .hover = Share do-not-contact marks, contacts and claims with colleagues' desks
connection-team-joining = Joining: reaching the team database…
connection-team-checking = Asking the team database…
connection-team-leaving = Leaving…
connection-team-leave-question = Leave the team database? Its URL leaves the configuration and its password the OS keyring; the records stay on the server for the other desks.
connection-team-leave-confirm = Leave the team
connection-team-stay = Stay in the team

# The join form.
connection-team-url = Team database URL
connection-team-password = Team password
connection-team-password-hint = only if the server wants one
connection-team-coordinator = Coordinator's name
connection-team-coordinator-hint = as colleagues see it
connection-team-password-note = The password is kept only in the OS keyring, never in the configuration file. TLS is required for any host but this computer.
connection-team-join-confirm = Join
connection-team-dont-join = Don't join
connection-team-needs-coordinator = Give the coordinator's name, as colleagues see it.

# What joining said. $host: the team database's host name.
connection-team-joined = Joined the team database at { $host }.
connection-team-joined-password-kept = Joined the team database at { $host }. Its password is kept in the OS keyring, not in the configuration file.
# $problem: why not, a whole sentence (in English, from the server or the system).
connection-team-not-joined = { $problem } Nothing was kept: this desk did not join.

# What Status found.
connection-team-connected-yes = Connected: yes.
connection-team-connected-no = Connected: no.
# $version: a version number, or one of the connection-team-schema- messages below.
connection-team-schema = Schema version: { $version }.
connection-team-schema-empty = none yet (an empty database)
# $known: the newest version this desk knows.
connection-team-schema-newer = { $version } (newer than this desk knows, { $known })
# $tables: the names of a few of the database's tables.
connection-team-schema-not-ours = not a team database ({ $tables })
connection-team-counts = For this directory: { $desks ->
        [one] { $desks } desk
       *[other] { $desks } desks
    }, { $do_not_contact ->
        [one] { $do_not_contact } do-not-contact mark
       *[other] { $do_not_contact } do-not-contact marks
    }, { $contacts ->
        [one] { $contacts } contact
       *[other] { $contacts } contacts
    }, { $claims ->
        [one] { $claims } live claim
       *[other] { $claims } live claims
    }.

# Why the window could not open a directory (the session's failure).
connection-error-sandbox = The built-in sandbox could not start.
# $environment: the environment's name as configured.
connection-error-no-api-key = There is no API key for { $environment }: add one in the Account tab.
