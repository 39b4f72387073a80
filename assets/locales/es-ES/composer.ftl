# El editor de mensajes: destinatarios, el mensaje, la confirmación antes de enviar y el envío hecho.

## La página y la fila de envío

composer-opening = Abriendo el borrador guardado…
composer-retry = Reintentar
composer-send-unchecked = Enviar sin comprobar…
    .hover = Enviar sin las comprobaciones del equipo, tras una confirmación que queda registrada
    .waiting = Las comprobaciones propias de este puesto aún están en curso
composer-cancel = Cancelar
composer-send = Enviar…
    .hover = Pide confirmación antes de enviar ({ $shortcut })
    .creating = La bandeja de salida está registrando el envío
    .checking = Se están comprobando los destinatarios
    .team-away = No se pudo consultar la base de datos del equipo: reintente o envíe sin comprobar
composer-preview = Vista previa
composer-writing-job = Registrando el envío en la bandeja de salida…
composer-checking-recipients = Comprobando los destinatarios (marcas de «no contactar» y mensajes recientes)…
composer-fix-fields = Corrija los campos marcados para enviar.
composer-requests-personal =
    { $recipients ->
        [one] { $recipients } destinatario
       *[other] { $recipients } destinatarios
    } en { $requests ->
        [one] { $requests } solicitud
       *[other] { $requests } solicitudes
    } (una cada uno: el mensaje es personalizado).
composer-requests =
    { $recipients ->
        [one] { $recipients } destinatario
       *[other] { $recipients } destinatarios
    } en { $requests ->
        [one] { $requests } solicitud
       *[other] { $requests } solicitudes
    } (como máximo { $size } destinatarios cada una).

## Los campos del mensaje

composer-sender-name = Nombre del remitente
    .hint = Su nombre tal como lo ven los destinatarios
composer-sender-email = Correo del remitente
    .hint = Adónde llegan las respuestas
composer-type = Tipo
composer-type-other = Otro
composer-type-rfq = Solicitud de presupuesto
composer-type-job = Oferta de encargo
composer-subject = Asunto
composer-message = Mensaje
    .hint = Escriba aquí a los autónomos.
composer-characters =
    { $count ->
        [one] { $count } carácter
       *[other] { $count } caracteres
    }
composer-saved-as-you-type = · se guarda mientras escribe ·
composer-insert = Insertar:
    .hover = El { composer-field } de cada destinatario, en la posición del cursor

## Personalización: marcadores y valores de sustitución

composer-field =
    { $field ->
        [site_name] nombre visible
        [first_name] nombre
       *[last_name] apellido
    }
composer-either = { $first } o { $second }
composer-personal = Cada destinatario recibe su propia solicitud
composer-personal-explained = El mensaje usa marcadores, así que sale en una solicitud por destinatario, con sus propios datos. Si a un perfil le falta alguno, se usa el valor de sustitución.
composer-personal-unverified =
    { $count ->
        [one] { $count } perfil de destinatario no se ha leído en esta sesión: verifique los destinatarios para usar sus datos.
       *[other] { $count } perfiles de destinatarios no se han leído en esta sesión: verifique los destinatarios para usar sus datos.
    }
composer-fallback = Sustitución para { $token }
    .hint = si un perfil no tiene { composer-field }
    .left-out = la palabra se omite
composer-leave-placeholder-out = Omitir { $token }
    .hover = Si a un perfil le falta el dato, el marcador se sustituye por nada
composer-every-recipient-has-one = todos los destinatarios lo tienen
composer-lacking-left-out =
    { $count ->
        [one] { $count } destinatario no tiene { composer-field }: se omite para él
       *[other] { $count } destinatarios no tienen { composer-field }: se omite para ellos
    }
composer-lacking-give-fallback =
    { $count ->
        [one] { $count } destinatario no tiene { composer-field }: indique un valor de sustitución
       *[other] { $count } destinatarios no tienen { composer-field }: indique un valor de sustitución
    }
composer-lacking-gets-fallback =
    { $count ->
        [one] { $count } destinatario no tiene { composer-field }: recibe el valor de sustitución
       *[other] { $count } destinatarios no tienen { composer-field }: reciben el valor de sustitución
    }

## La vista previa

composer-preview-for = Vista previa para
composer-preview-no-fallback = { $name } no tiene { $fields } y no hay valor de sustitución.
composer-from = De
composer-to = Para
composer-names-and-more = { $names } y { $count } más

## Los destinatarios

composer-recipients = Destinatarios ({ $count })
composer-add-from-list = Añadir de una lista ▾
composer-no-lists = Aún no hay listas en este directorio: «Guardar como lista…» crea una.
composer-save-as-list = Guardar como lista…
    .hover = Guardar estos destinatarios como una lista con nombre, para volver a añadirlos más tarde
