# Los detalles junto a la tabla de resultados.

inspector-select-row = Seleccione una fila para ver los detalles del autónomo.
inspector-copy-uuid = Copiar UUID
inspector-refresh = Actualizar
inspector-do-not-contact = ⛔ Marcado como «no contactar»: excluido de todos los mensajes.
inspector-looking-up = Consultando…
inspector-not-found = No encontrado
inspector-not-allowed = No permitido
inspector-lookup-failed = No se pudo consultar

## Lo que esta aplicación ya envió al autónomo.

inspector-history-failed = No se pudo leer lo enviado anteriormente.
inspector-history-none = No se le ha escrito antes desde aquí en este directorio.
inspector-history-title = Contactado antes ({ $count })
inspector-history-entry =
    { $at } · { $state ->
        [pending] pendiente de revisión
       *[sent] enviado
    } · «{ $subject }» (envío { $job })
inspector-history-more =
    { $count ->
        [one] …y { $count } anterior: consulte la bandeja de salida
       *[other] …y { $count } anteriores: consulte la bandeja de salida
    }

## Las secciones del perfil.

inspector-name-not-shown = (nombre no indicado)
inspector-open-profile = Abrir la página del perfil
inspector-identity = Identidad
inspector-account-type = Tipo de cuenta
inspector-account-type-code = tipo de cuenta { $code }
inspector-experience = Años de experiencia
inspector-native-language = Lengua materna
inspector-contact = Contacto
inspector-name = Nombre
inspector-company = Empresa
inspector-email = Correo electrónico
inspector-phone = Teléfono
inspector-mobile = Móvil
inspector-country = País
inspector-country-code = código de país { $code }
inspector-time-zone = Zona horaria
inspector-local-time = Hora local
inspector-city = Ciudad
inspector-website = Sitio web
inspector-skype = Skype
inspector-twitter = Twitter
inspector-skills = Competencias
inspector-language-pairs = Pares de idiomas
inspector-none-listed = ninguno indicado
inspector-not-shown = no indicado
inspector-pair = { $pair }: { $services }
inspector-no-services = ningún servicio indicado
inspector-pair-codes = par { $pair }; servicios { $services }
inspector-disciplines = Especialidades
inspector-discipline-level = { $name } ({ $level })
inspector-level-not-shown = nivel no indicado
inspector-discipline-id =
    { $kind ->
        [specific-discipline] especialidad específica { $id }
       *[discipline] especialidad { $id }
    }
inspector-discipline-id-not-shown =
    { $kind ->
        [specific-discipline] id de especialidad específica no indicado
       *[discipline] id de especialidad no indicado
    }
inspector-membership = Membresía
inspector-status = Estado
inspector-expires = Vence
inspector-expired = Vencida
inspector-certified-pro = Certified PRO
inspector-plus-package = Paquete Plus
inspector-yes = sí
inspector-no = no
inspector-other-fields = Otros campos ({ $count })
inspector-raw-json = JSON sin procesar
inspector-copy-json = Copiar JSON
inspector-history-open-job = Abrir este envío en la bandeja de salida
