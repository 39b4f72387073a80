//! The credential store against the real OS keyring (a Secret Service on Linux).

mod common;

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
