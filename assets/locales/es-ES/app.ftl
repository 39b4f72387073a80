# El marco de la ventana: pestañas, el perfil junto a los resultados y los avisos sobre lo
# que la aplicación hace por los paneles.
# Un directorio ($directory) es una dirección o bien app-directory-sandbox o
# app-directory-old-environment: de ahí «(directorio: …)».

## Directorios

app-directory-sandbox = entorno de pruebas integrado
app-directory-old-environment = entorno «{ $name }» (anterior a la distinción de directorios)

## La ventana

app-profile = Perfil
app-importing = Importando el archivo…
app-drop-hint = Suelte el archivo para importar los UUID que contiene (CSV, texto, correo electrónico…)
app-blocked-not-connected = Sin conexión con el directorio
app-blocked-outbox-failed = No se pudo abrir la bandeja de salida: no se puede enviar nada
app-blocked-outbox-opening = Abriendo la bandeja de salida

## Pestañas

app-tab-lookup = Consulta de UUID
app-tab-search = Búsqueda en el directorio
app-tab-compose = Redactar
app-tab-compose-recipients = Redactar ({ $count })
app-tab-outbox = Bandeja de salida
app-tab-offers = Ofertas
app-tab-outbox-sending = Bandeja de salida (enviando)
app-tab-outbox-needing-you =
    { $count ->
        [one] Bandeja de salida ({ $count } pendiente)
       *[other] Bandeja de salida ({ $count } pendientes)
    }
app-tab-account = Cuenta

## Elementos comunes

app-not-shown = no mostrado
app-empty = (vacío)
app-details = Detalles

## Iniciar y cerrar sesión

app-signed-out = Sesión cerrada en { $environment }.
app-signed-out-forgotten = Sesión cerrada en { $environment }; su clave de API y su inicio de sesión se eliminaron del llavero del sistema.
app-sign-out-failed = La sesión sigue iniciada: no se pudieron eliminar los secretos. { $problem }
app-key-not-accepted = Esa clave de API no fue aceptada; no se guardó nada.
app-key-kept = Sesión iniciada. La clave de API se guarda en el llavero del sistema.
app-key-not-kept = Sesión iniciada, pero no se pudo guardar la clave de API. { $problem } Se le volverá a pedir la próxima vez.
app-sandbox-stopped = El entorno de pruebas integrado con el que inició sesión se ha detenido; vuelva a iniciar sesión.
app-browser-signed-in = Sesión iniciada en { $environment } a través del navegador.
app-browser-signed-in-keyring = Sesión iniciada en { $environment } a través del navegador. El inicio de sesión se guarda en el llavero del sistema.
app-browser-signed-in-session-only = Sesión iniciada en { $environment } a través del navegador, solo para esta sesión.
app-credentials-refused = El directorio ya no acepta las credenciales.

## Configuración de conexión

app-settings-reset = { $environment } ha vuelto a sus valores predeterminados.
app-settings-saved = Configuración de conexión de { $environment } guardada.
app-settings-saved-secret-kept = Configuración de conexión de { $environment } guardada. El secreto de cliente se guarda en el llavero del sistema.
app-settings-saved-secret-removed = Configuración de conexión de { $environment } guardada. El secreto de cliente se eliminó del llavero del sistema.
app-settings-saved-keyring-failed = La configuración se guardó, pero no se pudo modificar el llavero del sistema: { $problem }. El secreto de cliente no ha cambiado.
app-added-keyring-not-cleared = Se añadió { $environment }, pero no se pudo eliminar lo que un entorno anterior con ese nombre dejó en el llavero del sistema ({ $problem }); vuelva a iniciar sesión antes de usarlo.
app-environment-removed = Se eliminó { $environment }, junto con su inicio de sesión y su secreto de cliente.
app-environment-removed-keyring-failed = Se eliminó { $environment } de la configuración; no se pudieron eliminar sus secretos del llavero del sistema ({ $problem }).
app-test-while-opening = La conexión todavía se está abriendo: vuelva a probar en un momento.
app-no-config-folder = Este sistema no tiene carpeta de configuración; defina DIRECTORY_DESK_CONFIG con la ruta de un archivo.
app-config-unreadable = { $problem }. Corríjalo (o muévalo a otro sitio) y vuelva a abrir la configuración.

## Base de datos del equipo

