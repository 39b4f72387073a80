//! Work the UI thread must not do itself (disk, keyring, a native file dialog): each job runs
//! on a thread of its own, wakes the UI when done, and its result arrives on the app's one
//! background channel, drained once per frame in `app::logic`.
//!
//! A job is started under a [`Kind`] so the app can ask what is still running ("a file dialog
//! is open", "the keyring is busy") without waiting for any of it.

use std::collections::HashMap;
use std::hash::Hash;
use std::sync::mpsc;

/// A result that knows which kind of job produced it.
pub trait Finished: Send + 'static {
    type Kind: Copy + Eq + Hash + Send + 'static;

    fn kind(&self) -> Self::Kind;

    /// What the channel carries when a job of `kind` panicked instead of finishing, so that
    /// the app stops counting it as running and can say so.
    fn stopped(kind: Self::Kind) -> Self;
}

/// One channel for every background job's result.
pub struct Tasks<T: Finished> {
    results: mpsc::Receiver<T>,
    sender: mpsc::Sender<T>,
    running: HashMap<T::Kind, usize>,
}

impl<T: Finished> Default for Tasks<T> {
    fn default() -> Self {
        let (sender, results) = mpsc::channel();
        Self {
            results,
            sender,
            running: HashMap::new(),
        }
    }
}

impl<T: Finished> Tasks<T> {
    /// Runs `job` on a thread of its own; its result arrives through [`Tasks::next`].
    pub fn start(
        &mut self,
        kind: T::Kind,
        job: impl FnOnce() -> T + Send + 'static,
        ctx: &egui::Context,
    ) {
        let sender = self.sender.clone();
        let ctx = ctx.clone();
        *self.running.entry(kind).or_default() += 1;
        // The words a job makes (news, problems) are in the language of the thread that
        // started it: the window's, or a test's scoped one.
        let language = crate::i18n::current();
        std::thread::spawn(move || {
            let _language = crate::i18n::scoped(language);
            // A job that panics still reports, or its kind would read "busy" for ever.
            let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(job))
                .unwrap_or_else(|_| T::stopped(kind));
            let _ = sender.send(result);
            ctx.request_repaint();
        });
    }

    pub fn is_busy(&self, kind: T::Kind) -> bool {
        self.running.get(&kind).is_some_and(|n| *n > 0)
    }

    /// The next finished job's result, if one is waiting.
    pub fn next(&mut self) -> Option<T> {
        let result = self.results.try_recv().ok()?;
        if let Some(n) = self.running.get_mut(&result.kind()) {
            *n = n.saturating_sub(1);
        }
        Some(result)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, PartialEq)]
    enum Done {
        Number(u32),
        Stopped,
    }

    impl Finished for Done {
        type Kind = ();

        fn kind(&self) -> Self::Kind {}

        fn stopped((): ()) -> Self {
            Done::Stopped
        }
    }

    fn wait_for(tasks: &mut Tasks<Done>) -> Done {
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
        loop {
            if let Some(done) = tasks.next() {
                return done;
            }
            assert!(std::time::Instant::now() < deadline, "no result came");
            std::thread::sleep(std::time::Duration::from_millis(5));
        }
    }

    #[test]
    fn a_result_arrives_and_the_kind_is_no_longer_busy() {
        let ctx = egui::Context::default();
        let mut tasks = Tasks::<Done>::default();
        assert!(!tasks.is_busy(()));
        tasks.start((), || Done::Number(7), &ctx);
        assert!(tasks.is_busy(()));
        assert_eq!(wait_for(&mut tasks), Done::Number(7));
        assert!(!tasks.is_busy(()));
    }

    #[test]
    fn a_job_that_panics_reports_that_it_stopped() {
        let ctx = egui::Context::default();
        let mut tasks = Tasks::<Done>::default();
        tasks.start((), || panic!("a dialog library gave up"), &ctx);
        assert_eq!(wait_for(&mut tasks), Done::Stopped);
        assert!(!tasks.is_busy(()));
    }
}
