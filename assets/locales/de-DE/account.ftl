# Der Bereich Konto: welches Verzeichnis, die Anmeldung (Browser oder API-Schlüssel), wer
# angemeldet ist und was das Identitätstoken enthielt.

account-heading = Konto
account-keyring-busy = Zugriff auf den Schlüsselbund des Systems…
account-directory-heading = Verzeichnis
account-environment = Umgebung:
account-custom-url = Eigene Basis-URL:
account-connect = Verbinden

account-sandbox-sign-in-again = Erneut über den Browser anmelden, auf Wunsch als anderer Sandbox-Benutzer:
account-sandbox-sign-in = Als Sandbox-Benutzer über den Browser anmelden, wie bei einem echten Verzeichnis:
account-sign-in-to = Bei { $name } anmelden
account-or = oder
account-api-key = API-Schlüssel:
account-sign-in = Anmelden
account-key-note = Ein Schlüssel wird zuerst beim Verzeichnis geprüft; Schlüssel und Anmeldungen werden nur im Schlüsselbund des Systems gespeichert.
account-sandbox-demo-key = Die integrierte Sandbox meldet sich mit ihrem Demo-Schlüssel an; im Schlüsselbund wird nichts gespeichert.
account-sign-out = Abmelden

account-uuid = UUID
account-name = Name
account-email = E-Mail
account-type = Kontotyp
account-membership = Mitgliedschaft
account-directory = Verzeichnis

account-nobody-signed-in = Es wurde niemand angemeldet.
account-sign-in-browser = Im Browser anmelden
    .hover = Öffnet die Anmeldeseite des Verzeichnisses in Ihrem Browser; die Antwort kommt über 127.0.0.1 an diese App zurück.
account-cancelling = Wird abgebrochen…
account-waiting-for-browser = Warten auf den Browser…
account-cancel = Abbrechen
account-no-browser = Es wurde kein Browser geöffnet ({ $why }). Öffnen Sie diese Adresse selbst in einem Browser:
account-open-address-yourself = Falls sich kein Browser geöffnet hat, öffnen Sie diese Adresse selbst:
account-copy-address = Adresse kopieren

account-kept-only-in-keyring = Directory Desk speichert Anmeldungen nur im Schlüsselbund des Systems, nie in einer Datei.
account-keep-for-session = Nur für diese Sitzung angemeldet bleiben
account-dont-sign-in = Nicht anmelden

account-signed-in-through-browser = Über den Browser angemeldet (OAuth 2.0 + OpenID Connect)
account-linked-user = Verknüpfter Benutzer
account-linked-user-value = { $uuid } (das Verzeichnis nannte denselben Benutzer)
account-claim-sub = Subjekt (sub)
account-claim-iss = Aussteller (iss)
account-claim-aud = Zielgruppe (aud)
account-claim-iat = Ausgestellt (iat)
account-claim-exp = Läuft ab (exp)
account-claim-auth-time = Angemeldet um (auth_time)
account-signature = Signatur
account-signature-verified = geprüft ({ $alg })
account-signature-verified-unnamed = geprüft (Algorithmus des Tokens)
account-signature-not-verified = Signatur nicht geprüft
account-no-key = Für { $alg } war kein Schlüssel verfügbar (eine jwks_url für diese Umgebung würde ihn liefern). Die Kontoverknüpfung wurde geprüft: Das Verzeichnis nannte denselben Benutzer wie das Token.
account-no-key-unnamed = Für den Algorithmus des Tokens war kein Schlüssel verfügbar (eine jwks_url für diese Umgebung würde ihn liefern). Die Kontoverknüpfung wurde geprüft: Das Verzeichnis nannte denselben Benutzer wie das Token.
account-access-token = Zugriffstoken
account-access-token-expires = läuft ab: { $at } ({ $from_now })
account-kept = Gespeichert
account-kept-keyring = im Schlüsselbund des Systems; beim nächsten Start wird damit angemeldet
account-kept-session-only = nur für diese Sitzung: Dieses System hat keinen Schlüsselbund
account-kept-sandbox = nicht gespeichert: Die integrierte Sandbox vergisst ihre Anmeldungen, wenn sie beendet wird
account-claims-not-kept = Die Angaben des Identitätstokens werden direkt nach einer Anmeldung angezeigt; der Schlüsselbund speichert nur die Tokens.
