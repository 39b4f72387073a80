//! The HTTP client for the directory's v2 API.

use std::sync::Arc;
use std::time::{Duration, Instant};

use reqwest::header::{ACCEPT, AUTHORIZATION, CONTENT_TYPE, HeaderMap, HeaderName, HeaderValue};
use reqwest::{Method, StatusCode, Url};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use tokio::sync::Semaphore;
use uuid::Uuid;

use super::activity::{CallRecord, Observer};
use super::base_url::parse_base_url;
use super::codes;
use super::envelope::{malformed, read_answer};
use super::error::{ApiError, AuthFailure, TransportFailure};
use super::message::{MAX_RECIPIENTS, Message, Receipt};
use super::models::{Freelancer, FromRaw, User};
use super::retry::RetryPolicy;
use super::search::{SearchPage, SearchQuery};
use super::users::{self, UserSummary};
use crate::catalogue::{DirectoryLists, Entry};
use crate::secret::Secret;

/// Larger answers are refused: no directory resource comes near it, and a broken or hostile
/// server must not be able to fill our memory.
const MAX_ANSWER_BYTES: usize = 8 * 1024 * 1024;

/// How a request proves who it is for.
#[derive(Clone, Debug)]
pub enum Credential {
    ApiKey(Secret),
    AccessToken(Secret),
}

/// Where an API key travels: the spec's `Authorization: Bearer`, or the header the live
/// service reads (`X-Proz-API-Key`). Access tokens always use `Authorization: Bearer`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ApiKeyHeader {
    #[default]
    Bearer,
    XProzApiKey,
}

impl std::str::FromStr for ApiKeyHeader {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        match text.trim().to_ascii_lowercase().as_str() {
            "bearer" => Ok(Self::Bearer),
            "x-proz-api-key" => Ok(Self::XProzApiKey),
            other => Err(format!(
                "'{other}' is not a header style (bearer, x-proz-api-key)"
            )),
        }
    }
}

#[derive(Clone, Debug)]
pub struct ClientSettings {
    pub connect_timeout: Duration,
    /// The whole request, from connecting to the last byte of the answer.
    pub request_timeout: Duration,
    /// Requests in flight at once from this client. The directory asks clients not to
    /// abuse it, so the default is modest.
    pub concurrency: usize,
    pub retry: RetryPolicy,
}

impl Default for ClientSettings {
    fn default() -> Self {
        Self {
            connect_timeout: Duration::from_secs(10),
            request_timeout: Duration::from_secs(30),
            concurrency: 4,
            retry: RetryPolicy::default(),
        }
    }
}

/// A cheap-to-clone handle: clones share the connection pool and the concurrency limit.
#[derive(Clone)]
pub struct ApiClient {
    inner: Arc<Inner>,
}

/// Renews an OAuth access token (the `auth` module's keyring-backed refresh implements it):
/// a fresh token and when it expires (Unix seconds). `force` after a 401 `expired_token`.
pub trait TokenRenewal: Send + Sync {
    fn renew(&self, force: bool) -> Renewed<'_>;
}

/// What a renewal gives back, in time: the token and its expiry, or why not.
pub type Renewed<'a> =
    std::pin::Pin<Box<dyn Future<Output = Result<(Secret, i64), String>> + Send + 'a>>;

/// Renew this long before the access token expires.
const RENEW_MARGIN_SECS: i64 = 60;

/// The credential as sent, shared by every clone of a client so that one renewal serves all.
struct Auth {
    header: std::sync::RwLock<(HeaderName, HeaderValue)>,
    renewal: Option<Arc<dyn TokenRenewal>>,
    expires_at: std::sync::atomic::AtomicI64,
}

struct Inner {
    http: reqwest::Client,
    base: Url,
    auth: Arc<Auth>,
    /// An API key sent as a bearer token is refused as an "invalid token"; knowing what we
    /// sent lets the error name the right thing.
    sends_api_key: bool,
    retry: RetryPolicy,
    in_flight: Arc<Semaphore>,
    observer: Option<Observer>,
}

impl std::fmt::Debug for ApiClient {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ApiClient")
            .field("base", &self.inner.base.as_str())
            .finish_non_exhaustive()
    }
}

