# Los errores en palabras sencillas (src/api/plain_words.rs): la frase que se lee primero
# cuando algo salió mal con el directorio. El detalle técnico se guarda aparte, en inglés.

errors-base-url = La dirección del directorio no es válida. Revísela en los ajustes de conexión.
errors-invalid-request = La solicitud no se envió porque algo en ella no es válido.
errors-unauthorized-api-key = El directorio rechazó la clave de API.
errors-unauthorized-token = El directorio no aceptó el inicio de sesión.
errors-unauthorized-expired = La sesión ha caducado.
errors-unauthorized-other = El directorio rechazó las credenciales.
errors-forbidden = Esta cuenta no tiene permiso para hacer eso.
errors-not-found = El directorio no tiene eso.
errors-rejected = El directorio rechazó la solicitud; los motivos figuran en los detalles.
errors-not-available-search = Este directorio no ofrece la búsqueda de autónomos.
errors-not-available-availability = Este directorio no ofrece datos de disponibilidad.
# $what: lo que se pidió, tal como lo nombra el código (en inglés).
errors-not-available = Este directorio no ofrece lo siguiente: { $what }.
errors-unsupported-media-type = El directorio no aceptó el formato en que se envió la solicitud.
errors-rate-limited-wait =
    { $count ->
        [one] El directorio está saturado y pide esperar { $count } segundo.
       *[other] El directorio está saturado y pide esperar { $count } segundos.
    }
errors-rate-limited = El directorio está saturado y pide reducir el ritmo.
errors-server-trouble = El directorio tiene problemas en este momento.
errors-malformed = No se pudo leer la respuesta del directorio.
errors-transport-connect = No se pudo conectar con el directorio.
errors-transport-timeout = El directorio no respondió a tiempo.
errors-transport-dropped = La conexión se cortó antes de que respondiera el directorio.

## La dirección de una base de datos del equipo (src/team/url.rs), tal como la muestra el
## formulario de los ajustes de conexión. Empieza en minúscula: el formulario hace una frase.
## USER, HOST y DATABASE son las partes de la dirección que hay que rellenar.

errors-team-url-unreadable = no es una URL de base de datos del equipo ({ $problem }); escríbala como postgres://USER@HOST/DATABASE
errors-team-url-scheme = una URL de base de datos del equipo empieza por postgres://, no por { $scheme }://
errors-team-url-no-host = la URL de la base de datos del equipo no indica ningún host: postgres://USER@HOST/DATABASE
errors-team-url-several-hosts = la URL de la base de datos del equipo debe indicar un único host
errors-team-url-no-user = la URL de la base de datos del equipo no indica ningún usuario: postgres://USER@HOST/DATABASE
errors-team-url-no-database = la URL de la base de datos del equipo no indica ninguna base de datos: postgres://USER@HOST/DATABASE
errors-team-url-setting = la URL de la base de datos del equipo tiene un ajuste que este puesto no admite: { $setting } (TLS depende del host: obligatorio para cualquier host salvo el de loopback)
errors-team-url-cannot-hold-user = la URL de la base de datos del equipo no puede contener un usuario
