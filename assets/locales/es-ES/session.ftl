# La sesión: abrir un directorio, y por qué no se abrió o no hay sesión iniciada.

session-default-environment = el entorno predeterminado
session-stopped-opening = La conexión se detuvo mientras se abría.
session-worker-failed = La aplicación no pudo iniciar su trabajo en segundo plano.
session-config-invalid = El archivo de configuración no es válido: «Configuración de conexión…» muestra dónde y la carpeta del archivo.
session-settings-unreadable = No se pudo leer la configuración de conexión.
session-app-only = { $environment } inicia sesión como la propia aplicación (app_only), algo que solo hace la línea de comandos. La ventana inicia sesión con una clave de API o a través del navegador.
session-no-keyring = Este sistema no tiene llavero, así que ningún inicio de sesión se recuerda entre ejecuciones.
session-keyring-unreadable = No se pudo leer el llavero del sistema. { $problem }
session-browser-sign-in-unusable = Hay un inicio de sesión por navegador guardado para { $environment }, pero no se puede usar: { $problem }
