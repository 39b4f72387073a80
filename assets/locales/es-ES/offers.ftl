# El panel «Ofertas»: un encargo ofrecido por oleadas a autónomos ordenados hasta que uno acepta.

## El tablero

offers-reading = Leyendo las ofertas…
offers-unlisted = No se pudieron leer las ofertas.
offers-unreadable-line = Esta versión no puede leer la oferta { $offer }, así que no avanza; las demás no se ven afectadas.
offers-open = Ofertas abiertas ({ $count })
offers-none-open = No hay ofertas abiertas en este directorio.
offers-card-title = Oferta { $offer }: { $title }
offers-wave =
    { $wave ->
        [0] Aún sin oleada (unas { $waves } en total)
       *[other] Oleada { $wave } de unas { $waves }
    }
offers-at = { $time } (dentro de { $left })
offers-next-now = Siguiente paso ahora
offers-next-wave-at = Siguiente oleada a las { $when }
offers-working-hours-at = Esperando el horario laboral: siguiente mensaje a las { $when }
offers-working-hours = Esperando el horario laboral de los autónomos
offers-next-send-theirs = { $when }; su hora: { $theirs } ({ $zone })
offers-wave-waits = Oferta { $offer }: la nueva oleada espera al horario laboral; su siguiente mensaje sale a las { $when }.
offers-event-wave-waits = Empezó una oleada; su siguiente mensaje sale a las { $when }
offers-journal = Historial
offers-held = En pausa: no sale ninguna oleada hasta que la reanude
offers-undelivered = Ningún mensaje de esta oleada llegó a nadie: mire la bandeja de salida y envíe la siguiente oleada a mano
offers-sending = Enviando mensajes
offers-choosing-until = Alguien aceptó: elija a quién se asigna antes de { $when }
offers-choosing = Alguien aceptó: elija a quién se asigna
offers-last-wave-until = Ofrecida a todos; la espera de la última oleada termina a las { $when }
offers-over = Terminada
offers-late-answers-until = Ofrecida a todos, nadie ha aceptado aún: una aceptación tardía aún puede llevarse el trabajo hasta el plazo, { $when }
offers-late-answers = Ofrecida a todos, nadie ha aceptado aún: una aceptación tardía aún puede llevarse el trabajo
offers-answers = Aceptan { $accepted } · rechazan { $declined } · preguntas { $question } · sin respuesta { $none }
offers-next-candidate = Siguiente: { $name }
offers-trouble = La bandeja de salida no pudo dar el último paso de esta oferta; lo reintentará dentro de un minuto.

## Controles

offers-hold = Pausar
offers-hold-hint = Ninguna oleada sale sola hasta que reanude la oferta.
offers-let-go = Reanudar
offers-let-go-hint = Las oleadas vuelven a salir cuando les toca.
offers-next-wave-now = Enviar la siguiente oleada ya
    .hover = Abre ya la siguiente oleada, sin esperar a que termine esta; sus mensajes siguen saliendo solo según las reglas de la oferta (horario laboral, no contactar, plazo).
    .held = La oferta está en pausa: reanúdela primero.
    .choosing = Alguien aceptó: elija a quién se da el encargo o espere a que termine el plazo para elegir.
    .nobody = Ya se ha ofrecido el encargo a todos.
offers-cancel = Cancelar la oferta…
offers-cancel-confirm = ¿Cancelar esta oferta? No saldrá ninguna oleada más y se avisará a todos los que la recibieron y no la rechazaron.
offers-cancel-yes = Sí, cancelarla
offers-cancel-keep = Mantenerla

## Candidatos