/// The answer to one request, read in full.
struct Answer {
    status: StatusCode,
    headers: HeaderMap,
    body: Vec<u8>,
}

impl ApiClient {
    pub fn new(
        base_url: &str,
        credential: Credential,
        key_header: ApiKeyHeader,
        settings: ClientSettings,
    ) -> Result<Self, ApiError> {
        let base = parse_base_url(base_url)?;
        let auth_header = auth_header(&credential, key_header)?;
        let sends_api_key = matches!(credential, Credential::ApiKey(_));
        // reqwest is built without a default TLS provider so that only ring (pure Rust and
        // cc, no cmake) is compiled in. Installing it twice is harmless.
        let _ = rustls::crypto::ring::default_provider().install_default();
        let http = reqwest::Client::builder()
            .user_agent(concat!("directory-desk/", env!("CARGO_PKG_VERSION")))
            .connect_timeout(settings.connect_timeout)
            .timeout(settings.request_timeout)
            // The API never redirects; following one could carry the credential elsewhere.
            .redirect(reqwest::redirect::Policy::none())
            .build()
            .map_err(|e| ApiError::BaseUrl(format!("the HTTP client could not be set up: {e}")))?;
        Ok(Self {
            inner: Arc::new(Inner {
                http,
                base,
                auth: Arc::new(Auth {
                    header: std::sync::RwLock::new(auth_header),
                    renewal: None,
                    expires_at: std::sync::atomic::AtomicI64::new(i64::MAX),
                }),
                sends_api_key,
                retry: settings.retry,
                in_flight: Arc::new(Semaphore::new(settings.concurrency.max(1))),
                observer: None,
            }),
        })
    }

    /// The same client (same connections, same concurrency limit) reporting every request
    /// to `observer`.
    pub fn observed(&self, observer: Observer) -> Self {
        let inner = &self.inner;
        Self {
            inner: Arc::new(Inner {
                http: inner.http.clone(),
                base: inner.base.clone(),
                auth: inner.auth.clone(),
                sends_api_key: inner.sends_api_key,
                retry: inner.retry,
                in_flight: inner.in_flight.clone(),
                observer: Some(observer),
            }),
        }
    }

    /// The same client, renewing its OAuth access token shortly before `expires_at` and once
    /// after a 401 `expired_token` (then sending the refused request again: a 401 means the
    /// directory did nothing with it).
    pub fn renewing(self, renewal: Arc<dyn TokenRenewal>, expires_at: i64) -> Self {
        let inner = &self.inner;
        let header = inner
            .auth
            .header
            .read()
            .map(|h| h.clone())
            .unwrap_or_else(|e| e.into_inner().clone());
        Self {
            inner: Arc::new(Inner {
                http: inner.http.clone(),
                base: inner.base.clone(),
                auth: Arc::new(Auth {
                    header: std::sync::RwLock::new(header),
                    renewal: Some(renewal),
                    expires_at: std::sync::atomic::AtomicI64::new(expires_at),
                }),
                sends_api_key: inner.sends_api_key,
                retry: inner.retry,
                in_flight: inner.in_flight.clone(),
                observer: inner.observer.clone(),
            }),
        }
    }

    /// Renews the access token; false if there is no renewal or it failed (the request then
    /// meets the 401 it would have met anyway, and the caller sees why).
    async fn renew(&self, force: bool) -> bool {
        let Some(renewal) = &self.inner.auth.renewal else {
            return false;
        };
        match renewal.renew(force).await {
            Ok((token, expires_at)) => self.use_access_token(token, expires_at),
            Err(problem) => {
                tracing::warn!(%problem, "the access token could not be renewed");
                false
            }
        }
    }

    /// Sends `token`, an OAuth access token good until `expires_at` (Unix seconds), from now
    /// on, in every clone: for a renewal made outside the client's own (the worker's renewal
    /// of a stored sign-in as a session opens). False if it cannot go in a header.
    pub fn use_access_token(&self, token: Secret, expires_at: i64) -> bool {
        let Ok(header) = auth_header(&Credential::AccessToken(token), ApiKeyHeader::Bearer) else {
            return false;
        };
        if let Ok(mut current) = self.inner.auth.header.write() {
            *current = header;
        }
        self.inner
            .auth
            .expires_at
            .store(expires_at, std::sync::atomic::Ordering::SeqCst);
        true
    }

