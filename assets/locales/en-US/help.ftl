# The Help menu, the About window and the offer to open a crash report. "Directory Desk" is
# the app's name and is not translated.

help-menu = Help
help-about = About Directory Desk
help-open-logs = Open logs folder
    .hover = The log files and any crash reports, to attach to a support request
help-copy-diagnostics = Copy diagnostics
    .hover = Version, build, OS, renderer and directory, for a support request. No keys, tokens or e-mail addresses.
# $path: a folder; $problem: the system's reason.
help-could-not-make = Could not make { $path }: { $problem }
# $path: a file or folder; $problem: the system's reason.
help-could-not-open = Could not open { $path }: { $problem }

## The About window

# What the app is (the package's description).
help-about-description = A desktop workplace for translation-agency staff: look up freelancers in the translation services directory and message them safely.
help-version = Version
help-build = Build
help-licence = Licence
help-renderer = Renderer

## After a crash

help-crash-offer = Directory Desk closed unexpectedly last time. A crash report was saved (it holds no keys or tokens); attach it to a support request.
help-open-crash-report = Open crash report
help-dismiss = Dismiss
