# Benannte Empfängerlisten: Listendateien lesen und schreiben, und der Dialog, der eine Liste benennt.

lists-file-unreadable = { $file } konnte nicht gelesen werden: { $why }
lists-file-empty = { $file } ist leer: Es gibt nichts zu importieren.
lists-file-no-uuids = In { $file } wurden keine UUIDs gefunden: Eine Listendatei enthält eine Freiberufler-UUID pro Zeile (CSV mit uuid,name, Profillinks oder beliebiger Text).
lists-exported =
    Liste „{ $name }“ ({ $count ->
        [one] { $count } Mitglied
       *[other] { $count } Mitglieder
    }) nach { $path } exportiert
lists-export-failed = Die Liste „{ $name }“ konnte nicht exportiert werden: { $why }

## Der Dialog, der eine neue Liste benennt.

lists-save-title = Als Liste speichern
lists-save-from =
    { $count ->
        [one] { $count } Empfänger
       *[other] { $count } Empfänger
    } aus { $source }.
lists-name = Listenname
lists-exists =
    Eine Liste „{ $name }“ gibt es bereits ({ $count ->
        [one] { $count } Mitglied
       *[other] { $count } Mitglieder
    }): Speichern ersetzt sie.
lists-replace = Liste ersetzen
lists-save = Liste speichern
lists-name-needed = Geben Sie der Liste einen Namen
lists-cancel = Abbrechen

## Lists linked to the directory's own user lists.

# $name: the list's name.
lists-view-only = Diese Liste wurde im Verzeichnis nur zum Ansehen mit Ihnen geteilt: „{ $name }“ kann hier nicht geändert werden.
# $name: the list's name.
lists-linked-not-deleted = „{ $name }“ liegt im Verzeichnis: Sie kann hier nicht gelöscht werden (der nächste Abgleich würde sie zurückbringen).
