# Słowa wspólne dla kilku paneli.

common-freelancers =
    { $count ->
        [one] { $count } freelancer
        [few] { $count } freelancerzy
        [many] { $count } freelancerów
       *[other] { $count } freelancera
    }

# Między nazwami na liście („Ana, Wei”); w { "…" } spacja zostaje zachowana.
common-list-separator = { ", " }
