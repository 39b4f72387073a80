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

## The lists panel (File → Recipient lists…).

lists-panel-title = Listas de destinatarios
lists-panel-none = Todavía no hay listas en este directorio.
lists-panel-name = Lista
lists-panel-members = Miembros
lists-panel-where = Dónde
lists-panel-last-sync = Última sincronización
# A list never synced (a local one).
lists-panel-never = —
lists-panel-local = Local
lists-panel-gone = Eliminada en el directorio: se conserva aquí, sin vínculo
# $permission: one of the lists-panel-permission-* words.
lists-panel-on-directory = En el directorio ({ $permission })
lists-panel-permission-own = suya
lists-panel-permission-admin = compartida: administración
lists-panel-permission-edit = compartida: puede editar
lists-panel-permission-view = compartida: solo ver
lists-panel-sync = Sincronizar con el directorio
lists-panel-sync-hover = Trae del directorio sus listas y las compartidas con usted, y envía los cambios de este puesto a las listas vinculadas
lists-panel-sync-disabled = Conéctese a un directorio para sincronizar sus listas
lists-panel-syncing = Sincronizando con el directorio…
# $done, $total: lists synced so far, and in all.
lists-panel-syncing-of = Sincronizando con el directorio: { $done } de { $total } listas
# $lists: lists synced; $changed: how many of them changed.
lists-panel-synced =
    { $lists ->
        [one] { $lists } lista sincronizada
       *[other] { $lists } listas sincronizadas
    }: { $changed } con cambios.
# $name: the list's name.
lists-panel-gone-named = «{ $name }» se eliminó en el directorio: se conserva aquí, sin vínculo.
# $name: the list's name.
lists-panel-refused-named = El directorio rechazó los cambios de «{ $name }»: aquí no se cambió nada.
lists-panel-no-scope = Las listas de usuarios del directorio necesitan el permiso «userlist», que este inicio de sesión no recibió: vuelva a iniciar sesión para concederlo. Todo lo demás funciona sin él.
# $why: what went wrong, in technical words.
lists-panel-failed = No se pudieron sincronizar las listas: { $why }
