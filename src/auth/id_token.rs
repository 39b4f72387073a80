//! The OpenID Connect identity token: decrypt it if it is a JWE, verify its signature, and check
//! its claims against the sign-in this app started.
//!
//! The live service's token may be a JWE carrying a signed JWT, or just the signed JWT, and it
//! publishes no JWKS (`spec/live-service-notes.md`), so a signature this app has no usable key
//! for is reported as unverified rather than refused: the caller then relies on the account link
//! (`GET /user` must name the same `sub`). A signature that a key *can* check must verify, and
//! once a JWKS is configured nothing passes unchecked: an HS* token then verifies with the
//! client secret or is refused.
//!
//! All cryptography comes from `jose-rs`. Two layers: the JOSE layer (`open_jwe`, `check_jws`)
//! knows nothing about OpenID Connect, so the RFC test vectors exercise it directly; [`verify`]
//! adds the key derivation of OpenID Connect Core section 10.2 and the claim rules of its
//! section 3.1.3.7.

use std::collections::BTreeSet;
use std::fmt;
use std::time::{Duration, UNIX_EPOCH};

use jose_rs::jwe::JweDecryptOptions;
use jose_rs::jwk::Jwk;
use jose_rs::jwt::{Audience, Claims, NumericDate};
use jose_rs::{JoseError, JoseHeader, JweAlgorithm, JweEncryption, JwsAlgorithm};
use serde_json::Value;
use sha2::{Digest, Sha256, Sha384, Sha512};
use subtle::ConstantTimeEq;

use crate::secret::Secret;

/// Tokens are a few KiB; anything this large is refused before it is parsed.
pub const MAX_ID_TOKEN_BYTES: usize = 64 * 1024;

/// How far the sign-in service's clock and this computer's may disagree.
pub const CLOCK_LEEWAY_SECS: i64 = 120;

/// The keys a token may be checked with. Neither is required: see the module documentation.
#[derive(Clone, Copy, Default)]
pub struct Keys<'a> {
    /// Decrypts a JWE (key derived as OIDC Core 10.2 says) and checks HS256/384/512.
    pub client_secret: Option<&'a Secret>,
    /// The environment's JSON Web Key Set, already fetched; checks RS256 and ES256.
    pub jwks: Option<&'a Value>,
}

// A misconfigured JWKS could hold private keys; Debug says only how many keys there are.
impl fmt::Debug for Keys<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let jwks = self.jwks.map(|jwks| {
            let count = jwks
                .get("keys")
                .and_then(Value::as_array)
                .map_or(0, Vec::len);
            format!("{count} key(s)")
        });
        f.debug_struct("Keys")
            .field("client_secret", &self.client_secret)
            .field("jwks", &jwks)
            .finish()
    }
}

/// What the token must say for this sign-in.
#[derive(Clone, Copy)]
pub struct Expected<'a> {
    /// The environment's `auth_url`; one trailing slash either side is ignored.
    pub issuer: &'a str,
    pub client_id: &'a str,
    /// The nonce sent in the authorization request.
    pub nonce: &'a str,
    /// The authorization code that came with the token, to check `c_hash` against.
    pub code: Option<&'a str>,
    /// Unix seconds.
    pub now: i64,
}

// The nonce and the code are one-sign-in credentials: kept out of logs like any secret.
impl fmt::Debug for Expected<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Expected")
            .field("issuer", &self.issuer)
            .field("client_id", &self.client_id)
            .field("nonce", &"[redacted]")
            .field("code", &self.code.map(|_| "[redacted]"))
            .field("now", &self.now)
            .finish()
    }
}

#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct IdClaims {
    pub sub: String,
    pub iss: String,
    pub aud: Vec<String>,
    pub azp: Option<String>,
    pub iat: i64,
    pub exp: i64,
    pub auth_time: Option<i64>,
}

#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct VerifiedIdToken {
    pub claims: IdClaims,
    /// `(alg, enc)` of the outer JWE, when the token was encrypted.
    pub encryption: Option<(String, String)>,
    pub signature_alg: String,
    /// False when no usable key was available for the signature's algorithm: RS256/ES256
    /// without a JWKS, HS* without a client secret, or (when no JWKS is configured) with one
    /// shorter than RFC 7518 section 3.2 allows (jose-rs will not key HMAC with it). The claims
    /// were still checked, but the caller must confirm `sub` through the account link.
    pub signature_verified: bool,
}

