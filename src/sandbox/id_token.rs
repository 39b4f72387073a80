//! The sandbox's id_tokens: a JWS signed HS256 with the client secret or RS256 with the
//! sandbox's own RSA key, or a JWE (key derived from the client secret, OpenID Connect Core
//! 10.2) whose plaintext is the HS256 JWS. Minted with jose-rs, except HS256 (see
//! [`sign_hs256`]).

use std::fmt;
use std::str::FromStr;
use std::sync::OnceLock;

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use jose_rs::jwk::Jwk;
use jose_rs::{JoseHeader, JweAlgorithm, JweEncryption};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use serde_json::Value;
use sha2::{Digest, Sha256, Sha384, Sha512};

/// The `kid` of the sandbox's RSA signing key, in the RS256 header and in `/oauth/jwks`.
pub const RSA_KEY_ID: &str = "directory-desk-sandbox-rs256";

/// The sandbox's RSA signing key (2048 bits, made once with `openssl genrsa 2048`). It is
/// public knowledge, being in this source file, and so worthless anywhere but on this
/// machine's loopback sandbox: never trust it for anything else.
const SANDBOX_RSA_PRIVATE_KEY_PEM: &str = "\
-----BEGIN PRIVATE KEY-----
MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQCAsamVgopSWJIW
t2H6iH7OpgojeEJ1ArUciXx7dkcWOqxq1oobSzVC+80MJyWSle/3cuxHh/8u5b7s
F/hqItJ4XOlzs1DGvMPQAVokcMam2z9YAq3zlckzf1AwsaNkMWoo+MO5Byaz9TU6
ZL3nd3zqbbqptWCyf7ZbN18rhUj2rJyflKfoH5LklzjLuFsX5QOK56yEnTYc5fCg
yy6xhcR87SOmNUATBQFI6SEjD68uVXu74DiWT87HJ06QD1mNyVufVMgUab44dKkF
ls40pHwtBkgqqIilcjuGF0rY/muG3ZvzcVA0nBiU4o3oVoprUHcNHFTeq+gs7dGw
jDHB0OKTAgMBAAECggEAF98cqk+DEeA9BPqyMXM1NmbFNaweg67jYm48SXh4mi57
AfxWtNZgBFNJxynRxd2LHBbUrjYTRyM1pXySxzk7Wjk90ojeAGdOWRyPGHhU2OmN
V+lzU94iaquAd+/Tc4fY/c2bHIyviK0A2RqLwU5APQnqmIU88Q9Qh53/SMbZ8Gtz
8YeCBF3hgyNo7mF6lpWTFGrYpAHZMdbKmriCm37e/Je73g/BGtTVEHz8N/zMQLVN
ZcH+DtXMRR0vIEp/MDMNtDI3NxIOsYJQiftrCgxuSOjzr8Rh8WF0qjrAL/Tugw6k
u4N/FS+awUEl7Y3ZbMUGvtET5NWisys2/2T1LPxIjQKBgQC1+UBf1l1RxtnLb5Eh
ym9fLmddsyUIAiaKgjUjytIM6logi+s6K5/vB5YTU42TjWYU8JRKmkhlNoX+L4ZX
EM6VTrIwrJLPTHyCX7KlBfUkCIrJZXEf0CpehUvtg3rUu91tIgGpYLnoL9IGHTlE
amVyhkTnl6JvMY5Z1GKP5/WihQKBgQC1C91fZP7VDZbuMOEm1TCeZDBuWJ/XAybU
cho7Sz9IsFNXjWdoLtko2CqzfYwl2j7HscaZs2Em2lYmg0+gDkTZxJi0zCsBKu9G
EmWme3cvLRnYEK3Gp5MwdG3wf5OFRbo9qUMJa65iyoxnhEcQm1T5Y9XNCICqAAoK
RK2IKRyYNwKBgQCjMqloCeDhUTvMNf9r1ZgyPXSYVOx2FS+pcoLj2aatzJMNs04/
ehZSEXSnWnyTAvG0/9mOWnVoyBA9WTPa64jJ4Kzv+CUl4oubhOW7F++05DBL1D0y
8ca9xD/G/+5t0RoRILlqxQOVVyW9NAJC+ESJBB/Rr20O2du3dkD6nGXv3QKBgHb5
wRS7jiv8rj8BqDSYzUaJmLorS39E9vONuGdW39Oo7FwQ9O+mOdd5lzY1PzBw5+jb
jyPamfGqcgsFKAKK3fwuEhxeP7SYvn1SAbMSWBSMkvtGmqx922BwYv81F4DxfZ6f
6Qn71bHeYb51Uy46pfDuBsai28rcE70DvPZJ7hypAoGAXF8y4oE9rZrD9g1ck3zl
VQllVXGd/OfxU1n54UWJ8wjhL2pkWdkOlhZoIXYTq24kunve6aotWsn8hAHXbAHA
GJiRauYJb67ysMCBqH1sBGyh5+5qo074WOnwSzzGkxErPzeBEKoJ83tVueVLhwnc
PhrQ6TkWySv/fji7wi++1xI=
-----END PRIVATE KEY-----
";

