# Words several panels share.

common-freelancers =
    { $count ->
        [one] { $count } freelancer
       *[other] { $count } freelancers
    }
