//! The credential store against the real OS keyring (a Secret Service on Linux).

use crate::common;

use common::real_keyring;
use directory_desk::secret::Secret;

#[test]
fn an_api_key_is_saved_read_back_and_forgotten() {
    let Some(store) = real_keyring() else { return };
    assert_eq!(store.api_key("staging").unwrap(), None);
    store
        .save_api_key("staging", &Secret::new("key-for-staging"))
        .unwrap();
    assert_eq!(
        store.api_key("staging").unwrap(),
        Some(Secret::new("key-for-staging"))
    );

    store
        .save_api_key("staging", &Secret::new("a-newer-key"))
        .unwrap();
    assert_eq!(
        store.api_key("staging").unwrap(),
        Some(Secret::new("a-newer-key")),
        "saving replaces"
    );

    store.forget("staging").unwrap();
    assert_eq!(store.api_key("staging").unwrap(), None);
    store
        .forget("staging")
        .expect("forgetting what is gone succeeds");
}

#[test]
fn environments_keep_their_own_keys() {
    let Some(store) = real_keyring() else { return };
    store
        .save_api_key("production", &Secret::new("prod-key"))
        .unwrap();
    store
        .save_api_key("staging", &Secret::new("staging-key"))
        .unwrap();
    store.forget("staging").unwrap();
    assert_eq!(
        store.api_key("production").unwrap(),
        Some(Secret::new("prod-key"))
    );
    store.forget("production").unwrap();
}

#[test]
fn long_tokens_are_kept_whole_in_pieces_windows_can_store() {
    let Some(store) = real_keyring() else { return };
    // Longer than Windows' 2,560-byte limit for one credential, many times over.
    let long: String = (0..7_000)
        .map(|i| char::from(b'a' + (i % 26) as u8))
        .collect();
    store
        .save_tokens("staging", &Secret::new(long.clone()))
        .unwrap();
    assert_eq!(store.tokens("staging").unwrap(), Some(Secret::new(long)));
    // A rotated, shorter value replaces it whole.
    store.save_tokens("staging", &Secret::new("short")).unwrap();
    assert_eq!(store.tokens("staging").unwrap(), Some(Secret::new("short")));

    store
        .save_client_secret("staging", &Secret::new("client-secret"))
        .unwrap();
    store
        .save_api_key("staging", &Secret::new("api-key"))
        .unwrap();
    store.forget("staging").unwrap();
    assert_eq!(store.tokens("staging").unwrap(), None);
    assert_eq!(store.client_secret("staging").unwrap(), None);
    assert_eq!(store.api_key("staging").unwrap(), None);
}
