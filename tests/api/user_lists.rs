//! The sandbox's `/user-list` door as the live notes document it: own lists and those shared
//! at a level or above, one list, creating, changing part of one (include, exclude, null
//! removes), sharing, and the `userlist` scope for tokens.

use crate::common;
use common::api_call as call;

use common::*;
use std::time::Duration;

use directory_desk::api::ApiKeyHeader;
use directory_desk::sandbox::{
    DEMO_API_KEY, Fault, FaultPlan, SECOND_API_KEY, Sandbox, SandboxOptions,
};
use serde_json::{Value, json};

/// `GET path` as the account of `key`.
async fn get(sandbox: &Sandbox, key: &str, path: &str) -> (u16, Value) {
    call(sandbox, key, "GET", path, None).await
}

/// The ids of the second account's three seeded lists: shared with the demo account at
/// view, at edit, and not shared.
async fn second_accounts_lists(sandbox: &Sandbox) -> [u64; 3] {
    let (_, all) = get(sandbox, SECOND_API_KEY, "user-list?uuid=me").await;
    let id = |at: usize| all["user_lists"][at]["id"].as_u64().expect("a seeded list");
    [id(0), id(1), id(2)]
}

fn names(answer: &Value) -> Vec<String> {
    answer["user_lists"]
        .as_array()
        .expect("a user_lists array")
        .iter()
        .map(|l| l["name"].as_str().unwrap_or_default().to_owned())
        .collect()
}

fn uuid_of(entry: &Value) -> String {
    entry["link"]
        .as_str()
        .unwrap()
        .rsplit('/')
        .next()
        .unwrap()
        .to_owned()
}

#[tokio::test]
async fn own_lists_and_lists_shared_at_a_level_or_above() {
    let sandbox = start_sandbox();
    let (status, own) = get(&sandbox, DEMO_API_KEY, "user-list?uuid=me").await;
    assert_eq!(status, 200);
    assert_eq!(names(&own), ["My Vendors", "Reviewers"]);
    let (_, view) = get(&sandbox, DEMO_API_KEY, "user-list?uuid=me&permission=view").await;
    assert_eq!(
        names(&view),
        [
            "My Vendors",
            "Reviewers",
            "Team pool (view)",
            "Shared pool (edit)"
        ],
        "the private pool is not shared"
    );
    let (_, edit) = get(&sandbox, DEMO_API_KEY, "user-list?uuid=me&permission=edit").await;
    assert_eq!(
        names(&edit),
        ["My Vendors", "Reviewers", "Shared pool (edit)"]
    );
    let (_, admin) = get(&sandbox, DEMO_API_KEY, "user-list?uuid=me&permission=admin").await;
    assert_eq!(names(&admin), ["My Vendors", "Reviewers"]);

    let vendors = &own["user_lists"][0];
    let entries = vendors["users"].as_array().unwrap();
    assert_eq!(entries.len(), 6);
    assert!(
        entries
            .iter()
            .all(|e| e["id"].is_u64() && e["link"].as_str().unwrap().contains("/v2/users/"))
    );
    assert_eq!(
        entries[5]["operation"], "exclude",
        "the seed has an exclude entry"
    );
    let member = uuid_of(&entries[0]);
    let (_, narrowed) = get(
        &sandbox,
        DEMO_API_KEY,
        &format!("user-list?uuid=me&listed_uuid={member}"),
    )
    .await;
    assert_eq!(names(&narrowed), ["My Vendors"]);

    let (status, _) = get(&sandbox, DEMO_API_KEY, "user-list").await;
    assert_eq!(status, 400, "the uuid parameter is required");
    let (status, _) = get(&sandbox, DEMO_API_KEY, "user-list?uuid=me&permission=owner").await;
    assert_eq!(status, 400);
}

