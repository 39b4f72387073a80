# La barra de menús: Archivo, Ver y sus entradas.

menu-file = Archivo
menu-view = Ver
menu-import-uuids = Importar UUID desde un archivo…
    .hover = CSV, texto, correo: cada UUID que contenga va al cuadro de consulta
menu-import-uuids-title = Importar UUID
menu-filter-lists = Listas y texto
menu-filter-all = Todos los archivos
menu-import-list = Importar lista desde un archivo…
    .hover = Cada UUID de un archivo (CSV uuid,nombre o cualquier texto) como una lista con nombre
menu-import-list-title = Importar una lista de destinatarios
menu-export-list = Exportar lista…
menu-export-list-entry = { $name } ({ $members })
menu-export-list-title = Exportar la lista de destinatarios
menu-no-lists = Aún no hay listas en este directorio
menu-downloads-default = Descargas (predeterminado)
menu-exports-go-to = Las exportaciones CSV van a: { $folder }
menu-choose-export-folder = Elegir carpeta de exportación…
menu-choose-export-folder-title = Dónde se guardan las exportaciones CSV
menu-export-to-downloads = Volver a exportar a Descargas
menu-zoom = Zoom: { $percent } %
menu-zoom-in = Acercar
menu-zoom-out = Alejar
menu-actual-size = Tamaño real
menu-language = Idioma
menu-language-system = Idioma del sistema ({ $language })
