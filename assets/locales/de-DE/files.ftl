# Tabellen als CSV-Dateien exportieren und Dateien importieren.

files-exported =
    { $count ->
        [one] { $count } Zeile nach { $path } exportiert
       *[other] { $count } Zeilen nach { $path } exportiert
    }
files-export-failed = Export fehlgeschlagen: { $why }
