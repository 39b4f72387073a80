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

## El proveedor de inicio de sesión se negó, según su código de error OAuth.

auth-errors-refused-access-denied = Usted rechazó el inicio de sesión, así que Directory Desk no obtuvo acceso.
auth-errors-refused-invalid-request = El proveedor consideró mal formada la solicitud de inicio de sesión.
auth-errors-refused-unauthorized-client = El proveedor no permite que esta aplicación inicie sesión de esta forma; revise el ID de cliente del entorno.
auth-errors-refused-unsupported-response-type = El proveedor no admite el inicio de sesión que pide esta aplicación (code id_token).
auth-errors-refused-invalid-scope = El proveedor rechazó los permisos (scopes) que pide esta aplicación.
auth-errors-refused-server-error = El proveedor tuvo un problema y no pudo completar el inicio de sesión; inténtelo de nuevo.
auth-errors-refused-unavailable = El proveedor está saturado o en mantenimiento; inténtelo de nuevo más tarde.
auth-errors-refused-interaction = El proveedor necesita que inicie sesión o dé su consentimiento en el navegador; inténtelo de nuevo.
auth-errors-refused-other = El proveedor rechazó el inicio de sesión ({ $code }).