#[tokio::test]
async fn one_list_is_wrapped_and_an_unshared_one_is_refused() {
    let sandbox = start_sandbox();
    let [viewed, _, private] = second_accounts_lists(&sandbox).await;
    let (status, one) = get(&sandbox, DEMO_API_KEY, &format!("user-list/{viewed}")).await;
    assert_eq!(status, 200);
    assert_eq!(one["user_list"]["name"], "Team pool (view)");
    assert!(one["user_list"].get("parent_id").is_some());
    let (status, refused) = get(&sandbox, DEMO_API_KEY, &format!("user-list/{private}")).await;
    assert_eq!(status, 403);
    assert!(refused.to_string().contains("access"), "{refused}");
    let (status, _) = get(&sandbox, DEMO_API_KEY, "user-list/999999").await;
    assert_eq!(status, 404);
}

#[tokio::test]
async fn create_then_patch_include_exclude_and_null_with_the_id_in_body_or_path() {
    let sandbox = start_sandbox();
    let members = ordinary_freelancers(&sandbox, 4).await;
    let (status, made) = call(
        &sandbox,
        DEMO_API_KEY,
        "POST",
        "user-list",
        Some(json!({
            "name": "Medical eng>deu", "description": null, "parent_id": null,
            "users": [{"uuid": members[0]}, {"uuid": members[1], "operation": "include"}],
        })),
    )
    .await;
    assert_eq!(status, 201, "{made}");
    let id = made["user_list"]["id"].as_u64().unwrap();
    assert_eq!(made["user_list"]["users"].as_array().unwrap().len(), 2);

    let (status, patched) = call(
        &sandbox,
        DEMO_API_KEY,
        "PATCH",
        "user-list",
        Some(json!({
            "id": id,
            "users": [
                {"uuid": members[0], "operation": null},
                {"uuid": members[1]},
                {"uuid": members[2]},
                {"uuid": members[3], "operation": "exclude"},
            ],
        })),
    )
    .await;
    assert_eq!(status, 200, "{patched}");
    let list = &patched["user_list"];
    assert_eq!(list["name"], "Medical eng>deu", "a field left out stays");
    let entries: Vec<(String, String)> = list["users"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| (uuid_of(e), e["operation"].as_str().unwrap().to_owned()))
        .collect();
    assert_eq!(
        entries,
        [
            (members[1].to_string(), "include".to_owned()),
            (members[2].to_string(), "include".to_owned()),
            (members[3].to_string(), "exclude".to_owned()),
        ]
    );

    let (status, renamed) = call(
        &sandbox,
        DEMO_API_KEY,
        "PATCH",
        &format!("user-list/{id}"),
        Some(json!({"name": "Medical"})),
    )
    .await;
    assert_eq!(status, 200);
    assert_eq!(renamed["user_list"]["name"], "Medical");
    assert_eq!(renamed["user_list"]["users"].as_array().unwrap().len(), 3);

    let (status, bad) = call(
        &sandbox,
        DEMO_API_KEY,
        "PATCH",
        "user-list",
        Some(json!({"id": id, "users": [{"uuid": unknown_uuid()}]})),
    )
    .await;
    assert_eq!(status, 400, "{bad}");
    let (_, unchanged) = get(&sandbox, DEMO_API_KEY, &format!("user-list/{id}")).await;
    assert_eq!(
        unchanged["user_list"]["users"].as_array().unwrap().len(),
        3,
        "a refused change changes nothing"
    );
    let (status, _) = call(
        &sandbox,
        DEMO_API_KEY,
        "POST",
        "user-list",
        Some(json!({"users": []})),
    )
    .await;
    assert_eq!(status, 400, "a name is required");
}

