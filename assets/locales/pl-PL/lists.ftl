# Nazwane listy odbiorców: odczyt i zapis plików list oraz okno nadawania nazwy liście.

lists-file-unreadable = Nie udało się odczytać pliku { $file }: { $why }
lists-file-empty = Plik { $file } jest pusty: nie ma czego importować.
lists-file-no-uuids = Nie znaleziono UUID w pliku { $file }: plik listy zawiera jeden UUID freelancera w wierszu (CSV uuid,nazwa, linki do profili lub dowolny tekst).
lists-exported =
    Wyeksportowano listę „{ $name }” ({ $count ->
        [one] { $count } osoba
        [few] { $count } osoby
        [many] { $count } osób
       *[other] { $count } osoby
    }) do { $path }
lists-export-failed = Nie udało się wyeksportować listy „{ $name }”: { $why }

## Okno nadawania nazwy nowej liście.

lists-save-title = Zapisz jako listę
lists-save-from =
    { $count ->
        [one] { $count } odbiorca
        [few] { $count } odbiorcy
        [many] { $count } odbiorców
       *[other] { $count } odbiorcy
    } — źródło: { $source }.
lists-name = Nazwa listy
lists-exists =
    Lista „{ $name }” już istnieje ({ $count ->
        [one] { $count } osoba
        [few] { $count } osoby
        [many] { $count } osób
       *[other] { $count } osoby
    }): zapisanie ją zastąpi.
lists-replace = Zastąp listę
lists-save = Zapisz listę
lists-name-needed = Lista wymaga nazwy
lists-cancel = Anuluj

## Lists linked to the directory's own user lists.

# $name: the list's name.
lists-view-only = Lista udostępniona Ci w katalogu tylko do wglądu: „{ $name }” nie może być tu zmieniona.
# $name: the list's name.
lists-linked-not-deleted = „{ $name }” znajduje się w katalogu: nie można jej tu usunąć (następna synchronizacja przywróciłaby ją).

## The lists panel (File → Recipient lists…).

lists-panel-title = Listy odbiorców
lists-panel-none = W tym katalogu nie ma jeszcze list.
lists-panel-name = Lista
lists-panel-members = Członkowie
lists-panel-where = Gdzie
lists-panel-last-sync = Ostatnia synchronizacja
# A list never synced (a local one).
lists-panel-never = —
lists-panel-local = Lokalna
lists-panel-gone = Usunięta w katalogu: zachowana tutaj, bez powiązania
# $permission: one of the lists-panel-permission-* words.
lists-panel-on-directory = W katalogu ({ $permission })
lists-panel-permission-own = Twoja
lists-panel-permission-admin = udostępniona: administracja
lists-panel-permission-edit = udostępniona: edycja
lists-panel-permission-view = udostępniona: tylko wgląd
lists-panel-sync = Synchronizuj z katalogiem
lists-panel-sync-hover = Pobiera z katalogu Twoje listy i listy Ci udostępnione oraz wysyła zmiany z tego stanowiska do powiązanych list
lists-panel-sync-disabled = Połącz się z katalogiem, aby synchronizować jego listy
lists-panel-syncing = Synchronizacja z katalogiem…
# $done, $total: lists synced so far, and in all.
lists-panel-syncing-of = Synchronizacja z katalogiem: { $done } z { $total } list
# $lists: lists synced; $changed: how many of them changed.
lists-panel-synced =
    Zsynchronizowano { $lists ->
        [one] { $lists } listę
        [few] { $lists } listy
        [many] { $lists } list
       *[other] { $lists } listy
    }: zmienione: { $changed }.
# $name: the list's name.
lists-panel-gone-named = „{ $name }” została usunięta w katalogu: zachowana tutaj, bez powiązania.
# $name: the list's name.
lists-panel-refused-named = Katalog odrzucił zmiany listy „{ $name }”: tutaj nic nie zmieniono.
lists-panel-no-scope = Listy użytkowników katalogu wymagają uprawnienia „userlist”, którego to logowanie nie otrzymało: zaloguj się ponownie, aby je przyznać. Wszystko inne działa bez niego.
# $why: what went wrong, in technical words.
lists-panel-failed = Nie udało się zsynchronizować list: { $why }
