# Die Statusleiste: wer angemeldet ist, und wo.

status-bar-connecting = Verbindung mit { $environment } wird hergestellt…
status-bar-signed-out-why = Nicht bei { $environment } angemeldet. { $why }
status-bar-signed-out-browser = Nicht bei { $environment } angemeldet: Melden Sie sich auf der Registerkarte „Konto“ über den Browser an oder fügen Sie einen API-Schlüssel hinzu.
status-bar-signed-out-key = Nicht bei { $environment } angemeldet: Fügen Sie auf der Registerkarte „Konto“ einen API-Schlüssel hinzu.
status-bar-failed = Nicht mit { $environment } verbunden. { $problem }
status-bar-signing-in = Anmeldung läuft…
status-bar-signed-in =
    { $via ->
        [browser] Angemeldet als { $who } (über den Browser)
       *[key] Angemeldet als { $who }
    }
status-bar-name-not-shown = (Name nicht angezeigt)
status-bar-not-signed-in = Nicht angemeldet. { $problem }
status-bar-sandbox = integrierte Sandbox
