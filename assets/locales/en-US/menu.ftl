# The menu bar: File, View and their entries.

menu-file = File
menu-view = View
menu-import-uuids = Import UUIDs from a file…
    .hover = CSV, text, e-mail: every UUID in it goes to the lookup box
menu-import-uuids-title = Import UUIDs
menu-filter-lists = Lists and text
menu-filter-all = All files
menu-lists-panel = Recipient lists…
    .hover = Your lists, which of them live on the directory, and their sync
menu-import-list = Import list from file…
    .hover = Every UUID in a file (uuid,name CSV or any text) as a named list
menu-import-list-title = Import a recipient list
menu-export-list = Export list…
# A recipient list in the Export list menu: its name and how many it holds.
menu-export-list-entry = { $name } ({ $members })
menu-export-list-title = Export the recipient list
menu-no-lists = No lists in this directory yet
menu-downloads-default = Downloads (default)
menu-exports-go-to = CSV exports go to: { $folder }
menu-choose-export-folder = Choose export folder…
menu-choose-export-folder-title = Where CSV exports go
menu-export-to-downloads = Export to Downloads again
menu-zoom = Zoom: { $percent }%
menu-zoom-in = Zoom in
menu-zoom-out = Zoom out
menu-actual-size = Actual size
menu-language = Language
# $language is the system's language, named in itself ("Deutsch").
menu-language-system = Follow the system ({ $language })