/// Why an identity token was refused. Messages are for the user; none quotes the token or a key.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum IdTokenError {
    #[error("the identity token is too large ({len} bytes; at most {max} are accepted)")]
    TooLarge { len: usize, max: usize },
    #[error("the identity token is malformed: {0}")]
    Malformed(String),
    #[error("the identity token was encrypted with an algorithm this app does not accept ({0})")]
    EncryptionNotAccepted(String),
    #[error("the identity token is encrypted, but no client secret is configured to decrypt it")]
    NoClientSecret,
    #[error(
        "the identity token could not be decrypted: the client secret is wrong, or the token \
         was altered on its way"
    )]
    DecryptionFailed,
    #[error("the encrypted identity token does not contain a signed token (a nested JWT)")]
    NotNested,
    #[error(
        "the identity token is signed with 'none', that is, not signed at all, which is never \
         accepted"
    )]
    Unsigned,
    #[error("the identity token is signed with an algorithm this app does not accept ({0})")]
    SignatureNotAccepted(String),
    #[error(
        "the identity token is signed with {0}, which needs the client secret, but only published \
         keys (a JWKS) are configured: refused, as forged tokens use this to confuse algorithms"
    )]
    SharedSecretAlgWithoutSecret(String),
    #[error(
        "the identity token is signed with {alg}, but the client secret is shorter than the \
         {min} bytes {alg} needs, so the signature cannot be checked; with published keys (a \
         JWKS) configured, an unchecked signature is refused"
    )]
    SecretTooShortToCheck { alg: String, min: usize },
    #[error("no key in the JWKS can check the identity token's {alg} signature{}", kid_note(.kid))]
    NoMatchingKey { alg: String, kid: Option<String> },
    #[error("the key for the identity token's signature cannot be used: {0}")]
    UnusableKey(String),
    #[error("the JWKS is not a JSON Web Key Set: {0}")]
    BadJwks(String),
    #[error(
        "the identity token's signature does not verify: it was altered, or not issued by the \
         sign-in service"
    )]
    BadSignature,
    #[error("the identity token's header is refused: {0}")]
    HeaderRefused(String),
    #[error("the identity token's claims are not valid: {0}")]
    BadClaims(String),
    #[error("the identity token has no '{0}' claim, or it is empty")]
    MissingClaim(&'static str),
    #[error("the identity token comes from another issuer ({found}; expected {expected})")]
    WrongIssuer { found: String, expected: String },
    #[error("the identity token is for another application (aud {found})")]
    WrongAudience { found: String },
    #[error(
        "the identity token names several audiences but not which of them it was issued to (no \
         azp)"
    )]
    MissingAzp,
    #[error("the identity token was issued to another application (azp {found})")]
    WrongAzp { found: String },
    #[error("the identity token expired at {at}, more than {CLOCK_LEEWAY_SECS} s ago")]
    Expired { at: String },
    #[error("the identity token was issued in the future ({at}): check this computer's clock")]
    IssuedInFuture { at: String },
    #[error("the identity token is not valid before {at}: check this computer's clock")]
    NotYetValid { at: String },
    #[error("the identity token carries no nonce: this sign-in may have been replayed")]
    MissingNonce,
    #[error("the identity token's nonce does not match: this sign-in may have been replayed")]
    NonceMismatch,
    #[error(
        "the identity token's c_hash does not match the authorization code: the code may have \
         been swapped"
    )]
    CodeHashMismatch,
}

fn kid_note(kid: &Option<String>) -> String {
    kid.as_deref()
        .map(|kid| format!(" (key id '{kid}')"))
        .unwrap_or_default()
}

/// Decrypts (when encrypted) and verifies an identity token, then checks its claims.
pub fn verify(
    token: &str,
    keys: &Keys,
    expected: &Expected,
) -> Result<VerifiedIdToken, IdTokenError> {
    if token.len() > MAX_ID_TOKEN_BYTES {
        return Err(IdTokenError::TooLarge {
            len: token.len(),
            max: MAX_ID_TOKEN_BYTES,
        });
    }
    let token = token.trim();
    // A blank secret would be an HMAC key anyone can guess.
    let secret = keys
        .client_secret
        .filter(|secret| !secret.is_empty())
        .map(|secret| secret.expose().as_bytes());

    let (jws, encryption) = match part_count(token) {
        5 => {
            let (alg, enc) = jwe_algorithms(token)?;
            let secret = secret.ok_or(IdTokenError::NoClientSecret)?;
            let key = key_from_client_secret(secret, jwe_key_bits(alg, enc));
            let opened = open_jwe(token, &key)?;
            let inner = String::from_utf8(opened.plaintext).map_err(|_| IdTokenError::NotNested)?;
            if !is_compact_jws(&inner) {
                return Err(IdTokenError::NotNested);
            }
            let encryption = (
                opened.alg.as_str().to_owned(),
                opened.enc.as_str().to_owned(),
            );
            (inner, Some(encryption))
        }
        3 => (token.to_owned(), None),
        parts => return Err(malformed_parts(parts)),
    };

    let checked = check_jws(
        &jws,
        &JwsKeys {
            hmac_key: secret,
            jwks: keys.jwks,
        },
    )?;
    let claims = check_claims(&checked.payload, checked.alg, expected)?;
    Ok(VerifiedIdToken {
        claims,
        encryption,
        signature_alg: checked.alg.as_str().to_owned(),
        signature_verified: checked.verified,
    })
}

/// The key OpenID Connect Core section 10.2 derives from a client secret: the left-most `bits`
/// of its SHA-256 (up to 256 bits), SHA-384 (up to 384) or SHA-512 hash. OIDC defines no longer
/// keys; above 512 bits the whole SHA-512 hash is returned.
pub fn key_from_client_secret(secret: &[u8], bits: usize) -> Vec<u8> {
    let digest = if bits <= 256 {
        Sha256::digest(secret).to_vec()
    } else if bits <= 384 {
        Sha384::digest(secret).to_vec()
    } else {
        Sha512::digest(secret).to_vec()
    };
    digest.into_iter().take(bits.div_ceil(8)).collect()
}

// ---------------------------------------------------------------------------------------------
// The JOSE layer: which algorithms, which keys, and jose-rs to do the work.
// ---------------------------------------------------------------------------------------------

/// The signature algorithms this app accepts; everything else, `none` included, is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum SigAlg {
    Hs256,
    Hs384,
    Hs512,
    Rs256,
    Es256,
}

impl SigAlg {
    fn from_header(alg: &str) -> Option<Self> {
        Some(match alg {
            "HS256" => Self::Hs256,
            "HS384" => Self::Hs384,
            "HS512" => Self::Hs512,
            "RS256" => Self::Rs256,
            "ES256" => Self::Es256,
            _ => return None,
        })
    }

