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
