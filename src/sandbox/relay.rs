//! The sandbox's front door: a TCP relay in front of tiny_http. tiny_http gives a request
//! handler no way to close the client's socket, and a dropped connection (before or after
//! the work is done) is exactly the failure a message client must survive. The relay knows
//! which client connection each backend connection serves, so a handler can cut it.

use std::collections::HashMap;
use std::io;
use std::net::{Shutdown, SocketAddr, TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread;

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
                    if let Err(err) = this.forward(client, backend) {
                        tracing::debug!(%err, "sandbox relay could not forward a connection");
                    }
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
        let server = TcpStream::connect(backend)?;
        client.set_nodelay(true)?;
        server.set_nodelay(true)?;
        let key = server.local_addr()?;
        self.lock().insert(key, client.try_clone()?);

        let (client_in, server_out) = (client.try_clone()?, server.try_clone()?);
        thread::spawn(move || pump(client_in, server_out));
        let clients = self.clients.clone();
        thread::spawn(move || {
            pump(server, client);
            clients
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .remove(&key);
        });
        Ok(())
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<SocketAddr, TcpStream>> {
        // A panicked pump thread cannot leave the map inconsistent: entries are whole.
        self.clients.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// Copies one direction until either side closes, then closes both directions so that
/// the other pump and tiny_http notice.
fn pump(mut from: TcpStream, mut to: TcpStream) {
    let _ = io::copy(&mut from, &mut to);
    let _ = to.shutdown(Shutdown::Both);
    let _ = from.shutdown(Shutdown::Both);
}