    /// Renews the access token first when it is about to expire.
    async fn renew_if_due(&self) {
        if self.inner.auth.renewal.is_none() {
            return;
        }
        let expires_at = self
            .inner
            .auth
            .expires_at
            .load(std::sync::atomic::Ordering::SeqCst);
        if unix_now() >= expires_at.saturating_sub(RENEW_MARGIN_SECS) {
            self.renew(false).await;
        }
    }

    /// Whether `answer` is a 401 saying our (renewable) access token has expired.
    fn is_expired_token(&self, answer: &Answer) -> bool {
        answer.status == StatusCode::UNAUTHORIZED
            && self.inner.auth.renewal.is_some()
            && matches!(
                read_answer(401, &answer.headers, &answer.body),
                Err(ApiError::Unauthorized {
                    reason: AuthFailure::ExpiredToken,
                    ..
                })
            )
    }

    /// Sends a request built by `build`, renewing the access token first when it is about to
    /// expire, and once more (then resending) if the directory says it has expired.
    async fn send_authenticated(
        &self,
        build: impl Fn() -> reqwest::RequestBuilder,
    ) -> Result<Answer, ApiError> {
        self.renew_if_due().await;
        let answer = self.send_once(build()).await?;
        if self.is_expired_token(&answer) && self.renew(true).await {
            return self.send_once(build()).await;
        }
        Ok(answer)
    }

    pub fn base_url(&self) -> &Url {
        &self.inner.base
    }

    /// `GET /freelancer/{uuid}`. An unknown UUID is a 400 with the server's message.
    pub async fn freelancer(&self, uuid: Uuid) -> Result<Freelancer, ApiError> {
        let body = self.get(&format!("freelancer/{uuid}"), &()).await?;
        Ok(Freelancer::from_raw(data_object(&body, "freelancer")?))
    }

    /// `GET /users?uuids=a,b,…`: the summaries of `uuids`, as one request (retried like any
    /// read). The UUIDs travel with plain commas. Many at once, politely:
    /// [`read_summaries`](super::summaries::read_summaries).
    pub async fn user_summaries(&self, uuids: &[Uuid]) -> Result<Vec<UserSummary>, ApiError> {
        let listed: Vec<String> = uuids.iter().map(Uuid::to_string).collect();
        let mut url = self.url("users")?;
        url.set_query(Some(&format!("uuids={}", listed.join(","))));
        let body = self.get_at(url, &()).await?;
        users::read_batch(&body).map_err(|problem| malformed(200, &problem))
    }

    /// `GET /users/{uuid}`: one user summary.
    pub async fn user_summary(&self, uuid: Uuid) -> Result<UserSummary, ApiError> {
        let body = self.get(&format!("users/{uuid}"), &()).await?;
        users::read_one(&body).map_err(|problem| malformed(200, &problem))
    }

    /// `GET /freelancer/me`: the signed-in account's own freelancer record.
    pub async fn my_freelancer(&self) -> Result<Freelancer, ApiError> {
        let body = self.get("freelancer/me", &()).await?;
        Ok(Freelancer::from_raw(data_object(&body, "freelancer")?))
    }

    /// `GET /user`. The spec says envelope; the live service sends the bare user object.
    pub async fn user(&self) -> Result<User, ApiError> {
        let body = self.get("user", &()).await?;
        let object = match body.get("data") {
            Some(Value::Object(data)) => data.clone(),
            _ if body.get("uuid").is_some() => body.as_object().cloned().unwrap_or_default(),
            _ => {
                return Err(malformed(
                    200,
                    "the user answer has neither `data` nor `uuid`",
                ));
            }
        };
        Ok(User::from_raw(object))
    }

    /// The directory's own code lists (`GET /codes/language`, `/codes/language-service`,
    /// `/codes/account-type`), fetched together. Never fails: a list that is not there (a
    /// 404), of a shape this app cannot read, or lost to an error stays empty, and the
    /// built-in names are used for its codes.
    pub async fn code_lists(&self) -> DirectoryLists {
        let (languages, services, account_types) = tokio::join!(
            self.code_list(codes::LANGUAGES),
            self.code_list(codes::SERVICES),
            self.code_list(codes::ACCOUNT_TYPES),
        );
        DirectoryLists {
            languages,
            services,
            account_types,
        }
    }