offers-column-name = Autónomo
offers-column-wave = Oleada
offers-column-message = Mensaje
offers-column-reach = Entrega
offers-column-answer = Respuesta
offers-sent-at = enviado
offers-due-at = sale
offers-time-both = { $when } { $ours } (su hora: { $theirs })
offers-time-ours = { $when } { $ours }
offers-reach-not-offered = aún no ofrecida
offers-reach-going = en camino
offers-reach-reached = entregado
offers-reach-maybe = puede que haya llegado
offers-reach-not-reached = no entregado
offers-left-out-do-not-contact = excluido: marcado como no contactar
offers-left-out-gone = excluido: ya no está en el directorio
offers-left-out-claimed = excluido: { $by } le está escribiendo
offers-left-out-not-sent = excluido: no se pudo escribir el mensaje
offers-left-out-never-reached = la oferta nunca les llegó, así que no se les avisa de cómo terminó
offers-answer-accepted = Acepta
offers-answer-declined = Rechaza
offers-answer-question = Pregunta
offers-answer-none = Sin respuesta
offers-answered = { $answer } ({ $at })
offers-inspector-heading = Ofertas
offers-responsiveness = Respondió { $answered } de { $offered } ofertas, aceptó { $accepted }
# $counts: offers-responsiveness; $median: a duration like 2h or 1h30m.
offers-responsiveness-median = { $counts }; respuesta mediana en { $median }
offers-responsiveness-in-pair = { $pair }: { $record }
# $ago: how long ago (vendor-ago-…); $by: who recorded the answer (a colleague's name).
offers-last-answer = Última respuesta { $ago }.
offers-last-answer-by = Última respuesta { $ago }, registrada por { $by }.
offers-give-job = Asignarle el encargo

## Respuesta pegada

offers-paste-reply = Pegar una respuesta
offers-paste-hint = Pegue el texto de una respuesta por correo a esta oferta
offers-reply-from = Esta respuesta es de { $name }.
offers-reply-proposes = Parece decir: { $answer }
offers-record-as = Registrar «{ $answer }»
offers-reply-nobody = La respuesta no nombra a ninguno de los candidatos a los que se ofreció (ni UUID, ni enlace al perfil, ni nombre completo).
offers-reply-several = La respuesta puede ser de varios candidatos: elija de quién.

## Ofertas terminadas

offers-history = Historial ({ $count })
offers-history-title =
    Oferta { $offer }: { $title } ({ $state ->
        [filled] asignada
        [cancelled] cancelada
        [expired] plazo vencido
       *[other] nadie aceptó
    })
offers-given-to = El encargo fue para { $name }.
# $when: a time and how long until it (offers-at).
offers-filled-undo-until = La oferta { $offer } fue para { $name }; a los demás se les avisa { $when }.
offers-filled-undo = La oferta { $offer } fue para { $name }; aún no se ha avisado a nadie.
offers-undo-fill = Deshacer
offers-event-answer = { $name } respondió: { $answer }
offers-event =
    { $kind ->
        [created] Oferta creada
        [wave] Empezó una oleada
        [offered] Ofrecida a { $name }
        [left_out] { $name } excluido
        [filled] Asignada a { $name }
        [cancelled] Cancelada
        [exhausted] Ofrecida a todos, nadie aceptó
        [expired] Venció el plazo: no hay más oleadas
        [fill_undone] Adjudicación deshecha
        [held] En pausa
        [let_go] Reanudada
        [next_wave_asked] Siguiente oleada pedida ya
        [closing] Mensaje de cierre a { $name }
        [closing_skipped] Sin mensaje de cierre a { $name }
        [recent_included] Ofrecido a { $name } aunque se le escribió hace poco, por decisión suya
        [recent_left_out] Candidatos contactados hace poco excluidos, por decisión suya
       *[other] { $kind } { $name }
    }

## Avisos

offers-unreadable = No se pudo leer la oferta { $offer }.
offers-change-refused = La oferta { $offer } no se cambió.
offers-filled-news = La oferta { $offer } está asignada.
offers-already-recorded = Esa respuesta ya estaba registrada ({ $at }); no se cuenta dos veces.
offers-answer-after-close =
    La respuesta se registró, pero la oferta ya estaba { $state ->
        [filled] asignada
        [cancelled] cancelada
       *[other] terminada
    }.

## El diálogo «Ofrecer un encargo…»

