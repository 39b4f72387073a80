# Exportar tablas como archivos CSV e importar archivos.

files-exported =
    { $count ->
        [one] Se exportó { $count } fila a { $path }
       *[other] Se exportaron { $count } filas a { $path }
    }
files-export-failed = No se pudo exportar: { $why }
