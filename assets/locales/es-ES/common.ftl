# Palabras que comparten varios paneles.

common-freelancers =
    { $count ->
        [one] { $count } autónomo
       *[other] { $count } autónomos
    }

# Entre los nombres de una lista («Ana, Wei»); entre { "…" } se conserva el espacio.
common-list-separator = { ", " }