/// The JWE key-management algorithms the sandbox can use with a client secret.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum KeyManagement {
    A128Kw,
    A192Kw,
    A256Kw,
    Dir,
}

impl KeyManagement {
    pub const ALL: [Self; 4] = [Self::A128Kw, Self::A192Kw, Self::A256Kw, Self::Dir];

    pub fn as_str(self) -> &'static str {
        self.jose().as_str()
    }

    fn jose(self) -> JweAlgorithm {
        match self {
            Self::A128Kw => JweAlgorithm::A128KW,
            Self::A192Kw => JweAlgorithm::A192KW,
            Self::A256Kw => JweAlgorithm::A256KW,
            Self::Dir => JweAlgorithm::Dir,
        }
    }
}

/// The JWE content encryptions.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ContentEncryption {
    A128CbcHs256,
    A192CbcHs384,
    A256CbcHs512,
    A128Gcm,
    A192Gcm,
    A256Gcm,
}

impl ContentEncryption {
    pub const ALL: [Self; 6] = [
        Self::A128CbcHs256,
        Self::A192CbcHs384,
        Self::A256CbcHs512,
        Self::A128Gcm,
        Self::A192Gcm,
        Self::A256Gcm,
    ];

    pub fn as_str(self) -> &'static str {
        self.jose().as_str()
    }

    fn jose(self) -> JweEncryption {
        match self {
            Self::A128CbcHs256 => JweEncryption::A128CbcHs256,
            Self::A192CbcHs384 => JweEncryption::A192CbcHs384,
            Self::A256CbcHs512 => JweEncryption::A256CbcHs512,
            Self::A128Gcm => JweEncryption::A128GCM,
            Self::A192Gcm => JweEncryption::A192GCM,
            Self::A256Gcm => JweEncryption::A256GCM,
        }
    }
}

/// The form of a client's id_tokens. Written `jwe:A256KW:A128CBC-HS256`, `jws:HS256` or
/// `jws:RS256` on the command line and in `/__sandbox/oauth`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum IdTokenForm {
    /// Encrypted to the client secret; the plaintext is a JWS signed HS256 with the secret.
    Jwe {
        alg: KeyManagement,
        enc: ContentEncryption,
    },
    /// Signed with the client secret.
    Hs256,
    /// Signed with the sandbox's RSA key, published at `/oauth/jwks`.
    Rs256,
}

impl IdTokenForm {
    /// What the live service is documented to send: "encrypted".
    pub const DEFAULT_CONFIDENTIAL: Self = Self::Jwe {
        alg: KeyManagement::A256Kw,
        enc: ContentEncryption::A128CbcHs256,
    };

    /// Whether minting needs the client secret (a public client has none).
    pub fn needs_secret(self) -> bool {
        !matches!(self, Self::Rs256)
    }

