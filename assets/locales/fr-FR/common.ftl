# Mots partagés par plusieurs panneaux.

# Entre les noms d'une liste (« Ana, Wei ») ; entre { "…" }, l'espace est conservée.
common-list-separator = { ", " }
