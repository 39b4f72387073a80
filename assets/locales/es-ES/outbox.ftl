# La bandeja de salida: los envíos, sus solicitudes, las decisiones que solo el usuario puede
# tomar y los avisos sobre ellos. $job y $seq son números.

## El panel

outbox-closed = Conéctese a un directorio para ver su bandeja de salida.
outbox-opening = Abriendo la bandeja de salida…
outbox-failed = No se pudo abrir la bandeja de salida: { $why }. No se puede enviar nada.
outbox-jobs-here =
    { $count ->
        [one] { $count } envío en este directorio, del más reciente al más antiguo.
       *[other] { $count } envíos en este directorio, del más reciente al más antiguo.
    }
outbox-decisions-only = Solo las solicitudes que requieren su decisión
outbox-empty = Aún no se ha enviado nada. Los mensajes enviados desde Redactar aparecen aquí, con lo que ocurrió con cada solicitud.
outbox-elsewhere-header =
    { $count ->
        [one] { $count } envío creado para otros directorios (aquí de solo lectura)
       *[other] { $count } envíos creados para otros directorios (aquí de solo lectura)
    }
outbox-export-report = Exportar informe…
    .hover = Guarda en CSV lo que ocurrió con cada destinatario
outbox-interrupted-job = envío { $job }
outbox-interrupted-banner = El envío se interrumpió ({ $jobs }): la aplicación se cerró mientras salían solicitudes. No se envía nada más hasta que pulse Reanudar. Las solicitudes que estaban en curso en ese momento figuran como «incierta»: decida sobre cada una a continuación.
outbox-elsewhere-note = Creado para { $directory }; el directorio abierto es { $here }. Abra aquel directorio para reanudarlo, reenviarlo o reintentarlo.
outbox-elsewhere-note-as = Creado para { $directory } como { $account }; el directorio abierto es { $here }. Abra aquel directorio para reanudarlo, reenviarlo o reintentarlo.
outbox-another-directory = otro directorio

## La ficha de un envío

outbox-job = Envío { $job }
outbox-job-subject = «{ $subject }»
outbox-job-facts =
    Creado el { $created } · { $recipients ->
        [one] { $recipients } destinatario
       *[other] { $recipients } destinatarios
    } · { $requests ->
        [one] { $requests } solicitud
       *[other] { $requests } solicitudes
    } · de { $sender }
outbox-progress = { $done } de { $total } solicitudes completadas
outbox-rate = { $rate } solicitudes/s
outbox-rate-left = { $rate } solicitudes/s · quedan unos { $left }
outbox-seconds = { $seconds } s
outbox-minutes = { $minutes } min
outbox-hours-minutes = { $hours } h { $minutes } min
outbox-job-recipients = Destinatarios: { $people }
outbox-people-sent =
    { $count ->
        [one] { $count } enviado
       *[other] { $count } enviados
    }
outbox-people-pending = { $count } en revisión
outbox-people-not-delivered =
    { $count ->
        [one] { $count } no entregado
       *[other] { $count } no entregados
    }
outbox-people-left-out =
    { $count ->
        [one] { $count } excluido
       *[other] { $count } excluidos
    }
outbox-people-unknown =
    { $count ->
        [one] { $count } quizá entregado
       *[other] { $count } quizá entregados
    }
outbox-people-waiting = { $count } en espera
outbox-people-not-sent =
    { $count ->
        [one] { $count } no enviado
       *[other] { $count } no enviados
    }
outbox-people-nobody = nadie todavía
outbox-list-separator = { ", " }
outbox-requests = Solicitudes: { $states }
outbox-requests-in-state =
    { $state ->
        [queued] { $count } en cola
        [sending] { $count } enviándose
        [sent] { $count } { $count ->
            [one] enviada
           *[other] enviadas
        }
        [pending] { $count } en revisión
        [rejected] { $count } { $count ->
            [one] rechazada
           *[other] rechazadas
        }
        [failed] { $count } { $count ->
            [one] fallida
           *[other] fallidas
        }
        [retrying] { $count } en reintento
       *[unknown] { $count } { $count ->
            [one] incierta
           *[other] inciertas
        }
    }
