# La ficha de proveedor en los detalles: lo que la agencia guarda de un autónomo.

vendor-summary =
    Ficha de proveedor: { $status } · { $tags ->
        [one] { $tags } etiqueta
       *[other] { $tags } etiquetas
    } · { $notes ->
        [one] { $notes } nota
       *[other] { $notes } notas
    } · { $rates ->
        [one] { $rates } tarifa
       *[other] { $rates } tarifas
    }
vendor-no-status = sin estado
vendor-status-active = Activo
vendor-status-potential = Potencial
vendor-status-on-hold = En espera
vendor-status-too-expensive = Demasiado caro
vendor-status-do-not-contact = No contactar
vendor-not-saved = El cambio no se ha guardado; no se ha modificado nada.
vendor-reading = Leyendo la ficha de proveedor…
vendor-read-failed = No se pudo leer la ficha de proveedor.

## Cuándo se escribió por última vez al autónomo desde este entorno.

vendor-not-contacted = No contactado desde este entorno.
vendor-last-contacted =
    Último contacto { $ago } ({ $count ->
        [one] { $count } mensaje
       *[other] { $count } mensajes
    } en total):
vendor-ago-now = ahora mismo
vendor-ago-minutes =
    { $count ->
        [one] hace { $count } minuto
       *[other] hace { $count } minutos
    }
vendor-ago-hours =
    { $count ->
        [one] hace { $count } hora
       *[other] hace { $count } horas
    }
vendor-ago-days =
    { $count ->
        [one] hace { $count } día
       *[other] hace { $count } días
    }
vendor-job = envío { $job }
    .hover = Abrir este envío en la bandeja de salida

## Estado, etiquetas y notas.

vendor-status = Estado
vendor-status-none = ninguno
vendor-tags = Etiquetas
vendor-tags-none = ninguna
vendor-remove-tag = Quitar esta etiqueta
vendor-new-tag = Nueva etiqueta
    .hint = p. ej., jurídico
vendor-add-tag = Añadir etiqueta
vendor-notes = Notas ({ $count })
vendor-edit-note = Editar nota
vendor-delete-note = Eliminar nota
vendor-new-note = Nueva nota
    .hint = Qué se acordó, cómo trabaja…
vendor-add-note = Añadir nota
vendor-editing-note = Editar nota
vendor-save-note = Guardar nota
vendor-cancel = Cancelar

## Tarifas.

vendor-rates = Tarifas ({ $count })
vendor-rate =
    { $amount } { $currency } por { $unit ->
        [hour] hora
        [page] página
        [minute] minuto
        [job] proyecto
       *[word] palabra
    }
vendor-delete-rate = Eliminar tarifa
vendor-rate-pair = Par de idiomas
vendor-rate-service = Servicio
vendor-rate-amount = Importe
vendor-rate-currency = Moneda
vendor-rate-per = Por
vendor-rate-unit =
    { $unit ->
        [hour] hora
        [page] página
        [minute] minuto
        [job] proyecto
       *[word] palabra
    }
vendor-add-rate = Añadir tarifa
