# El panel Cuenta: qué directorio, el inicio de sesión (navegador o clave de API), quién ha
# iniciado sesión y qué decía el token de identidad.

account-heading = Cuenta
account-keyring-busy = Accediendo al llavero del sistema…
account-directory-heading = Directorio
account-environment = Entorno:
account-custom-url = URL base personalizada:
account-connect = Conectar

account-sandbox-sign-in-again = Inicie sesión de nuevo en el navegador, si lo desea con otro usuario del entorno de pruebas:
account-sandbox-sign-in = Inicie sesión como usuario del entorno de pruebas en el navegador, igual que con un directorio real:
account-sign-in-to = Iniciar sesión en { $name }
account-or = o
account-api-key = Clave de API:
account-sign-in = Iniciar sesión
account-key-note = La clave se comprueba primero con el directorio; las claves y las sesiones solo se guardan en el llavero del sistema.
account-sandbox-demo-key = El entorno de pruebas integrado inicia sesión con su clave de demostración; no se guarda nada en el llavero.
account-sign-out = Cerrar sesión

account-uuid = UUID
account-name = Nombre
account-email = Correo electrónico
account-type = Tipo de cuenta
account-membership = Membresía
account-directory = Directorio

account-nobody-signed-in = No se ha iniciado ninguna sesión.
account-sign-in-browser = Iniciar sesión en el navegador
    .hover = Abre la página de inicio de sesión del directorio en su navegador; la respuesta vuelve a esta aplicación a través de 127.0.0.1.
account-cancelling = Cancelando…
account-waiting-for-browser = Esperando al navegador…
account-cancel = Cancelar
account-no-browser = No se abrió ningún navegador ({ $why }). Abra usted mismo esta dirección en un navegador:
account-open-address-yourself = Si no se abrió ningún navegador, abra usted mismo esta dirección:
account-copy-address = Copiar dirección

account-kept-only-in-keyring = Directory Desk guarda las sesiones solo en el llavero del sistema, nunca en un archivo.
account-keep-for-session = Seguir conectado solo en esta sesión
account-dont-sign-in = No iniciar sesión

account-signed-in-through-browser = Sesión iniciada en el navegador (OAuth 2.0 + OpenID Connect)
account-linked-user = Usuario vinculado
account-linked-user-value = { $uuid } (el directorio indicó el mismo usuario)
account-claim-sub = Sujeto (sub)
account-claim-iss = Emisor (iss)
account-claim-aud = Audiencia (aud)
account-claim-iat = Emitido (iat)
account-claim-exp = Caduca (exp)
account-claim-auth-time = Sesión iniciada (auth_time)
account-signature = Firma
account-signature-verified = verificada ({ $alg })
account-signature-verified-unnamed = verificada (algoritmo del token)
account-signature-not-verified = firma no verificada
account-no-key = No había ninguna clave disponible para { $alg } (una jwks_url para este entorno la proporcionaría). Se comprobó el vínculo de la cuenta: el directorio indicó el mismo usuario que el token.
account-no-key-unnamed = No había ninguna clave disponible para el algoritmo del token (una jwks_url para este entorno la proporcionaría). Se comprobó el vínculo de la cuenta: el directorio indicó el mismo usuario que el token.
account-access-token = Token de acceso
account-access-token-expires = caduca el { $at } ({ $from_now })
account-kept = Guardado
account-kept-keyring = en el llavero del sistema; el próximo inicio lo usa para iniciar sesión
account-kept-session-only = solo para esta sesión: este sistema no tiene llavero
account-kept-sandbox = no se guarda: el entorno de pruebas integrado olvida sus sesiones al detenerse
account-claims-not-kept = Los datos del token de identidad se muestran justo después de iniciar sesión; el llavero solo guarda los tokens.
