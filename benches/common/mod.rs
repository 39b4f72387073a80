//! What the benchmarks share: the sandbox's freelancers a message can go to.

use directory_desk::sandbox::Sandbox;
use uuid::Uuid;

/// The sandbox's freelancers that take messages, `n` of them.
pub async fn ordinary(sandbox: &Sandbox, n: usize) -> Vec<Uuid> {
    let body: serde_json::Value = reqwest::Client::new()
        .get(format!("{}__sandbox/freelancers", sandbox.root_url()))
        .send()
        .await
        .expect("the sandbox answers")
        .json()
        .await
        .expect("the sandbox lists its freelancers");
    body["data"]
        .as_array()
        .into_iter()
        .flatten()
        .filter(|f| f["accepts_messages"].as_bool().unwrap_or(true))
        .filter(|f| !f["restricted"].as_bool().unwrap_or(false))
        .filter_map(|f| f["uuid"].as_str().and_then(|u| Uuid::parse_str(u).ok()))
        .take(n)
        .collect()
}
