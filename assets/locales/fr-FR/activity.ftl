# Le journal d'activité : chaque appel à l'API de l'annuaire pendant cette session.

activity-title =
    Activité : { $calls ->
        [one] { $calls } appel d'API
       *[other] { $calls } appels d'API
    }, { $problems ->
        [one] { $problems } en erreur
       *[other] { $problems } en erreur
    }
activity-filter = Filtrer les appels :
    .hint = chemin, statut, message…
