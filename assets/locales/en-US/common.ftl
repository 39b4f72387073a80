# Words several panels share.

common-freelancers =
    { $count ->
        [one] { $count } freelancer
       *[other] { $count } freelancers
    }

# Between the items of a list of names ("Ana, Wei"); a placeable keeps its space.
common-list-separator = { ", " }
