# Powiadomienia w rogu okna.

notice-dismiss = Zamknij
