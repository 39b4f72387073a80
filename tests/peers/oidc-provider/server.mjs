// An independent, OpenID-certified provider (the npm package oidc-provider) on loopback, for
// tests/interop/interop_oidc_provider.rs. Configured as the translation services directory's
// sign-in is: the hybrid `code id_token`, an id_token signed HS256 and encrypted A256KW/A128CBC-HS256
// with keys from the client secret, PKCE required, fragment and form_post responses, and the
// directory's URL layout (`/oauth/authorize`, `/oauth/token`).
//
// Settings come from the environment (the secret stays out of `ps`):
//   OIDC_PORT           port on 127.0.0.1; 0 or unset: one the OS picks
//   OIDC_CLIENT_ID      the one client
//   OIDC_CLIENT_SECRET  its secret, at least 32 bytes (HS256 and A256KW keys come from it)
//   OIDC_ACCOUNT        the one account's id (the test logs in as it; it is the token's `sub`)
// Prints "ready http://127.0.0.1:PORT" (the issuer) once listening, and exits when its
// standard input closes, so a test that dies leaves no provider behind.

import { createServer } from 'node:http';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import Provider from 'oidc-provider';

const need = (name) => {
  const value = process.env[name];
  if (!value) {
    console.error(`server.mjs: ${name} is not set`);
    process.exit(2);
  }
  return value;
};

const clientId = need('OIDC_CLIENT_ID');
const clientSecret = need('OIDC_CLIENT_SECRET');
const account = need('OIDC_ACCOUNT');
if (Buffer.byteLength(clientSecret) < 32) {
  console.error('server.mjs: OIDC_CLIENT_SECRET must be at least 32 bytes');
  process.exit(2);
}

const server = createServer();
server.listen(Number(process.env.OIDC_PORT || 0), '127.0.0.1', () => {
  const { port } = server.address();
  const issuer = `http://127.0.0.1:${port}`;
  const signingKey = generateKeyPairSync('ec', { namedCurve: 'P-256' })
    .privateKey.export({ format: 'jwk' });

  const provider = new Provider(issuer, {
    clients: [{
      client_id: clientId,
      client_secret: clientSecret,
      // A native app (RFC 8252 section 7.3): any port on the loopback redirect is accepted.
      application_type: 'native',
      redirect_uris: ['http://127.0.0.1/callback'],
      response_types: ['code id_token'],
      grant_types: ['authorization_code', 'implicit', 'refresh_token'],
      token_endpoint_auth_method: 'client_secret_basic',
      id_token_signed_response_alg: 'HS256',
      id_token_encrypted_response_alg: 'A256KW',
      id_token_encrypted_response_enc: 'A128CBC-HS256',
    }],
    // Signs nothing of this client's (its id_token is HS256), but a provider needs a key set.
    jwks: { keys: [{ ...signingKey, use: 'sig', alg: 'ES256' }] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    routes: {
      authorization: '/oauth/authorize',
      token: '/oauth/token',
    },
    responseTypes: ['code id_token'],
    enabledJWA: {
      idTokenSigningAlgValues: ['HS256', 'ES256'],
    },
    features: {
      devInteractions: { enabled: true },
      encryption: { enabled: true },
      userinfo: { enabled: true },
    },
    pkce: { required: () => true },
    // As the directory does: every refresh hands out a new refresh token and retires the old.
    rotateRefreshToken: () => true,
    async findAccount(_ctx, id) {
      if (id !== account) {
        return undefined;
      }
      return { accountId: id, async claims() { return { sub: id }; } };
    },
  });
  // Plain http on loopback: no proxy in front, and the issuer says http.
  server.on('request', provider.callback());
  process.stdout.write(`ready ${issuer}\n`);
});

process.stdin.resume();
process.stdin.on('end', () => process.exit(0));
process.stdin.on('error', () => process.exit(0));
