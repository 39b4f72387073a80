//! The identity token end to end through `auth::id_token::verify`: tokens minted here with
//! jose-rs (a JWS, or a JWS inside a JWE keyed from the client secret) for every algorithm the
//! app accepts, then each way a token can be wrong, each with its own error. The JOSE layer's
//! RFC vectors are in the module's own tests.

use directory_desk::auth::id_token::{
    self, Expected, IdClaims, IdTokenError, Keys, MAX_ID_TOKEN_BYTES, VerifiedIdToken,
    key_from_client_secret,
};
use directory_desk::secret::Secret;
use jose_rs::jwk::Jwk;
use jose_rs::{JoseHeader, JweAlgorithm, JweEncryption};
use serde_json::{Value, json};
use sha2::{Digest, Sha256, Sha384, Sha512};

#[allow(dead_code)]
mod vectors {
    include!("../vectors/id_token_jose.rs");
}

/// Long enough for HS512 (RFC 7518 section 3.2 asks for 64 bytes).
const SECRET: &str = "cs-9f8e7d6c5b4a39281706f5e4d3c2b1a0-9f8e7d6c5b4a39281706f5e4d3c2b1a0";
const OTHER_SECRET: &str = "cs-0a1b2c3d4e5f60718293a4b5c6d7e8f9-0a1b2c3d4e5f60718293a4b5c6d7e8f9";
const ISSUER: &str = "https://auth.directory.example";
const CLIENT_ID: &str = "directory-desk-1";
const SUB: &str = "4d6f2e1c-6a56-4c1d-9d3e-2b7f0a8c9e11";
const NONCE: &str = "n-0S6_WzA2Mj-4f7c1d2e9b8a";
const CODE: &str = "SplxlOBeZQQYbYS6WxSbIA-3c2d1e0f";
const NOW: i64 = 1_767_225_600;
const RSA_KID: &str = "bilbo.baggins@hobbiton.example";
const EC_KID: &str = "p256-appendix-a3";

const JWS_ALGS: [&str; 5] = ["HS256", "HS384", "HS512", "RS256", "ES256"];
const JWE_ALGS: [JweAlgorithm; 4] = [
    JweAlgorithm::A128KW,
    JweAlgorithm::A192KW,
    JweAlgorithm::A256KW,
    JweAlgorithm::Dir,
];
const JWE_ENCS: [JweEncryption; 5] = [
    JweEncryption::A128CbcHs256,
    JweEncryption::A192CbcHs384,
    JweEncryption::A256CbcHs512,
    JweEncryption::A128GCM,
    JweEncryption::A256GCM,
];

// --- Minting ---------------------------------------------------------------------------------

fn unwrapped(text: &str) -> String {
    text.chars().filter(|c| !c.is_ascii_whitespace()).collect()
}

fn b64(bytes: &[u8]) -> String {
    jose_rs::base64url::encode(bytes)
}

fn oct_jwk(key: &[u8], alg: &str) -> Jwk {
    serde_json::from_value(json!({ "kty": "oct", "alg": alg, "k": b64(key) })).unwrap()
}

/// RFC 7520 Figure 4 and RFC 7515 appendix A.3: fixed keys, so no key generation in debug builds.
fn private_jwk(alg: &str) -> Jwk {
    let (text, kid) = match alg {
        "RS256" => (vectors::RFC7520_FIG4_RSA_PRIVATE, RSA_KID),
        "ES256" => (vectors::RFC7515_A3_EC_KEY, EC_KID),
        other => panic!("no private key for {other}"),
    };
    let mut jwk = Jwk::from_json(&unwrapped(text)).unwrap();
    jwk.alg = Some(alg.into());
    jwk.kid = Some(kid.into());
    jwk
}

fn jwks() -> Value {
    json!({ "keys": [
        private_jwk("RS256").to_public_jwk(),
        private_jwk("ES256").to_public_jwk(),
    ] })
}

fn sign_bytes(alg: &str, payload: &[u8]) -> String {
    let mut header = JoseHeader::jwt(alg);
    let jwk = if alg.starts_with("HS") {
        oct_jwk(SECRET.as_bytes(), alg)
    } else {
        let jwk = private_jwk(alg);
        header.kid = jwk.kid.clone();
        jwk
    };
    jose_rs::jws::compact::sign_with_jwk(&jwk, payload, &header).unwrap()
}

fn sign(alg: &str, claims: &Value) -> String {
    sign_bytes(alg, claims.to_string().as_bytes())
}