outbox-status-stopping = Deteniéndose tras las solicitudes en curso…
outbox-status-sending = Enviando
outbox-status-paused = En pausa
outbox-status-cancelled = Cancelado
outbox-status-interrupted = Interrumpido: reanude para enviar el resto
outbox-status-needs-attention = Requiere su decisión
outbox-status-done = Terminado
outbox-pause = Pausar
    .hover = Se detiene cuando se hayan respondido las solicitudes ya en curso
outbox-resume = Reanudar
    .hover = Envía las solicitudes que aún esperan
outbox-cancel = Cancelar…
outbox-unknown-summary =
    { $requests ->
        [one] { $requests } solicitud
       *[other] { $requests } solicitudes
    } a { $recipients ->
        [one] { $recipients } destinatario
       *[other] { $recipients } destinatarios
    } quizá ya entregadas:
outbox-resend-all-unknown = Reenviar todas las inciertas…
    .hover = Pregunta antes: puede que ya lo hayan recibido
outbox-mark-all-delivered = Marcar todas las inciertas como entregadas…
    .hover = Pregunta antes. Usted lo ha comprobado: han llegado, y no se reenvía nada.

## Las solicitudes de un envío

outbox-requests-header = Solicitudes del envío { $job } ({ $count })
outbox-no-decisions = Aquí ninguna solicitud requiere su decisión.
outbox-column-request = Solicitud
outbox-column-state = Estado
outbox-column-attempts = Intentos
outbox-column-recipients = Destinatarios
outbox-column-decision = Su decisión
outbox-column-what-happened = Qué ocurrió
outbox-state =
    { $state ->
        [queued] en cola
        [sending] enviando…
        [sent] enviada
        [pending] en revisión
        [rejected] rechazada
        [failed] fallida
        [retrying] reintentando
       *[unknown] incierta
    }
outbox-row-recipients = { $count } destinatarios: { $names }, …
outbox-receipt = Acuse de recibo:
outbox-resend = Reenviar…
    .hover = Pregunta antes: puede que ya se haya entregado
outbox-mark-delivered = Marcar como entregada
    .hover = Usted lo ha comprobado: ha llegado. No se vuelve a enviar.
outbox-retry = Reintentar
    .hover = Seguro que no se entregó: la vuelve a enviar
outbox-retry-without =
    { $count ->
        [one] Reintentar sin { $count } no válido
       *[other] Reintentar sin { $count } no válidos
    }
    .hover = Omite a los destinatarios que indicó el directorio

## Confirmaciones

outbox-go-back = Volver
outbox-cancel-heading = ¿Cancelar el envío { $job }?
outbox-cancel-text =
    { $count ->
        [one] La { $count } solicitud aún no enviada no se enviará nunca. Las solicitudes ya en curso pueden terminar. Esta acción no se puede deshacer.
       *[other] Las { $count } solicitudes aún no enviadas no se enviarán nunca. Las solicitudes ya en curso pueden terminar. Esta acción no se puede deshacer.
    }
outbox-cancel-go = Cancelar el envío
outbox-cancel-back = Conservarlo
outbox-resend-heading = ¿Enviar de nuevo la solicitud { $seq } del envío { $job }?
outbox-resend-text =
    { $count ->
        [one] Su respuesta se perdió, así que puede que ya haya llegado a su { $count } destinatario. Si es así, recibirá el mensaje dos veces.
       *[other] Su respuesta se perdió, así que puede que ya haya llegado a sus { $count } destinatarios. Si es así, recibirán el mensaje dos veces.
    }