composer-no-recipients = Seleccione autónomos en la tabla de resultados y luego «Añadir selección a destinatarios».
composer-remove-all = Quitar todos
composer-do-not-contact-mark = ⛔ no contactar
composer-chip-unknown = No está en el directorio
composer-chip-do-not-contact = Marcado como «no contactar»: excluido de todos los mensajes
composer-chip-remove = Haga clic para quitarlo
composer-and-more = …y { $count } más
composer-marked-left-out =
    { $count ->
        [one] { $count } destinatario marcado como «no contactar»: excluido de todos los mensajes.
       *[other] { $count } destinatarios marcados como «no contactar»: excluidos de todos los mensajes.
    }
composer-list-added =
    { $count ->
        [one] { $count } añadido de la lista «{ $name }» ({ $all } en total).
       *[other] { $count } añadidos de la lista «{ $name }» ({ $all } en total).
    }
composer-list-added-some-there =
    { $count ->
        [one] { $count } añadido de la lista «{ $name }» ({ $all } en total), { $already } ya estaban.
       *[other] { $count } añadidos de la lista «{ $name }» ({ $all } en total), { $already } ya estaban.
    }
composer-locked-checking = No se han añadido: se están comprobando los destinatarios para un envío. Envíelo o vuelva atrás primero y añádalos después (también se comprobarán entonces).
composer-locked-creating = No se han añadido: se está registrando un envío en la bandeja de salida. Añádalos cuando termine.

## Verificar los destinatarios (consultar cada uno)

composer-verify = Verificar destinatarios
    .hover = Consulta cada destinatario: un solo destinatario desconocido hace fallar toda su solicitud
    .all-looked-up = Todos los destinatarios se consultaron en esta sesión
composer-not-connected = Sin conexión con el directorio
composer-all-looked-up =
    { $count ->
        [one] { $count } destinatario consultado en esta sesión.
       *[other] Los { $count } destinatarios consultados en esta sesión.
    }
composer-not-looked-up =
    { $count ->
        [one] { $count } destinatario sin consultar en esta sesión.
       *[other] { $count } destinatarios sin consultar en esta sesión.
    }
composer-unknown =
    { $count ->
        [one] { $count } destinatario no está en el directorio: una solicitud que incluya alguno falla entera y no llega a nadie.
       *[other] { $count } destinatarios no están en el directorio: una solicitud que incluya alguno falla entera y no llega a nadie.
    }
composer-leave-out-unknown = Excluir { $count } desconocidos
    .hover = Los quita de los destinatarios; los demás se quedan
composer-left-out-unknown =
    { $count ->
        [one] Se excluyó { $count } destinatario desconocido: el directorio no lo conoce.
       *[other] Se excluyeron { $count } destinatarios desconocidos: el directorio no los conoce.
    }
composer-verifying = Verificando destinatarios: { $done } de { $total }
composer-cancel-verification = Cancelar verificación
composer-could-not-check =
    { $count ->
        [one] { $count } destinatario no se pudo comprobar ({ $why }). Es pasajero: vuelva a verificar en un momento.
       *[other] { $count } destinatarios no se pudieron comprobar ({ $why }). Es pasajero: vuelva a verificar en un momento.
    }

## La confirmación antes de enviar

composer-confirm = ¿Enviar este mensaje?
composer-confirm-goes-to =
    { $count ->
        [one] «{ $subject }» va a { $count } destinatario.
       *[other] «{ $subject }» va a { $count } destinatarios.
    }
composer-confirm-from = De { $sender }, como { $message_type }.
composer-nothing-to-send = Nada que enviar
    .why = Todos los destinatarios están marcados como «no contactar».
    .with-team = Todos los destinatarios están marcados como «no contactar» o están recibiendo ahora un mensaje de un compañero.
composer-outbox-keeps = La bandeja de salida sigue el destino de cada solicitud, incluso tras un reinicio; allí puede pausar o cancelar.
composer-unknown-will-fail =
    { $count ->
        [one] { $count } destinatario no está en el directorio: las solicitudes que lo incluyan fallarán.
       *[other] { $count } destinatarios no están en el directorio: las solicitudes que los incluyan fallarán.
    }
composer-unverified-may-fail =
    { $count ->
        [one] { $count } destinatario no se consultó en esta sesión. Un solo destinatario desconocido hace fallar toda su solicitud.
       *[other] { $count } destinatarios no se consultaron en esta sesión. Un solo destinatario desconocido hace fallar toda su solicitud.
    }
