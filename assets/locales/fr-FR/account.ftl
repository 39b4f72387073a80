# Le panneau Compte : quel annuaire, la connexion (navigateur ou clé d'API), qui est connecté
# et ce que disait le jeton d'identité.

account-heading = Compte
account-keyring-busy = Accès au trousseau du système…
account-directory-heading = Annuaire
account-environment = Environnement :
account-custom-url = URL de base personnalisée :
account-connect = Connecter

account-sandbox-sign-in-again = Se reconnecter via le navigateur, avec un autre utilisateur du bac à sable si vous le souhaitez :
account-sandbox-sign-in = Se connecter en tant qu'utilisateur du bac à sable via le navigateur, comme avec un véritable annuaire :
account-sign-in-to = Se connecter à { $name }
account-or = ou
account-api-key = Clé d'API :
account-sign-in = Se connecter
account-key-note = Une clé est d'abord vérifiée auprès de l'annuaire ; une clé ou une connexion n'est conservée que dans le trousseau du système.
account-sandbox-demo-key = Le bac à sable intégré se connecte avec sa clé de démonstration ; rien n'est conservé dans le trousseau.
account-sign-out = Se déconnecter

account-uuid = UUID
account-name = Nom
account-email = E-mail
account-type = Type de compte
account-membership = Adhésion
account-directory = Annuaire

account-nobody-signed-in = Personne n'a été connecté.
account-sign-in-browser = Se connecter via le navigateur
    .hover = Ouvre la page de connexion de l'annuaire dans votre navigateur ; la réponse revient à cette application sur 127.0.0.1.
account-cancelling = Annulation…
account-waiting-for-browser = En attente du navigateur…
account-cancel = Annuler
account-no-browser = Aucun navigateur ne s'est ouvert ({ $why }). Ouvrez vous-même cette adresse dans un navigateur :
account-open-address-yourself = Si aucun navigateur ne s'est ouvert, ouvrez vous-même cette adresse :
account-copy-address = Copier l'adresse

account-kept-only-in-keyring = Directory Desk ne conserve une connexion que dans le trousseau du système, jamais dans un fichier.
account-keep-for-session = Rester connecté pour cette session uniquement
account-dont-sign-in = Ne pas se connecter

account-signed-in-through-browser = Connecté via le navigateur (OAuth 2.0 + OpenID Connect)
account-linked-user = Utilisateur associé
account-linked-user-value = { $uuid } (l'annuaire a indiqué le même utilisateur)
account-claim-sub = Sujet (sub)
account-claim-iss = Émetteur (iss)
account-claim-aud = Audience (aud)
account-claim-iat = Émis (iat)
account-claim-exp = Expire (exp)
account-claim-auth-time = Connecté à (auth_time)
account-signature = Signature
account-signature-verified = vérifiée ({ $alg })
account-signature-verified-unnamed = vérifiée (algorithme du jeton)
account-signature-not-verified = signature non vérifiée
account-no-key = Aucune clé n'était disponible pour { $alg } (une jwks_url pour cet environnement en fournirait une). Le lien du compte a été vérifié : l'annuaire a indiqué le même utilisateur que le jeton.
account-no-key-unnamed = Aucune clé n'était disponible pour l'algorithme du jeton (une jwks_url pour cet environnement en fournirait une). Le lien du compte a été vérifié : l'annuaire a indiqué le même utilisateur que le jeton.
account-access-token = Jeton d'accès
account-access-token-expires = expire le { $at } ({ $from_now })
account-kept = Conservation
account-kept-keyring = dans le trousseau du système ; le prochain démarrage s'en sert pour se connecter
account-kept-session-only = pour cette session uniquement : ce système n'a pas de trousseau
account-kept-sandbox = non conservée : le bac à sable intégré oublie ses connexions à son arrêt
account-claims-not-kept = Les informations du jeton d'identité s'affichent juste après une connexion ; le trousseau ne conserve que les jetons.
