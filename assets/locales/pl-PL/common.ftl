# Słowa wspólne dla kilku paneli.

common-freelancers =
    { $count ->
        [one] { $count } freelancer
        [few] { $count } freelancerzy
        [many] { $count } freelancerów
       *[other] { $count } freelancera
    }