composer-unchecked-risk = Si se envía ahora, solo pasa las comprobaciones propias de este puesto: los destinatarios que un compañero marcó como «no contactar», contactó hace poco o está contactando ahora no se ven, y podrían recibir el mensaje dos veces.
composer-unchecked-understood = Entiendo: enviar sin las comprobaciones del equipo (queda registrado y se avisa al equipo cuando vuelva)
composer-send-now = Enviar ahora
composer-verify-first = Verificar antes
composer-go-back = Volver

## Lo que encontraron las comprobaciones, en la confirmación

composer-guard-do-not-contact =
    { $count ->
        [one] ⛔ { $count } destinatario marcado como «no contactar» queda excluido: no se le envía nada.
       *[other] ⛔ { $count } destinatarios marcados como «no contactar» quedan excluidos: no se les envía nada.
    }
composer-guard-do-not-contact-name = { $name } (no contactar)
composer-guard-recent =
    { $count ->
        [one] { $count } destinatario recibió
       *[other] { $count } destinatarios recibieron
    } un mensaje desde este entorno en { $days ->
        [one] el último día
       *[other] los últimos { $days } días
    }:
composer-guard-team-do-not-contact =
    { $count ->
        [one] ⛔ { $count } destinatario marcado como «no contactar» por el equipo queda excluido:
       *[other] ⛔ { $count } destinatarios marcados como «no contactar» por el equipo quedan excluidos:
    }
composer-guard-marked-by = { $name }: por { $coordinator }
composer-guard-marked-by-why = { $name }: por { $coordinator } ({ $reason })
composer-guard-team-recent =
    { $count ->
        [one] { $count } destinatario recibió
       *[other] { $count } destinatarios recibieron
    } un mensaje de compañeros en { $days ->
        [one] el último día
       *[other] los últimos { $days } días
    }:
composer-guard-claimed =
    { $count ->
        [one] { $count } destinatario está recibiendo ahora un mensaje de un compañero y queda excluido:
       *[other] { $count } destinatarios están recibiendo ahora un mensaje de un compañero y quedan excluidos:
    }
composer-guard-team-checked = Comprobado con la base de datos del equipo en { $host }.
composer-guard-leave-out = Excluirlos
    .hover = Enviar solo a los demás destinatarios
    .nobody-else = No quedaría nadie más a quien enviar
composer-guard-send-too = Enviarles también
    .hover = Enviar a todos los destinatarios no marcados como «no contactar»

## El último envío

composer-job-going = El envío { $id } está en la bandeja de salida…
composer-job = Envío { $id }
composer-job-progress = { $done } de { $total } solicitudes hechas
composer-job-recipients = Destinatarios: { $people }
composer-open-in-outbox = Abrir en la bandeja de salida
composer-compose-again =
    { $count ->
        [one] Redactar de nuevo al destinatario no alcanzado
       *[other] Redactar de nuevo a los { $count } destinatarios no alcanzados
    }
    .busy = Envíe o borre primero el mensaje que está escribiendo
composer-hide-progress = Ocultar progreso
composer-may-have-received =
    { $count ->
        [one] { $count } destinatario puede haberlo recibido: la respuesta a su solicitud se perdió. No se vuelve a enviar a menos que usted lo decida en la bandeja de salida.
       *[other] { $count } destinatarios pueden haberlo recibido: la respuesta a su solicitud se perdió. No se vuelve a enviar a menos que usted lo decida en la bandeja de salida.
    }

## Por qué no se envió nada

composer-check-failed = No se envió nada: no se pudo comprobar si los destinatarios tienen marcas de «no contactar» o mensajes recientes. Su mensaje sigue aquí.
composer-outbox-refused = No se envió nada: la bandeja de salida no pudo aceptar el envío. Su mensaje sigue aquí.
composer-closed-while-creating = La conexión se cerró antes de que la bandeja de salida confirmara el envío. Revise la bandeja de salida antes de volver a enviar: puede que se haya creado.
composer-closed-while-checking = La conexión se cerró antes de que respondiera la base de datos del equipo. No se envió nada; su mensaje sigue aquí.
composer-guard-recent-waiting = en espera en el envío { $job }, que lo enviará cuando se ejecute
composer-guard-recent-sent = { $ago } (envío { $job })
composer-guard-recent-perhaps = quizá { $ago } (envío { $job }; su respuesta nunca llegó)
composer-team-contact-sent = contactado { $ago } por { $by } (envío «{ $subject }»)
composer-team-contact-pending = contactado { $ago } por { $by } (envío «{ $subject }»; retenido por el directorio o pendiente de envío)
composer-team-contact-unknown = quizá contactado { $ago } por { $by } (envío «{ $subject }»; su respuesta nunca llegó)
composer-team-claim = { $by } le está escribiendo ahora (envío «{ $subject }», iniciado { $ago })
composer-team-claim-no-subject = { $by } le está escribiendo ahora (iniciado { $ago })