#[tokio::test]
async fn a_view_share_cannot_change_an_edit_share_can_and_sharing_changes_it() {
    let sandbox = start_sandbox();
    let [viewed, edited, private] = second_accounts_lists(&sandbox).await;
    let member = ordinary_freelancers(&sandbox, 40).await[39];
    let add = |id: u64| Some(json!({"id": id, "users": [{"uuid": member}]}));
    let (status, refused) = call(&sandbox, DEMO_API_KEY, "PATCH", "user-list", add(viewed)).await;
    assert_eq!(status, 403);
    assert!(refused.to_string().contains("view"), "{refused}");
    let (status, _) = call(&sandbox, DEMO_API_KEY, "PATCH", "user-list", add(edited)).await;
    assert_eq!(status, 200);

    let (status, shared) = call(
        &sandbox,
        SECOND_API_KEY,
        "POST",
        "user-list-collaborator",
        Some(json!({
            "entity_list_id": private, "entity_id": 46745, "permission": "view",
        })),
    )
    .await;
    assert_eq!(status, 201, "{shared}");
    let collaborator = shared["user_list_collaborator"]["id"].as_u64().unwrap();
    let (status, _) = get(&sandbox, DEMO_API_KEY, &format!("user-list/{private}")).await;
    assert_eq!(status, 200, "shared now");
    let (status, _) = call(
        &sandbox,
        SECOND_API_KEY,
        "PATCH",
        &format!("user-list-collaborator/{collaborator}"),
        Some(json!({"permission": "edit"})),
    )
    .await;
    assert_eq!(status, 200);
    let (status, _) = call(&sandbox, DEMO_API_KEY, "PATCH", "user-list", add(private)).await;
    assert_eq!(status, 200, "edit now");
    let (status, _) = call(
        &sandbox,
        DEMO_API_KEY,
        "POST",
        "user-list-collaborator",
        Some(json!({
            "entity_list_id": private, "entity_id": 46745, "permission": "admin",
        })),
    )
    .await;
    assert_eq!(status, 403, "only an owner or admin shares");
}

#[tokio::test]
async fn a_token_needs_the_userlist_scope() {
    let sandbox = start_sandbox();
    assert_eq!(
        admin_post(
            &sandbox,
            "credentials",
            credential_body("no-lists", Some(&["public", "message.send"]), false)
        )
        .await,
        201
    );
    assert_eq!(
        admin_post(
            &sandbox,
            "credentials",
            credential_body("with-lists", Some(&["public", "userlist"]), false)
        )
        .await,
        201
    );
    let (status, refused) = get(&sandbox, "no-lists", "user-list?uuid=me").await;
    assert_eq!(status, 403);
    assert_eq!(refused["error"], "insufficient_scope");
    assert!(refused.to_string().contains("userlist"));
    let (status, _) = get(&sandbox, "with-lists", "user-list?uuid=me").await;
    assert_eq!(status, 200);
    let (status, _) = get(
        &sandbox,
        "no-lists",
        &format!("users/{}", ordinary_freelancers(&sandbox, 1).await[0]),
    )
    .await;
    assert_eq!(status, 200, "everything else works without it");
}

#[tokio::test]
async fn a_list_deleted_on_the_directory_is_gone() {
    let sandbox = start_sandbox();
    let (_, own) = get(&sandbox, DEMO_API_KEY, "user-list?uuid=me").await;
    let id = own["user_lists"][1]["id"].as_u64().unwrap();
    let status = http_delete(&sandbox, &format!("user-lists/{id}")).await;
    assert_eq!(status, 200);
    let (status, _) = get(&sandbox, DEMO_API_KEY, &format!("user-list/{id}")).await;
    assert_eq!(status, 404);
    assert_eq!(
        http_delete(&sandbox, &format!("user-lists/{id}")).await,
        404
    );
}

async fn http_delete(sandbox: &Sandbox, path: &str) -> u16 {
    http()
        .delete(format!("{}__sandbox/{path}", sandbox.root_url()))
        .send()
        .await
        .expect("the sandbox answers")
        .status()
        .as_u16()
}

#[tokio::test]
async fn the_client_reads_own_and_shared_lists_and_leaves_exclude_entries_out() {
    let sandbox = start_sandbox();
    let client = client(&sandbox);
    let own = client.user_lists(None).await.expect("own lists");
    assert_eq!(own.len(), 2);
    assert_eq!(own[0].entries.len(), 6);
    assert_eq!(
        own[0].members().count(),
        5,
        "the exclude entry is not a member"
    );
    let shared = client.user_lists(Some("view")).await.expect("shared too");
    assert_eq!(shared.len(), 4);
    let one = client.user_list(shared[3].id).await.expect("one list");
    assert_eq!(one, shared[3]);
}

