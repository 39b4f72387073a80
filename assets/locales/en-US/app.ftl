# The window's frame: its tabs, the profile beside the results, and the news and problems
# of what the app does for the panels (signing in and out, saving settings, lists, files).
# $environment is an environment's name, $directory a directory as the app names it, both
# left as they are.

## Tabs

app-tab-lookup = UUID lookup
app-tab-search = Directory search
app-tab-compose = Compose
# The number of recipients in the draft.
app-tab-compose-recipients = Compose ({ $count })
app-tab-outbox = Outbox
app-tab-offers = Offers
app-tab-outbox-sending = Outbox (sending)
# The number of jobs that wait for the user.
app-tab-outbox-needing-you = Outbox ({ $count } need you)
app-tab-account = Account

## Directories

# A directory as the news names it, in place of its address. Messages that name a directory
# ($directory) get either one of these or an address.
app-directory-sandbox = the built-in sandbox
# A directory from before directories were told apart: $name is the environment's name.
app-directory-old-environment = the environment '{ $name }' (before directories were told apart)

## The window

app-profile = Profile
app-importing = Importing the file…
# CSV is a file type: not translated.
app-drop-hint = Drop the file to import the UUIDs in it (CSV, text, e-mail…)
# Why the composer cannot send.
app-blocked-not-connected = Not connected to the directory
app-blocked-outbox-failed = The outbox could not be opened: nothing can be sent
app-blocked-outbox-opening = The outbox is opening

## Shared widgets

# A field the directory did not send.
app-not-shown = not shown
app-empty = (empty)
# Opens the technical detail of a problem.
app-details = Details

## Signing in and out

app-signed-out = Signed out of { $environment }.
app-signed-out-forgotten = Signed out of { $environment }; its API key and sign-in were removed from the OS keyring.
# $problem: the keyring's own words, a sentence.
app-sign-out-failed = Still signed in: the secrets could not be removed. { $problem }
app-key-not-accepted = That API key was not accepted; nothing was stored.
app-key-kept = Signed in. The API key is kept in the OS keyring.
app-key-not-kept = Signed in, but the API key could not be kept. { $problem } It will be asked for again next time.
app-sandbox-stopped = The built-in sandbox that signed you in has stopped; sign in again.
app-browser-signed-in = Signed in to { $environment } through the browser.
app-browser-signed-in-keyring = Signed in to { $environment } through the browser. The sign-in is kept in the OS keyring.
app-browser-signed-in-session-only = Signed in to { $environment } through the browser, for this session only.
app-credentials-refused = The directory no longer accepts the credentials.

## Connection settings

app-settings-reset = { $environment } is back to its defaults.
app-settings-saved = Saved the connection settings for { $environment }.
app-settings-saved-secret-kept = Saved the connection settings for { $environment }. The client secret is kept in the OS keyring.
app-settings-saved-secret-removed = Saved the connection settings for { $environment }. The client secret was removed from the OS keyring.
# $problem: the keyring's own words.
app-settings-saved-keyring-failed = The settings were saved, but the OS keyring could not be changed: { $problem }. The client secret is as it was.
app-added-keyring-not-cleared = { $environment } was added, but what an earlier environment of that name left in the OS keyring could not be removed ({ $problem }); sign in again before using it.
app-environment-removed = Removed { $environment }, with its sign-in and client secret.
app-environment-removed-keyring-failed = Removed { $environment } from the configuration; its secrets could not be removed from the OS keyring ({ $problem }).
app-test-while-opening = The connection is still being opened: test again in a moment.
# DIRECTORY_DESK_CONFIG is an environment variable: not translated.
app-no-config-folder = This system has no configuration folder; set DIRECTORY_DESK_CONFIG to a file's path.
# $problem: what is wrong with the configuration file, in English.
app-config-unreadable = { $problem }. Mend it (or move it away) and open the settings again.

## Team database

# DIRECTORY_DESK_DATA is an environment variable: not translated.
app-no-data-folder = This system has no data folder for this desk's id; set DIRECTORY_DESK_DATA to a folder.
app-team-while-opening = The session is still being opened, and the team database is reached through it: try again in a moment.
# $host: the team database's server; $coordinator: the name the desk joined as.
app-team-joined = Joined the team database at { $host } for { $directory } as { $coordinator }.
app-team-leave-failed = Could not leave the team database: { $problem }. The configuration is as it was.
app-team-not-joined = This desk was in no team database for { $directory }.
app-team-left = Left the team database { $url } for { $directory }; its records stay on the server for the other desks.
app-team-left-keyring-failed = Left the team database { $url } for { $directory }; its records stay on the server for the other desks. Its password could not be removed from the OS keyring: { $problem }.
# The commands in backticks are the command line's: not translated.
app-team-vendors-not-written = This directory's desks share a team database (at { $host }), and the window does not write vendor records to it yet: nothing was changed, and what you typed is kept. Change them with `directory-desk vendors set` or `directory-desk vendors rate`, which do.

## Results and recipients

app-matches-in-table =
    { $count ->
        [one] { $count } match in the table on the UUID lookup tab.
       *[other] { $count } matches in the table on the UUID lookup tab.
    }
# Freelancers added to the composer's recipients: $added added, $all recipients now,
# $already of those offered already there, $left_out selected rows whose profile did not load.
app-added-to-recipients = { $added } added to the recipients ({ $all } in all).
app-added-to-recipients-already = { $added } added to the recipients ({ $all } in all), { $already } already there.
app-added-to-recipients-left-out = { $added } added to the recipients ({ $all } in all); { $left_out } selected rows left out because their profiles did not load.
app-added-to-recipients-already-left-out = { $added } added to the recipients ({ $all } in all), { $already } already there; { $left_out } selected rows left out because their profiles did not load.
app-vendors-unreadable = The vendor records could not be read.
app-vendors-changed =
    { $count ->
        [one] Changed the vendor records of { $count } freelancer.
       *[other] Changed the vendor records of { $count } freelancers.
    }
app-vendors-not-changed = The vendor records were not changed; nothing changed.
app-outbox-write-failed = Nothing was sent: the job could not be written to the outbox.

## Lists

# Where a new list's members come from, in the list-naming dialog's “3 recipients from …”.
app-list-from-composer = the composer
# A list read from a file: tokens that are not UUIDs.
app-list-file-mistyped =
    { $count ->
        [one] { $count } token in the file looked like a mistyped UUID and is left out.
       *[other] { $count } tokens in the file looked like a mistyped UUID and are left out.
    }
app-list-saved =
    { $count ->
        [one] Saved { $count } recipient as the list “{ $name }” in { $directory }.
       *[other] Saved { $count } recipients as the list “{ $name }” in { $directory }.
    }
app-list-not-saved = The list “{ $name }” was not saved: { $problem }
app-list-gone = There is no list “{ $name }” in { $directory } any more.
app-list-unreadable = The list “{ $name }” could not be read.
app-lists-unreadable = The recipient lists could not be read.

## Files, the database, Help

app-import-failed = Could not import { $file }.
app-export-folder-set = CSV exports now go to { $folder }
app-export-no-home = Could not export: this system has no home folder to write to.
app-database-failed = The app's database could not do that.
app-database-not-opened = The app's database could not be opened: drafts cannot be saved and nothing can be sent this session.
# $path: the database file.
app-database-no-folder = { $path } has no folder
app-logs-not-opened = The logs folder could not be opened.
app-no-logs = This system has no data folder, so there are no logs.
app-diagnostics-copied = Diagnostics copied: paste them into your support request.
app-job-stopped = Something stopped unexpectedly; try again. The log has the details.
