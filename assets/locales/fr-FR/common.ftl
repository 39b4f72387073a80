# Mots partagés par plusieurs panneaux.

common-freelancers =
    { $count ->
        [one] { $count } freelance
       *[other] { $count } freelances
    }

# Entre les noms d'une liste (« Ana, Wei ») ; entre { "…" }, l'espace est conservée.
common-list-separator = { ", " }