/// OIDC Core 3.3.2.11, written out again here rather than borrowed from the code under test.
fn c_hash(alg: &str, code: &str) -> String {
    let digest = match &alg[2..] {
        "384" => Sha384::digest(code).to_vec(),
        "512" => Sha512::digest(code).to_vec(),
        _ => Sha256::digest(code).to_vec(),
    };
    b64(&digest[..digest.len() / 2])
}

fn claims(alg: &str) -> Value {
    json!({
        "iss": ISSUER,
        "sub": SUB,
        "aud": CLIENT_ID,
        "exp": NOW + 600,
        "iat": NOW - 5,
        "auth_time": NOW - 30,
        "nonce": NONCE,
        "c_hash": c_hash(alg, CODE),
    })
}

fn claims_with(alg: &str, changes: Value) -> Value {
    let mut claims = claims(alg);
    for (name, value) in changes.as_object().unwrap() {
        if value.is_null() {
            claims.as_object_mut().unwrap().remove(name);
        } else {
            claims[name] = value.clone();
        }
    }
    claims
}

/// OIDC Core 10.2, with the key lengths written out independently of the code under test.
fn key_bits(alg: JweAlgorithm, enc: JweEncryption) -> usize {
    match (alg, enc) {
        (JweAlgorithm::A128KW, _) => 128,
        (JweAlgorithm::A192KW, _) => 192,
        (JweAlgorithm::A256KW, _) => 256,
        (_, JweEncryption::A128GCM) => 128,
        (_, JweEncryption::A256GCM | JweEncryption::A128CbcHs256) => 256,
        (_, JweEncryption::A192CbcHs384) => 384,
        (_, _) => 512,
    }
}

fn encrypt_with(
    plaintext: &[u8],
    alg: JweAlgorithm,
    enc: JweEncryption,
    secret: &str,
    cty: bool,
) -> String {
    let mut header = JoseHeader::for_jwe(alg, enc);
    if cty {
        header.cty = Some("JWT".into());
    }
    let key = key_from_client_secret(secret.as_bytes(), key_bits(alg, enc));
    jose_rs::jwe::compact::encrypt_with_header(header, &key, plaintext, alg, enc).unwrap()
}

fn encrypt(jws: &str, alg: JweAlgorithm, enc: JweEncryption) -> String {
    encrypt_with(jws.as_bytes(), alg, enc, SECRET, true)
}

fn expected() -> Expected<'static> {
    Expected {
        issuer: ISSUER,
        client_id: CLIENT_ID,
        nonce: NONCE,
        code: Some(CODE),
        now: NOW,
    }
}

fn check(token: &str) -> Result<VerifiedIdToken, IdTokenError> {
    check_with(token, Some(SECRET), Some(&jwks()), &expected())
}

fn check_with(
    token: &str,
    secret: Option<&str>,
    jwks: Option<&Value>,
    expected: &Expected,
) -> Result<VerifiedIdToken, IdTokenError> {
    let secret = secret.map(Secret::new);
    let keys = Keys {
        client_secret: secret.as_ref(),
        jwks,
    };
    id_token::verify(token, &keys, expected)
}

/// Changes the first character of one dot-separated part: always a change of its first byte.
/// An empty part (dir's encrypted key) gets some bytes instead.
fn tamper(token: &str, part: usize) -> String {
    let mut parts: Vec<String> = token.split('.').map(str::to_owned).collect();
    if parts[part].is_empty() {
        parts[part] = "AAAA".into();
    } else {
        let flipped = if parts[part].starts_with('A') {
            "B"
        } else {
            "A"
        };
        parts[part].replace_range(0..1, flipped);
    }
    parts.join(".")
}

fn the_claims() -> IdClaims {
    IdClaims {
        sub: SUB.into(),
        iss: ISSUER.into(),
        aud: vec![CLIENT_ID.into()],
        azp: None,
        iat: NOW - 5,
        exp: NOW + 600,
        auth_time: Some(NOW - 30),
    }
}

// --- Round trips -----------------------------------------------------------------------------

#[test]
fn every_accepted_encryption_round_trips_with_a_key_from_the_client_secret() {
    for (i, (alg, enc)) in JWE_ALGS
        .iter()
        .flat_map(|alg| JWE_ENCS.iter().map(move |enc| (*alg, *enc)))
        .enumerate()
    {
        // Every signature algorithm turns up inside every key management and every content
        // encryption, though not in every pair of them.
        let inner_alg = JWS_ALGS[(i + i / JWE_ENCS.len()) % JWS_ALGS.len()];
        let token = encrypt(&sign(inner_alg, &claims(inner_alg)), alg, enc);
        let verified = check(&token).unwrap_or_else(|err| panic!("{alg:?} {enc:?}: {err}"));
        assert_eq!(
            verified,
            VerifiedIdToken {
                claims: the_claims(),
                encryption: Some((alg.as_str().into(), enc.as_str().into())),
                signature_alg: inner_alg.into(),
                signature_verified: true,
            }
        );
    }
}

