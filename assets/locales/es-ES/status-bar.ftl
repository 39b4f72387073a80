# La barra de estado: quién ha iniciado sesión, y dónde.

status-bar-connecting = Conectando con { $environment }…
status-bar-signed-out-why = No ha iniciado sesión en { $environment }. { $why }
status-bar-signed-out-browser = No ha iniciado sesión en { $environment }: inicie sesión con el navegador o añada una clave de API en la pestaña Cuenta.
status-bar-signed-out-key = No ha iniciado sesión en { $environment }: añada una clave de API en la pestaña Cuenta.
status-bar-failed = Sin conexión con { $environment }. { $problem }
status-bar-signing-in = Iniciando sesión…
status-bar-signed-in =
    { $via ->
        [browser] Sesión iniciada como { $who } (a través del navegador)
       *[key] Sesión iniciada como { $who }
    }
status-bar-name-not-shown = (nombre no visible)
status-bar-not-signed-in = No ha iniciado sesión. { $problem }
status-bar-sandbox = entorno de pruebas integrado
