# Inicio de sesión en el navegador: qué puede fallar y cuánto le queda a un token.

sign-in-not-started = No se pudo iniciar la sesión: la conexión aún no está abierta.
sign-in-no-keyring = Su sistema no tiene llavero, así que esta sesión no se puede guardar.
sign-in-not-kept = No se pudo guardar esta sesión. { $why }

sign-in-expired = caducado
sign-in-in-minutes =
    { $count ->
        [one] dentro de un minuto
       *[other] dentro de { $count } minutos
    }
sign-in-in-hours =
    { $count ->
        [one] dentro de { $count } hora
       *[other] dentro de { $count } horas
    }

# Why a sign-in through the browser ended before it began or without an answer.
sign-in-settings-unreadable = No se pudo leer la configuración de inicio de sesión de este directorio.
sign-in-stopped = El inicio de sesión se detuvo de forma inesperada.