    /// Every form the sandbox can mint, for tests that cover them all.
    pub fn all() -> Vec<Self> {
        let mut forms = vec![Self::Hs256, Self::Rs256];
        for alg in KeyManagement::ALL {
            for enc in ContentEncryption::ALL {
                forms.push(Self::Jwe { alg, enc });
            }
        }
        forms
    }
}

impl fmt::Display for IdTokenForm {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Jwe { alg, enc } => write!(f, "jwe:{}:{}", alg.as_str(), enc.as_str()),
            Self::Hs256 => f.write_str("jws:HS256"),
            Self::Rs256 => f.write_str("jws:RS256"),
        }
    }
}

impl FromStr for IdTokenForm {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let problem = || {
            format!(
                "not an id_token form: {text:?}; expected jws:HS256, jws:RS256 or jwe:ALG:ENC \
                 with ALG one of A128KW, A192KW, A256KW, dir and ENC one of A128CBC-HS256, \
                 A192CBC-HS384, A256CBC-HS512, A128GCM, A192GCM, A256GCM"
            )
        };
        let parts: Vec<&str> = text.trim().split(':').collect();
        match parts.as_slice() {
            [kind, alg] if kind.eq_ignore_ascii_case("jws") => {
                if alg.eq_ignore_ascii_case("HS256") {
                    Ok(Self::Hs256)
                } else if alg.eq_ignore_ascii_case("RS256") {
                    Ok(Self::Rs256)
                } else {
                    Err(problem())
                }
            }
            [kind, alg, enc] if kind.eq_ignore_ascii_case("jwe") => {
                let alg = KeyManagement::ALL
                    .into_iter()
                    .find(|a| a.as_str().eq_ignore_ascii_case(alg))
                    .ok_or_else(problem)?;
                let enc = ContentEncryption::ALL
                    .into_iter()
                    .find(|e| e.as_str().eq_ignore_ascii_case(enc))
                    .ok_or_else(problem)?;
                Ok(Self::Jwe { alg, enc })
            }
            _ => Err(problem()),
        }
    }
}