#[tokio::test]
async fn the_client_creates_a_list_and_changes_part_of_it() {
    use directory_desk::api::user_lists::EntryChange;
    let sandbox = start_sandbox();
    let client = client(&sandbox);
    let members = ordinary_freelancers(&sandbox, 4).await;
    let made = client
        .create_user_list("Legal ko>en", Some("for contracts"), &members[..2])
        .await
        .expect("created");
    assert_eq!(made.name, "Legal ko>en");
    assert_eq!(made.members().collect::<Vec<_>>(), members[..2]);
    let changed = client
        .change_user_list(
            made.id,
            Some("Legal"),
            &[
                (members[0], EntryChange::Remove),
                (members[2], EntryChange::Include),
                (members[3], EntryChange::Exclude),
            ],
        )
        .await
        .expect("changed");
    assert_eq!(changed.name, "Legal");
    assert_eq!(
        changed.members().collect::<Vec<_>>(),
        [members[1], members[2]],
        "removed, included; the exclude entry is not a member"
    );
    assert_eq!(changed.entries.len(), 3);
    assert_eq!(client.user_list(made.id).await.unwrap(), changed);
    assert_eq!(requests_for(&sandbox, "POST /v2/user-list").await, 1);
    assert_eq!(requests_for(&sandbox, "PATCH /v2/user-list").await, 1);
}

#[tokio::test]
async fn a_change_of_many_members_goes_in_several_requests() {
    use directory_desk::api::user_lists::{CHANGES_PER_PATCH, EntryChange};
    let sandbox = start_sandbox_with(SandboxOptions {
        freelancers: 1_200,
        ..SandboxOptions::default()
    });
    let client = client(&sandbox);
    let members = ordinary_freelancers(&sandbox, CHANGES_PER_PATCH + 10).await;
    let made = client.create_user_list("Many", None, &[]).await.unwrap();
    let changes: Vec<_> = members.iter().map(|u| (*u, EntryChange::Include)).collect();
    let changed = client
        .change_user_list(made.id, None, &changes)
        .await
        .unwrap();
    assert_eq!(changed.members().count(), members.len());
    assert_eq!(requests_for(&sandbox, "PATCH /v2/user-list").await, 2);
}

#[tokio::test]
async fn a_change_is_sent_again_after_429_and_503_and_a_create_only_when_nothing_happened() {
    use directory_desk::api::user_lists::EntryChange;
    let sandbox = start_sandbox();
    let client = client_with(&sandbox, DEMO_API_KEY, ApiKeyHeader::Bearer, settings(4));
    let members = ordinary_freelancers(&sandbox, 2).await;
    let made = client.create_user_list("Paced", None, &[]).await.unwrap();
    let mut plan = FaultPlan {
        path_prefix: Some("user-list".into()),
        script: [Fault::RateLimit, Fault::Unavailable].into_iter().collect(),
        retry_after_secs: 1,
        ..FaultPlan::default()
    };
    set_faults(&sandbox, &plan).await;
    let started = std::time::Instant::now();
    let changed = client
        .change_user_list(made.id, None, &[(members[0], EntryChange::Include)])
        .await
        .expect("sent again until it went");
    assert!(
        started.elapsed() >= Duration::from_secs(1),
        "Retry-After is waited"
    );
    assert_eq!(changed.members().count(), 1);
    assert_eq!(requests_for(&sandbox, "PATCH /v2/user-list").await, 3);

    // The directory's own 503 says nothing was made: sent again, one list made.
    plan.script = [Fault::Unavailable].into_iter().collect();
    set_faults(&sandbox, &plan).await;
    client.create_user_list("Once", None, &[]).await.unwrap();
    // A gateway's 503 after the directory made it: not sent again, so never made twice.
    plan.script = [Fault::GatewayUnavailableAfter].into_iter().collect();
    set_faults(&sandbox, &plan).await;
    assert!(client.create_user_list("Twice?", None, &[]).await.is_err());
    let own = client.user_lists(None).await.unwrap();
    let named = |name: &str| own.iter().filter(|l| l.name == name).count();
    assert_eq!((named("Once"), named("Twice?")), (1, 1));
    assert_eq!(requests_for(&sandbox, "POST /v2/user-list").await, 4);
}
