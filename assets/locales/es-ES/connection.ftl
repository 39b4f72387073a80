# Configuración de conexión: dónde está un directorio y cómo iniciar sesión en él, y la
# sección Base de datos del equipo. Los nombres del archivo de configuración (JWKS, bearer,
# basic, query…) se dejan tal cual.

connection-settings-open = Configuración de conexión…
    .hover = Dónde está este directorio y cómo iniciar sesión en él
    .disabled = El entorno de pruebas integrado y una dirección escrita abajo no tienen configuración que cambiar.
connection-add = Añadir directorio…
connection-remove = Quitar
connection-remove-question = ¿Quitar { $name } de la configuración, junto con su sesión y su secreto de cliente?
connection-remove-named = Quitar { $name }
connection-keep-it = Conservarlo
connection-removing = Quitando…

connection-title-add = Añadir un directorio
connection-title-named = Configuración de conexión: { $name }
connection-title = Configuración de conexión
connection-reading = Leyendo la configuración…

connection-new-name = Nombre del directorio
connection-base-url = Dirección del directorio
connection-auth-url = Dirección de inicio de sesión
connection-client-id = ID de cliente
connection-redirect-port = Puerto de redirección
connection-jwks-url = Dirección de las claves de firma (JWKS)
connection-send-concurrency = Solicitudes simultáneas
connection-send-per-second = Solicitudes por segundo
connection-send-chunk-size = Destinatarios por solicitud
connection-recent-contact-days = Contactado recientemente: días
connection-api-key-header = Encabezado de la clave de API
connection-client-auth = Secreto de cliente enviado como
connection-response-mode = Modo de respuesta
connection-hint-default = predeterminado: { $value }
connection-hint-none = ninguno
connection-hint-api-key-only = ninguna: inicio de sesión con clave de API
connection-new-needs-address = Un directorio nuevo necesita su dirección.

connection-client-secret = Secreto de cliente
connection-secret-forgotten = se eliminará del llavero del sistema al guardar
connection-secret-undo = Deshacer
connection-secret-stored = guardado en el llavero del sistema
connection-secret-replace = Reemplazar
connection-secret-forget = Olvidar
connection-secret-hint = solo si el proveedor le dio uno
connection-secret-keep = Conservar el guardado
connection-secret-unreadable = No se pudo leer el llavero: { $why }
connection-secret-note = Se guarda solo en el llavero del sistema, nunca en el archivo de configuración.

connection-scopes = El inicio de sesión solicita:
connection-scope-openid = confirmar su identidad
connection-scope-message-send = enviar mensajes
connection-scope-user-email = leer la dirección de correo
connection-scope-user-name = leer el nombre
connection-scope-userlist = leer y cambiar sus listas de usuarios en el directorio
connection-scope-offline-access = mantener la sesión
connection-scope-message-read = leer sus mensajes
connection-scope-profile-read = leer perfiles
connection-scope-public = leer datos públicos del directorio

connection-more-sign-in = Más ajustes de inicio de sesión
connection-app-only = Solo aplicación: iniciar sesión como la propia aplicación, para datos públicos (sin usuario ni navegador)
connection-sending = Envío
connection-team = Base de datos del equipo

connection-test = Probar conexión
    .hover = Contacta con el directorio y la dirección de inicio de sesión tal como están escritos aquí, sin guardar
connection-test-needs-address = Indique primero la dirección del directorio.
connection-testing = Probando…
connection-save = Guardar
connection-cancel = Cancelar
connection-saving = Guardando…
connection-mend-fields = Corrija los campos marcados antes de guardar; no se ha escrito nada.
connection-reset-to-defaults = Restablecer valores
connection-reset-question = ¿Restablecer { $name } a sus valores predeterminados? Se quitan sus ajustes del archivo; un secreto de cliente en el llavero se conserva hasta que usted lo olvide.
connection-reset = Restablecer
connection-dont-reset = No restablecer

connection-unreadable-note = No se escribirá nada en el archivo hasta que se corrija.
connection-open-folder = Abrir la carpeta del archivo
connection-close = Cerrar

## Sección Base de datos del equipo

connection-team-url-label = URL
connection-team-coordinator-label = Coordinador
connection-team-checked = Cada envío a este directorio, desde la ventana o la línea de comandos, nuevo o repetido (reanudado, reintentado, reenviado), se coteja con las marcas de «no contactar» del equipo, los contactos recientes de los compañeros y las reservas activas.
connection-team-alone = Este puesto trabaja solo con este directorio: no está en ninguna base de datos del equipo.
connection-team-status = Estado
    .hover = Pregunta a la base de datos del equipo si responde y qué contiene
connection-team-leave = Salir…
connection-team-join = Unirse…
    .hover = Compartir marcas de «no contactar», contactos y reservas con los puestos de los compañeros
connection-team-joining = Uniéndose: conectando con la base de datos del equipo…
connection-team-checking = Consultando la base de datos del equipo…
connection-team-leaving = Saliendo…
connection-team-leave-question = ¿Salir de la base de datos del equipo? Su URL se quita de la configuración y su contraseña del llavero del sistema; los registros se quedan en el servidor para los demás puestos.
connection-team-leave-confirm = Salir del equipo
connection-team-stay = Seguir en el equipo

connection-team-url = URL de la base de datos del equipo
connection-team-password = Contraseña del equipo
connection-team-password-hint = solo si el servidor la pide
connection-team-coordinator = Nombre del coordinador
connection-team-coordinator-hint = tal como lo ven los compañeros
connection-team-password-note = La contraseña se guarda solo en el llavero del sistema, nunca en el archivo de configuración. TLS es obligatorio para cualquier host que no sea este equipo.
connection-team-join-confirm = Unirse
connection-team-dont-join = No unirse
connection-team-needs-coordinator = Indique el nombre del coordinador, tal como lo ven los compañeros.

connection-team-joined = Unido a la base de datos del equipo en { $host }.
connection-team-joined-password-kept = Unido a la base de datos del equipo en { $host }. Su contraseña se guarda en el llavero del sistema, no en el archivo de configuración.
connection-team-not-joined = { $problem } No se guardó nada: este puesto no se unió.

connection-team-connected-yes = Conectado: sí.
connection-team-connected-no = Conectado: no.
connection-team-schema = Versión del esquema: { $version }.
connection-team-schema-empty = ninguna todavía (base de datos vacía)
connection-team-schema-newer = { $version } (más reciente que la que conoce este puesto, { $known })
connection-team-schema-not-ours = no es una base de datos del equipo ({ $tables })
connection-team-counts = Para este directorio: { $desks ->
        [one] { $desks } puesto
       *[other] { $desks } puestos
    }, { $do_not_contact ->
        [one] { $do_not_contact } marca de «no contactar»
       *[other] { $do_not_contact } marcas de «no contactar»
    }, { $contacts ->
        [one] { $contacts } contacto
       *[other] { $contacts } contactos
    }, { $claims ->
        [one] { $claims } reserva activa
       *[other] { $claims } reservas activas
    }.

# Why the window could not open a directory (the session's failure).
connection-error-sandbox = No se pudo iniciar el entorno de pruebas integrado.
# $environment: the environment's name as configured.
connection-error-no-api-key = No hay ninguna clave de API para { $environment }: añada una en la pestaña Cuenta.
