# Palabras que comparten varios paneles.

common-freelancers =
    { $count ->
        [one] { $count } autónomo
       *[other] { $count } autónomos
    }