app-no-data-folder = Este sistema no tiene carpeta de datos para el identificador de este puesto; defina DIRECTORY_DESK_DATA con una carpeta.
app-team-while-opening = La sesión todavía se está abriendo y la base de datos del equipo se alcanza a través de ella: vuelva a intentarlo en un momento.
app-team-joined = Se unió a la base de datos del equipo en { $host } como { $coordinator } (directorio: { $directory }).
app-team-leave-failed = No se pudo abandonar la base de datos del equipo: { $problem }. La configuración no ha cambiado.
app-team-not-joined = Este puesto no estaba en ninguna base de datos del equipo (directorio: { $directory }).
app-team-left = Se abandonó la base de datos del equipo { $url } (directorio: { $directory }); sus registros se conservan en el servidor para los demás puestos.
app-team-left-keyring-failed = Se abandonó la base de datos del equipo { $url } (directorio: { $directory }); sus registros se conservan en el servidor para los demás puestos. No se pudo eliminar su contraseña del llavero del sistema: { $problem }.
app-team-vendors-not-written = Los puestos de este directorio comparten una base de datos del equipo (en { $host }) y la ventana todavía no escribe fichas de proveedor en ella: no se cambió nada y se conserva lo que escribió. Modifíquelas con `directory-desk vendors set` o `directory-desk vendors rate`.

## Resultados y destinatarios

app-matches-in-table =
    { $count ->
        [one] { $count } resultado añadido a la tabla de la pestaña «Consulta de UUID».
       *[other] { $count } resultados añadidos a la tabla de la pestaña «Consulta de UUID».
    }
app-added-to-recipients = Añadidos a los destinatarios: { $added } ({ $all } en total).
app-added-to-recipients-already = Añadidos a los destinatarios: { $added } ({ $all } en total); ya estaban: { $already }.
app-added-to-recipients-left-out = Añadidos a los destinatarios: { $added } ({ $all } en total); filas seleccionadas omitidas porque su perfil no se cargó: { $left_out }.
app-added-to-recipients-already-left-out = Añadidos a los destinatarios: { $added } ({ $all } en total); ya estaban: { $already }; filas seleccionadas omitidas porque su perfil no se cargó: { $left_out }.
app-vendors-unreadable = No se pudieron leer las fichas de proveedor.
app-vendors-changed =
    { $count ->
        [one] Se modificaron las fichas de proveedor de { $count } autónomo.
       *[other] Se modificaron las fichas de proveedor de { $count } autónomos.
    }
app-vendors-not-changed = Las fichas de proveedor no se modificaron; no cambió nada.
app-outbox-write-failed = No se envió nada: el envío no se pudo escribir en la bandeja de salida.

## Listas

# Tras «de»: «3 destinatarios de la pestaña «Redactar».»
app-list-from-composer = la pestaña «Redactar»
app-list-file-mistyped =
    { $count ->
        [one] { $count } elemento del archivo parecía un UUID mal escrito y se omitió.
       *[other] { $count } elementos del archivo parecían UUID mal escritos y se omitieron.
    }
app-list-saved =
    { $count ->
        [one] Se guardó { $count } destinatario como la lista «{ $name }» (directorio: { $directory }).
       *[other] Se guardaron { $count } destinatarios como la lista «{ $name }» (directorio: { $directory }).
    }
app-list-not-saved = No se guardó la lista «{ $name }»: { $problem }
app-list-gone = La lista «{ $name }» ya no existe (directorio: { $directory }).
app-list-unreadable = No se pudo leer la lista «{ $name }».
app-lists-unreadable = No se pudieron leer las listas de destinatarios.

## Archivos, base de datos, ayuda

app-import-failed = No se pudo importar { $file }.
app-export-folder-set = Las exportaciones CSV se guardan ahora en { $folder }
app-export-no-home = No se pudo exportar: este sistema no tiene carpeta personal donde escribir.
app-database-failed = La base de datos de la aplicación no pudo hacer eso.
app-database-not-opened = No se pudo abrir la base de datos de la aplicación: en esta sesión no se pueden guardar borradores ni enviar nada.
app-database-no-folder = { $path } no tiene carpeta
app-logs-not-opened = No se pudo abrir la carpeta de registros.
app-no-logs = Este sistema no tiene carpeta de datos, así que no hay registros.
app-diagnostics-copied = Diagnóstico copiado: péguelo en su solicitud de soporte.
app-job-stopped = Algo se detuvo de forma inesperada; vuelva a intentarlo. El registro tiene los detalles.