outbox-resend-go = Enviar de nuevo
outbox-resend-all-heading = ¿Reenviar todas las solicitudes inciertas del envío { $job }?
outbox-resend-all-text =
    ¿Reenviar a { $recipients ->
        [one] { $recipients } destinatario
       *[other] { $recipients } destinatarios
    } en { $requests ->
        [one] { $requests } solicitud
       *[other] { $requests } solicitudes
    } que quizá ya hayan recibido este mensaje? Sus respuestas se perdieron: quien ya lo recibió lo recibirá dos veces.
outbox-resend-all-go = Reenviar todas
outbox-delivered-all-heading = ¿Marcar todas las solicitudes inciertas del envío { $job } como entregadas?
outbox-delivered-all-text =
    ¿Registrar { $requests ->
        [one] { $requests } solicitud
       *[other] { $requests } solicitudes
    } a { $recipients ->
        [one] { $recipients } destinatario
       *[other] { $recipients } destinatarios
    } como entregadas? Hágalo solo después de comprobar que lo recibieron: no se vuelven a enviar.
outbox-delivered-all-go = Registrar como entregadas

## Avisos en la esquina de la ventana

outbox-refused-job = Envío { $job }: la bandeja de salida no pudo hacerlo.
outbox-refused = La bandeja de salida no pudo hacerlo.
outbox-interrupted-one = El envío { $job } se interrumpió mientras se enviaba. No sale nada más hasta que lo reanude en la bandeja de salida.
outbox-interrupted-many = { $count } envíos se interrumpieron mientras se enviaban (envíos { $jobs }). No sale nada más hasta que los reanude en la bandeja de salida.
outbox-ended-finished = Envío { $job } terminado: { $people }.
outbox-ended-finished-decisions =
    { $count ->
        [one] Envío { $job } terminado: { $people }. { $count } solicitud requiere su decisión en la bandeja de salida.
       *[other] Envío { $job } terminado: { $people }. { $count } solicitudes requieren su decisión en la bandeja de salida.
    }
outbox-ended-paused = Envío { $job } en pausa: { $people }.
outbox-ended-cancelled = Envío { $job } cancelado: { $people }.
outbox-ended-cancelled-elsewhere = El envío { $job } se canceló desde otra ventana o desde la línea de comandos: { $people }.
outbox-ended-paused-elsewhere = El envío { $job } se pausó desde otra ventana o desde la línea de comandos: { $people }.
outbox-ended-signed-out = Envío { $job } en pausa, se cerró la sesión: vuelva a iniciar sesión y reanúdelo en la bandeja de salida. Hasta ahora: { $people }.
outbox-ended-asked-to-wait = Envío { $job } en pausa: { $note } Hasta ahora: { $people }.
outbox-ended-crashed = Envío { $job } en pausa: { $note }
outbox-ended-refused = El envío { $job } no se realizó: la bandeja de salida no pudo hacerse cargo de él.
outbox-ended-stopped = El envío { $job } se detuvo por seguridad: la bandeja de salida no pudo continuar. No se envió nada dos veces; reanúdelo cuando se haya resuelto.
outbox-resolved-resend =
    Envío { $job }: reenviando { $requests ->
        [one] { $requests } solicitud
       *[other] { $requests } solicitudes
    } a { $recipients ->
        [one] { $recipients } destinatario
       *[other] { $recipients } destinatarios
    }.
outbox-resolved-delivered =
    Envío { $job }: { $requests ->
        [one] { $requests } solicitud
       *[other] { $requests } solicitudes
    } a { $recipients ->
        [one] { $recipients } destinatario
       *[other] { $recipients } destinatarios
    } { $requests ->
        [one] registrada como entregada.
       *[other] registradas como entregadas.
    }

# A job sent again (resume, retry, resend) that the team's check stopped; each person it found follows on a line of their own (outbox-stopped-again-person). $job: the job's number.
outbox-stopped-again = El envío { $job } no se ha reenviado: la comprobación con la base de datos del equipo lo impide. No se ha enviado nada.
# $name: the recipient; $why: a colleague's recent message or live claim (composer-team-…).
outbox-stopped-again-person = { $name }: { $why }

