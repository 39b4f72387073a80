# La barre d'état : qui est connecté, et où.

status-bar-connecting = Connexion à { $environment }…
status-bar-signed-out-why = Non connecté à { $environment }. { $why }
status-bar-signed-out-browser = Non connecté à { $environment } : connectez-vous avec le navigateur ou ajoutez une clé d'API dans l'onglet Compte.
status-bar-signed-out-key = Non connecté à { $environment } : ajoutez une clé d'API dans l'onglet Compte.
status-bar-failed = Pas de connexion à { $environment }. { $problem }
status-bar-signing-in = Connexion…
status-bar-signed-in =
    { $via ->
        [browser] Connecté en tant que { $who } (par le navigateur)
       *[key] Connecté en tant que { $who }
    }
status-bar-name-not-shown = (nom non affiché)
status-bar-not-signed-in = Non connecté. { $problem }
status-bar-sandbox = bac à sable intégré
