# Mots partagés par plusieurs panneaux.

common-freelancers =
    { $count ->
        [one] { $count } freelance
       *[other] { $count } freelances
    }
