# El menú Ayuda, la ventana «Acerca de» y la oferta de abrir un informe de fallo.
# «Directory Desk» es el nombre de la aplicación y no se traduce.

help-menu = Ayuda
help-about = Acerca de Directory Desk
help-open-logs = Abrir carpeta de registros
    .hover = Los archivos de registro y los informes de fallos, para adjuntarlos a una solicitud de asistencia
help-copy-diagnostics = Copiar diagnóstico
    .hover = Versión, compilación, sistema operativo, renderizador y directorio, para una solicitud de asistencia. Sin claves, tokens ni direcciones de correo electrónico.
help-could-not-make = No se pudo crear { $path }: { $problem }
help-could-not-open = No se pudo abrir { $path }: { $problem }

## La ventana «Acerca de»

help-about-description = Un espacio de trabajo de escritorio para el personal de agencias de traducción: consulte autónomos en el directorio de servicios de traducción y envíeles mensajes de forma segura.
help-version = Versión
help-build = Compilación
help-licence = Licencia
help-renderer = Renderizador

## Tras un fallo

help-crash-offer = Directory Desk se cerró de forma inesperada la última vez. Se guardó un informe de fallo (no contiene claves ni tokens); adjúntelo a una solicitud de asistencia.
help-open-crash-report = Abrir informe de fallo
help-dismiss = Descartar
