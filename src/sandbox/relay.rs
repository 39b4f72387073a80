//! The sandbox's front door: a TCP relay in front of tiny_http. tiny_http gives a request
//! handler no way to close the client's socket, and a dropped connection (before or after
//! the work is done) is exactly the failure a message client must survive. The relay knows
//! which client connection each backend connection serves, so a handler can cut it.
//!
//! It also works around a lost wake-up in tiny_http 0.12's thread pool: when several
//! connections arrive at once while pool threads are idle, some connections are queued
//! behind notifications that already went to other threads, and since a pool thread serves
//! one kept-alive connection for its whole life, a queued connection may wait until some
//! other connection closes (seen: 2 to 4 of 8 simultaneous connections stalled until the
//! client's 30 s timeout). So before forwarding a client's bytes, the relay proves that a
//! tiny_http thread is reading the new backend connection with a probe request, and while
//! the probe goes unanswered it opens and closes throwaway connections: each one makes the
//! pool pop its queue front, which is the stranded connection.

use std::collections::HashMap;
use std::io::{self, Read, Write};
use std::net::{Shutdown, SocketAddr, TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::Duration;

/// The request the relay sends on each new backend connection, and its fixed answer.
pub const PROBE_PATH: &str = "/__relay/ready";
const PROBE: &[u8] = b"GET /__relay/ready HTTP/1.1\r\nHost: relay\r\n\r\n";
pub const PROBE_ANSWER: &[u8] = b"HTTP/1.1 204 No Content\r\nContent-Length: 0\r\n\r\n";
/// How long a probe may go unanswered before the pool is nudged.
const PROBE_PATIENCE: Duration = Duration::from_millis(20);
const MAX_NUDGES: usize = 250;

#[derive(Clone, Default)]
pub struct Relay {
    /// Client sockets, by the address of the relay's own connection to tiny_http (which is
    /// what tiny_http reports as the request's remote address).
    clients: Arc<Mutex<HashMap<SocketAddr, TcpStream>>>,
    stopping: Arc<AtomicBool>,
}

impl Relay {
    /// Accepts on `front` and forwards every connection to `backend` until stopped.
    pub fn run(front: TcpListener, backend: SocketAddr) -> (Self, thread::JoinHandle<()>) {
        let relay = Self::default();
        let this = relay.clone();
        let handle = thread::Builder::new()
            .name("sandbox-relay".into())
            .spawn(move || {
                for client in front.incoming() {
                    if this.stopping.load(Ordering::SeqCst) {
                        break;
                    }
                    let Ok(client) = client else { continue };
                    let this = this.clone();
                    // Proving the backend connection can take a moment; accept on meanwhile.
                    thread::spawn(move || {
                        if let Err(err) = this.forward(client, backend) {
                            tracing::debug!(%err, "sandbox relay could not forward a connection");
                        }
                    });
                }
            })
            .expect("spawning the sandbox relay thread");
        (relay, handle)
    }

    /// Closes the client connection behind a tiny_http request, without an answer.
    pub fn cut(&self, request_peer: SocketAddr) {
        if let Some(client) = self.lock().remove(&request_peer) {
            let _ = client.shutdown(Shutdown::Both);
        }
    }

    pub fn stop(&self, front: SocketAddr) {
        self.stopping.store(true, Ordering::SeqCst);
        // Wakes the accept loop so it sees the flag.
        let _ = TcpStream::connect(front);
        for (_, client) in self.lock().drain() {
            let _ = client.shutdown(Shutdown::Both);
        }
    }

    fn forward(&self, client: TcpStream, backend: SocketAddr) -> io::Result<()> {
        let server = connect_served(backend)?;
        client.set_nodelay(true)?;
        let key = server.local_addr()?;
        self.lock().insert(key, client.try_clone()?);

        let (client_in, server_out) = (client.try_clone()?, server.try_clone()?);
        thread::spawn(move || pump(client_in, server_out));
        pump(server, client);
        self.lock().remove(&key);
        Ok(())
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<SocketAddr, TcpStream>> {
        // A panicked pump thread cannot leave the map inconsistent: entries are whole.
        self.clients.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// Connects to tiny_http and returns once a tiny_http thread is known to be serving the
/// connection (see the module comment).
fn connect_served(backend: SocketAddr) -> io::Result<TcpStream> {
    let server = TcpStream::connect(backend)?;
    server.set_nodelay(true)?;
    (&server).write_all(PROBE)?;
    server.set_read_timeout(Some(PROBE_PATIENCE))?;
    let mut answer = Vec::with_capacity(PROBE_ANSWER.len());
    let mut nudges = 0;
    while answer.len() < PROBE_ANSWER.len() {
        let mut buf = [0u8; 64];
        let want = PROBE_ANSWER.len() - answer.len();
        match (&server).read(&mut buf[..want]) {
            Ok(0) => {
                return Err(io::Error::new(
                    io::ErrorKind::UnexpectedEof,
                    "tiny_http closed the probe",
                ));
            }
            Ok(n) => answer.extend_from_slice(&buf[..n]),
            Err(err)
                if matches!(
                    err.kind(),
                    io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut
                ) =>
            {
                nudges += 1;
                if nudges > MAX_NUDGES {
                    return Err(io::Error::other("tiny_http never served the connection"));
                }
                // A connection that closes at once: queued or not, it frees its thread quickly.
                drop(TcpStream::connect(backend));
            }
            Err(err) => return Err(err),
        }
    }
    if answer != PROBE_ANSWER {
        return Err(io::Error::other("unexpected answer to the relay's probe"));
    }
    server.set_read_timeout(None)?;
    Ok(server)
}

/// Copies one direction until either side closes, then closes both directions so that
/// the other pump and tiny_http notice.
fn pump(mut from: TcpStream, mut to: TcpStream) {
    let _ = io::copy(&mut from, &mut to);
    let _ = to.shutdown(Shutdown::Both);
    let _ = from.shutdown(Shutdown::Both);
}