    async fn code_list(&self, path: &'static str) -> Vec<Entry> {
        match self.get(path, &()).await {
            Ok(body) => match codes::read_list(&body, codes::wrapper_of(path)) {
                Some(entries) => {
                    tracing::info!(
                        path,
                        entries = entries.len(),
                        "the directory serves its own code list"
                    );
                    entries
                }
                None => {
                    tracing::info!(
                        path,
                        "the directory's code list has a shape this app does not read; built-in names are used"
                    );
                    Vec::new()
                }
            },
            Err(err) => {
                tracing::info!(path, error = %err, "no code list from the directory; built-in names are used");
                Vec::new()
            }
        }
    }

    /// `GET /freelancer-matches`.
    pub async fn search(&self, query: &SearchQuery) -> Result<SearchPage, ApiError> {
        if query.language_pair.trim().is_empty() {
            return Err(ApiError::InvalidRequest(vec![
                "a language pair is required to search".into(),
            ]));
        }
        let body = self
            .get("freelancer-matches", query)
            .await
            .map_err(|err| match err {
                ApiError::Rejected { status: 404, .. } => ApiError::NotAvailable {
                    status: 404,
                    what: "freelancer search",
                },
                other => other,
            })?;
        SearchPage::from_answer(&body).map_err(|problem| malformed(200, &problem))
    }

    /// `GET /availability/{uuid}?from_date=…&to_date=…`: working hours and the days that
    /// are set between the two dates (UTC). A directory without it (404) is
    /// [`ApiError::NotAvailable`]; an answer of another shape, or with absurd values, is
    /// malformed.
    pub async fn availability(
        &self,
        uuid: &str,
        from: jiff::civil::Date,
        to: jiff::civil::Date,
    ) -> Result<super::availability::Availability, ApiError> {
        let path = format!("availability/{}", availability_subject(uuid)?);
        let query = [("from_date", from.to_string()), ("to_date", to.to_string())];
        let body = self
            .get(&path, &query)
            .await
            .map_err(availability_missing)?;
        super::availability::read_range(&body).map_err(|problem| malformed(200, &problem))
    }

    /// `GET /availability/{uuid}/{date}`: one day, set or unset.
    pub async fn availability_on(
        &self,
        uuid: &str,
        date: jiff::civil::Date,
    ) -> Result<super::availability::DayAvailability, ApiError> {
        let path = format!("availability/{}/{date}", availability_subject(uuid)?);
        let body = self.get(&path, &()).await.map_err(availability_missing)?;
        super::availability::read_day(&body).map_err(|problem| malformed(200, &problem))
    }

    /// `GET /__sandbox/replies?until=…` of a sandbox directory on this machine's loopback:
    /// the answers its freelancers sent to the messages it received, as the sandbox's admin
    /// API gives them. Never asked of a directory anywhere else (refused before anything
    /// goes), since only a sandbox plays freelancers.
    /// `until`: RFC 3339.
    pub async fn sandbox_replies(&self, until: &str) -> Result<Value, ApiError> {
        if !super::is_loopback(&self.inner.base) {
            return Err(ApiError::BaseUrl(
                "only a sandbox on this computer plays freelancers who answer".into(),
            ));
        }
        self.get("../__sandbox/replies", &[("until", until)]).await
    }

    /// `POST /messages`, sent exactly once: a failed send is never retried here, because
    /// only the caller can know whether a second copy is acceptable. What a failure means
    /// for the recipients is `outbox::outcome::verdict`.
    pub async fn send_message(&self, message: &Message) -> Result<Receipt, ApiError> {
        let sent = self
            .send_message_when(message, || async {
                Ok::<_, std::convert::Infallible>(message.recipient_uuids.clone())
            })
            .await;
        match sent {
            Ok(result) => result,
            Err(never) => match never {},
        }
    }

