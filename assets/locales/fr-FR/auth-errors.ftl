# Les erreurs de connexion, de renouvellement et de trousseau en mots simples
# (src/auth/plain_words.rs). Les mots du fournisseur et des bibliothèques restent en détails.

auth-errors-cancelled = La connexion a été annulée.
auth-errors-browser-timed-out = Le navigateur n'a pas répondu à temps. Reconnectez-vous.
auth-errors-cannot-listen = L'application n'a pas pu attendre la réponse du navigateur sur cet ordinateur.
auth-errors-answer-failed-checks = La réponse de connexion n'a pas passé les contrôles de l'application ; personne n'a été connecté.
auth-errors-keys-unavailable = Les clés du fournisseur de connexion n'ont pas pu être récupérées ; la connexion n'a donc pas pu être vérifiée.
auth-errors-account-mismatch = La connexion et l'annuaire désignent des utilisateurs différents ; personne n'a été connecté.
auth-errors-browser-not-opened = Le navigateur n'a pas pu être ouvert : ouvrez l'adresse affichée.
auth-errors-provider-address = L'adresse du fournisseur de connexion n'est pas utilisable.
auth-errors-invalid-grant = La connexion n'est plus valide. Reconnectez-vous.
auth-errors-provider-refused = Le fournisseur de connexion a refusé.
auth-errors-provider-unreachable = Impossible de joindre le fournisseur de connexion.
auth-errors-provider-malformed = La réponse du fournisseur de connexion n'a pas pu être lue.
auth-errors-no-keyring = Ce système n'a pas de trousseau où conserver des secrets.
auth-errors-keyring-timed-out = Le trousseau du système n'a pas répondu. Est-il verrouillé ?
auth-errors-keyring-refused = Le trousseau du système a refusé.
auth-errors-signed-out = Déconnecté : la connexion ne peut plus être renouvelée. Reconnectez-vous.
auth-errors-not-renewed = La connexion n'a pas pu être renouvelée. { $reason }
auth-errors-renewal-stopped = Le renouvellement de la connexion s'est arrêté de façon inattendue. Reconnectez-vous si la prochaine requête est refusée.

## Le fournisseur de connexion a refusé, selon son code d'erreur OAuth.

auth-errors-refused-access-denied = Vous avez refusé la connexion ; Directory Desk n'a donc pas obtenu l'accès.
auth-errors-refused-invalid-request = Le fournisseur a jugé la demande de connexion mal formée.
auth-errors-refused-unauthorized-client = Le fournisseur n'autorise pas cette application à se connecter de cette façon ; vérifiez l'identifiant client de l'environnement.
auth-errors-refused-unsupported-response-type = Le fournisseur ne prend pas en charge la connexion demandée par cette application (code id_token).
auth-errors-refused-invalid-scope = Le fournisseur a refusé les autorisations (scopes) demandées par cette application.
auth-errors-refused-server-error = Le fournisseur a rencontré un problème et n'a pas pu terminer la connexion ; réessayez.
auth-errors-refused-unavailable = Le fournisseur est surchargé ou en maintenance ; réessayez plus tard.
auth-errors-refused-interaction = Le fournisseur vous demande de vous connecter ou de donner votre accord dans le navigateur ; réessayez.
auth-errors-refused-other = Le fournisseur a refusé la connexion ({ $code }).
