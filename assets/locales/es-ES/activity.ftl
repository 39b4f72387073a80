# El registro de actividad: cada llamada a la API del directorio en esta sesión.

activity-title =
    Actividad: { $calls ->
        [one] { $calls } llamada a la API
       *[other] { $calls } llamadas a la API
    }, { $problems ->
        [one] { $problems } con problemas
       *[other] { $problems } con problemas
    }
activity-filter = Filtrar llamadas:
    .hint = ruta, estado, mensaje…