    /// Like [`send_message`](Self::send_message), calling `going_out` at the last moment
    /// before the request is written: after the concurrency permit and any token renewal.
    /// The outbox records the request as `sending` there, so that a crash while it waited
    /// leaves it `queued` (certainly not sent) rather than `unknown`, and answers whom it
    /// goes to as its journal holds them then: the message goes to those, not to the
    /// `message`'s own list, which may have been read before someone was marked do not
    /// contact. If `going_out` says no, nothing is sent and its answer comes back as the
    /// outer error. A message refused before that point (no recipients, too many) never
    /// calls it.
    pub async fn send_message_when<E, Fut>(
        &self,
        message: &Message,
        going_out: impl FnOnce() -> Fut,
    ) -> Result<Result<Receipt, ApiError>, E>
    where
        Fut: Future<Output = Result<Vec<Uuid>, E>>,
    {
        if let Err(err) = self.message_request(message) {
            return Ok(Err(err));
        }
        // The semaphore is never closed, so acquiring cannot fail.
        let _permit = self.inner.in_flight.acquire().await.ok();
        self.renew_if_due().await;
        let recipients = going_out().await?;
        let message = Message {
            recipient_uuids: recipients,
            ..message.clone()
        };
        let (url, payload) = match self.message_request(&message) {
            Ok(request) => request,
            Err(err) => return Ok(Err(err)),
        };
        let build = || {
            self.request(Method::POST, url.clone())
                .header(CONTENT_TYPE, "application/json")
                .body(payload.clone())
        };
        let answer = match self.execute(build()).await {
            Ok(answer) => answer,
            Err(err) => return Ok(Err(err)),
        };
        // A 401 means the directory did nothing, so the renewed token may send it again.
        let answer = if self.is_expired_token(&answer) && self.renew(true).await {
            match self.execute(build()).await {
                Ok(answer) => answer,
                Err(err) => return Ok(Err(err)),
            }
        } else {
            answer
        };
        let status = answer.status.as_u16();
        Ok(self
            .interpret(answer)
            .map(|body| Receipt::from_answer(status, &body)))
    }

    /// The address and the JSON of a message, or why it cannot be sent.
    fn message_request(&self, message: &Message) -> Result<(Url, Vec<u8>), ApiError> {
        // A message built by hand may repeat a recipient anywhere in the list: what is sent
        // and what is counted against the limit are the same, repeat-free list.
        let mut seen = std::collections::HashSet::new();
        let mut message = message.clone();
        message.recipient_uuids.retain(|uuid| seen.insert(*uuid));
        let recipients = message.recipient_uuids.len();
        if recipients == 0 || recipients > MAX_RECIPIENTS {
            return Err(ApiError::InvalidRequest(vec![format!(
                "a message needs 1 to {MAX_RECIPIENTS} recipients, not {recipients}"
            )]));
        }
        let payload = serde_json::to_vec(&message).map_err(|e| {
            ApiError::InvalidRequest(vec![format!("the message could not be encoded: {e}")])
        })?;
        Ok((self.url("messages")?, payload))
    }

    pub(super) async fn get<Q: Serialize + ?Sized>(
        &self,
        path: &str,
        query: &Q,
    ) -> Result<Value, ApiError> {
        self.get_at(self.url(path)?, query).await
    }

    /// A read of `url` (whose own query is kept) with `query` added, retried while the
    /// failure is transient.
    async fn get_at<Q: Serialize + ?Sized>(&self, url: Url, query: &Q) -> Result<Value, ApiError> {
        let path = url.path().to_owned();
        let path = path.as_str();
        let mut failures = 0;
        loop {
            let result = match self
                .send_authenticated(|| self.request(Method::GET, url.clone()).query(query))
                .await
            {
                Ok(answer) => self.interpret(answer),
                Err(err) => Err(err),
            };
            match result {
                Err(err) if err.is_transient() => {
                    failures += 1;
                    let Some(pause) = self.inner.retry.pause_after(failures, err.retry_after())
                    else {
                        return Err(err);
                    };
                    tracing::debug!(path, failures, pause_ms = pause.as_millis() as u64, error = %err, "retrying");
                    tokio::time::sleep(pause).await;
                }
                other => return other,
            }
        }
    }