    pub(crate) fn as_str(self) -> &'static str {
        self.jose().as_str()
    }

    fn jose(self) -> JwsAlgorithm {
        match self {
            Self::Hs256 => JwsAlgorithm::HS256,
            Self::Hs384 => JwsAlgorithm::HS384,
            Self::Hs512 => JwsAlgorithm::HS512,
            Self::Rs256 => JwsAlgorithm::RS256,
            Self::Es256 => JwsAlgorithm::ES256,
        }
    }

    /// RFC 7518 section 3.2: an HMAC key at least as long as the hash. `None` for public keys.
    fn min_hmac_key_len(self) -> Option<usize> {
        match self {
            Self::Hs256 => Some(32),
            Self::Hs384 => Some(48),
            Self::Hs512 => Some(64),
            Self::Rs256 | Self::Es256 => None,
        }
    }

    /// Whether a JWKS entry is a key this algorithm can be checked with at all.
    fn fits(self, jwk: &Jwk) -> bool {
        let shape = match self {
            Self::Rs256 => jwk.kty == "RSA",
            Self::Es256 => jwk.kty == "EC" && jwk.crv.as_deref() == Some("P-256"),
            Self::Hs256 | Self::Hs384 | Self::Hs512 => false,
        };
        shape
            && jwk.use_.as_deref().is_none_or(|use_| use_ == "sig")
            && jwk.alg.as_deref().is_none_or(|alg| alg == self.as_str())
            && jwk
                .key_ops
                .as_ref()
                .is_none_or(|ops| ops.iter().any(|op| op == "verify"))
    }

    /// The left half of the hash OIDC Core 3.3.2.11 uses for `c_hash`: the hash of the JWS alg.
    fn half_hash(self, data: &[u8]) -> Vec<u8> {
        let digest = match self {
            Self::Hs256 | Self::Rs256 | Self::Es256 => Sha256::digest(data).to_vec(),
            Self::Hs384 => Sha384::digest(data).to_vec(),
            Self::Hs512 => Sha512::digest(data).to_vec(),
        };
        digest[..digest.len() / 2].to_vec()
    }
}

/// Reads a JWE's header and refuses any `alg` or `enc` not on this app's lists.
pub(crate) fn jwe_algorithms(token: &str) -> Result<(JweAlgorithm, JweEncryption), IdTokenError> {
    let header = jose_rs::jwe::compact::decode_header(token).map_err(header_error)?;
    let alg = match header.alg.as_str() {
        "A128KW" => JweAlgorithm::A128KW,
        "A192KW" => JweAlgorithm::A192KW,
        "A256KW" => JweAlgorithm::A256KW,
        "dir" => JweAlgorithm::Dir,
        "" => return Err(malformed("its header names no algorithm (alg)")),
        other => return Err(IdTokenError::EncryptionNotAccepted(shown(other))),
    };
    let enc = match header.enc.as_deref() {
        Some("A128CBC-HS256") => JweEncryption::A128CbcHs256,
        Some("A192CBC-HS384") => JweEncryption::A192CbcHs384,
        Some("A256CBC-HS512") => JweEncryption::A256CbcHs512,
        Some("A128GCM") => JweEncryption::A128GCM,
        Some("A256GCM") => JweEncryption::A256GCM,
        Some(other) => return Err(IdTokenError::EncryptionNotAccepted(shown(other))),
        None => return Err(malformed("its header names no content encryption (enc)")),
    };
    Ok((alg, enc))
}

/// The key length OIDC Core 10.2 derives for a JWE: the wrapping key's, or for `dir` the
/// content key's (which for the CBC-HS algorithms includes the MAC half).
pub(crate) fn jwe_key_bits(alg: JweAlgorithm, enc: JweEncryption) -> usize {
    match alg {
        JweAlgorithm::A128KW => 128,
        JweAlgorithm::A192KW => 192,
        JweAlgorithm::A256KW => 256,
        _ => enc.cek_size() * 8,
    }
}

pub(crate) struct OpenedJwe {
    pub alg: JweAlgorithm,
    pub enc: JweEncryption,
    pub plaintext: Vec<u8>,
}

/// Decrypts a compact JWE with `key`: the key-wrapping key for A*KW, the content key for `dir`.
pub(crate) fn open_jwe(token: &str, key: &[u8]) -> Result<OpenedJwe, IdTokenError> {
    let (alg, enc) = jwe_algorithms(token)?;
    // Pinned to exactly what was checked, so jose-rs cannot be talked into anything else.
    let options = JweDecryptOptions::new(vec![alg], vec![enc]);
    let plaintext = jose_rs::jwe::compact::decrypt_with_options(key, token, &options)
        .map_err(decryption_error)?;
    Ok(OpenedJwe {
        alg,
        enc,
        plaintext,
    })
}

pub(crate) struct JwsKeys<'a> {
    pub hmac_key: Option<&'a [u8]>,
    pub jwks: Option<&'a Value>,
}

pub(crate) struct CheckedJws {
    pub alg: SigAlg,
    pub payload: Vec<u8>,
    pub verified: bool,
}

/// Verifies a compact JWS with whichever key its algorithm calls for, or, when no key for it was
/// given, returns its payload marked unverified.
pub(crate) fn check_jws(token: &str, keys: &JwsKeys) -> Result<CheckedJws, IdTokenError> {
    let parts: Vec<&str> = token.split('.').collect();
    let [_, payload_b64, signature_b64] = parts[..] else {
        return Err(malformed_parts(parts.len()));
    };
    let header = jose_rs::jws::compact::decode_header(token).map_err(header_error)?;
    let alg = signature_algorithm(&header)?;
    if header.crit.is_some() || header.extra.contains_key("b64") {
        return Err(IdTokenError::HeaderRefused(
            "it requires extensions (crit, b64) this app does not implement".into(),
        ));
    }
    // Decoded here, before any key is tried, so that a base64 error from jose-rs afterwards can
    // only be about a key.
    let payload = decode_part(payload_b64, "its payload")?;
    if decode_part(signature_b64, "its signature")?.is_empty() {
        return Err(malformed("it has an empty signature"));
    }

    let verified = match (alg.min_hmac_key_len(), keys.hmac_key, keys.jwks) {
        (Some(min), Some(secret), _) if secret.len() >= min => {
            verify_hmac(token, alg, secret)?;
            true
        }
        // The provider publishes keys, so an unchecked signature is not the best this app can
        // do: an HS* token must verify with the client secret or be refused, never pass as
        // "not verified" (which an attacker could choose by signing HS* with anything).
        (Some(min), Some(_), Some(_)) => {
            return Err(IdTokenError::SecretTooShortToCheck {
                alg: alg.as_str().into(),
                min,
            });
        }
        // jose-rs will not use an HMAC key shorter than RFC 7518 section 3.2 allows, but OIDC
        // keys HMAC with the client secret whatever its length. With no verdict possible and no
        // published keys, this is the no-key case: the account link decides.
        (Some(min), Some(secret), None) => {
            tracing::info!(
                alg = alg.as_str(),
                secret_bytes = secret.len(),
                min,
                "id_token signature not checked: the client secret is shorter than the algorithm allows"
            );
            false
        }
        // The provider publishes public keys: an HS* token would be checked with nothing but
        // what an attacker can also read (the classic algorithm confusion), so it is refused.
        (Some(_), None, Some(_)) => {
            return Err(IdTokenError::SharedSecretAlgWithoutSecret(
                alg.as_str().into(),
            ));
        }
        (None, _, Some(jwks)) => {
            verify_with_jwks(token, alg, header.kid.as_deref(), jwks)?;
            true
        }
        (_, _, None) => false,
    };
    Ok(CheckedJws {
        alg,
        payload,
        verified,
    })
}

