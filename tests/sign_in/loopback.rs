//! The sign-in loopback listener, driven over real TCP like a browser (and an attacker)
//! would: the answer in each of its three forms, and everything that is not the answer
//! refused without consuming the listener.

use std::io::{Read, Write};
use std::net::TcpStream;
use std::sync::mpsc;
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use directory_desk::auth::loopback::{
    AuthorizationResponse, Cancel, LoopbackError, LoopbackListener,
};

const STATE: &str = "s7a8t9e-0123456789abcdef0123456789";

fn listen() -> (
    u16,
    JoinHandle<Result<AuthorizationResponse, LoopbackError>>,
) {
    let listener = LoopbackListener::bind(None).expect("a free port on 127.0.0.1");
    let port = listener.port();
    assert!(port > 0);
    assert_eq!(
        listener.redirect_uri(),
        format!("http://127.0.0.1:{port}/callback")
    );
    let waiting = std::thread::spawn(move || {
        listener.wait(STATE, Duration::from_secs(20), &Cancel::default())
    });
    (port, waiting)
}

/// One raw HTTP exchange; returns the status and the whole answer (head and body), read
/// as a browser reads it: up to `Content-Length`, not until the server hangs up.
fn exchange(port: u16, request: &[u8]) -> (u16, String) {
    let mut stream = TcpStream::connect(("127.0.0.1", port)).expect("the listener accepts");
    stream
        .set_read_timeout(Some(Duration::from_secs(5)))
        .unwrap();
    stream.write_all(request).unwrap();
    let mut answer = Vec::new();
    let mut buffer = [0u8; 4096];
    loop {
        let text = String::from_utf8_lossy(&answer).into_owned();
        if let Some((head, body)) = text.split_once("\r\n\r\n") {
            let length = head.lines().find_map(|l| {
                l.to_ascii_lowercase()
                    .strip_prefix("content-length:")
                    .map(|v| v.trim().parse::<usize>().unwrap_or(0))
            });
            if length.is_some_and(|length| body.len() >= length) {
                break;
            }
        }
        match stream.read(&mut buffer) {
            Ok(0) | Err(_) => break,
            Ok(n) => answer.extend_from_slice(&buffer[..n]),
        }
    }
    let text = String::from_utf8_lossy(&answer).into_owned();
    let status = text
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    (status, text)
}

fn get(port: u16, target: &str) -> (u16, String) {
    exchange(
        port,
        format!("GET {target} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n").as_bytes(),
    )
}

fn post(port: u16, body: &str) -> (u16, String) {
    exchange(
        port,
        format!(
            "POST /callback HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\
             Content-Type: application/x-www-form-urlencoded\r\nContent-Length: {}\r\n\r\n{body}",
            body.len()
        )
        .as_bytes(),
    )
}

#[test]
fn the_answer_in_the_query_is_taken_after_everything_else_is_turned_away() {
    let (port, waiting) = listen();
    // A browser's favicon request and a stranger's path: 404, and still listening.
    assert_eq!(get(port, "/favicon.ico").0, 404);
    assert_eq!(get(port, "/callback/../admin").0, 404);
    // A forged answer with the wrong state: refused, and its code never used.
    let (status, page) = get(port, "/callback?code=forged&state=not-the-state");
    assert_eq!(status, 400);
    assert!(page.contains("does not belong to the sign-in in progress"));
    // Garbage on the wire, and a body too big to be an answer.
    assert_eq!(
        exchange(port, b"\x16\x03\x01 this is not HTTP\r\n\r\n").0,
        400
    );
    let huge = "a".repeat(100 * 1024);
    assert_eq!(post(port, &format!("state={STATE}&code={huge}")).0, 413);
    assert!(!waiting.is_finished(), "none of that ended the wait");

    let (status, page) = get(
        port,
        &format!("/callback?code=the-code&state={STATE}&id_token=header.payload.signature"),
    );
    assert_eq!(status, 200);
    assert!(page.contains("Cache-Control: no-store"), "{page}");
    assert!(page.contains("Connection: close"), "{page}");
    assert!(page.contains("return to the app"));
    assert!(
        !page.contains("the-code") && !page.contains("header.payload"),
        "no code or token in the page"
    );
    let answer = waiting.join().unwrap().expect("the real answer");
    assert_eq!(answer.code.expose(), "the-code");
    assert_eq!(
        answer.id_token.as_ref().map(|t| t.expose()),
        Some("header.payload.signature")
    );
    assert!(!format!("{answer:?}").contains("the-code"), "Debug redacts");
    // The listener closes once the answer is in (its accept thread stops a moment later).
    let closed = (0..100).any(|_| {
        std::thread::sleep(Duration::from_millis(50));
        TcpStream::connect(("127.0.0.1", port)).is_err()
    });
    assert!(closed, "the port still accepts after the answer");
}

