# The session: opening a directory, and why it did not open or is signed out.

# What the status bar says is opening when no environment was chosen (“Opening …”).
session-default-environment = the default environment
session-stopped-opening = The connection stopped while it was being opened.
session-worker-failed = The app could not start its background work.
# “Connection settings…” is the Account panel's button of that name.
session-config-invalid = The configuration file is not valid: Connection settings… shows where, and the file's folder.
session-settings-unreadable = The connection settings could not be read.
# app_only is a setting's value in the configuration file: not translated.
session-app-only = { $environment } signs in as the app itself (app_only), which only the command line does. The window signs in with an API key or through the browser.
session-no-keyring = This system has no keyring, so no sign-in is remembered between runs.
# $problem: the keyring's own words.
session-keyring-unreadable = The OS keyring could not be read. { $problem }
session-browser-sign-in-unusable = A browser sign-in is kept for { $environment }, but it cannot be used: { $problem }
