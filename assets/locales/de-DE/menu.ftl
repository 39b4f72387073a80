# Die Menüleiste: Datei, Ansicht und ihre Einträge.

menu-file = Datei
menu-view = Ansicht
menu-import-uuids = UUIDs aus Datei importieren…
    .hover = CSV, Text, E-Mail: Jede enthaltene UUID kommt in das Abfragefeld
menu-import-uuids-title = UUIDs importieren
menu-filter-lists = Listen und Text
menu-filter-all = Alle Dateien
menu-import-list = Liste aus Datei importieren…
    .hover = Jede UUID einer Datei (CSV mit uuid,name oder beliebiger Text) als benannte Liste
menu-import-list-title = Empfängerliste importieren
menu-export-list = Liste exportieren…
menu-export-list-entry = { $name } ({ $members })
menu-export-list-title = Empfängerliste exportieren
menu-no-lists = Noch keine Listen in diesem Verzeichnis
menu-downloads-default = Downloads (Standard)
menu-exports-go-to = CSV-Exporte landen in: { $folder }
menu-choose-export-folder = Exportordner wählen…
menu-choose-export-folder-title = Wohin CSV-Exporte gespeichert werden
menu-export-to-downloads = Wieder nach Downloads exportieren
menu-zoom = Zoom: { $percent } %
menu-zoom-in = Vergrößern
menu-zoom-out = Verkleinern
menu-actual-size = Originalgröße
menu-language = Sprache
menu-language-system = Systemsprache ({ $language })
