# Wörter, die mehrere Bereiche teilen.

common-freelancers =
    { $count ->
        [one] { $count } Freiberufler
       *[other] { $count } Freiberufler
    }
