# Words several panels share.

# Between the items of a list of names ("Ana, Wei"); a placeable keeps its space.
common-list-separator = { ", " }