    /// A `POST` or `PATCH` of `body` to `path`, sent again after a pause (Retry-After a floor,
    /// as every read) only while `again` says the failure left nothing done: a caller whose
    /// write is idempotent passes [`ApiError::is_transient`], one that creates something
    /// [`ApiError::did_nothing`].
    pub(super) async fn write(
        &self,
        method: Method,
        path: &str,
        body: &Value,
        again: fn(&ApiError) -> bool,
    ) -> Result<Value, ApiError> {
        let url = self.url(path)?;
        let payload = serde_json::to_vec(body).map_err(|e| {
            ApiError::InvalidRequest(vec![format!("the request could not be encoded: {e}")])
        })?;
        let mut failures = 0;
        loop {
            let result = match self
                .send_authenticated(|| {
                    self.request(method.clone(), url.clone())
                        .header(CONTENT_TYPE, "application/json")
                        .body(payload.clone())
                })
                .await
            {
                Ok(answer) => self.interpret(answer),
                Err(err) => Err(err),
            };
            match result {
                Err(err) if again(&err) => {
                    failures += 1;
                    let Some(pause) = self.inner.retry.pause_after(failures, err.retry_after())
                    else {
                        return Err(err);
                    };
                    tracing::debug!(path, failures, pause_ms = pause.as_millis() as u64, error = %err, "writing again");
                    tokio::time::sleep(pause).await;
                }
                other => return other,
            }
        }
    }

    fn interpret(&self, answer: Answer) -> Result<Value, ApiError> {
        match read_answer(answer.status.as_u16(), &answer.headers, &answer.body) {
            Err(ApiError::Unauthorized {
                status,
                reason: AuthFailure::InvalidToken,
                messages,
            }) if self.inner.sends_api_key => Err(ApiError::Unauthorized {
                status,
                reason: AuthFailure::InvalidApiKey,
                messages,
            }),
            other => other,
        }
    }

    fn url(&self, path: &str) -> Result<Url, ApiError> {
        self.inner
            .base
            .join(path)
            .map_err(|e| ApiError::BaseUrl(format!("cannot form the address of '{path}': {e}")))
    }

    fn request(&self, method: Method, url: Url) -> reqwest::RequestBuilder {
        let (name, value) = self
            .inner
            .auth
            .header
            .read()
            .map(|h| h.clone())
            .unwrap_or_else(|e| e.into_inner().clone());
        self.inner
            .http
            .request(method, url)
            .header(ACCEPT, "application/json")
            .header(name, value)
    }

    /// Sends one request within the concurrency limit and reads the whole answer.
    async fn send_once(&self, request: reqwest::RequestBuilder) -> Result<Answer, ApiError> {
        // The semaphore is never closed, so acquiring cannot fail.
        let _permit = self.inner.in_flight.acquire().await.ok();
        self.execute(request).await
    }

    /// Sends one request (the caller holds a concurrency permit) and reads the whole answer.
    async fn execute(&self, request: reqwest::RequestBuilder) -> Result<Answer, ApiError> {
        let started = Instant::now();
        let request = request.build().map_err(transport_error)?;
        let method = request.method().clone();
        let path = match request.url().query() {
            Some(query) => format!("{}?{query}", request.url().path()),
            None => request.url().path().to_owned(),
        };
        let at = std::time::SystemTime::now();
        let outcome = self.inner.http.execute(request).await;
        let result = match outcome {
            Ok(response) => receive(response).await,
            Err(err) => Err(transport_error(err)),
        };
        let elapsed_ms = started.elapsed().as_millis() as u64;
        match &result {
            Ok(answer) => {
                tracing::debug!(%method, path, status = answer.status.as_u16(), elapsed_ms, "api call")
            }
            Err(err) => tracing::debug!(%method, path, elapsed_ms, error = %err, "api call failed"),
        }
        if let Some(observer) = &self.inner.observer {
            let (status, problem) = match &result {
                Ok(answer) if answer.status.is_success() => (Some(answer.status.as_u16()), None),
                // A directory that publishes no code lists: the built-in names serve.
                Ok(answer)
                    if answer.status == reqwest::StatusCode::NOT_FOUND
                        && codes::is_code_list(&path) =>
                {
                    (Some(404), None)
                }
                Ok(answer) => {
                    let status = answer.status.as_u16();
                    let said = read_answer(status, &answer.headers, &answer.body)
                        .err()
                        .map(|e| e.server_messages().join(" "))
                        .filter(|s| !s.is_empty());
                    (Some(status), said)
                }
                Err(err) => (None, Some(err.to_string())),
            };
            observer(CallRecord {
                at,
                method: method.to_string(),
                path,
                status,
                duration: started.elapsed(),
                problem,
            });
        }
        result
    }
}

