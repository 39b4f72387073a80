//! `directory-desk whoami`: the signed-in user, from `GET /user`.

use clap::Args;
use serde_json::Value;

use super::{GlobalOptions, Outcome, api_failure, connect, print_api_error, print_json};
use crate::api::models::account_type_label;
use crate::worker::{Command, Event};

#[derive(Args, Debug)]
pub struct WhoamiArgs {
    /// Print the user object as the server sent it, as one JSON line.
    #[arg(long)]
    json: bool,
}

pub fn run(args: WhoamiArgs, global: &GlobalOptions) -> Outcome {
    let (connection, worker) = match connect(global) {
        Ok(pair) => pair,
        Err(outcome) => return outcome,
    };
    worker.send(Command::WhoAmI);
    let result = loop {
        match worker.next() {
            Some(Event::User(result)) => break result,
            Some(_) => {}
            None => return Outcome::SomeFailed,
        }
    };
    let user = match result {
        Ok(user) => user,
        Err(err) => {
            print_api_error(&err);
            return api_failure(&err);
        }
    };
    if args.json {
        print_json(&Value::Object(user.raw.clone()));
        return Outcome::Done;
    }
    let shown = |value: Option<String>| value.unwrap_or_else(|| "(not shown)".to_owned());
    let membership = user.proz_membership.as_ref().and_then(|m| {
        m.status.clone().map(|status| match &m.expiration_date {
            Some(until) => format!("{status} (until {until})"),
            None => status,
        })
    });
    println!("uuid:         {}", shown(user.uuid.map(|u| u.to_string())));
    println!("name:         {}", shown(user.site_name.clone()));
    println!("email:        {}", shown(user.email.clone()));
    println!(
        "account type: {}",
        shown(
            user.account_type
                .as_deref()
                .map(|c| format!("{} ({c})", account_type_label(c)))
        )
    );
    println!("membership:   {}", shown(membership));
    println!(
        "environment:  {} ({})",
        connection.environment.name,
        connection.client.base_url()
    );
    Outcome::Done
}
