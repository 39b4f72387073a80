//! Work the UI thread must not do itself (disk, keyring): each job runs on a thread of its
//! own, wakes the UI when done, and its result is collected on the next frame.

use std::sync::mpsc;

pub struct Tasks<T> {
    pending: Vec<mpsc::Receiver<T>>,
}

impl<T> Default for Tasks<T> {
    fn default() -> Self {
        Self {
            pending: Vec::new(),
        }
    }
}

impl<T: Send + 'static> Tasks<T> {
    pub fn start(&mut self, job: impl FnOnce() -> T + Send + 'static, ctx: &egui::Context) {
        let (tx, rx) = mpsc::channel();
        let ctx = ctx.clone();
        std::thread::spawn(move || {
            let _ = tx.send(job());
            ctx.request_repaint();
        });
        self.pending.push(rx);
    }

    pub fn is_busy(&self) -> bool {
        !self.pending.is_empty()
    }

    /// The results of the jobs that finished since the last call.
    pub fn finished(&mut self) -> Vec<T> {
        let mut done = Vec::new();
        self.pending.retain(|rx| match rx.try_recv() {
            Ok(result) => {
                done.push(result);
                false
            }
            Err(mpsc::TryRecvError::Empty) => true,
            Err(mpsc::TryRecvError::Disconnected) => false,
        });
        done
    }
}