impl Serialize for IdTokenForm {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for IdTokenForm {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

/// Mints an id_token carrying `claims` in the given form. `secret` is the client secret;
/// a form that needs one fails without it.
pub fn mint(form: IdTokenForm, claims: &Value, secret: Option<&str>) -> Result<String, String> {
    let payload = serde_json::to_vec(claims).map_err(|e| e.to_string())?;
    let secret = || secret.ok_or_else(|| format!("the id_token form {form} needs a client secret"));
    match form {
        IdTokenForm::Hs256 => Ok(sign_hs256(secret()?.as_bytes(), &payload)),
        IdTokenForm::Rs256 => {
            let mut header = JoseHeader::jwt("RS256");
            header.kid = Some(RSA_KEY_ID.to_owned());
            jose_rs::jws::compact::sign_with_jwk(rsa_key()?, &payload, &header)
                .map_err(|e| format!("signing the id_token: {e}"))
        }
        IdTokenForm::Jwe { alg, enc } => {
            let secret = secret()?;
            let inner = sign_hs256(secret.as_bytes(), &payload);
            let key = derive_jwe_key(secret, alg, enc);
            let mut header = JoseHeader::for_jwe(alg.jose(), enc.jose());
            // A nested JWT (RFC 7519 section 5.2).
            header.cty = Some("JWT".to_owned());
            jose_rs::jwe::compact::encrypt_with_header(
                header,
                &key,
                inner.as_bytes(),
                alg.jose(),
                enc.jose(),
            )
            .map_err(|e| format!("encrypting the id_token: {e}"))
        }
    }
}

/// The symmetric JWE key for a client secret, as OpenID Connect Core 10.2 says: the
/// left-most bits of SHA-256 of the secret's UTF-8 octets for keys of up to 256 bits,
/// SHA-384 up to 384, SHA-512 up to 512. For `dir` the key is the content-encryption key,
/// so its length is the `enc`'s.
pub fn derive_jwe_key(secret: &str, alg: KeyManagement, enc: ContentEncryption) -> Vec<u8> {
    let bytes = match alg {
        KeyManagement::A128Kw => 16,
        KeyManagement::A192Kw => 24,
        KeyManagement::A256Kw => 32,
        KeyManagement::Dir => enc.jose().cek_size(),
    };
    let digest = if bytes <= 32 {
        Sha256::digest(secret.as_bytes()).to_vec()
    } else if bytes <= 48 {
        Sha384::digest(secret.as_bytes()).to_vec()
    } else {
        Sha512::digest(secret.as_bytes()).to_vec()
    };
    digest[..bytes].to_vec()
}

/// OpenID Connect's `c_hash` for HS256 and RS256 tokens: the left half of SHA-256 of the
/// code's ASCII octets, base64url without padding.
pub fn c_hash(code: &str) -> String {
    URL_SAFE_NO_PAD.encode(&Sha256::digest(code.as_bytes())[..16])
}

/// A compact JWS signed HS256 with `key`.
///
/// Done here rather than by jose-rs because jose-rs (rightly, RFC 7518 section 3.2) refuses
/// HMAC keys shorter than 32 bytes, and OpenID Connect keys HS256 with the client secret
/// whatever its length: the demo secret is 26 bytes, and live secrets may be short too.
/// The tests check this against jose-rs with a long key.
pub fn sign_hs256(key: &[u8], payload: &[u8]) -> String {
    let header = URL_SAFE_NO_PAD.encode(br#"{"alg":"HS256","typ":"JWT"}"#);
    let signing_input = format!("{header}.{}", URL_SAFE_NO_PAD.encode(payload));
    let mac = hmac_sha256(key, signing_input.as_bytes());
    format!("{signing_input}.{}", URL_SAFE_NO_PAD.encode(mac))
}

/// HMAC (RFC 2104) over SHA-256.
fn hmac_sha256(key: &[u8], message: &[u8]) -> [u8; 32] {
    const BLOCK: usize = 64;
    let mut block = [0u8; BLOCK];
    if key.len() > BLOCK {
        block[..32].copy_from_slice(&Sha256::digest(key));
    } else {
        block[..key.len()].copy_from_slice(key);
    }
    let inner_pad: Vec<u8> = block.iter().map(|b| b ^ 0x36).collect();
    let outer_pad: Vec<u8> = block.iter().map(|b| b ^ 0x5c).collect();
    let inner = Sha256::new()
        .chain_update(&inner_pad)
        .chain_update(message)
        .finalize();
    Sha256::new()
        .chain_update(&outer_pad)
        .chain_update(inner)
        .finalize()
        .into()
}

/// The sandbox's RSA key as a private JWK pinned to RS256, parsed once.
fn rsa_key() -> Result<&'static Jwk, String> {
    static KEY: OnceLock<Result<Jwk, String>> = OnceLock::new();
    KEY.get_or_init(|| {
        let mut jwk = jose_rs::jwk::jwk_from_pem(SANDBOX_RSA_PRIVATE_KEY_PEM)
            .map_err(|e| format!("the sandbox's RSA key does not load: {e}"))?;
        jwk.alg = Some("RS256".to_owned());
        jwk.kid = Some(RSA_KEY_ID.to_owned());
        jwk.use_ = Some("sig".to_owned());
        Ok(jwk)
    })
    .as_ref()
    .map_err(Clone::clone)
}

/// `GET /oauth/jwks`: the public half of the RSA key, as a JWK Set.
pub fn jwks() -> Result<Value, String> {
    let public = rsa_key()?
        .to_public_jwk()
        .to_json()
        .map_err(|e| e.to_string())?;
    let key: Value = serde_json::from_str(&public).map_err(|e| e.to_string())?;
    Ok(serde_json::json!({ "keys": [key] }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn hmac_matches_rfc_4231_case_2() {
        let mac = hmac_sha256(b"Jefe", b"what do ya want for nothing?");
        let hex: String = mac.iter().map(|b| format!("{b:02x}")).collect();
        assert_eq!(
            hex,
            "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"
        );
    }

    #[test]
    fn hs256_agrees_with_jose_rs_for_a_long_key() {
        let key = b"a-client-secret-long-enough-for-jose-rs-hs256";
        let token = sign_hs256(key, br#"{"sub":"x"}"#);
        let jwk = Jwk::from_json(
            &json!({"kty": "oct", "k": URL_SAFE_NO_PAD.encode(key), "alg": "HS256"}).to_string(),
        )
        .expect("an oct JWK");
        let payload = jose_rs::jws::compact::verify_with_jwk(&jwk, &token).expect("verifies");
        assert_eq!(payload, br#"{"sub":"x"}"#);
    }

    #[test]
    fn derived_keys_have_the_lengths_and_hashes_of_oidc_core_10_2() {
        let secret = "sandbox-demo-client-secret";
        let sha256 = Sha256::digest(secret.as_bytes());
        let sha384 = Sha384::digest(secret.as_bytes());
        let sha512 = Sha512::digest(secret.as_bytes());
        let kw128 = derive_jwe_key(secret, KeyManagement::A128Kw, ContentEncryption::A256Gcm);
        assert_eq!(kw128, sha256[..16]);
        let kw192 = derive_jwe_key(secret, KeyManagement::A192Kw, ContentEncryption::A256Gcm);
        assert_eq!(kw192, sha256[..24]);
        let dir384 = derive_jwe_key(secret, KeyManagement::Dir, ContentEncryption::A192CbcHs384);
        assert_eq!(dir384, sha384[..48]);
        let dir512 = derive_jwe_key(secret, KeyManagement::Dir, ContentEncryption::A256CbcHs512);
        assert_eq!(dir512, sha512[..]);
        let dir_gcm = derive_jwe_key(secret, KeyManagement::Dir, ContentEncryption::A128Gcm);
        assert_eq!(dir_gcm, sha256[..16]);
    }

    #[test]
    fn every_form_round_trips_through_its_text() {
        for form in IdTokenForm::all() {
            assert_eq!(form.to_string().parse::<IdTokenForm>(), Ok(form));
        }
        assert_eq!(
            "JWE:dir:a256gcm"
                .parse::<IdTokenForm>()
                .map(|f| f.to_string()),
            Ok("jwe:dir:A256GCM".to_owned())
        );
        assert!("jwe:RSA-OAEP:A256GCM".parse::<IdTokenForm>().is_err());
        assert!("jws:none".parse::<IdTokenForm>().is_err());
    }

    #[test]
    fn every_form_mints_and_jwe_decrypts_with_the_derived_key() {
        let secret = "sandbox-demo-client-secret";
        let claims = json!({"sub": "someone", "nonce": "n"});
        for form in IdTokenForm::all() {
            let token = mint(form, &claims, Some(secret)).expect("mints");
            if let IdTokenForm::Jwe { alg, enc } = form {
                let key = derive_jwe_key(secret, alg, enc);
                let inner = jose_rs::jwe::compact::decrypt(&key, &token).expect("decrypts");
                assert!(String::from_utf8(inner).expect("text").starts_with("eyJ"));
            }
        }
        assert!(mint(IdTokenForm::Hs256, &claims, None).is_err());
        assert!(mint(IdTokenForm::Rs256, &claims, None).is_ok());
    }

    #[test]
    fn jwks_publishes_only_the_public_key() {
        let set = jwks().expect("the key loads");
        let key = &set["keys"][0];
        assert_eq!(key["kty"], "RSA");
        assert_eq!(key["kid"], RSA_KEY_ID);
        assert!(key.get("d").is_none() && key.get("p").is_none());
    }
}
