# Les nouvelles dans le coin de la fenêtre.

notice-dismiss = Fermer
