# Palabras que comparten varios paneles.

# Entre los nombres de una lista («Ana, Wei»); entre { "…" } se conserva el espacio.
common-list-separator = { ", " }
