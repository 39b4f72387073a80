# The Account panel: which directory, signing in to it (browser or API key), who is signed
# in and what the identity token said.

account-heading = Account
account-keyring-busy = Talking to the OS keyring…
account-directory-heading = Directory
account-environment = Environment:
account-custom-url = Custom base URL:
account-connect = Connect

account-sandbox-sign-in-again = Sign in again through the browser, as another sandbox user if you like:
account-sandbox-sign-in = Sign in as a sandbox user through the browser, as you would with a real directory:
# $name: the environment's name as configured (production, sandbox, or the user's own).
account-sign-in-to = Sign in to { $name }
# Between "Sign in with browser" and the API key field.
account-or = or
account-api-key = API key:
account-sign-in = Sign in
account-key-note = A key is checked with the directory first; a key or a sign-in is kept only in the OS keyring.
account-sandbox-demo-key = The built-in sandbox signs in with its demo key; nothing is kept in the keyring.
account-sign-out = Sign out

# The signed-in user, as the directory describes them.
account-uuid = UUID
account-name = Name
account-email = E-mail
account-type = Account type
account-membership = Membership
account-directory = Directory

account-nobody-signed-in = Nobody was signed in.
account-sign-in-browser = Sign in with browser
    .hover = Opens your browser at the directory's sign-in page; the answer comes back to this app on 127.0.0.1.
account-cancelling = Cancelling…
account-waiting-for-browser = Waiting for the browser…
account-cancel = Cancel
# $why: the system's reason, as it gave it.
account-no-browser = No browser opened ({ $why }). Open this address in a browser yourself:
account-open-address-yourself = If no browser opened, open this address yourself:
account-copy-address = Copy address

# A sign-in the keyring could not keep.
account-kept-only-in-keyring = Directory Desk keeps a sign-in only in the OS keyring, never in a file.
account-keep-for-session = Stay signed in for this session only
account-dont-sign-in = Don't sign in

# What the identity token said. The claim names in brackets (sub, iss, …) are the token's
# own and stay as they are.
account-signed-in-through-browser = Signed in through the browser (OAuth 2.0 + OpenID Connect)
account-linked-user = Linked user
account-linked-user-value = { $uuid } (the directory named the same user)
account-claim-sub = Subject (sub)
account-claim-iss = Issuer (iss)
account-claim-aud = Audience (aud)
account-claim-iat = Issued (iat)
account-claim-exp = Expires (exp)
account-claim-auth-time = Signed in at (auth_time)
account-signature = Signature
# $alg: the signature algorithm, such as RS256.
account-signature-verified = verified ({ $alg })
account-signature-verified-unnamed = verified (its algorithm)
account-signature-not-verified = signature not verified
account-no-key = No key for { $alg } was available (a jwks_url for this environment would give one). The account link was checked: the directory named the same user as the token.
account-no-key-unnamed = No key for its algorithm was available (a jwks_url for this environment would give one). The account link was checked: the directory named the same user as the token.
account-access-token = Access token
# $at: a time in UTC ("2026-11-01 14:03 UTC"); $from_now: how long until then ("in 3 hours").
account-access-token-expires = expires { $at } ({ $from_now })
account-kept = Kept
account-kept-keyring = in the OS keyring; the next start signs in with it
account-kept-session-only = for this session only: this system has no keyring
account-kept-sandbox = not kept: the built-in sandbox forgets its sign-ins when it stops
account-claims-not-kept = The identity token's claims are shown right after a sign-in; the keyring keeps only the tokens.
