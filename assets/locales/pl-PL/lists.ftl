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
