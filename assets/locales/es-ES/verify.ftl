# Cómo terminó una verificación de los destinatarios (cada uno consultado).

verify-looked-up = { $checked } de { $total } consultados.
verify-cancelled = Verificación cancelada tras { $checked } de { $total }; el resto no está verificado.
verify-signed-out = Verificación detenida. { $why }
verify-connection-lost = Verificación detenida tras { $checked } de { $total }: la conexión se cerró.
verify-ended-restricted =
    { $count ->
        [one] { $ended } { $count } restringido: su perfil existe y puede recibir mensajes, pero no se puede leer.
       *[other] { $ended } { $count } restringidos: sus perfiles existen y pueden recibir mensajes, pero no se pueden leer.
    }
verify-not-in-directory = El directorio no conoce ningún usuario con este UUID.