fn signature_algorithm(header: &JoseHeader) -> Result<SigAlg, IdTokenError> {
    match header.alg.as_str() {
        alg if alg.eq_ignore_ascii_case("none") => Err(IdTokenError::Unsigned),
        "" => Err(malformed("its header names no algorithm (alg)")),
        alg => {
            SigAlg::from_header(alg).ok_or_else(|| IdTokenError::SignatureNotAccepted(shown(alg)))
        }
    }
}

fn verify_hmac(token: &str, alg: SigAlg, secret: &[u8]) -> Result<(), IdTokenError> {
    // jose-rs checks HMAC only through a JWK (its raw verifier types live in `kryptering`,
    // which this crate does not depend on).
    let jwk: Jwk = serde_json::from_value(serde_json::json!({
        "kty": "oct",
        "alg": alg.as_str(),
        "k": jose_rs::base64url::encode(secret),
    }))
    .map_err(|_| IdTokenError::UnusableKey("the client secret is not an HMAC key".into()))?;
    jose_rs::jws::compact::verify_with_jwk(&jwk, token)
        .map(drop)
        .map_err(|err| {
            if err.is_authentication_failure() {
                IdTokenError::BadSignature
            } else {
                jose_refusal(err)
            }
        })
}

/// Picks keys by `kid` when the token names one and the set's keys have ids (OIDC Core 10.1
/// makes providers with several keys send one), otherwise tries every key of the right type.
fn verify_with_jwks(
    token: &str,
    alg: SigAlg,
    kid: Option<&str>,
    jwks: &Value,
) -> Result<(), IdTokenError> {
    let entries = jwks
        .get("keys")
        .and_then(Value::as_array)
        .ok_or_else(|| IdTokenError::BadJwks("it has no \"keys\" list".into()))?;
    // An entry this app cannot read is some other kind of key, not a reason to fail the rest.
    let usable: Vec<Jwk> = entries
        .iter()
        .filter_map(|entry| serde_json::from_value::<Jwk>(entry.clone()).ok())
        .filter(|jwk| alg.fits(jwk))
        .collect();
    let candidates: Vec<&Jwk> = match kid {
        Some(kid) if usable.iter().any(|jwk| jwk.kid.is_some()) => usable
            .iter()
            .filter(|jwk| jwk.kid.as_deref() == Some(kid))
            .collect(),
        _ => usable.iter().collect(),
    };

    let mut signature_failed = false;
    let mut refusal = None;
    for jwk in candidates.iter().take(MAX_KEYS_TRIED) {
        match jose_rs::jws::compact::verify_with_jwk(jwk, token) {
            Ok(_) => return Ok(()),
            Err(err) if err.is_authentication_failure() => signature_failed = true,
            Err(err) => refusal = Some(err),
        }
    }
    if signature_failed {
        return Err(IdTokenError::BadSignature);
    }
    match refusal {
        Some(JoseError::Key(message) | JoseError::Base64(message)) => {
            Err(IdTokenError::UnusableKey(shown(&message)))
        }
        Some(err) => Err(jose_refusal(err)),
        None => Err(IdTokenError::NoMatchingKey {
            alg: alg.as_str().into(),
            kid: kid.map(shown),
        }),
    }
}

/// Each candidate costs a public-key operation; a real JWKS holds a handful.
const MAX_KEYS_TRIED: usize = 16;

// ---------------------------------------------------------------------------------------------
// The claims (OIDC Core 3.1.3.7).
// ---------------------------------------------------------------------------------------------

