# Named recipient lists: reading and writing list files, and the dialog that names a list.

# $file: the file's name; $why: what went wrong.
lists-file-unreadable = Could not read { $file }: { $why }
# $file: the file's name.
lists-file-empty = { $file } is empty: there is nothing to import.
# $file: the file's name.
lists-file-no-uuids = No UUIDs were found in { $file }: a list file holds one freelancer UUID per line (uuid,name CSV, profile links or any text).
# $name: the list's name; $count: its members; $path: where the file was written.
lists-exported =
    Exported the list “{ $name }” ({ $count ->
        [one] { $count } member
       *[other] { $count } members
    }) to { $path }
# $name: the list's name; $why: what went wrong.
lists-export-failed = Could not export the list “{ $name }”: { $why }

## The dialog that names a new list.

lists-save-title = Save as a list
# $count: the recipients; $source: where they came from ("the composer", a file's name).
lists-save-from =
    { $count ->
        [one] { $count } recipient
       *[other] { $count } recipients
    } from { $source }.
lists-name = List name
# $name: the name typed; $count: the members of the list of that name.
lists-exists =
    A list named “{ $name }” exists ({ $count ->
        [one] { $count } member
       *[other] { $count } members
    }): saving replaces it.
lists-replace = Replace the list
lists-save = Save list
lists-name-needed = Give the list a name
lists-cancel = Cancel

## Lists linked to the directory's own user lists.

# $name: the list's name.
lists-view-only = A list shared with you on the directory to view only: “{ $name }” cannot be changed here.
# $name: the list's name.
lists-linked-not-deleted = “{ $name }” lives on the directory: it cannot be deleted here (the next sync would bring it back).

## The lists panel (File → Recipient lists…).

lists-panel-title = Recipient lists
lists-panel-none = No lists in this directory yet.
lists-panel-name = List
lists-panel-members = Members
lists-panel-where = Where
lists-panel-last-sync = Last synced
# A list never synced (a local one).
lists-panel-never = —
lists-panel-local = Local
lists-panel-gone = Deleted on the directory: kept here, unlinked
# $permission: one of the lists-panel-permission-* words.
lists-panel-on-directory = On the directory ({ $permission })
lists-panel-permission-own = yours
lists-panel-permission-admin = shared: admin
lists-panel-permission-edit = shared: can edit
lists-panel-permission-view = shared: view only
lists-panel-sync = Sync with the directory
lists-panel-sync-hover = Brings your lists and those shared with you from the directory, and sends this desk's changes to linked lists
lists-panel-sync-disabled = Connect to a directory to sync its lists
lists-panel-syncing = Syncing with the directory…
# $done, $total: lists synced so far, and in all.
lists-panel-syncing-of = Syncing with the directory: { $done } of { $total } lists
# $lists: lists synced; $changed: how many of them changed.
lists-panel-synced =
    Synced { $lists ->
        [one] { $lists } list
       *[other] { $lists } lists
    }: { $changed } changed.
# $name: the list's name.
lists-panel-gone-named = “{ $name }” was deleted on the directory: kept here, unlinked.
# $name: the list's name.
lists-panel-refused-named = The directory refused the changes to “{ $name }”: nothing was changed here.
lists-panel-no-scope = The directory's user lists need the “userlist” permission, which this sign-in was not given: sign in again to grant it. Everything else works without it.
# $why: what went wrong, in technical words.
lists-panel-failed = The lists could not be synced: { $why }