#[test]
fn the_answer_in_the_fragment_comes_back_through_the_relay_page() {
    let (port, waiting) = listen();
    // What a browser requests when the redirect was `/callback#code=…`: no query at all.
    let (status, page) = get(port, "/callback");
    assert_eq!(status, 200);
    assert!(page.contains("location.hash"), "the relay script");
    assert!(page.contains("history.replaceState"), "clears the fragment");
    // What the relay script then posts.
    let (status, _) = post(port, &format!("code=from-fragment&state={STATE}"));
    assert_eq!(status, 200);
    let answer = waiting.join().unwrap().unwrap();
    assert_eq!(answer.code.expose(), "from-fragment");
    assert!(answer.id_token.is_none());
}

#[test]
fn the_answer_as_form_post_is_taken() {
    let (port, waiting) = listen();
    let (status, _) = post(
        port,
        &format!(
            "id_token=a.b.c&code=posted&state={}",
            STATE.replace('-', "%2D")
        ),
    );
    assert_eq!(status, 200);
    let answer = waiting.join().unwrap().unwrap();
    assert_eq!(answer.code.expose(), "posted");
}

#[test]
fn a_refusal_is_explained_but_only_when_it_carries_our_state() {
    let (port, waiting) = listen();
    // Someone else's refusal must not end our sign-in.
    assert_eq!(
        get(port, "/callback?error=access_denied&state=other").0,
        400
    );
    let (status, page) = get(
        port,
        &format!(
            "/callback?error=access_denied&error_description=%3Cb%3Enope%3C%2Fb%3E&state={STATE}"
        ),
    );
    assert_eq!(status, 200);
    assert!(page.contains("You declined"));
    assert!(
        !page.contains("<b>nope"),
        "the provider's words are not echoed as HTML"
    );
    match waiting.join().unwrap() {
        Err(LoopbackError::Refused {
            error, description, ..
        }) => {
            assert_eq!(error, "access_denied");
            assert_eq!(description.as_deref(), Some("<b>nope</b>"));
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_wait_ends_on_timeout_or_cancel() {
    let listener = LoopbackListener::bind(None).unwrap();
    let started = std::time::Instant::now();
    let outcome = listener.wait(STATE, Duration::from_millis(300), &Cancel::default());
    assert!(matches!(outcome, Err(LoopbackError::TimedOut(_))));
    assert!(started.elapsed() < Duration::from_secs(3));

    let listener = LoopbackListener::bind(None).unwrap();
    let cancel = Cancel::default();
    let stopper = cancel.clone();
    std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(200));
        stopper.cancel();
    });
    let outcome = listener.wait(STATE, Duration::from_secs(30), &cancel);
    assert!(matches!(outcome, Err(LoopbackError::Cancelled)));
}