fn check_claims(
    payload: &[u8],
    alg: SigAlg,
    expected: &Expected,
) -> Result<IdClaims, IdTokenError> {
    // jose-rs's parser refuses duplicate members, which two readers could take differently.
    let claims = Claims::from_json_bytes(payload).map_err(claims_error)?;

    let iss = claims
        .iss
        .clone()
        .filter(|iss| !iss.is_empty())
        .ok_or(IdTokenError::MissingClaim("iss"))?;
    if without_trailing_slash(&iss) != without_trailing_slash(expected.issuer) {
        return Err(IdTokenError::WrongIssuer {
            found: shown(&iss),
            expected: shown(expected.issuer),
        });
    }

    let aud = match claims.aud.clone() {
        Some(Audience::Single(aud)) => vec![aud],
        Some(Audience::Multiple(aud)) => aud,
        None => return Err(IdTokenError::MissingClaim("aud")),
    };
    if !aud.iter().any(|aud| aud == expected.client_id) {
        return Err(IdTokenError::WrongAudience {
            found: shown_list(&aud),
        });
    }
    let azp = string_claim(&claims, "azp")?;
    let audiences = aud.iter().collect::<BTreeSet<_>>().len();
    match &azp {
        Some(azp) if azp != expected.client_id => {
            return Err(IdTokenError::WrongAzp { found: shown(azp) });
        }
        None if audiences > 1 => return Err(IdTokenError::MissingAzp),
        _ => {}
    }

    let exp = seconds(claims.exp).ok_or(IdTokenError::MissingClaim("exp"))?;
    if expected.now.saturating_sub(exp) > CLOCK_LEEWAY_SECS {
        return Err(IdTokenError::Expired { at: when(exp) });
    }
    let iat = seconds(claims.iat).ok_or(IdTokenError::MissingClaim("iat"))?;
    if iat.saturating_sub(expected.now) > CLOCK_LEEWAY_SECS {
        return Err(IdTokenError::IssuedInFuture { at: when(iat) });
    }
    if let Some(nbf) = seconds(claims.nbf)
        && nbf.saturating_sub(expected.now) > CLOCK_LEEWAY_SECS
    {
        return Err(IdTokenError::NotYetValid { at: when(nbf) });
    }

    let nonce = string_claim(&claims, "nonce")?
        .filter(|nonce| !nonce.is_empty())
        .ok_or(IdTokenError::MissingNonce)?;
    if !same_secret(&nonce, expected.nonce) {
        return Err(IdTokenError::NonceMismatch);
    }
    // A token that came with a code (the hybrid flow's front channel) must carry c_hash (OIDC
    // Core 3.3.2.11): it is what binds the token to that code. A token from the token endpoint
    // has no code beside it to bind.
    if let Some(code) = expected.code {
        let c_hash = string_claim(&claims, "c_hash")?
            .filter(|c_hash| !c_hash.is_empty())
            .ok_or(IdTokenError::MissingClaim("c_hash"))?;
        let wanted = jose_rs::base64url::encode(&alg.half_hash(code.as_bytes()));
        if !same_secret(&c_hash, &wanted) {
            return Err(IdTokenError::CodeHashMismatch);
        }
    }

    let sub = claims
        .sub
        .clone()
        .filter(|sub| !sub.is_empty())
        .ok_or(IdTokenError::MissingClaim("sub"))?;
    let auth_time = match claims.extra.get("auth_time") {
        None | Some(Value::Null) => None,
        Some(value) => Some(
            serde_json::from_value::<NumericDate>(value.clone())
                .map(|date| seconds(Some(date)).unwrap_or(i64::MAX))
                .map_err(|_| bad_claims("auth_time is not a time"))?,
        ),
    };
    Ok(IdClaims {
        sub,
        iss,
        aud,
        azp,
        iat,
        exp,
        auth_time,
    })
}

fn string_claim(claims: &Claims, name: &str) -> Result<Option<String>, IdTokenError> {
    match claims.extra.get(name) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(value)) => Ok(Some(value.clone())),
        Some(_) => Err(bad_claims(&format!("{name} is not a string"))),
    }
}

fn seconds(date: Option<NumericDate>) -> Option<i64> {
    date.map(|date| i64::try_from(date.as_secs()).unwrap_or(i64::MAX))
}

fn without_trailing_slash(url: &str) -> &str {
    url.strip_suffix('/').unwrap_or(url)
}

/// Constant time, so that a forged token cannot learn the expected value byte by byte.
fn same_secret(a: &str, b: &str) -> bool {
    a.as_bytes().ct_eq(b.as_bytes()).into()
}

// ---------------------------------------------------------------------------------------------
// Shapes of tokens, and what went wrong in words that quote neither the token nor a key.
// ---------------------------------------------------------------------------------------------

fn part_count(token: &str) -> usize {
    token.split('.').count()
}

/// Counting dots alone would take a claims set with a URL in it for a signed token.
fn is_compact_jws(text: &str) -> bool {
    part_count(text) == 3
        && text
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.'))
}

fn malformed(message: &str) -> IdTokenError {
    IdTokenError::Malformed(message.into())
}

fn malformed_parts(parts: usize) -> IdTokenError {
    IdTokenError::Malformed(format!(
        "it has {parts} part(s) where a signed token has 3 and an encrypted one 5"
    ))
}

fn bad_claims(message: &str) -> IdTokenError {
    IdTokenError::BadClaims(message.into())
}

fn decode_part(part: &str, what: &str) -> Result<Vec<u8>, IdTokenError> {
    jose_rs::base64url::decode(part)
        .map_err(|_| IdTokenError::Malformed(format!("{what} is not base64url")))
}

fn header_error(err: JoseError) -> IdTokenError {
    match err {
        JoseError::Base64(_) => malformed("its header is not base64url"),
        JoseError::Json(_) => malformed("its header is not a JSON object"),
        other => jose_refusal(other),
    }
}

fn decryption_error(err: JoseError) -> IdTokenError {
    if err.is_authentication_failure() {
        return IdTokenError::DecryptionFailed;
    }
    match err {
        // A wrapped key that unwraps to the wrong length is a failed decryption too.
        JoseError::Key(_) => IdTokenError::DecryptionFailed,
        JoseError::Base64(_) => malformed("a part of the encrypted token is not base64url"),
        other => jose_refusal(other),
    }
}

fn jose_refusal(err: JoseError) -> IdTokenError {
    match err {
        JoseError::InvalidHeader(message) => IdTokenError::HeaderRefused(shown(&message)),
        JoseError::Json(_) => malformed("a part of it is not JSON"),
        JoseError::Base64(_) => malformed("a part of it is not base64url"),
        other => IdTokenError::Malformed(shown(&other.to_string())),
    }
}

fn claims_error(err: JoseError) -> IdTokenError {
    match err {
        JoseError::Json(err) if err.is_data() => bad_claims(&shown(&err.to_string())),
        JoseError::Json(err) => IdTokenError::BadClaims(format!(
            "they are not a JSON object (at line {}, column {})",
            err.line(),
            err.column()
        )),
        JoseError::InvalidClaims(message) => bad_claims(&shown(&message)),
        other => bad_claims(&shown(&other.to_string())),
    }
}