fn unix_now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs() as i64)
        .unwrap_or_default()
}

fn auth_header(
    credential: &Credential,
    key_header: ApiKeyHeader,
) -> Result<(HeaderName, HeaderValue), ApiError> {
    let (name, text) = match (credential, key_header) {
        (Credential::ApiKey(key), ApiKeyHeader::XProzApiKey) => (
            HeaderName::from_static("x-proz-api-key"),
            key.expose().to_owned(),
        ),
        (Credential::ApiKey(secret), ApiKeyHeader::Bearer)
        | (Credential::AccessToken(secret), _) => {
            (AUTHORIZATION, format!("Bearer {}", secret.expose()))
        }
    };
    crate::diagnostics::redact::register(text.trim_start_matches("Bearer "));
    let mut value = HeaderValue::from_str(&text).map_err(|_| {
        ApiError::InvalidRequest(vec![
            "the credential contains characters that cannot be sent".into(),
        ])
    })?;
    // Keeps the value out of reqwest's and hyper's own Debug output.
    value.set_sensitive(true);
    Ok((name, value))
}

async fn receive(mut response: reqwest::Response) -> Result<Answer, ApiError> {
    let status = response.status();
    let headers = response.headers().clone();
    let mut body = Vec::new();
    while let Some(chunk) = response.chunk().await.map_err(transport_error)? {
        if body.len() + chunk.len() > MAX_ANSWER_BYTES {
            return Err(malformed(
                status.as_u16(),
                "the answer is larger than 8 MiB",
            ));
        }
        body.extend_from_slice(&chunk);
    }
    Ok(Answer {
        status,
        headers,
        body,
    })
}

/// Whose availability: a UUID, or `me`; nothing else goes into the path.
fn availability_subject(uuid: &str) -> Result<String, ApiError> {
    let uuid = uuid.trim();
    if uuid == "me" {
        return Ok("me".into());
    }
    uuid::Uuid::try_parse(uuid)
        .map(|uuid| uuid.to_string())
        .map_err(|_| ApiError::InvalidRequest(vec![format!("'{uuid}' is not a UUID")]))
}

fn availability_missing(err: ApiError) -> ApiError {
    match err {
        ApiError::Rejected { status: 404, .. } => ApiError::NotAvailable {
            status: 404,
            what: "availability",
        },
        other => other,
    }
}

fn data_object(body: &Value, what: &str) -> Result<serde_json::Map<String, Value>, ApiError> {
    match body.get("data") {
        Some(Value::Object(data)) => Ok(data.clone()),
        Some(_) => Err(malformed(
            200,
            &format!("the {what}'s `data` is not an object"),
        )),
        None => Err(malformed(
            200,
            &format!("the answer carries no {what} (`data` is missing)"),
        )),
    }
}

fn transport_error(err: reqwest::Error) -> ApiError {
    let failure = if err.is_connect() {
        TransportFailure::Connect
    } else if err.is_timeout() {
        TransportFailure::Timeout
    } else {
        TransportFailure::Dropped
    };
    // reqwest's own text names the URL; the causes below it say what actually happened.
    let mut causes = Vec::new();
    let mut source = std::error::Error::source(&err);
    while let Some(cause) = source {
        causes.push(cause.to_string());
        source = cause.source();
    }
    let detail = if causes.is_empty() {
        err.to_string()
    } else {
        causes.join(": ")
    };
    ApiError::Transport { failure, detail }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_credential_never_shows_in_debug_output() {
        let client = ApiClient::new(
            "http://127.0.0.1:9/v2/",
            Credential::ApiKey(Secret::new("very-secret-key")),
            ApiKeyHeader::Bearer,
            ClientSettings::default(),
        )
        .unwrap();
        assert!(!format!("{client:?}").contains("very-secret-key"));
        let (_, value) = auth_header(
            &Credential::AccessToken(Secret::new("tok")),
            ApiKeyHeader::XProzApiKey,
        )
        .unwrap();
        assert!(!format!("{value:?}").contains("tok"));
    }
}