# A request's note: what became of it, in the outbox's table. $why: what went wrong, a whole sentence (errors-…).
outbox-team-check-nothing-sent = No se ha enviado nada: no se pudo hacer la comprobación del equipo.
outbox-team-check-cannot-use-team = No se ha enviado nada: este puesto no puede usar la base de datos del equipo a la que se unió.
outbox-team-check-no-team = No se ha enviado nada: este directorio no tiene una base de datos del equipo con la que comprobar.
outbox-team-check-failed = No se ha enviado nada: la comprobación en la base de datos del equipo ha fallado.
outbox-team-check-unreachable = No se puede acceder a la base de datos del equipo en { $host }: no se pueden hacer las comprobaciones de «no contactar» y de contactos recientes; no se ha enviado nada.
outbox-team-check-cannot-check = No se pueden hacer las comprobaciones de «no contactar» y de contactos recientes; no se ha enviado nada.
outbox-note-crashed = El envío se detuvo de forma inesperada ({ $reason }). Es posible que las solicitudes en curso se hayan entregado; no se envió nada más. Reanude el envío para enviar el resto.
outbox-note-interrupted = El envío se interrumpió mientras esta solicitud estaba en curso: es posible que se haya entregado.
outbox-note-nobody-to-contact = No enviada: todos los destinatarios de esta solicitud se marcaron como «no contactar» después de crear el envío.
outbox-note-nobody-to-contact-for-team = No enviada: todos los destinatarios de esta solicitud se marcaron como «no contactar» para el equipo después de crear el envío.
outbox-note-marked-delivered = Marcada como entregada por usted.
outbox-note-receipt-unreadable = El directorio aceptó el mensaje, pero no se pudo leer su acuse de recibo.
outbox-note-timed-out-after-sending = El directorio no respondió a tiempo después de enviarse el mensaje.
outbox-note-broke-after-sending = La conexión se cortó después de enviarse el mensaje.
outbox-note-maybe-delivered = { $why } Es posible que se haya entregado: compruébelo antes de volver a enviarlo.
outbox-note-sign-in-again = No enviado. { $why } Vuelva a iniciar sesión y reanude el envío.
# $count: how many times it was tried.
outbox-note-gave-up =
    { $count ->
        [one] No se entregó tras { $count } intento. { $why }
       *[other] No se entregó tras { $count } intentos. { $why }
    }
outbox-note-trying-again = { $why } Lo volveremos a intentar.
# $until: a date and time in UTC ("2026-11-18 13:06 UTC"); $hours, $minutes: how long from the answer.
outbox-note-wait-until = El directorio pide esperar hasta el { $until } ({ $hours } h { $minutes } min); el envío está en pausa y continuará solo entonces.
outbox-note-wait-over-a-year = El directorio pide esperar más de un año ({ $seconds } s) antes de enviar más; el envío está en pausa. Reanúdelo cuando haya pasado el límite del directorio.
outbox-note-team-away = No se pudo consultar la base de datos del equipo para saber si algún colega marcó a alguien como «no contactar»; el envío está en pausa y se reintentará a las { $until }, comprobándolo antes con el equipo.
outbox-paused-as-it-ran = En pausa al terminar su ejecución (se cerró la ventana o se detuvo el programa mientras enviaba); al reanudarlo se envía el resto.
outbox-paused-by-word = Pausado a mano (en esta ventana, en otra o en la línea de comandos); al reanudarlo se envía el resto.

# $names: the recipients of one request, as a list.
outbox-row-not-delivered = No entregado: { $names }
outbox-row-left-out = Excluidos: { $names }
outbox-select-request = Seleccionar
outbox-resend-selected = Reenviar las { $count } seleccionadas…
outbox-mark-selected-delivered = Marcar las { $count } seleccionadas como entregadas…
outbox-resend-selected-heading = ¿Reenviar las solicitudes inciertas seleccionadas del envío { $job }?
outbox-delivered-selected-heading = ¿Marcar como entregadas las solicitudes inciertas seleccionadas del envío { $job }?
