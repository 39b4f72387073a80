# Les erreurs en mots simples (src/api/plain_words.rs) : la phrase que l'on lit d'abord quand
# quelque chose n'a pas marché avec l'annuaire. Le détail technique reste à part, en anglais.

errors-base-url = L'adresse de l'annuaire n'est pas utilisable. Vérifiez-la dans les paramètres de connexion.
errors-invalid-request = La requête n'a pas été envoyée, car une partie de son contenu n'est pas valide.
errors-unauthorized-api-key = L'annuaire a refusé la clé d'API.
errors-unauthorized-token = L'annuaire n'a pas accepté la connexion.
errors-unauthorized-expired = La connexion a expiré.
errors-unauthorized-other = L'annuaire a refusé les identifiants.
errors-forbidden = Ce compte n'est pas autorisé à faire cela.
errors-not-found = L'annuaire ne contient pas cet élément.
errors-rejected = L'annuaire a refusé la requête ; ses raisons figurent dans les détails.
errors-not-available-search = Cet annuaire ne propose pas la recherche de freelances.
errors-not-available-availability = Cet annuaire ne fournit pas les disponibilités.
# $what : ce qui a été demandé, tel que le code le nomme (en anglais).
errors-not-available = Cet annuaire ne propose pas ceci : { $what }.
errors-unsupported-media-type = L'annuaire n'a pas accepté le format dans lequel la requête a été envoyée.
errors-rate-limited-wait =
    { $count ->
        [one] L'annuaire est surchargé et nous demande d'attendre { $count } seconde.
       *[other] L'annuaire est surchargé et nous demande d'attendre { $count } secondes.
    }
errors-rate-limited = L'annuaire est surchargé et nous demande de ralentir.
errors-server-trouble = L'annuaire rencontre des difficultés en ce moment.
errors-malformed = La réponse de l'annuaire n'a pas pu être lue.
errors-transport-connect = Impossible de joindre l'annuaire.
errors-transport-timeout = L'annuaire n'a pas répondu à temps.
errors-transport-dropped = La connexion a été interrompue avant la réponse de l'annuaire.

## L'adresse d'une base d'équipe (src/team/url.rs), telle que le formulaire des paramètres de
## connexion l'affiche. Commence par une minuscule : le formulaire en fait une phrase.
## USER, HOST et DATABASE sont les parties de l'adresse à remplir.

errors-team-url-unreadable = ce n'est pas une URL de base d'équipe ({ $problem }) ; écrivez-la sous la forme postgres://USER@HOST/DATABASE
errors-team-url-scheme = une URL de base d'équipe commence par postgres://, pas par { $scheme }://
errors-team-url-no-host = l'URL de la base d'équipe n'indique aucun hôte : postgres://USER@HOST/DATABASE
errors-team-url-several-hosts = l'URL de la base d'équipe doit indiquer un seul hôte
errors-team-url-no-user = l'URL de la base d'équipe n'indique aucun utilisateur : postgres://USER@HOST/DATABASE
errors-team-url-no-database = l'URL de la base d'équipe n'indique aucune base : postgres://USER@HOST/DATABASE
errors-team-url-setting = l'URL de la base d'équipe contient un paramètre que ce poste n'accepte pas : { $setting } (TLS dépend de l'hôte : obligatoire pour tout hôte autre que le loopback)
errors-team-url-cannot-hold-user = l'URL de la base d'équipe ne peut pas contenir d'utilisateur
