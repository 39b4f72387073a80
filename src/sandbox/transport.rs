//! The sandbox's HTTP transport: hyper 1 (HTTP/1.1, keep-alive) on a tokio runtime of the
//! sandbox's own, listening on 127.0.0.1 only. It turns a request into the handlers'
//! [`Incoming`] and a [`Reply`] back into an answer, and gives the faults that need the
//! socket what they need:
//!
//! - no answer at all ([`Answer::HangUp`]): the service returns an error, and hyper closes
//!   the connection without writing anything;
//! - an answer that trickles ([`Answer::Trickle`]): a body stream that sends small pieces
//!   with pauses, under a `Content-Length` for the whole.
//!
//! Sockets have `TCP_NODELAY`, so that a small answer is never held back waiting for the
//! peer's delayed ACK.

use std::convert::Infallible;
use std::future::Future;
use std::io;
use std::net::{SocketAddr, TcpListener};
use std::pin::Pin;
use std::sync::Arc;
use std::time::Duration;

use bytes::Bytes;
use futures_util::StreamExt as _;
use http_body_util::combinators::BoxBody;
use http_body_util::{BodyExt, Full, Limited, StreamBody};
use hyper::body::Frame;
use hyper::header::{CACHE_CONTROL, CONTENT_LENGTH, CONTENT_TYPE, HeaderName, HeaderValue};
use hyper::server::conn::http1;
use hyper::service::service_fn;
use hyper::{Request, Response};
use hyper_util::rt::TokioIo;
use tokio::sync::watch;

use super::http::{Incoming, Reply};

/// Request bodies larger than this are refused with 413; a message is a few kilobytes.
const MAX_REQUEST_BYTES: usize = 1024 * 1024;
/// How many pieces a trickled answer is sent in.
const TRICKLE_PIECES: u32 = 10;

/// What the sandbox does with a request.
pub enum Answer {
    /// Answer with this reply.
    Reply(Reply),
    /// Answer with this reply a few bytes at a time, spread over the duration.
    Trickle(Reply, Duration),
    /// Close the connection without answering.
    HangUp,
}

/// The sandbox's request handling: from a request read in full to what to answer.
pub type Handler =
    Arc<dyn Fn(Incoming) -> Pin<Box<dyn Future<Output = Answer> + Send>> + Send + Sync>;

/// The server: its runtime, and the signal that stops its accept loop.
pub struct Server {
    runtime: Option<tokio::runtime::Runtime>,
    stop: watch::Sender<bool>,
}

/// The error a service returns to make hyper close the connection without an answer.
#[derive(Debug)]
struct HungUp;

impl std::fmt::Display for HungUp {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("the sandbox hung up on purpose (a fault)")
    }
}

impl std::error::Error for HungUp {}

type Body = BoxBody<Bytes, io::Error>;

impl Server {
    /// Serves `listener` with `handler`. `blocking_threads` bounds the threads that run the
    /// handlers' blocking parts (see [`blocking`]).
    pub fn start(
        listener: TcpListener,
        handler: Handler,
        blocking_threads: usize,
    ) -> io::Result<Self> {
        listener.set_nonblocking(true)?;
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .max_blocking_threads(blocking_threads.max(1))
            .thread_name("sandbox")
            .enable_all()
            .build()?;
        let listener = {
            let _entered = runtime.enter();
            tokio::net::TcpListener::from_std(listener)?
        };
        let (stop, stopped) = watch::channel(false);
        runtime.spawn(accept(listener, handler, stopped));
        Ok(Self {
            runtime: Some(runtime),
            stop,
        })
    }

    /// Stops accepting, and ends every connection (a handler mid-request finishes on its
    /// own thread, its answer unsent).
    pub fn stop(&mut self) {
        let _ = self.stop.send(true);
        if let Some(runtime) = self.runtime.take() {
            // A runtime cannot be shut down from inside another (a test's `#[tokio::test]`,
            // the app's worker): do it from a thread of its own.
            let _ = std::thread::Builder::new()
                .name("sandbox-stop".into())
                .spawn(move || runtime.shutdown_timeout(Duration::from_secs(2)))
                .map(|stopping| stopping.join());
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.stop();
    }
}

async fn accept(
    listener: tokio::net::TcpListener,
    handler: Handler,
    mut stopped: watch::Receiver<bool>,
) {
    loop {
        let (stream, _peer): (tokio::net::TcpStream, SocketAddr) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(accepted) => accepted,
                // Out of file descriptors and the like: wait, then go on accepting.
                Err(_) => {
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            },
            _ = stopped.changed() => return,
        };
        let _ = stream.set_nodelay(true);
        let handler = handler.clone();
        tokio::spawn(async move {
            let service = service_fn(move |request| answer(handler.clone(), request));
            // A client that goes away, or a fault's hang-up, ends the connection: neither is
            // the sandbox's problem.
            let _ = http1::Builder::new()
                .keep_alive(true)
                .serve_connection(TokioIo::new(stream), service)
                .await;
        });
    }
}

