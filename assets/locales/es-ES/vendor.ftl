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

## Por qué se rechaza lo escrito.

vendor-invalid-tag-empty = una etiqueta no puede estar vacía
vendor-invalid-tag-too-long = la etiqueta «{ $tag }» supera los { $max } caracteres
vendor-invalid-tag-separator = la etiqueta «{ $tag }» no puede contener «;» ni saltos de línea («;» separa las etiquetas en los archivos)
vendor-invalid-note-empty = una nota no puede estar vacía
vendor-invalid-note-too-long = una nota puede tener como máximo { $max } caracteres
vendor-invalid-amount-empty = «{ $typed }» no es un importe: escríbalo con cifras, p. ej., 0,08 o 45
vendor-invalid-amount-not-digits = «{ $typed }» no es un importe: use cifras y una coma o un punto, p. ej., 0,08 o 45 (sin símbolos de moneda ni signo menos)
vendor-invalid-amount-ambiguous = «{ $typed }» es ambiguo (¿separador de miles o decimales?): escriba los decimales tras una coma (p. ej., 12,5) u omita el separador de miles (p. ej., 12500)
vendor-invalid-amount-too-large = «{ $typed }» no es un importe: es demasiado grande
vendor-invalid-amount-too-precise = «{ $typed }» no es un importe: como máximo { $max } decimales
vendor-invalid-currency = «{ $typed }» no es un código de moneda; escriba su código ISO 4217, p. ej., EUR, USD o GBP
vendor-invalid-pair-code = «{ $pair }» no es un código de par de idiomas como eng_deu
vendor-invalid-service-id = «{ $service }» no es un identificador de servicio
vendor-no-language = no se encuentra el idioma «{ $typed }»
vendor-no-country = no se encuentra el país «{ $typed }»
vendor-no-service = no se encuentra el servicio «{ $typed }»
vendor-no-discipline = no se encuentra la especialidad «{ $typed }»
vendor-no-specific-discipline = no se encuentra la especialidad concreta «{ $typed }»
vendor-no-account-type = no se encuentra el tipo de cuenta «{ $typed }»
vendor-did-you-mean = { $missing }; ¿quiso decir { $names }?
vendor-names-or = { $first } o { $last }
vendor-not-a-pair = «{ $typed }» no es un par de idiomas; escríbalo como origen_destino, p. ej., eng_deu
