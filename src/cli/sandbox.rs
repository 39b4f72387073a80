//! `directory-desk sandbox`: the built-in directory as a standalone server.

use std::io::Write;

use clap::{Args, ValueEnum};

use super::{GlobalOptions, Outcome, usage_error};
use crate::sandbox::{
    DEMO_API_KEY, DEMO_CLIENT_ID, DEMO_CLIENT_SECRET, FaultPlan, IdTokenForm, OAuthOptions,
    PUBLIC_CLIENT_ID, ResponseMode, Sandbox, SandboxOptions, UnknownUsers, UserShape,
};

#[derive(Args, Debug)]
pub struct SandboxArgs {
    /// Port on 127.0.0.1; 0 picks a free one.
    #[arg(long, default_value_t = 0)]
    port: u16,
    /// Seed for the data and the faults: the same seed gives the same directory.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// How many freelancers to seed.
    #[arg(long, default_value_t = 2000, value_parser = clap::value_parser!(u64).range(1..=200_000))]
    freelancers: u64,
    /// Delay before every answer, in milliseconds.
    #[arg(long, default_value_t = 0)]
    latency_ms: u64,
    /// Extra random delay of up to this many milliseconds.
    #[arg(long, default_value_t = 0)]
    jitter_ms: u64,
    /// Share of API requests answered with a JSON 5xx (0 to 1).
    #[arg(long, default_value_t = 0.0)]
    fail_rate: f64,
    /// Share answered with a proxy's HTML 502 page.
    #[arg(long, default_value_t = 0.0)]
    html_error_rate: f64,
    /// Share answered with a JSON 503, without doing the work.
    #[arg(long, default_value_t = 0.0)]
    unavailable_rate: f64,
    /// Share whose work is done (a message is stored) and then answered with a JSON 500.
    #[arg(long, default_value_t = 0.0)]
    error_after_rate: f64,
    /// Share whose work is done and then answered with a proxy's HTML 502 page.
    #[arg(long, default_value_t = 0.0)]
    html_error_after_rate: f64,
    /// Share whose work is done and then answered with a 503 and an empty body, as a
    /// gateway that forwarded the request and lost the answer.
    #[arg(long, default_value_t = 0.0)]
    empty_unavailable_after_rate: f64,
    /// Share whose work is done and then answered with a 503 in a gateway's own JSON
    /// (`{"message":"Service Unavailable"}`).
    #[arg(long, default_value_t = 0.0)]
    gateway_unavailable_after_rate: f64,
    /// Share answered with 429 and Retry-After.
    #[arg(long, default_value_t = 0.0)]
    rate_limit_rate: f64,
    /// The Retry-After of those 429 answers, in seconds.
    #[arg(long, default_value_t = 1)]
    retry_after_secs: u64,
    /// Share whose connection is dropped before any work is done.
    #[arg(long, default_value_t = 0.0)]
    drop_before_rate: f64,
    /// Share whose connection is dropped after the work is done (a message is stored).
    #[arg(long, default_value_t = 0.0)]
    drop_after_rate: f64,
    /// Share answered with a truncated JSON body.
    #[arg(long, default_value_t = 0.0)]
    malformed_rate: f64,
    /// Share whose answer trickles out slowly.
    #[arg(long, default_value_t = 0.0)]
    slow_body_rate: f64,
    /// How long a slow answer takes, in milliseconds.
    #[arg(long, default_value_t = 2000)]
    slow_body_ms: u64,
    /// The shape of GET /user: the spec's envelope, or the live service's bare object.
    #[arg(long, value_enum, default_value_t = Shape::Envelope)]
    user_shape: Shape,
    /// Answer 404 for /freelancer-matches, like a server without search.
    #[arg(long)]
    no_search: bool,
    /// Answer 404 for the code lists (/codes/language, /codes/language-service,
    /// /codes/account-type), like a server without them: clients fall back on their own names.
    #[arg(long)]
    no_codes: bool,
    /// Answer 404 for /availability/…, like a server without freelancers' availability.
    #[arg(long)]
    no_availability: bool,
    /// How many UUIDs one GET /users?uuids=… takes (undocumented on the live service); more
    /// is refused with a 400. Unset: no limit.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..=100_000))]
    users_per_call: Option<u64>,
    /// The longest request line served, in bytes (`GET /v2/…?… HTTP/1.1`); a longer one is
    /// answered 414, as a gateway in front of a directory does. Unset: no limit.
    #[arg(long, value_name = "BYTES", value_parser = clap::value_parser!(u64).range(64..=1_000_000))]
    max_request_line_bytes: Option<u64>,
    /// What GET /users?uuids=… does with a UUID it does not know (undocumented): leave it
    /// out of the answer, or fail the whole batch with a 404 that does not say which.
    #[arg(long, value_enum, default_value_t = Unknown::LeftOut)]
    unknown_users: Unknown,
    /// Request handler threads (bounds how many slow requests are served at once).
    #[arg(long, default_value_t = 96, value_parser = clap::value_parser!(u64).range(1..=1024))]
    threads: u64,
    /// Where sign-in answers go when the authorization request names no response_mode:
    /// the query string (like the live service), the fragment, or a form_post page. (Not
    /// `--response-mode`: that global option is what the app asks a provider for.)
    #[arg(long, value_enum, default_value_t = Mode::Query)]
    default_response_mode: Mode,
    /// The demo client's id_token form: jwe:ALG:ENC (ALG one of A128KW, A192KW, A256KW,
    /// dir; ENC one of A128CBC-HS256, A192CBC-HS384, A256CBC-HS512, A128GCM, A192GCM,
    /// A256GCM), jws:HS256 or jws:RS256. The public client always gets jws:RS256.
    #[arg(long, default_value_t = IdTokenForm::DEFAULT_CONFIDENTIAL, value_parser = parse_id_token_form)]
    id_token: IdTokenForm,
    /// Lifetime of access tokens from sign-in, in seconds (the live service: 3600).
    #[arg(long, default_value_t = 3600, value_parser = clap::value_parser!(u64).range(1..))]
    access_token_ttl_secs: u64,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
enum Mode {
    Query,
    Fragment,
    FormPost,
}

fn parse_id_token_form(text: &str) -> Result<IdTokenForm, String> {
    text.parse()
}

#[derive(Clone, Copy, Debug, ValueEnum)]
enum Unknown {
    LeftOut,
    NotFound,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
enum Shape {
    Envelope,
    Bare,
}

pub fn run(args: SandboxArgs, global: &GlobalOptions) -> Outcome {
    let options = SandboxOptions {
        port: args.port,
        seed: args.seed,
        freelancers: args.freelancers as usize,
        api_keys: global
            .api_key
            .iter()
            .map(|k| k.trim().to_owned())
            .filter(|k| !k.is_empty())
            .collect(),
        faults: FaultPlan {
            latency_ms: args.latency_ms,
            jitter_ms: args.jitter_ms,
            fail_rate: args.fail_rate,
            html_error_rate: args.html_error_rate,
            unavailable_rate: args.unavailable_rate,
            error_after_rate: args.error_after_rate,
            html_error_after_rate: args.html_error_after_rate,
            empty_unavailable_after_rate: args.empty_unavailable_after_rate,
            gateway_unavailable_after_rate: args.gateway_unavailable_after_rate,
            rate_limit_rate: args.rate_limit_rate,
            retry_after_secs: args.retry_after_secs,
            drop_before_rate: args.drop_before_rate,
            drop_after_rate: args.drop_after_rate,
            malformed_rate: args.malformed_rate,
            slow_body_rate: args.slow_body_rate,
            slow_body_ms: args.slow_body_ms,
            users_per_call: args.users_per_call.map(|n| n as usize),
            max_request_line_bytes: args.max_request_line_bytes.map(|n| n as usize),
            unknown_users: match args.unknown_users {
                Unknown::LeftOut => UnknownUsers::LeftOut,
                Unknown::NotFound => UnknownUsers::NotFound,
            },
            ..FaultPlan::default()
        },
        user_shape: match args.user_shape {
            Shape::Envelope => UserShape::Envelope,
            Shape::Bare => UserShape::Bare,
        },
        search: !args.no_search,
        codes: !args.no_codes,
        availability: !args.no_availability,
        threads: args.threads as usize,
        oauth: OAuthOptions {
            response_mode: match args.default_response_mode {
                Mode::Query => ResponseMode::Query,
                Mode::Fragment => ResponseMode::Fragment,
                Mode::FormPost => ResponseMode::FormPost,
            },
            demo_client_id_token: args.id_token,
            access_token_ttl_secs: args.access_token_ttl_secs,
            ..OAuthOptions::default()
        },
    };
    let (mode, id_token) = (
        options.oauth.response_mode,
        options.oauth.demo_client_id_token,
    );
    let freelancers = options.freelancers;
    let extra_key = !options.api_keys.is_empty();
    let sandbox = match Sandbox::start(options) {
        Ok(sandbox) => sandbox,
        Err(err) => return usage_error(format!("the sandbox could not start: {err}")),
    };
    // The first line is a contract: scripts and tests read the address from it.
    let mut out = std::io::stdout().lock();
    let _ = writeln!(out, "listening on {}", sandbox.base_url());
    let _ = writeln!(
        out,
        "demo API key: {DEMO_API_KEY}{}",
        if extra_key {
            " (and the --api-key given)"
        } else {
            ""
        }
    );
    let _ = writeln!(out, "demo account: {}", Sandbox::demo_account());
    let auth_url = sandbox.auth_url();
    let _ = writeln!(
        out,
        "OAuth: auth URL {auth_url} (sign in at {auth_url}/oauth/authorize, tokens at \
         {auth_url}/oauth/token; answers by {} unless the request names a response_mode)",
        mode.as_str()
    );
    let _ = writeln!(
        out,
        "demo OAuth client: id {DEMO_CLIENT_ID}, secret {DEMO_CLIENT_SECRET} (id_tokens {id_token})"
    );
    let _ = writeln!(
        out,
        "public OAuth client: id {PUBLIC_CLIENT_ID}, no secret, PKCE (id_tokens jws:RS256; keys at \
         {auth_url}/oauth/jwks)"
    );
    let _ = writeln!(
        out,
        "freelancers: {freelancers} seeded; list them at {}__sandbox/freelancers",
        sandbox.root_url()
    );
    let _ = writeln!(
        out,
        "user summaries: {}users?uuids=A,B,… (limits: --users-per-call, \
         --max-request-line-bytes, --unknown-users)",
        sandbox.base_url()
    );
    let _ = writeln!(
        out,
        "user lists: {}user-list?uuid=me&permission=view (scope userlist; all of them at \
         {}__sandbox/user-lists)",
        sandbox.base_url(),
        sandbox.root_url()
    );
    let _ = writeln!(
        out,
        "sent messages: {}__sandbox/messages",
        sandbox.root_url()
    );
    let _ = writeln!(out, "press Ctrl+C to stop");
    let _ = out.flush();
    drop(out);

    let waited = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map(|runtime| runtime.block_on(tokio::signal::ctrl_c()));
    if let Err(err) = waited {
        return usage_error(format!("cannot wait for Ctrl+C: {err}"));
    }
    Outcome::Done
}
