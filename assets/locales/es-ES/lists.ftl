# Listas de destinatarios con nombre: lectura y escritura de archivos de lista, y el diálogo que da nombre a una lista.

lists-file-unreadable = No se pudo leer { $file }: { $why }
lists-file-empty = { $file } está vacío: no hay nada que importar.
lists-file-no-uuids = No se encontraron UUID en { $file }: un archivo de lista contiene un UUID de autónomo por línea (CSV uuid,nombre, enlaces de perfil o cualquier texto).
lists-exported =
    Lista «{ $name }» ({ $count ->
        [one] { $count } miembro
       *[other] { $count } miembros
    }) exportada a { $path }
lists-export-failed = No se pudo exportar la lista «{ $name }»: { $why }

## El diálogo que da nombre a una lista nueva.

lists-save-title = Guardar como lista
lists-save-from =
    { $count ->
        [one] { $count } destinatario
       *[other] { $count } destinatarios
    } de { $source }.
lists-name = Nombre de la lista
lists-exists =
    Ya existe una lista «{ $name }» ({ $count ->
        [one] { $count } miembro
       *[other] { $count } miembros
    }): al guardar, se reemplazará.
lists-replace = Reemplazar lista
lists-save = Guardar lista
lists-name-needed = Asigne un nombre a la lista
lists-cancel = Cancelar

## Lists linked to the directory's own user lists.

# $name: the list's name.
lists-view-only = Una lista compartida con usted en el directorio solo para ver: «{ $name }» no se puede cambiar aquí.
# $name: the list's name.
lists-linked-not-deleted = «{ $name }» está en el directorio: no se puede eliminar aquí (la próxima sincronización la traería de vuelta).
