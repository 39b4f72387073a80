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

## The lists panel (File → Recipient lists…).

lists-panel-title = Empfängerlisten
lists-panel-none = Noch keine Listen in diesem Verzeichnis.
lists-panel-name = Liste
lists-panel-members = Mitglieder
lists-panel-where = Ort
lists-panel-last-sync = Zuletzt abgeglichen
# A list never synced (a local one).
lists-panel-never = —
lists-panel-local = Lokal
lists-panel-gone = Im Verzeichnis gelöscht: hier behalten, ohne Verknüpfung
# $permission: one of the lists-panel-permission-* words.
lists-panel-on-directory = Im Verzeichnis ({ $permission })
lists-panel-permission-own = Ihre
lists-panel-permission-admin = geteilt: Verwaltung
lists-panel-permission-edit = geteilt: darf bearbeiten
lists-panel-permission-view = geteilt: nur ansehen
lists-panel-sync = Mit dem Verzeichnis abgleichen
lists-panel-sync-hover = Holt Ihre Listen und die mit Ihnen geteilten aus dem Verzeichnis und sendet die Änderungen dieses Arbeitsplatzes an verknüpfte Listen
lists-panel-sync-disabled = Verbinden Sie sich mit einem Verzeichnis, um seine Listen abzugleichen
lists-panel-syncing = Abgleich mit dem Verzeichnis …
# $done, $total: lists synced so far, and in all.
lists-panel-syncing-of = Abgleich mit dem Verzeichnis: { $done } von { $total } Listen
# $lists: lists synced; $changed: how many of them changed.
lists-panel-synced =
    { $lists ->
        [one] { $lists } Liste
       *[other] { $lists } Listen
    } abgeglichen: { $changed } geändert.
# $name: the list's name.
lists-panel-gone-named = „{ $name }“ wurde im Verzeichnis gelöscht: hier behalten, ohne Verknüpfung.
# $name: the list's name.
lists-panel-refused-named = Das Verzeichnis hat die Änderungen an „{ $name }“ abgelehnt: hier wurde nichts geändert.
lists-panel-no-scope = Die Benutzerlisten des Verzeichnisses brauchen die Berechtigung „userlist“, die diese Anmeldung nicht erhalten hat: Melden Sie sich erneut an, um sie zu erteilen. Alles andere funktioniert ohne sie.
# $why: what went wrong, in technical words.
lists-panel-failed = Die Listen konnten nicht abgeglichen werden: { $why }
