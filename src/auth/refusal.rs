//! A sign-in provider's refusal (its OAuth `error` code) in plain words: one table, read by
//! the window's sign-in errors (`plain_words`) in its language and by the listener's browser
//! page (`loopback`) in English. Apart from both so that neither needs the other.

/// The provider's OAuth `error` code in plain words (RFC 6749 §4.1.2.1, OIDC Core §3.1.2.6),
/// in the window's language; the listener's page (`auth::loopback`) says them in English.
pub(super) fn refusal_words(code: &str) -> String {
    let id = match code {
        "access_denied" => "auth-errors-refused-access-denied",
        "invalid_request" => "auth-errors-refused-invalid-request",
        "unauthorized_client" => "auth-errors-refused-unauthorized-client",
        "unsupported_response_type" => "auth-errors-refused-unsupported-response-type",
        "invalid_scope" => "auth-errors-refused-invalid-scope",
        "server_error" => "auth-errors-refused-server-error",
        "temporarily_unavailable" => "auth-errors-refused-unavailable",
        "login_required"
        | "consent_required"
        | "interaction_required"
        | "account_selection_required" => "auth-errors-refused-interaction",
        // A code the provider made up is shown as it sent it, shortened.
        other => {
            let code: String = other.chars().take(64).collect();
            return crate::tr!("auth-errors-refused-other", code = code);
        }
    };
    crate::tr!(id)
}