/// Text from the token, shortened and stripped of control characters, fit for a message.
fn shown(text: &str) -> String {
    const MAX_CHARS: usize = 120;
    let mut shown: String = text
        .chars()
        .filter(|c| !c.is_control())
        .take(MAX_CHARS)
        .collect();
    if text.chars().count() > MAX_CHARS {
        shown.push('…');
    }
    shown
}

fn shown_list(items: &[String]) -> String {
    const MAX_ITEMS: usize = 5;
    let mut list: Vec<String> = items
        .iter()
        .take(MAX_ITEMS)
        .map(|item| shown(item))
        .collect();
    if items.len() > MAX_ITEMS {
        list.push(format!("and {} more", items.len() - MAX_ITEMS));
    }
    if list.is_empty() {
        "none".into()
    } else {
        list.join(", ")
    }
}

fn when(unix: i64) -> String {
    // httpdate panics outside 1970..9999; such a date is readable enough as a number.
    const YEAR_10000: u64 = 253_402_300_800;
    match u64::try_from(unix) {
        Ok(secs) if secs < YEAR_10000 => {
            httpdate::fmt_http_date(UNIX_EPOCH + Duration::from_secs(secs))
        }
        _ => format!("Unix time {unix}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[allow(dead_code)]
    mod vectors {
        include!("../../tests/vectors/id_token_jose.rs");
    }
    use vectors::*;

    /// The RFCs wrap long values for display (RFC 7520 section 1.1).
    fn unwrapped(text: &str) -> String {
        text.chars().filter(|c| !c.is_ascii_whitespace()).collect()
    }

    fn unhex(text: &str) -> Vec<u8> {
        let digits = unwrapped(text);
        (0..digits.len())
            .step_by(2)
            .map(|i| u8::from_str_radix(&digits[i..i + 2], 16).expect("hex"))
            .collect()
    }

    fn b64(text: &str) -> Vec<u8> {
        jose_rs::base64url::decode(&unwrapped(text)).expect("base64url")
    }

    fn jwk_field(jwk_text: &str, field: &str) -> Vec<u8> {
        let jwk: Value = serde_json::from_str(&unwrapped(jwk_text)).expect("JWK");
        b64(jwk[field].as_str().expect("field"))
    }

    fn jwks(keys: &[&str]) -> Value {
        let keys: Vec<Value> = keys
            .iter()
            .map(|key| {
                let mut key: Value = serde_json::from_str(&unwrapped(key)).expect("JWK");
                // The set is public: the RFC's private keys go in with their secret parts cut.
                if let Some(key) = key.as_object_mut() {
                    for private in ["d", "p", "q", "dp", "dq", "qi"] {
                        key.remove(private);
                    }
                }
                key
            })
            .collect();
        serde_json::json!({ "keys": keys })
    }

    fn no_keys() -> JwsKeys<'static> {
        JwsKeys {
            hmac_key: None,
            jwks: None,
        }
    }

    /// RFC 7520 Figure 7 with its "\xe2\x80\x99" spelt as the U+2019 it stands for.
    const RFC7520_PAYLOAD: &str = "It\u{2019}s a dangerous business, Frodo, going out your door. \
        You step onto the road, and if you don't keep your feet, there\u{2019}s no knowing where \
        you might be swept off to.";

    /// RFC 7520 Figure 72 with its "\xe2\x80\x93" spelt as the U+2013 it stands for.
    const RFC7520_PLAINTEXT: &str = "You can trust us to stick with you through thick and \
        thin\u{2013}to the bitter end. And you can trust us to keep any secret of \
        yours\u{2013}closer than you keep it yourself. But you cannot trust us to let you face \
        trouble alone, and go off without a word. We are your friends, Frodo.";

    // --- JWS vectors ----------------------------------------------------------------------

    #[test]
    fn rfc7520_4_4_hs256_verifies_with_the_cookbook_key() {
        let key = jwk_field(RFC7520_FIG5_HMAC_KEY, "k");
        let keys = JwsKeys {
            hmac_key: Some(&key),
            jwks: None,
        };
        let checked = check_jws(&unwrapped(RFC7520_FIG34_HS256), &keys).unwrap();
        assert_eq!(checked.alg, SigAlg::Hs256);
        assert!(checked.verified);
        assert_eq!(checked.payload, b64(RFC7520_FIG8_PAYLOAD));
        assert_eq!(checked.payload, RFC7520_PAYLOAD.as_bytes());
    }

    #[test]
    fn rfc7520_4_4_hs256_with_another_key_is_refused() {
        let mut key = jwk_field(RFC7520_FIG5_HMAC_KEY, "k");
        key[0] ^= 1;
        let keys = JwsKeys {
            hmac_key: Some(&key),
            jwks: None,
        };
        let err = check_jws(&unwrapped(RFC7520_FIG34_HS256), &keys).err();
        assert_eq!(err, Some(IdTokenError::BadSignature));
    }

    #[test]
    fn rfc7520_4_1_rs256_verifies_with_the_key_named_by_kid() {
        // A decoy EC key without the right type or id must not stop the right one being found.
        let set = jwks(&[RFC7515_A3_EC_KEY, RFC7520_FIG3_RSA_PUBLIC]);
        let keys = JwsKeys {
            hmac_key: None,
            jwks: Some(&set),
        };
        let checked = check_jws(&unwrapped(RFC7520_FIG13_RS256), &keys).unwrap();
        assert_eq!(checked.alg, SigAlg::Rs256);
        assert!(checked.verified);
        assert_eq!(checked.payload, RFC7520_PAYLOAD.as_bytes());
    }

    #[test]
    fn rfc7520_4_1_rs256_is_refused_when_its_kid_is_not_in_the_set() {
        let mut key: Value = serde_json::from_str(&unwrapped(RFC7520_FIG3_RSA_PUBLIC)).unwrap();
        key["kid"] = "someone-else".into();
        let set = serde_json::json!({ "keys": [key] });
        let keys = JwsKeys {
            hmac_key: None,
            jwks: Some(&set),
        };
        let err = check_jws(&unwrapped(RFC7520_FIG13_RS256), &keys).err();
        assert_eq!(
            err,
            Some(IdTokenError::NoMatchingKey {
                alg: "RS256".into(),
                kid: Some("bilbo.baggins@hobbiton.example".into()),
            })
        );
    }

    #[test]
    fn rfc7515_a3_es256_verifies_against_a_set_without_kids() {
        // The cookbook's ECDSA example is ES512; RFC 7515 appendix A.3 is the ES256 one.
        let set = jwks(&[RFC7515_A3_EC_KEY]);
        let keys = JwsKeys {
            hmac_key: None,
            jwks: Some(&set),
        };
        let checked = check_jws(&unwrapped(RFC7515_A3_ES256), &keys).unwrap();
        assert_eq!(checked.alg, SigAlg::Es256);
        assert!(checked.verified);
        assert_eq!(
            checked.payload,
            b"{\"iss\":\"joe\",\r\n \"exp\":1300819380,\r\n \"http://example.com/is_root\":true}"
        );
    }

    #[test]
    fn rfc_signatures_without_a_key_are_returned_unverified() {
        for token in [RFC7520_FIG34_HS256, RFC7520_FIG13_RS256, RFC7515_A3_ES256] {
            let checked = check_jws(&unwrapped(token), &no_keys()).unwrap();
            assert!(!checked.verified);
        }
    }

    #[test]
    fn rfc7520_signature_algorithms_not_on_the_list_are_refused_whatever_the_keys() {
        let set = jwks(&[RFC7520_FIG3_RSA_PUBLIC]);
        for (token, alg) in [
            (RFC7520_FIG20_PS384, "PS384"),
            (RFC7520_FIG27_ES512, "ES512"),
        ] {
            for keys in [
                no_keys(),
                JwsKeys {
                    hmac_key: None,
                    jwks: Some(&set),
                },
            ] {
                let err = check_jws(&unwrapped(token), &keys).err();
                assert_eq!(err, Some(IdTokenError::SignatureNotAccepted(alg.into())));
            }
        }
    }

    // --- JWE vectors ----------------------------------------------------------------------

    #[test]
    fn rfc7520_5_6_dir_a128gcm_decrypts() {
        let key = jwk_field(RFC7520_FIG130_DIR_KEY, "k");
        let opened = open_jwe(&unwrapped(RFC7520_FIG136_DIR_A128GCM), &key).unwrap();
        assert_eq!(
            (opened.alg, opened.enc),
            (JweAlgorithm::Dir, JweEncryption::A128GCM)
        );
        assert_eq!(opened.plaintext, RFC7520_PLAINTEXT.as_bytes());
    }

    #[test]
    fn rfc7520_5_8_a128kw_a128gcm_decrypts() {
        let key = jwk_field(RFC7520_FIG151_KW_KEY, "k");
        let opened = open_jwe(&unwrapped(RFC7520_FIG159_A128KW_A128GCM), &key).unwrap();
        assert_eq!(
            (opened.alg, opened.enc),
            (JweAlgorithm::A128KW, JweEncryption::A128GCM)
        );
        assert_eq!(opened.plaintext, RFC7520_PLAINTEXT.as_bytes());
    }

    #[test]
    fn rfc7520_5_8_with_a_changed_tag_or_key_fails_to_decrypt() {
        let key = jwk_field(RFC7520_FIG151_KW_KEY, "k");
        let token = unwrapped(RFC7520_FIG159_A128KW_A128GCM);
        let mut parts: Vec<String> = token.split('.').map(str::to_owned).collect();
        let flipped = if parts[4].starts_with('A') { "B" } else { "A" };
        parts[4].replace_range(0..1, flipped);
        let err = open_jwe(&parts.join("."), &key).err();
        assert_eq!(err, Some(IdTokenError::DecryptionFailed));

        let mut wrong_key = key.clone();
        wrong_key[15] ^= 0x80;
        assert_eq!(
            open_jwe(&token, &wrong_key).err(),
            Some(IdTokenError::DecryptionFailed)
        );
    }

    #[test]
    fn rfc7516_a3_a128kw_a128cbc_hs256_decrypts() {
        // The cookbook has no A128KW + CBC-HS example; RFC 7516 appendix A.3 is one.
        let key = jwk_field(RFC7516_A3_KEY, "k");
        let opened = open_jwe(&unwrapped(RFC7516_A3_A128KW_A128CBC_HS256), &key).unwrap();
        assert_eq!(
            (opened.alg, opened.enc),
            (JweAlgorithm::A128KW, JweEncryption::A128CbcHs256)
        );
        assert_eq!(opened.plaintext, b"Live long and prosper.");
    }

    #[test]
    fn rfc3394_key_wraps_unwrap_for_every_key_wrap_size() {
        // No JOSE RFC has an A192KW or A256KW JWE: these carry RFC 3394's own wrap outputs as
        // their encrypted keys (see tests/vectors/make_id_token_jose.py).
        for (kek, key_data, wrapped, token, alg) in [
            (
                RFC3394_4_1_KEK,
                RFC3394_4_1_KEY_DATA,
                RFC3394_4_1_CIPHERTEXT,
                RFC3394_4_1_JWE,
                JweAlgorithm::A128KW,
            ),
            (
                RFC3394_4_2_KEK,
                RFC3394_4_2_KEY_DATA,
                RFC3394_4_2_CIPHERTEXT,
                RFC3394_4_2_JWE,
                JweAlgorithm::A192KW,
            ),
            (
                RFC3394_4_3_KEK,
                RFC3394_4_3_KEY_DATA,
                RFC3394_4_3_CIPHERTEXT,
                RFC3394_4_3_JWE,
                JweAlgorithm::A256KW,
            ),
            (
                RFC3394_4_6_KEK,
                RFC3394_4_6_KEY_DATA,
                RFC3394_4_6_CIPHERTEXT,
                RFC3394_4_6_JWE,
                JweAlgorithm::A256KW,
            ),
        ] {
            let token = unwrapped(token);
            let encrypted_key = token.split('.').nth(1).unwrap();
            assert_eq!(b64(encrypted_key), unhex(wrapped));
            let opened = open_jwe(&token, &unhex(kek)).unwrap();
            assert_eq!(opened.alg, alg);
            assert_eq!(opened.enc.cek_size(), unhex(key_data).len());
            assert_eq!(opened.plaintext, b"Live long and prosper.");
        }
    }

    #[test]
    fn rfc7518_appendix_b_ciphertexts_decrypt_for_every_cbc_hs_size() {
        // Appendix B's E, as published, inside dir JWEs (its AAD is not a JWE header, so only
        // the tag is recomputed; see tests/vectors/make_id_token_jose.py).
        for (k, e, token, enc) in [
            (
                RFC7518_B1_K,
                RFC7518_B1_E,
                RFC7518_B1_JWE,
                JweEncryption::A128CbcHs256,
            ),
            (
                RFC7518_B2_K,
                RFC7518_B2_E,
                RFC7518_B2_JWE,
                JweEncryption::A192CbcHs384,
            ),
            (
                RFC7518_B3_K,
                RFC7518_B3_E,
                RFC7518_B3_JWE,
                JweEncryption::A256CbcHs512,
            ),
        ] {
            let token = unwrapped(token);
            let parts: Vec<&str> = token.split('.').collect();
            assert_eq!(b64(parts[2]), unhex(RFC7518_B_IV));
            assert_eq!(b64(parts[3]), unhex(e));
            let opened = open_jwe(&token, &unhex(k)).unwrap();
            assert_eq!((opened.alg, opened.enc), (JweAlgorithm::Dir, enc));
            assert_eq!(opened.plaintext, unhex(RFC7518_B_P));
        }
    }

    #[test]
    fn rfc7520_encryption_algorithms_not_on_the_list_are_refused_before_decrypting() {
        // An empty key would fail any decryption: the refusal must come first, and name the alg.
        for (token, alg) in [
            (RFC7520_FIG81_RSA1_5, "RSA1_5"),
            (RFC7520_FIG148_A256GCMKW, "A256GCMKW"),
        ] {
            let err = open_jwe(&unwrapped(token), &[]).err();
            assert_eq!(err, Some(IdTokenError::EncryptionNotAccepted(alg.into())));
            let message = err.map(|err| err.to_string()).unwrap_or_default();
            assert!(
                message.contains(&format!("does not accept ({alg})")),
                "{message}"
            );
        }
    }

    #[test]
    fn rfc7520_5_9_compressed_content_is_refused() {
        let key = jwk_field(RFC7520_FIG151_KW_KEY, "k");
        let err = open_jwe(&unwrapped(RFC7520_FIG170_ZIP), &key).err();
        assert!(
            matches!(err, Some(IdTokenError::HeaderRefused(_))),
            "{err:?}"
        );
    }

    // --- Key derivation and c_hash ----------------------------------------------------------

    #[test]
    fn client_secret_keys_are_the_left_bits_of_the_right_sha2() {
        // FIPS 180-2 appendix B: the SHA-256, SHA-384 and SHA-512 digests of "abc".
        let sha256 = unhex("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
        let sha384 = unhex(
            "cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed\
             8086072ba1e7cc2358baeca134c825a7",
        );
        let sha512 = unhex(
            "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a\
             2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f",
        );
        assert_eq!(key_from_client_secret(b"abc", 128), sha256[..16]);
        assert_eq!(key_from_client_secret(b"abc", 192), sha256[..24]);
        assert_eq!(key_from_client_secret(b"abc", 256), sha256);
        assert_eq!(key_from_client_secret(b"abc", 384), sha384);
        assert_eq!(key_from_client_secret(b"abc", 512), sha512);
    }

    #[test]
    fn dir_keys_are_as_long_as_the_content_key_and_kw_keys_as_the_wrap_key() {
        use JweAlgorithm::{A128KW, A192KW, A256KW, Dir};
        use JweEncryption::{A128CbcHs256, A128GCM, A192CbcHs384, A256CbcHs512, A256GCM};
        assert_eq!(jwe_key_bits(Dir, A128CbcHs256), 256);
        assert_eq!(jwe_key_bits(Dir, A192CbcHs384), 384);
        assert_eq!(jwe_key_bits(Dir, A256CbcHs512), 512);
        assert_eq!(jwe_key_bits(Dir, A128GCM), 128);
        assert_eq!(jwe_key_bits(Dir, A256GCM), 256);
        for enc in [A128CbcHs256, A256CbcHs512, A128GCM] {
            assert_eq!(jwe_key_bits(A128KW, enc), 128);
            assert_eq!(jwe_key_bits(A192KW, enc), 192);
            assert_eq!(jwe_key_bits(A256KW, enc), 256);
        }
    }

    #[test]
    fn c_hash_matches_the_openid_connect_core_example() {
        // OpenID Connect Core 1.0 appendix A.4 (RS256, so SHA-256).
        let code = "Qcb0Orv1zh30vL1MPRsbm-diHiMwcLyZvn1arpZv-Jxf_11jnpEX3Tgfvk";
        let c_hash = jose_rs::base64url::encode(&SigAlg::Rs256.half_hash(code.as_bytes()));
        assert_eq!(c_hash, "LDktKdoQak3Pk0cnXxCltA");
        assert_eq!(SigAlg::Hs384.half_hash(b"x").len(), 24);
        assert_eq!(SigAlg::Hs512.half_hash(b"x").len(), 32);
    }

    #[test]
    fn messages_shorten_what_they_quote() {
        let long = "x".repeat(500);
        assert!(shown(&long).chars().count() <= 121);
        assert_eq!(shown("a\u{0}b\nc"), "abc");
        assert_eq!(when(0), "Thu, 01 Jan 1970 00:00:00 GMT");
        assert_eq!(when(i64::MAX), format!("Unix time {}", i64::MAX));
        assert_eq!(when(-5), "Unix time -5");
    }
}