#[test]
fn it_listens_on_127_0_0_1_only() {
    let listener = LoopbackListener::bind(None).unwrap();
    let port = listener.port();
    assert!(TcpStream::connect(("127.0.0.1", port)).is_ok());
    // Not on the IPv6 loopback, and (where the machine has one) not on another address.
    assert!(TcpStream::connect(("::1", port)).is_err());
    if let Ok(addresses) = std::net::UdpSocket::bind("0.0.0.0:0").and_then(|s| {
        s.connect("192.0.2.1:9")?;
        s.local_addr()
    }) && !addresses.ip().is_loopback()
        && !addresses.ip().is_unspecified()
    {
        assert!(TcpStream::connect((addresses.ip(), port)).is_err());
    }
    // A fixed port that is taken is a clear error.
    match LoopbackListener::bind(Some(port)) {
        Err(err) => assert!(err.to_string().contains(&port.to_string()), "{err}"),
        Ok(_) => panic!("the port is taken"),
    }
}

/// Waits in a thread of its own, so that a test can bound how long it waits for the outcome.
fn listen_for(
    timeout: Duration,
    cancel: Cancel,
) -> (
    u16,
    mpsc::Receiver<Result<AuthorizationResponse, LoopbackError>>,
) {
    let listener = LoopbackListener::bind(None).expect("a free port on 127.0.0.1");
    let port = listener.port();
    let (outcome, outcomes) = mpsc::channel();
    std::thread::spawn(move || {
        let _ = outcome.send(listener.wait(STATE, timeout, &cancel));
    });
    (port, outcomes)
}

/// A connection that announces a `POST /callback` with a body of `length` bytes and then
/// sends nothing; it stays open as long as the stream is kept.
fn announce_body(port: u16, length: usize, extra_headers: &str) -> TcpStream {
    let mut stream = TcpStream::connect(("127.0.0.1", port)).expect("the listener accepts");
    stream
        .write_all(
            format!(
                "POST /callback HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\
                 Content-Type: application/x-www-form-urlencoded\r\n\
                 Content-Length: {length}\r\n{extra_headers}\r\n"
            )
            .as_bytes(),
        )
        .expect("the head is sent");
    stream
}

/// Like `announce_body`, and returns only once the listener is reading that body: it asks
/// for it with `100 Continue` (the request says it expects that) right before it reads.
fn stall_in_body(port: u16, length: usize) -> TcpStream {
    let mut stream = announce_body(port, length, "Expect: 100-continue\r\n");
    let answer = read_head(&mut stream);
    assert!(
        answer.starts_with("HTTP/1.1 100"),
        "the listener starts reading the announced body: {answer:?}"
    );
    stream
}

/// The head of the next answer on `stream`, or what came of it within `PROMPTLY`.
fn read_head(stream: &mut TcpStream) -> String {
    let deadline = Instant::now() + PROMPTLY;
    let mut head = Vec::new();
    let mut byte = [0u8; 1];
    // A byte at a time, so nothing after the head is taken.
    while !head.ends_with(b"\r\n\r\n") {
        let left = deadline.saturating_duration_since(Instant::now());
        if left.is_zero() || stream.set_read_timeout(Some(left)).is_err() {
            break;
        }
        match stream.read(&mut byte) {
            Ok(0) | Err(_) => break,
            Ok(_) => head.push(byte[0]),
        }
    }
    String::from_utf8_lossy(&head).into_owned()
}

/// The real answer on a connection of its own, then the outcome of the wait, both bounded.
fn answer_within(
    port: u16,
    outcomes: &mpsc::Receiver<Result<AuthorizationResponse, LoopbackError>>,
    bound: Duration,
) -> AuthorizationResponse {
    let started = Instant::now();
    let (status, page) = get(port, &format!("/callback?code=the-code&state={STATE}"));
    assert_eq!(status, 200, "the real answer is served: {page}");
    let left = bound.saturating_sub(started.elapsed());
    let answer = outcomes
        .recv_timeout(left)
        .expect("the wait ends promptly")
        .expect("the real answer");
    assert!(started.elapsed() < bound);
    answer
}

