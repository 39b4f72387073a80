# Eksport tabel do plików CSV i import plików.

files-exported =
    { $count ->
        [one] Wyeksportowano { $count } wiersz do { $path }
        [few] Wyeksportowano { $count } wiersze do { $path }
        [many] Wyeksportowano { $count } wierszy do { $path }
       *[other] Wyeksportowano { $count } wiersza do { $path }
    }
files-export-failed = Nie udało się wyeksportować: { $why }