async fn answer(
    handler: Handler,
    request: Request<hyper::body::Incoming>,
) -> Result<Response<Body>, HungUp> {
    let incoming = match read(request).await {
        Ok(incoming) => incoming,
        Err(reply) => return Ok(response(reply, None)),
    };
    match handler(incoming).await {
        Answer::Reply(reply) => Ok(response(reply, None)),
        Answer::Trickle(reply, over) => Ok(response(reply, Some(over))),
        Answer::HangUp => Err(HungUp),
    }
}

/// The request in full, as the handlers see it, or the answer to a body too large or broken.
async fn read(request: Request<hyper::body::Incoming>) -> Result<Incoming, Reply> {
    let (head, body) = request.into_parts();
    let body = match Limited::new(body, MAX_REQUEST_BYTES).collect().await {
        Ok(collected) => collected.to_bytes().to_vec(),
        Err(err) if err.is::<http_body_util::LengthLimitError>() => {
            return Err(Reply::error(413, &["The request body is too large."]));
        }
        Err(_) => return Err(Reply::error(400, &["The request body could not be read."])),
    };
    let headers = head
        .headers
        .iter()
        .filter_map(|(name, value)| {
            // Names come in lower case from hyper; a value that is not text is not ours.
            Some((name.as_str().to_owned(), value.to_str().ok()?.to_owned()))
        })
        .collect();
    let query = head.uri.query().unwrap_or("");
    Ok(Incoming {
        method: head.method.as_str().to_ascii_uppercase(),
        path: head.uri.path().to_owned(),
        raw_query: query.to_owned(),
        query: url::form_urlencoded::parse(query.as_bytes())
            .into_owned()
            .collect(),
        headers,
        body,
    })
}

fn response(reply: Reply, trickle: Option<Duration>) -> Response<Body> {
    let length = reply.body.len();
    let body = match trickle {
        None => Full::new(Bytes::from(reply.body))
            .map_err(|never: Infallible| match never {})
            .boxed(),
        Some(over) => trickled(reply.body, over),
    };
    let mut response = Response::new(body);
    *response.status_mut() = hyper::StatusCode::from_u16(reply.status)
        .unwrap_or(hyper::StatusCode::INTERNAL_SERVER_ERROR);
    let headers = response.headers_mut();
    headers.insert(CONTENT_TYPE, HeaderValue::from_static(reply.content_type));
    headers.insert(CACHE_CONTROL, HeaderValue::from_static("no-store"));
    headers.insert(CONTENT_LENGTH, HeaderValue::from(length));
    for (name, value) in reply.headers {
        // Every header name and value here is the sandbox's own and plain ASCII; `from_bytes`
        // puts the name in lower case, as HTTP/1.1 leaves case free.
        if let (Ok(name), Ok(value)) = (
            HeaderName::from_bytes(name.as_bytes()),
            HeaderValue::from_str(&value),
        ) {
            headers.append(name, value);
        }
    }
    response
}

/// The body in [`TRICKLE_PIECES`] pieces, a pause before each, like a congested link.
fn trickled(body: Vec<u8>, over: Duration) -> Body {
    let piece = body.len().div_ceil(TRICKLE_PIECES as usize).max(1);
    let pause = over / TRICKLE_PIECES;
    let pieces: Vec<Bytes> = Bytes::from(body)
        .chunks(piece)
        .map(Bytes::copy_from_slice)
        .collect();
    let stream = futures_util::stream::iter(pieces).then(move |piece| async move {
        tokio::time::sleep(pause).await;
        Ok::<_, io::Error>(Frame::data(piece))
    });
    BodyExt::boxed(StreamBody::new(stream))
}

/// Runs a handler (locks, seeded-data scans, signing, simulated latency) on the runtime's
/// blocking threads, so that the connections' tasks never wait behind it. `None` when it
/// panicked.
pub async fn blocking<T: Send + 'static>(work: impl FnOnce() -> T + Send + 'static) -> Option<T> {
    tokio::task::spawn_blocking(work).await.ok()
}
