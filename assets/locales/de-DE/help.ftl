# Das Hilfemenü, das Fenster „Über Directory Desk“ und das Angebot, einen Absturzbericht
# zu öffnen. „Directory Desk“ ist der Name der App und wird nicht übersetzt.

help-menu = Hilfe
help-about = Über Directory Desk
help-open-logs = Protokollordner öffnen
    .hover = Die Protokolldateien und etwaige Absturzberichte, zum Anhängen an eine Supportanfrage
help-copy-diagnostics = Diagnosedaten kopieren
    .hover = Version, Build, Betriebssystem, Renderer und Verzeichnis, für eine Supportanfrage. Keine Schlüssel, Token oder E-Mail-Adressen.
help-could-not-make = { $path } konnte nicht angelegt werden: { $problem }
help-could-not-open = { $path } konnte nicht geöffnet werden: { $problem }

## Das Fenster „Über Directory Desk“

help-about-description = Ein Arbeitsplatz am Desktop für Mitarbeitende von Übersetzungsagenturen: Freiberufler im Verzeichnis für Übersetzungsleistungen nachschlagen und ihnen sicher Nachrichten senden.
help-version = Version
help-build = Build
help-licence = Lizenz
help-renderer = Renderer

## Nach einem Absturz

help-crash-offer = Directory Desk wurde beim letzten Mal unerwartet beendet. Ein Absturzbericht wurde gespeichert (er enthält keine Schlüssel oder Token); hängen Sie ihn an eine Supportanfrage an.
help-open-crash-report = Absturzbericht öffnen
help-dismiss = Ausblenden
