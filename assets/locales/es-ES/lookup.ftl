# La pestaña de consulta por UUID: el cuadro de pegado, una consulta en curso y la tabla de
# resultados con sus columnas de proveedor.

## El cuadro de pegado

lookup-paste-label = UUID, enlaces de perfil, CSV o texto de correo electrónico:
lookup-paste-hint = Pegue un UUID o cientos, de cualquier texto (Ctrl+L)
lookup-look-up = Consultar
lookup-clear-table = Vaciar tabla
lookup-paste-samples = Pegar UUID de ejemplo
    .hover = 25 autónomos del entorno de pruebas integrado
lookup-not-uuids =
    { $count ->
        [one] { $count } elemento no es un UUID
       *[other] { $count } elementos no son UUID
    }
lookup-paste-nothing-new = No hay UUID nuevos en ese texto.
lookup-paste-new =
    { $count ->
        [one] { $count } UUID nuevo
       *[other] { $count } UUID nuevos
    }
lookup-paste-new-duplicates =
    { $count ->
        [one] { $count } UUID nuevo
       *[other] { $count } UUID nuevos
    }, { $duplicates ->
        [one] { $duplicates } duplicado descartado
       *[other] { $duplicates } duplicados descartados
    }
lookup-paste-new-invalid =
    { $count ->
        [one] { $count } UUID nuevo
       *[other] { $count } UUID nuevos
    }, { $invalid ->
        [one] { $invalid } elemento no es UUID (lista abajo)
       *[other] { $invalid } elementos no son UUID (lista abajo)
    }
lookup-paste-new-duplicates-invalid =
    { $count ->
        [one] { $count } UUID nuevo
       *[other] { $count } UUID nuevos
    }, { $duplicates ->
        [one] { $duplicates } duplicado descartado
       *[other] { $duplicates } duplicados descartados
    }, { $invalid ->
        [one] { $invalid } elemento no es UUID (lista abajo)
       *[other] { $invalid } elementos no son UUID (lista abajo)
    }
lookup-imported =
    { $count ->
        [one] Se importó { $count } UUID de { $file_name }. Pulse Consultar.
       *[other] Se importaron { $count } UUID de { $file_name }. Pulse Consultar.
    }
lookup-imported-with-invalid =
    { $count ->
        [one] Se importó { $count } UUID de { $file_name }
       *[other] Se importaron { $count } UUID de { $file_name }
    }; { $invalid ->
        [one] { $invalid } elemento no es un UUID.
       *[other] { $invalid } elementos no son UUID.
    } Pulse Consultar.

## Una consulta en curso

lookup-progress = completados: { $done }, fallidos: { $failed }, pendientes: { $left }
lookup-cancel = Cancelar
lookup-finished =
    Consulta terminada: { $found ->
        [one] { $found } encontrado
       *[other] { $found } encontrados
    }, { $failed ->
        [one] { $failed } fallido
       *[other] { $failed } fallidos
    }.
lookup-cancelled =
    Consulta cancelada: { $found ->
        [one] { $found } encontrado
       *[other] { $found } encontrados
    }, { $failed ->
        [one] { $failed } fallido
       *[other] { $failed } fallidos
    }, { $left } sin consultar.
lookup-stopped = Consulta detenida. { $reason }
lookup-not-found-why = El directorio no tiene ningún autónomo con este UUID.
lookup-not-looked-up = Sin consultar: la consulta se detuvo.

## La barra de la tabla

lookup-filter = Filtro:
lookup-filter-hint = nombre, país, idioma, código…
lookup-rows =
    { $shown } de { $total } filas, { $selected ->
        [one] { $selected } seleccionada
       *[other] { $selected } seleccionadas
    }
lookup-select-all-filtered = Seleccionar filtradas
lookup-clear-selection = Borrar selección
lookup-add-to-recipients = Añadir a destinatarios
lookup-offer-job = Ofrecer un encargo…
    .hover = Ofrece un encargo a los autónomos seleccionados, por oleadas, hasta que uno acepte
lookup-export-csv = Exportar CSV
lookup-show-local-time = Mostrar hora local
    .hover = Mostrar la hora local y el desfase UTC de cada autónomo
lookup-show-vendor-columns = Mostrar columnas de proveedor
    .hover = Mostrar la situación, las etiquetas, el último contacto y la respuesta a ofertas de cada autónomo
lookup-show-availability = Mostrar disponibilidad de hoy

## Las columnas de la tabla, y los encabezados de exportación de los códigos al lado

lookup-column-name = Nombre
lookup-column-account-type = Tipo de cuenta
lookup-column-country = País
lookup-column-pairs = Pares de idiomas
lookup-column-membership = Membresía
lookup-column-state = Estado
lookup-column-local-time = Hora local
lookup-column-status = Situación
lookup-column-tags = Etiquetas
lookup-column-last-contacted = Último contacto
lookup-column-responsiveness = Respuesta
lookup-responsiveness = respondió { $answered } de { $offered }
lookup-responsiveness-median = respondió { $answered } de { $offered }, mediana { $median }
lookup-responsiveness-last = { $record }. { $last }
lookup-column-available-today = Disponible hoy
lookup-codes-account-type = Código de tipo de cuenta
lookup-codes-country = Código de país
lookup-codes-pairs = Códigos de pares de idiomas

## Las filas de la tabla

lookup-select-row = Seleccionar
lookup-do-not-contact = ⛔ no contactar
    .hover = Marcado como «no contactar»: excluido de todos los mensajes
lookup-state-loading = cargando
lookup-state-loaded = cargado
lookup-state-not-found = no encontrado
lookup-state-not-allowed = no permitido
lookup-state-error = error: { $reason }
lookup-country-with-code = { $name } (código de país { $code })
lookup-account-type-with-code = { $name } (tipo de cuenta { $code })
lookup-local-time = { $time } hora local, { $offset }

## Las columnas de proveedor y su menú

lookup-vendor-menu = Proveedor ▾
    .hover = Cambiar las fichas de proveedor de las filas seleccionadas
lookup-vendor-set-status = Definir situación
lookup-vendor-no-status = Sin situación
lookup-vendor-tag-to-add = Etiqueta nueva
lookup-vendor-add-tag = Añadir etiqueta
lookup-vendor-remove-tag = Quitar etiqueta
lookup-vendor-no-tags = Las filas seleccionadas no tienen etiquetas.
