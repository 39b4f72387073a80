# Słowa wspólne dla kilku paneli.

common-freelancers =
    { $count ->
        [one] { $count } freelancer
        [few] { $count } freelancerów
       *[other] { $count } freelancerów
    }