/// Well before a stalled connection's own deadline (10 s), so a test that passes within it
/// shows the stalled connection did not delay the answer.
const PROMPTLY: Duration = Duration::from_secs(4);

#[test]
fn a_silent_body_does_not_hold_up_the_real_answer() {
    let (port, outcomes) = listen_for(Duration::from_secs(30), Cancel::default());
    let _silent = announce_body(port, 5_000, "");
    let _read_from = stall_in_body(port, 5_000);
    let answer = answer_within(port, &outcomes, PROMPTLY);
    assert_eq!(answer.code.expose(), "the-code");
}

#[test]
fn idle_connections_and_a_silent_body_do_not_hold_up_the_real_answer() {
    let (port, outcomes) = listen_for(Duration::from_secs(30), Cancel::default());
    let mut idle: Vec<TcpStream> = (0..20)
        .map(|_| TcpStream::connect(("127.0.0.1", port)).expect("the listener accepts"))
        .collect();
    // And one that starts a head and never finishes it.
    let mut half = TcpStream::connect(("127.0.0.1", port)).expect("the listener accepts");
    half.write_all(b"GET /callback?code=slow&state=")
        .expect("half a head is sent");
    idle.push(half);
    let _read_from = stall_in_body(port, 5_000);
    let answer = answer_within(port, &outcomes, PROMPTLY);
    assert_eq!(answer.code.expose(), "the-code");
}

#[test]
fn the_overall_timeout_holds_while_a_body_never_comes() {
    let timeout = Duration::from_secs(2);
    let started = Instant::now();
    let (port, outcomes) = listen_for(timeout, Cancel::default());
    let _read_from = stall_in_body(port, 5_000);
    let outcome = outcomes
        .recv_timeout((timeout + PROMPTLY).saturating_sub(started.elapsed()))
        .expect("the wait ends at its timeout");
    assert!(
        matches!(outcome, Err(LoopbackError::TimedOut(_))),
        "{outcome:?}"
    );
    assert!(started.elapsed() >= timeout);
}

#[test]
fn cancel_holds_while_a_body_never_comes() {
    let cancel = Cancel::default();
    let (port, outcomes) = listen_for(Duration::from_secs(60), cancel.clone());
    let _read_from = stall_in_body(port, 5_000);
    let cancelled_at = Instant::now();
    cancel.cancel();
    let outcome = outcomes
        .recv_timeout(PROMPTLY)
        .expect("the wait ends on cancel");
    assert!(
        matches!(outcome, Err(LoopbackError::Cancelled)),
        "{outcome:?}"
    );
    assert!(cancelled_at.elapsed() < PROMPTLY);
}

#[test]
fn a_body_announced_too_large_is_refused_without_waiting_for_it() {
    let (port, outcomes) = listen_for(Duration::from_secs(30), Cancel::default());
    // Over 64 KiB: refused on its word, although not one byte of it came.
    let started = Instant::now();
    let head = read_head(&mut announce_body(port, 64 * 1024 + 1, ""));
    assert!(head.starts_with("HTTP/1.1 413"), "{head:?}");
    assert!(head.contains("Cache-Control: no-store"), "{head:?}");
    assert!(started.elapsed() < PROMPTLY);
    // An absurd length (about a petabyte) neither stops the listener nor brings it down.
    let head = read_head(&mut announce_body(port, 1_000_000_000_000_000, ""));
    assert!(head.starts_with("HTTP/1.1 413"), "{head:?}");
    let answer = answer_within(port, &outcomes, PROMPTLY);
    assert_eq!(answer.code.expose(), "the-code");
}