offers-form-heading = Ofrecer un encargo
offers-form-title = Título
offers-form-pair-from = Par de:
offers-form-pair-to = Par a:
offers-form-service = Servicio
offers-form-volume = Volumen
offers-form-rate = Tarifa
offers-form-deadline-date = Plazo (fecha, su hora)
offers-form-date-hint = AAAA-MM-DD, o vacío si no hay
offers-form-deadline-time = Plazo (hora, su hora)
offers-form-sender-name = Su nombre
offers-form-sender-email = Su correo
offers-form-subject = Asunto
offers-form-body = Mensaje
offers-form-wave-size-label = Autónomos por oleada
offers-form-wave-wait = Espera por oleada
offers-form-send-when = Enviar:
offers-form-working-hours = en su horario laboral
offers-form-now = de inmediato
offers-form-who-fills = Quién se queda el encargo:
offers-form-first-accept = el primero que acepte
offers-form-i-pick = elijo yo entre los que acepten
offers-form-pick-within = Tiempo para elegir
offers-form-candidates = Candidatos, en el orden de la oferta ({ $count })
offers-form-rank = Ordenar
    .hover = Los ordena: primero los fijados, luego por estado de proveedor (activo, potencial, ninguno, en pausa o demasiado caro), luego por su disponibilidad en los días de la oferta y luego por lo bien que responden a las ofertas (en el par de idiomas del trabajo, si ya se les ofrecieron trabajos en él)
offers-form-asking-availability = Consultando su disponibilidad en el directorio…
# $percent: 0 to 100, their mean availability on the offer's days.
offers-form-free = libre { $percent } %
offers-form-availability-unknown = —
offers-form-availability =
    .hover = Qué parte de sus días laborables tienen libre desde hoy hasta el día de su plazo (sin plazo: los próximos 5 días laborables), según lo indicaron en el directorio; — si no se sabe
offers-form-no-account = Todavía sin sesión: la oferta podrá guardarse en cuanto el directorio diga quién es usted.
offers-form-left-out-marked = Excluidos por estar marcados como no contactar: { $count }
offers-form-left-out-beyond = Excluidos por superar los { $most } que puede tener una oferta: { $count }
offers-form-pinned = Primero
offers-form-up = Subir
offers-form-down = Bajar
offers-form-save = Crear la oferta
    .hover = Muestra quién recibe la primera oleada y cuándo, antes de crear o enviar nada
offers-form-close = Cerrar
offers-form-written = La oferta { $offer } está creada; su primera oleada sale como mostró la revisión.
offers-form-refused = La oferta no se creó:
offers-form-no-title = Ponga un título al encargo.
offers-form-no-message = El mensaje necesita un asunto y un texto.
offers-form-no-candidates = Seleccione al menos un autónomo en la tabla.
offers-form-wave-size = Una oleada es de 1 a { $most } autónomos.
offers-form-deadline-unreadable = «{ $typed }» no es una fecha y hora: escríbalas como 2026-12-01 y 17:00.
offers-form-deadline-past = El plazo { $typed } ya ha pasado.
offers-form-wait-unreadable = «{ $typed }» no es una duración: escríbala como 2h, 90m o 1d.

## Nueva oferta ▾

offers-new-menu = Nueva oferta ▾
    .hover = Ofrecer un encargo a una lista guardada o a autónomos según su ficha de proveedor. (La selección de la tabla y una página de resultados de búsqueda tienen su propio «Ofrecer un encargo…».)
offers-new-from-list = De una lista guardada
offers-new-no-lists = Aún no hay listas guardadas
offers-new-list-entry = { $name } ({ $count })
offers-new-from-vendors = De las fichas de proveedor
offers-new-status = Situación:
offers-new-any-status = Cualquier situación
offers-new-tag = Etiqueta:
offers-new-from-vendors-go = Ofrecerles un encargo…
offers-new-pick-something = Elija una situación, una etiqueta o ambas.
offers-new-no-vendors = Ninguna ficha de proveedor coincide con lo que eligió.
offers-new-vendors-unreadable = No se han podido leer las fichas de proveedor.

## Los problemas de la oferta y su revisión antes de la primera oleada

offers-form-pair-half = Elija los dos idiomas del par, o ninguno.
offers-form-pair-same = Los dos idiomas del par son el mismo.
# $name: a language the directory's own list does not have.
offers-form-pair-foreign = { $name } no es uno de los idiomas de este directorio: vuelva a elegirlo de la lista.
offers-form-fix =
    { $count ->
        [one] Corrija el { $count } problema marcado arriba para seguir.
       *[other] Corrija los { $count } problemas marcados arriba para seguir.
    }