#[test]
fn every_accepted_signature_round_trips_as_a_plain_jws() {
    for alg in JWS_ALGS {
        let verified = check(&sign(alg, &claims(alg))).unwrap_or_else(|err| panic!("{alg}: {err}"));
        assert_eq!(
            verified,
            VerifiedIdToken {
                claims: the_claims(),
                encryption: None,
                signature_alg: alg.into(),
                signature_verified: true,
            }
        );
    }
}

#[test]
fn a_nested_token_without_cty_and_a_token_with_surrounding_whitespace_are_accepted() {
    let jws = sign("HS256", &claims("HS256"));
    let token = encrypt_with(
        jws.as_bytes(),
        JweAlgorithm::A256KW,
        JweEncryption::A256GCM,
        SECRET,
        false,
    );
    assert!(check(&token).unwrap().signature_verified);
    assert!(check(&format!(" {jws}\n")).unwrap().signature_verified);
}

#[test]
fn a_kidless_token_is_tried_against_every_key_of_its_type() {
    let jwk = {
        let mut jwk = private_jwk("ES256");
        jwk.kid = None;
        jwk
    };
    let token = jose_rs::jws::compact::sign_with_jwk(
        &jwk,
        claims("ES256").to_string().as_bytes(),
        &JoseHeader::jwt("ES256"),
    )
    .unwrap();
    assert!(check(&token).unwrap().signature_verified);
}

// --- No key: unverified, but every claim still checked --------------------------------------

#[test]
fn a_signature_without_a_key_for_it_is_reported_unverified() {
    for (alg, secret) in [
        ("RS256", Some(SECRET)),
        ("ES256", Some(SECRET)),
        ("HS256", None),
    ] {
        let verified = check_with(&sign(alg, &claims(alg)), secret, None, &expected()).unwrap();
        assert!(!verified.signature_verified, "{alg}");
        assert_eq!(verified.signature_alg, alg);
        assert_eq!(verified.claims, the_claims());
    }
    // The live service's case: encrypted with the client secret, signed with a key it never
    // published.
    let token = encrypt(
        &sign("RS256", &claims("RS256")),
        JweAlgorithm::Dir,
        JweEncryption::A128CbcHs256,
    );
    let verified = check_with(&token, Some(SECRET), None, &expected()).unwrap();
    assert!(!verified.signature_verified);
    assert_eq!(
        verified.encryption,
        Some(("dir".into(), "A128CBC-HS256".into()))
    );
}

#[test]
fn an_unverified_token_still_has_its_claims_checked() {
    let token = sign(
        "RS256",
        &claims_with("RS256", json!({ "nonce": "replayed" })),
    );
    assert_eq!(
        check_with(&token, None, None, &expected()).err(),
        Some(IdTokenError::NonceMismatch)
    );
}

// --- Encryption refused ---------------------------------------------------------------------

#[test]
fn tampering_with_any_part_of_a_jwe_fails_decryption() {
    for (alg, enc) in [
        (JweAlgorithm::A128KW, JweEncryption::A128GCM),
        (JweAlgorithm::A256KW, JweEncryption::A256CbcHs512),
        (JweAlgorithm::Dir, JweEncryption::A128CbcHs256),
    ] {
        let token = encrypt(&sign("HS256", &claims("HS256")), alg, enc);
        let parts: Vec<&str> = token.split('.').collect();
        // 1 is the wrapped key (empty for dir), 2 the IV, 3 the ciphertext, 4 the tag.
        let tampered_parts = if alg == JweAlgorithm::Dir { 2..5 } else { 1..5 };
        for part in tampered_parts {
            assert_eq!(
                check(&tamper(&token, part)).err(),
                Some(IdTokenError::DecryptionFailed),
                "{alg:?} {enc:?} part {part}"
            );
        }
        // The header is authenticated too: one more member and the tag no longer matches.
        let header = format!(
            r#"{{"alg":"{}","enc":"{}","cty":"JWT","x":1}}"#,
            alg.as_str(),
            enc.as_str()
        );
        let reheaded = [
            b64(header.as_bytes()).as_str(),
            parts[1],
            parts[2],
            parts[3],
            parts[4],
        ]
        .join(".");
        assert_eq!(check(&reheaded).err(), Some(IdTokenError::DecryptionFailed));
    }
}