#[test]
fn a_head_too_large_or_with_too_many_headers_is_refused() {
    let (port, outcomes) = listen_for(Duration::from_secs(30), Cancel::default());
    // More than 64 KiB of head: refused once that much has come, not read to its end.
    // Twenty lines of 4 KB: far fewer lines than the limit on their number.
    let filler = "X-Filler: ".to_owned() + &"a".repeat(4000) + "\r\n";
    let (status, page) = exchange(
        port,
        format!(
            "GET /callback?code=big&state={STATE} HTTP/1.1\r\nHost: 127.0.0.1\r\n{}\r\n",
            filler.repeat(20)
        )
        .as_bytes(),
    );
    assert_eq!(status, 431, "{page}");
    assert!(page.contains("too large to be a sign-in answer"), "{page}");
    // A small head with more header lines than a browser ever sends (about 20).
    let (status, _) = exchange(
        port,
        format!(
            "GET /callback?code=many&state={STATE} HTTP/1.1\r\n{}\r\n",
            "X-A: b\r\n".repeat(100)
        )
        .as_bytes(),
    );
    assert_eq!(status, 431);
    // Neither was taken as the answer, though both carried our state.
    let answer = answer_within(port, &outcomes, PROMPTLY);
    assert_eq!(answer.code.expose(), "the-code");
}

/// How long a connection may take to deliver its whole request (the listener's deadline).
const REQUEST_DEADLINE: Duration = Duration::from_secs(10);

/// Sends `head`, then `piece` again every 300 ms until the listener answers or
/// closes, or `REQUEST_DEADLINE` and `PROMPTLY` have passed; returns the answer's first line
/// and when it came.
fn drip(port: u16, head: String, piece: &'static [u8]) -> JoinHandle<(String, Duration)> {
    let mut stream = TcpStream::connect(("127.0.0.1", port)).expect("the listener accepts");
    let started = Instant::now();
    std::thread::spawn(move || {
        let _ = stream.write_all(head.as_bytes());
        let mut answer = Vec::new();
        let mut buffer = [0u8; 1024];
        while started.elapsed() < REQUEST_DEADLINE + PROMPTLY {
            if stream.write_all(piece).is_err() && !answer.is_empty() {
                break;
            }
            stream
                .set_read_timeout(Some(Duration::from_millis(300)))
                .unwrap();
            match stream.read(&mut buffer) {
                Ok(0) => break,
                Ok(read) => answer.extend_from_slice(&buffer[..read]),
                Err(_) if !answer.is_empty() => break,
                Err(_) => {}
            }
        }
        let text = String::from_utf8_lossy(&answer).into_owned();
        let first = text.lines().next().unwrap_or_default().to_owned();
        (first, started.elapsed())
    })
}

#[test]
fn a_head_or_a_body_that_trickles_in_is_cut_off_at_its_deadline_and_never_holds_up_the_answer() {
    let (port, outcomes) = listen_for(Duration::from_secs(60), Cancel::default());
    // A head that never ends, a header line at a time, each well within any per-read timeout.
    let head = drip(
        port,
        format!("GET /callback?code=slow&state={STATE} HTTP/1.1\r\n"),
        b"X-Slow: y\r\n",
    );
    // A form_post body that comes a byte at a time.
    let body = drip(
        port,
        format!(
            "POST /callback HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\
             Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 5000\r\n\r\n\
             state={STATE}&code="
        ),
        b"a",
    );
    std::thread::sleep(Duration::from_secs(1));
    let answer = answer_within(port, &outcomes, PROMPTLY);
    assert_eq!(answer.code.expose(), "the-code");
    // Each trickle is answered 408 at its deadline, not sooner (it kept sending), and not
    // much later.
    for (what, trickle) in [("the head", head), ("the body", body)] {
        let (first, at) = trickle.join().unwrap();
        assert!(
            first.starts_with("HTTP/1.1 408"),
            "{what}: {first:?} at {at:?}"
        );
        assert!(
            at >= REQUEST_DEADLINE - Duration::from_millis(500) && at < REQUEST_DEADLINE + PROMPTLY,
            "{what} was cut off at {at:?}"
        );
    }
}