offers-review-check-failed = No se pudo comprobar quién está marcado o fue contactado hace poco; no se creó nada:
offers-review-heading = Antes de la primera oleada
offers-review-still-asking = Aún se pide al directorio su horario y zona horaria; las horas se actualizan al llegar.
offers-review-first-wave =
    { $count ->
        [one] La primera oleada: { $count } autónomo
       *[other] La primera oleada: { $count } autónomos
    }
offers-review-nobody = No queda nadie a quien ofrecer el trabajo.
offers-review-goes-now = sale ahora
offers-review-goes-their-hours = sale cuando empieza su horario laboral
offers-review-goes-later = sale más tarde
# $time: a date and time, with the zone it is in.
offers-review-their-time = hora del autónomo { $time }
offers-review-your-time = su hora { $time }
offers-review-zone-guessed = su zona horaria se desconoce: se supone la suya
offers-review-hours-guessed = su horario se desconoce: se supone 09:00–18:00
offers-review-messaged-recently = contactado hace poco
offers-review-later =
    { $count ->
        [one] { $count } más en oleadas posteriores, si nadie acepta.
       *[other] { $count } más en oleadas posteriores, si nadie acepta.
    }
offers-review-left-out =
    { $count ->
        [one] Excluido: { $count }
       *[other] Excluidos: { $count }
    }
offers-review-why-do-not-contact = marcado como no contactar
# $coordinator: the colleague who marked them.
offers-review-why-team-do-not-contact = marcado como no contactar por { $coordinator }
# $problem: why the team database could not be asked.
offers-review-team-away = No se pudo consultar la base de datos del equipo ({ $problem }); cada oleada se comprueba con ella al salir.
offers-review-why-recent = contactado hace poco, excluido por decisión suya
offers-review-recent-left-out = Quedan fuera de la oferta.
offers-review-recent-included = También se les ofrece el trabajo.
offers-review-change = Cambiar
offers-review-word-first = Diga primero si también se ofrece el trabajo a los contactados hace poco.
offers-review-back = Atrás
    .hover = Volver al formulario, todo como lo dejó
offers-review-confirm = Enviar la primera oleada

## The open offers' table, and the buttons for the offers and candidates selected

offers-column-offer = Oferta
offers-column-waits = Espera
offers-column-answers = Respuestas
offers-select-offer = Seleccionar esta oferta
offers-select-offers-first = Seleccione ofertas primero: haga clic en una fila; Ctrl-clic, Mayús-clic o Espacio seleccionan más.
offers-hold-selected =
    { $count ->
        [0] Pausar las ofertas seleccionadas
        [one] Pausar la oferta seleccionada
       *[other] Pausar las { $count } ofertas seleccionadas
    }
    .hover = Ninguna de sus oleadas sale sola hasta que las reanude.
    .none = Las ofertas seleccionadas ya están en pausa.
offers-let-go-selected =
    { $count ->
        [0] Reanudar las ofertas seleccionadas
        [one] Reanudar la oferta seleccionada
       *[other] Reanudar las { $count } ofertas seleccionadas
    }
    .hover = Sus oleadas vuelven a salir cuando toca.
    .none = Ninguna de las ofertas seleccionadas está en pausa.
offers-select-candidate = Seleccionar este candidato
offers-bulk-answer =
    { $count ->
        [0] Registrar «{ $answer }» para los seleccionados
        [one] Registrar «{ $answer }» para el seleccionado
       *[other] Registrar «{ $answer }» para los { $count } seleccionados
    }
    .hover = Se registra para cada uno, como lo hace el botón de su propia fila.
    .none-selected = Seleccione candidatos primero: haga clic en una fila; Ctrl-clic, Mayús-clic o Espacio seleccionan más.
    .none-apply = A ninguno de los seleccionados se le ofreció aún el trabajo, o todos tienen ya esta respuesta.
    .not-open = La oferta terminó: sus respuestas quedan como están.
offers-clear-selection = Borrar selección
