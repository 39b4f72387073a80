# Wörter, die mehrere Bereiche teilen.

common-freelancers =
    { $count ->
        [one] { $count } Freiberufler
       *[other] { $count } Freiberufler
    }

# Zwischen den Namen einer Liste („Ana, Wei“); in { "…" } bleibt das Leerzeichen erhalten.
common-list-separator = { ", " }
