# Meldungen in der Fensterecke.

notice-dismiss = Ausblenden
