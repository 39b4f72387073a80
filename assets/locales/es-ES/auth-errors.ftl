# Los errores de inicio de sesión, renovación y llavero en palabras sencillas
# (src/auth/plain_words.rs). Las palabras del proveedor y de las bibliotecas quedan como detalles.

auth-errors-cancelled = Se canceló el inicio de sesión.
auth-errors-browser-timed-out = El navegador no respondió a tiempo. Vuelva a iniciar sesión.
auth-errors-cannot-listen = La aplicación no pudo esperar la respuesta del navegador en este equipo.
auth-errors-answer-failed-checks = La respuesta del inicio de sesión no superó las comprobaciones de la aplicación, así que no se inició ninguna sesión.
auth-errors-keys-unavailable = No se pudieron obtener las claves del proveedor de inicio de sesión, así que no se pudo comprobar el inicio de sesión.
auth-errors-account-mismatch = El inicio de sesión y el directorio indican usuarios distintos, así que no se inició ninguna sesión.
auth-errors-browser-not-opened = No se pudo abrir el navegador: abra la dirección que se muestra.
auth-errors-provider-address = La dirección del proveedor de inicio de sesión no es válida.
auth-errors-invalid-grant = La sesión ya no es válida. Vuelva a iniciar sesión.
auth-errors-provider-refused = El proveedor de inicio de sesión se negó.
auth-errors-provider-unreachable = No se pudo conectar con el proveedor de inicio de sesión.
auth-errors-provider-malformed = No se pudo leer la respuesta del proveedor de inicio de sesión.
auth-errors-no-keyring = Este sistema no tiene un llavero donde guardar secretos.
auth-errors-keyring-timed-out = El llavero del sistema no respondió. ¿Está bloqueado?
auth-errors-keyring-refused = El llavero del sistema se negó.
auth-errors-signed-out = Sesión cerrada: ya no se puede renovar el inicio de sesión. Vuelva a iniciar sesión.
auth-errors-not-renewed = No se pudo renovar el inicio de sesión. { $reason }
auth-errors-renewal-stopped = La renovación del inicio de sesión se detuvo de forma inesperada. Vuelva a iniciar sesión si se rechaza la próxima solicitud.
