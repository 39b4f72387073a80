# Exporter des tableaux en fichiers CSV et importer des fichiers.

files-exported =
    { $count ->
        [one] { $count } ligne exportée vers { $path }
       *[other] { $count } lignes exportées vers { $path }
    }
files-export-failed = Échec de l'exportation : { $why }
