# Wörter, die mehrere Bereiche teilen.

# Zwischen den Namen einer Liste („Ana, Wei“); in { "…" } bleibt das Leerzeichen erhalten.
common-list-separator = { ", " }
