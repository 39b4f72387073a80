# Comment s'est terminée une vérification des destinataires (chacun recherché).

verify-looked-up =
    { $checked ->
        [one] { $checked } sur { $total } recherché.
       *[other] { $checked } sur { $total } recherchés.
    }
verify-cancelled = Vérification annulée après { $checked } sur { $total } ; les autres ne sont pas vérifiés.
verify-signed-out = Vérification arrêtée. { $why }
verify-connection-lost = Vérification arrêtée après { $checked } sur { $total } : la connexion a été fermée.
verify-ended-restricted =
    { $count ->
        [one] { $ended } { $count } restreint : son profil existe et peut recevoir des messages, mais ne peut pas être lu.
       *[other] { $ended } { $count } restreints : leurs profils existent et peuvent recevoir des messages, mais ne peuvent pas être lus.
    }
verify-not-in-directory = L'annuaire ne connaît aucun utilisateur avec cet UUID.