#[test]
fn a_jwe_for_another_client_secret_fails_decryption() {
    let jws = sign("HS256", &claims("HS256"));
    for (alg, enc) in [
        (JweAlgorithm::A192KW, JweEncryption::A192CbcHs384),
        (JweAlgorithm::Dir, JweEncryption::A256GCM),
    ] {
        let token = encrypt_with(jws.as_bytes(), alg, enc, OTHER_SECRET, true);
        assert_eq!(check(&token).err(), Some(IdTokenError::DecryptionFailed));
    }
}

#[test]
fn a_jwe_without_a_client_secret_cannot_be_read() {
    let token = encrypt(
        &sign("RS256", &claims("RS256")),
        JweAlgorithm::A128KW,
        JweEncryption::A128GCM,
    );
    for secret in [None, Some(""), Some("   ")] {
        assert_eq!(
            check_with(&token, secret, Some(&jwks()), &expected()).err(),
            Some(IdTokenError::NoClientSecret)
        );
    }
}

#[test]
fn encryption_algorithms_off_the_list_are_refused_before_anything_else() {
    let dummy = "AAAA.AAAA.AAAA.AAAA";
    for (alg, enc, refused) in [
        ("RSA1_5", "A128CBC-HS256", "RSA1_5"),
        ("RSA-OAEP-256", "A256GCM", "RSA-OAEP-256"),
        // jose-rs implements these; this app does not accept them.
        ("A128GCMKW", "A128GCM", "A128GCMKW"),
        ("PBES2-HS256+A128KW", "A128GCM", "PBES2-HS256+A128KW"),
        ("ECDH-ES", "A128GCM", "ECDH-ES"),
        ("dir", "A192GCM", "A192GCM"),
        ("none", "A128GCM", "none"),
    ] {
        let header = format!(r#"{{"alg":"{alg}","enc":"{enc}"}}"#);
        let token = format!("{}.{dummy}", b64(header.as_bytes()));
        // No secret at all: the algorithm is what is refused, not the missing key.
        let err = check_with(&token, None, None, &expected()).err();
        assert_eq!(
            err,
            Some(IdTokenError::EncryptionNotAccepted(refused.into()))
        );
    }
    let header = b64(br#"{"alg":"RSA1_5","enc":"A128CBC-HS256"}"#);
    let message = check(&format!("{header}.{dummy}")).unwrap_err().to_string();
    assert_eq!(
        message,
        "the identity token was encrypted with an algorithm this app does not accept (RSA1_5)"
    );
}

#[test]
fn a_jwe_must_carry_a_signed_token() {
    let claims_only = encrypt_with(
        claims("HS256").to_string().as_bytes(),
        JweAlgorithm::A128KW,
        JweEncryption::A128GCM,
        SECRET,
        false,
    );
    assert_eq!(check(&claims_only).err(), Some(IdTokenError::NotNested));
    let twice = encrypt(
        &encrypt(
            &sign("HS256", &claims("HS256")),
            JweAlgorithm::Dir,
            JweEncryption::A128GCM,
        ),
        JweAlgorithm::Dir,
        JweEncryption::A128GCM,
    );
    assert_eq!(check(&twice).err(), Some(IdTokenError::NotNested));
}

// --- Signatures refused ---------------------------------------------------------------------

#[test]
fn a_tampered_signature_is_refused_for_every_algorithm() {
    for alg in JWS_ALGS {
        let token = sign(alg, &claims(alg));
        assert_eq!(
            check(&tamper(&token, 2)).err(),
            Some(IdTokenError::BadSignature),
            "{alg}"
        );
        let inside = encrypt(
            &tamper(&token, 2),
            JweAlgorithm::A256KW,
            JweEncryption::A256GCM,
        );
        assert_eq!(
            check(&inside).err(),
            Some(IdTokenError::BadSignature),
            "{alg} in a JWE"
        );
    }
}

#[test]
fn a_payload_swapped_under_a_signature_is_refused() {
    let token = sign("HS256", &claims("HS256"));
    let forged_payload = b64(claims_with("HS256", json!({ "sub": "someone-else" }))
        .to_string()
        .as_bytes());
    let parts: Vec<&str> = token.split('.').collect();
    let forged = [parts[0], &forged_payload, parts[2]].join(".");
    assert_eq!(check(&forged).err(), Some(IdTokenError::BadSignature));
}

#[test]
fn a_token_signed_with_another_client_secret_is_refused() {
    let token = sign("HS256", &claims("HS256"));
    assert_eq!(
        check_with(&token, Some(OTHER_SECRET), None, &expected()).err(),
        Some(IdTokenError::BadSignature)
    );
}

#[test]
fn none_is_refused_plain_and_inside_a_jwe() {
    for alg in ["none", "None", "NONE"] {
        let header = b64(format!(r#"{{"alg":"{alg}","typ":"JWT"}}"#).as_bytes());
        let token = format!("{header}.{}.", b64(claims("HS256").to_string().as_bytes()));
        assert_eq!(check(&token).err(), Some(IdTokenError::Unsigned));
        let inside = encrypt(&token, JweAlgorithm::A128KW, JweEncryption::A128CbcHs256);
        assert_eq!(check(&inside).err(), Some(IdTokenError::Unsigned));
        assert_eq!(
            check_with(&token, None, None, &expected()).err(),
            Some(IdTokenError::Unsigned)
        );
    }
    let message = IdTokenError::Unsigned.to_string();
    assert!(message.contains("signed with 'none'"), "{message}");
}

#[test]
fn signature_algorithms_off_the_list_are_refused_whatever_keys_exist() {
    let payload = b64(claims("HS256").to_string().as_bytes());
    for alg in ["PS256", "RS512", "ES384", "EdDSA", "HS1", ""] {
        let header = b64(format!(r#"{{"alg":"{alg}"}}"#).as_bytes());
        let token = format!("{header}.{payload}.AAAA");
        let err = check(&token).err();
        if alg.is_empty() {
            assert!(matches!(err, Some(IdTokenError::Malformed(_))), "{err:?}");
        } else {
            assert_eq!(err, Some(IdTokenError::SignatureNotAccepted(alg.into())));
        }
    }
}

#[test]
fn hs256_made_with_the_published_public_key_is_refused() {
    // The algorithm-confusion forgery: the RSA public key, which anyone can read, as an HMAC key.
    let public = private_jwk("RS256").to_public_jwk();
    let pem = jose_rs::jwk::public_pem_from_jwk(&public).unwrap();
    let forged_with = |key: &[u8]| {
        jose_rs::jws::compact::sign_with_jwk(
            &oct_jwk(key, "HS256"),
            claims("HS256").to_string().as_bytes(),
            &JoseHeader::jwt("HS256"),
        )
        .unwrap()
    };
    let set = jwks();
    for token in [
        forged_with(pem.as_bytes()),
        forged_with(public.to_json().unwrap().as_bytes()),
    ] {
        assert_eq!(
            check_with(&token, None, Some(&set), &expected()).err(),
            Some(IdTokenError::SharedSecretAlgWithoutSecret("HS256".into()))
        );
        // With a client secret the HMAC is checked with it, and fails.
        assert_eq!(check(&token).err(), Some(IdTokenError::BadSignature));
    }
}

#[test]
fn a_key_the_jwks_does_not_have_is_refused() {
    let token = sign("RS256", &claims("RS256"));
    let only_ec = json!({ "keys": [private_jwk("ES256").to_public_jwk()] });
    assert_eq!(
        check_with(&token, None, Some(&only_ec), &expected()).err(),
        Some(IdTokenError::NoMatchingKey {
            alg: "RS256".into(),
            kid: Some(RSA_KID.into())
        })
    );
    for not_a_set in [json!([1, 2]), json!({ "keys": "none" }), json!("x")] {
        assert!(matches!(
            check_with(&token, None, Some(&not_a_set), &expected()),
            Err(IdTokenError::BadJwks(_))
        ));
    }
}

#[test]
fn a_client_secret_too_short_for_the_hmac_leaves_the_signature_unverified() {
    // jose-rs refuses HMAC keys shorter than RFC 7518 section 3.2 allows; OIDC uses the client
    // secret whatever its length (the sandbox's demo secret is 26 bytes).
    let short = "thirty-two-bytes-is-not-enough!!";
    let token = sign("HS512", &claims("HS512"));
    let verified = check_with(&token, Some(short), None, &expected()).unwrap();
    assert!(!verified.signature_verified);
    assert_eq!(verified.signature_alg, "HS512");
    // Its claims are still checked, and a JWE keyed from it must still decrypt.
    let jwe = encrypt_with(
        sign(
            "HS512",
            &claims_with("HS512", json!({ "aud": "another-app" })),
        )
        .as_bytes(),
        JweAlgorithm::A128KW,
        JweEncryption::A128GCM,
        short,
        true,
    );
    assert!(matches!(
        check_with(&jwe, Some(short), None, &expected()),
        Err(IdTokenError::WrongAudience { .. })
    ));
    assert_eq!(
        check_with(&jwe, Some(SECRET), None, &expected()).err(),
        Some(IdTokenError::DecryptionFailed)
    );
}

#[test]
fn with_a_jwks_an_hs_token_must_verify_with_the_client_secret_or_is_refused() {
    let short = "thirty-two-bytes-is-not-enough!!";
    for alg in ["HS384", "HS512"] {
        let token = sign(alg, &claims(alg));
        let err = check_with(&token, Some(short), Some(&jwks()), &expected())
            .expect_err("refused, never 'signature not verified'");
        let told = err.to_string();
        assert!(told.contains(alg) && told.contains("JWKS"), "{told}");
        assert!(!told.contains(short));
        // Inside a JWE keyed from the same short secret: decrypted, then refused all the same.
        let jwe = encrypt_with(
            token.as_bytes(),
            JweAlgorithm::A128KW,
            JweEncryption::A128GCM,
            short,
            true,
        );
        assert_eq!(
            check_with(&jwe, Some(short), Some(&jwks()), &expected()).err(),
            Some(err)
        );
    }
    // A secret long enough checks it: a verdict either way.
    let token = sign("HS256", &claims("HS256"));
    assert!(
        check_with(&token, Some(SECRET), Some(&jwks()), &expected())
            .unwrap()
            .signature_verified
    );
    assert_eq!(
        check_with(&token, Some(OTHER_SECRET), Some(&jwks()), &expected()).err(),
        Some(IdTokenError::BadSignature)
    );
}

// --- Claims refused -------------------------------------------------------------------------

fn check_claims(changes: Value) -> Result<VerifiedIdToken, IdTokenError> {
    check(&sign("HS256", &claims_with("HS256", changes)))
}

#[test]
fn the_audience_must_be_this_app() {
    assert_eq!(
        check_claims(json!({ "aud": "another-app" })).err(),
        Some(IdTokenError::WrongAudience {
            found: "another-app".into()
        })
    );
    assert_eq!(
        check_claims(json!({ "aud": ["another-app", "a-third"] })).err(),
        Some(IdTokenError::WrongAudience {
            found: "another-app, a-third".into()
        })
    );
    let message = check_claims(json!({ "aud": "another-app" }))
        .unwrap_err()
        .to_string();
    assert!(
        message.contains("is for another application (aud another-app)"),
        "{message}"
    );
}

#[test]
fn several_audiences_need_azp_naming_this_app() {
    let several = json!(["another-app", CLIENT_ID]);
    assert_eq!(
        check_claims(json!({ "aud": several })).err(),
        Some(IdTokenError::MissingAzp)
    );
    assert_eq!(
        check_claims(json!({ "aud": several, "azp": "another-app" })).err(),
        Some(IdTokenError::WrongAzp {
            found: "another-app".into()
        })
    );
    let verified = check_claims(json!({ "aud": several, "azp": CLIENT_ID })).unwrap();
    assert_eq!(
        verified.claims.aud,
        vec!["another-app".to_owned(), CLIENT_ID.into()]
    );
    assert_eq!(verified.claims.azp.as_deref(), Some(CLIENT_ID));
    // One audience in an array, or named twice, is still one.
    assert!(check_claims(json!({ "aud": [CLIENT_ID] })).is_ok());
    assert!(check_claims(json!({ "aud": [CLIENT_ID, CLIENT_ID] })).is_ok());
    // An azp that is present must be this app even with one audience (OIDC Core 3.1.3.7 step 5).
    assert!(matches!(
        check_claims(json!({ "azp": "another-app" })),
        Err(IdTokenError::WrongAzp { .. })
    ));
}

#[test]
fn the_issuer_must_be_the_environments_auth_url() {
    assert_eq!(
        check_claims(json!({ "iss": "https://evil.example" })).err(),
        Some(IdTokenError::WrongIssuer {
            found: "https://evil.example".into(),
            expected: ISSUER.into()
        })
    );
    assert!(check_claims(json!({ "iss": format!("{ISSUER}/") })).is_ok());
    let with_slash = Expected {
        issuer: "https://auth.directory.example/",
        ..expected()
    };
    assert!(
        check_with(
            &sign("HS256", &claims("HS256")),
            Some(SECRET),
            None,
            &with_slash
        )
        .is_ok()
    );
    assert!(matches!(
        check_claims(json!({ "iss": format!("{ISSUER}//") })),
        Err(IdTokenError::WrongIssuer { .. })
    ));
    assert!(matches!(
        check_claims(json!({ "iss": format!("{ISSUER}.evil.example") })),
        Err(IdTokenError::WrongIssuer { .. })
    ));
}

#[test]
fn expiry_allows_two_minutes_of_clock_difference_and_no_more() {
    assert!(check_claims(json!({ "exp": NOW - 60 })).is_ok());
    assert!(check_claims(json!({ "exp": NOW - 120 })).is_ok());
    assert_eq!(
        check_claims(json!({ "exp": NOW - 121 })).err(),
        Some(IdTokenError::Expired {
            at: "Wed, 31 Dec 2025 23:57:59 GMT".into()
        })
    );
    let message = check_claims(json!({ "exp": NOW - 3600 }))
        .unwrap_err()
        .to_string();
    assert_eq!(
        message,
        "the identity token expired at Wed, 31 Dec 2025 23:00:00 GMT, more than 120 s ago"
    );
}

#[test]
fn a_token_from_the_future_is_refused_beyond_two_minutes() {
    assert!(check_claims(json!({ "iat": NOW + 120 })).is_ok());
    assert!(matches!(
        check_claims(json!({ "iat": NOW + 121 })),
        Err(IdTokenError::IssuedInFuture { .. })
    ));
    assert!(check_claims(json!({ "nbf": NOW + 100 })).is_ok());
    assert!(matches!(
        check_claims(json!({ "nbf": NOW + 300 })),
        Err(IdTokenError::NotYetValid { .. })
    ));
}

#[test]
fn the_nonce_must_be_there_and_match() {
    assert_eq!(
        check_claims(json!({ "nonce": null })).err(),
        Some(IdTokenError::MissingNonce)
    );
    assert_eq!(
        check_claims(json!({ "nonce": "" })).err(),
        Some(IdTokenError::MissingNonce)
    );
    assert_eq!(
        check_claims(json!({ "nonce": format!("{NONCE}x") })).err(),
        Some(IdTokenError::NonceMismatch)
    );
    assert!(matches!(
        check_claims(json!({ "nonce": 42 })),
        Err(IdTokenError::BadClaims(_))
    ));
    let message = IdTokenError::NonceMismatch.to_string();
    assert!(message.contains("nonce does not match: this sign-in may have been replayed"));
}

#[test]
fn c_hash_binds_a_token_that_came_with_a_code_to_that_code() {
    assert_eq!(
        check_claims(json!({ "c_hash": c_hash("HS256", "another-code") })).err(),
        Some(IdTokenError::CodeHashMismatch)
    );
    // The hash must be the JWS alg's: SHA-256 in an HS384 token is wrong.
    let hs384 = sign(
        "HS384",
        &claims_with("HS384", json!({ "c_hash": c_hash("HS256", CODE) })),
    );
    assert_eq!(check(&hs384).err(), Some(IdTokenError::CodeHashMismatch));
    // A token that came with a code (the hybrid flow's front channel) must carry c_hash:
    // OpenID Connect Core 3.3.2.11 makes it required there.
    assert_eq!(
        check_claims(json!({ "c_hash": null })).err(),
        Some(IdTokenError::MissingClaim("c_hash"))
    );
    assert_eq!(
        check_claims(json!({ "c_hash": "" })).err(),
        Some(IdTokenError::MissingClaim("c_hash"))
    );
    // No code given (the token came from the token endpoint, say): nothing to check it against.
    let no_code = Expected {
        code: None,
        ..expected()
    };
    let token = sign(
        "HS256",
        &claims_with("HS256", json!({ "c_hash": c_hash("HS256", "x") })),
    );
    assert!(check_with(&token, Some(SECRET), None, &no_code).is_ok());
}

#[test]
fn required_claims_must_be_present() {
    for (name, missing) in [
        ("sub", json!({ "sub": null })),
        ("sub", json!({ "sub": "" })),
        ("iss", json!({ "iss": null })),
        ("aud", json!({ "aud": null })),
        ("exp", json!({ "exp": null })),
        ("iat", json!({ "iat": null })),
    ] {
        assert_eq!(
            check_claims(missing).err(),
            Some(IdTokenError::MissingClaim(name))
        );
    }
    let verified = check_claims(json!({ "auth_time": null })).unwrap();
    assert_eq!(verified.claims.auth_time, None);
}

#[test]
fn claims_that_are_not_a_claims_set_are_refused() {
    for payload in [
        b"not json".as_slice(),
        b"[1,2,3]",
        br#"{"sub":"a","sub":"b"}"#,
        br#"{"exp":"tomorrow"}"#,
        br#"{"aud":7}"#,
    ] {
        let err = check(&sign_bytes("HS256", payload)).err();
        assert!(matches!(err, Some(IdTokenError::BadClaims(_))), "{err:?}");
    }
    let duplicate = check(&sign_bytes("HS256", br#"{"sub":"a","sub":"b"}"#)).unwrap_err();
    assert!(duplicate.to_string().contains("sub"), "{duplicate}");
}

// --- Garbage ---------------------------------------------------------------------------------

#[test]
fn garbage_gets_a_clear_message_and_never_a_panic() {
    let json_header = b64(br#"{"alg":"HS256"}"#);
    let not_json_header = b64(b"alg=HS256");
    let cases = [
        String::new(),
        "   ".into(),
        "abc".into(),
        "a.b".into(),
        "a.b.c.d".into(),
        "a.b.c.d.e.f".into(),
        "....".into(),
        "!!!.e30.AAAA".into(),
        "a.b.c.d.e".into(),
        "é.ü.ß".into(),
        format!("{not_json_header}.e30.AAAA"),
        format!("{json_header}.%%%.AAAA"),
        format!("{json_header}.e30.***"),
        format!("{json_header}.e30."),
        format!("{json_header}.e30=.AAAA"),
        format!("{not_json_header}.AAAA.AAAA.AAAA.AAAA"),
        format!("{}.AAAA.AAAA.AAAA.AAAA", b64(br#"{"alg":"A128KW"}"#)),
    ];
    for token in cases {
        let err = check(&token).err();
        assert!(
            matches!(err, Some(IdTokenError::Malformed(_))),
            "{token:?}: {err:?}"
        );
    }
}

#[test]
fn an_oversized_token_is_refused_up_front() {
    let huge = "A".repeat(MAX_ID_TOKEN_BYTES + 1);
    assert_eq!(
        check(&huge).err(),
        Some(IdTokenError::TooLarge {
            len: MAX_ID_TOKEN_BYTES + 1,
            max: MAX_ID_TOKEN_BYTES
        })
    );
    let padded = format!(
        "{}{}",
        sign("HS256", &claims("HS256")),
        " ".repeat(MAX_ID_TOKEN_BYTES)
    );
    assert!(matches!(check(&padded), Err(IdTokenError::TooLarge { .. })));
    assert!(matches!(
        check(&"A".repeat(MAX_ID_TOKEN_BYTES)),
        Err(IdTokenError::Malformed(_))
    ));
}

// --- Nothing secret in what is shown --------------------------------------------------------

#[test]
fn errors_and_debug_output_never_show_the_token_or_a_key() {
    let jws = sign("HS256", &claims("HS256"));
    let jwe = encrypt(&jws, JweAlgorithm::Dir, JweEncryption::A256CbcHs512);
    let derived = key_from_client_secret(SECRET.as_bytes(), 512);
    let mut tokens = vec![jws.clone(), jwe.clone()];
    for part in 0..3 {
        tokens.push(tamper(&jws, part));
    }
    for part in 0..5 {
        tokens.push(tamper(&jwe, part));
    }
    tokens.push(sign(
        "HS256",
        &claims_with("HS256", json!({ "nonce": "wrong" })),
    ));
    tokens.push(sign(
        "HS256",
        &claims_with("HS256", json!({ "c_hash": "wrong" })),
    ));
    tokens.push(encrypt_with(
        jws.as_bytes(),
        JweAlgorithm::Dir,
        JweEncryption::A256GCM,
        OTHER_SECRET,
        true,
    ));

    let mut shown = Vec::new();
    for token in &tokens {
        for secret in [Some(SECRET), Some("too-short"), None] {
            match check_with(token, secret, Some(&jwks()), &expected()) {
                Ok(verified) => shown.push(format!("{verified:?}")),
                Err(err) => {
                    shown.push(err.to_string());
                    shown.push(format!("{err:?}"));
                }
            }
        }
    }
    let secret = Secret::new(SECRET);
    let set = jwks();
    let keys = Keys {
        client_secret: Some(&secret),
        jwks: Some(&set),
    };
    shown.push(format!("{keys:?}"));
    shown.push(format!("{:?}", expected()));

    let mut forbidden: Vec<String> = vec![
        SECRET.into(),
        OTHER_SECRET.into(),
        b64(SECRET.as_bytes()),
        b64(&derived),
        NONCE.into(),
        CODE.into(),
    ];
    for token in &tokens {
        forbidden.extend(
            token
                .split('.')
                .filter(|part| part.len() >= 16)
                .map(str::to_owned),
        );
    }
    for text in &shown {
        for secret in &forbidden {
            assert!(!text.contains(secret.as_str()), "{text:?} shows {secret:?}");
        }
    }
}
