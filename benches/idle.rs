//! What the window costs while nothing happens: CPU seconds per minute, idle, on each panel,
//! and on the Offers board with an offer waiting for its next wave (a countdown on screen,
//! its next step due in two hours). Issue 47's "idle is idle": the window draws a frame only
//! on input or when something falls due, so an idle minute should cost next to nothing
//! (goal: under 0.05 CPU seconds).
//!
//! Runs the real app in an egui_kittest harness against a sandbox in this process, and draws
//! frames the way eframe does in its reactive mode: a frame, then sleep until the delay the
//! frame asked for (`request_repaint_after`, the output's `repaint_delay`) or until another
//! thread asks for one (the worker's and the store's wakes, `request_repaint`). No input comes
//! in. CPU is the whole process's (the app's threads, its worker and store, and the sandbox's)
//! and the UI thread's alone, from each thread's `schedstat`, to the nanosecond; Linux only.
//!
//! Usage: `cargo bench --bench idle` (release), or `cargo bench --profile dev --bench idle`
//! to reuse a debug build (slower frames: the figures are an upper bound). `IDLE_SECONDS`
//! sets how long each panel is measured (60 by default); the figures are per minute.

#[path = "../tests/common/desk.rs"]
mod desk;

use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

use desk::{
    Pictures, UNTOUCHED_KEYRING, dismiss_toasts, fresh_data_folder, offer_in, open_tab, session_on,
    shows, step_until, step_until_true,
};
use directory_desk::auth::CredentialStore;
use directory_desk::sandbox::{DEMO_API_KEY, Sandbox, SandboxOptions};
use directory_desk::ui::{DeskApp, Persisted};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

/// The goal for an idle minute, in CPU seconds.
const GOAL: f64 = 0.05;

/// Requests for a frame from other threads (and from the frame itself), soonest first: what
/// wakes eframe's event loop.
#[derive(Default)]
struct Wakes {
    soonest: Mutex<Option<Instant>>,
    changed: Condvar,
}

impl Wakes {
    fn install(harness: &Harness<'_, DeskApp>) -> Arc<Self> {
        let wakes = Arc::new(Self::default());
        let heard = Arc::clone(&wakes);
        harness.ctx.set_request_repaint_callback(move |info| {
            let at = Instant::now() + info.delay.min(Duration::from_secs(24 * 3600));
            let mut soonest = heard.soonest.lock().expect("not poisoned");
            *soonest = Some(soonest.map_or(at, |s| s.min(at)));
            heard.changed.notify_all();
        });
        wakes
    }
}

/// Nanoseconds on a CPU, from a `schedstat` file's first field.
fn schedstat_ns(path: &std::path::Path) -> u64 {
    std::fs::read_to_string(path)
        .ok()
        .and_then(|s| s.split_whitespace().next()?.parse().ok())
        .unwrap_or(0)
}

/// Each thread's CPU time so far, by its id (`/proc/self/task/*/schedstat`, to the
/// nanosecond; the kernel's `utime` of `/proc/self/stat` is sampled at its clock ticks and
/// misses the short bursts an idle window is made of).
fn threads_cpu() -> std::collections::HashMap<String, u64> {
    std::fs::read_dir("/proc/self/task")
        .expect("Linux's /proc")
        .flatten()
        .map(|task| {
            let ns = schedstat_ns(&task.path().join("schedstat"));
            (task.file_name().to_string_lossy().into_owned(), ns)
        })
        .collect()
}

/// The CPU time the process's threads spent since `before`: each live thread's since then
/// (all of it for a thread started since). A thread that started and ended in between is not
/// counted; none does while the window is idle.
fn process_cpu_since(before: &std::collections::HashMap<String, u64>) -> Duration {
    Duration::from_nanos(
        threads_cpu()
            .into_iter()
            .map(|(tid, ns)| ns.saturating_sub(before.get(&tid).copied().unwrap_or(0)))
            .sum(),
    )
}

/// This thread's CPU time so far (the UI thread's: the harness draws on it).
fn thread_cpu() -> Duration {
    Duration::from_nanos(schedstat_ns(std::path::Path::new(
        "/proc/thread-self/schedstat",
    )))
}

struct Idle {
    frames: u64,
    seconds: f64,
    process: Duration,
    ui: Duration,
}

impl Idle {
    fn per_minute(&self, d: Duration) -> f64 {
        d.as_secs_f64() * 60.0 / self.seconds
    }
}

/// Draws frames as eframe would for `length`, with no input: sleeps until the last frame's
/// own `repaint_delay` or a wake from another thread, then draws one, and again. The frame
/// before the measurement (the settling's last) is not counted: an idle minute begins with a
/// window already drawn.
fn run_idle(harness: &mut Harness<'_, DeskApp>, wakes: &Wakes, length: Duration) -> Idle {
    let (process_before, ui_before) = (threads_cpu(), thread_cpu());
    let start = Instant::now();
    let end = start + length;
    let mut frames = 0;
    loop {
        let delay = harness
            .output()
            .viewport_output
            .get(&egui::ViewportId::ROOT)
            .map_or(Duration::MAX, |v| v.repaint_delay);
        let mut next = Instant::now().checked_add(delay).unwrap_or(end).min(end);
        let mut soonest = wakes.soonest.lock().expect("not poisoned");
        loop {
            if let Some(at) = soonest.take() {
                next = next.min(at);
            }
            let now = Instant::now();
            if now >= next {
                break;
            }
            soonest = wakes
                .changed
                .wait_timeout(soonest, next - now)
                .expect("not poisoned")
                .0;
        }
        drop(soonest);
        if Instant::now() >= end {
            break;
        }
        harness.step();
        frames += 1;
    }
    Idle {
        frames,
        seconds: start.elapsed().as_secs_f64(),
        process: process_cpu_since(&process_before),
        ui: thread_cpu().saturating_sub(ui_before),
    }
}

fn window(sandbox: &Sandbox, folder: std::path::PathBuf) -> Harness<'static, DeskApp> {
    let mut harness = desk::harness(
        session_on(sandbox, DEMO_API_KEY),
        Persisted::default(),
        CredentialStore::new(UNTOUCHED_KEYRING),
        folder,
        Pictures::No,
    );
    step_until(&mut harness, "Signed in as");
    harness.run_steps(10);
    harness
}

/// Opens `tab`, lets what it asked for arrive, and dismisses the toasts (news fades on a
/// timer of its own, which is not idleness but a due time).
fn settle_on(harness: &mut Harness<'_, DeskApp>, wakes: &Wakes, tab: &str) {
    open_tab(harness, tab);
    run_idle(harness, wakes, Duration::from_secs(3));
    dismiss_toasts(harness);
    run_idle(harness, wakes, Duration::from_secs(1));
}

fn main() {
    let length = Duration::from_secs(
        std::env::var("IDLE_SECONDS")
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(60),
    );
    let sandbox = Sandbox::start(SandboxOptions::default()).expect("the sandbox starts");
    let mut rows: Vec<(String, Idle)> = Vec::new();
    {
        let mut harness = window(&sandbox, fresh_data_folder());
        let wakes = Wakes::install(&harness);
        for tab in [
            "UUID lookup",
            "Directory search",
            "Compose",
            "Outbox",
            "Offers",
            "Account",
        ] {
            settle_on(&mut harness, &wakes, tab);
            rows.push((tab.into(), run_idle(&mut harness, &wakes, length)));
        }
    }
    {
        // An offer of three, two a wave, two hours apart: its first wave goes, then the
        // board counts down to the next while nothing happens.
        let folder = fresh_data_folder();
        let candidates = sandbox.sample_uuids(3);
        offer_in(
            &folder,
            &sandbox.base_url(),
            "Idle bench, EN>DE",
            &candidates,
        );
        let mut harness = window(&sandbox, folder);
        let wakes = Wakes::install(&harness);
        open_tab(&mut harness, "Offers");
        step_until(&mut harness, "Offer 1: Idle bench, EN>DE");
        harness.get_by_label("Offer 1: Idle bench, EN>DE").click();
        harness.run_steps(2);
        step_until_true(&mut harness, "the first wave delivered", |h| {
            h.query_all_by_label("delivered").count() == 2
        });
        assert!(shows(&harness, "Next wave at"), "the board counts down");
        settle_on(&mut harness, &wakes, "Offers");
        rows.push((
            "Offers, one offer waiting for its next wave".into(),
            run_idle(&mut harness, &wakes, length),
        ));
        assert!(shows(&harness, "Next wave at"), "still waiting");
    }

    println!(
        "idle, no input, {} s a panel: frames and CPU seconds per minute (goal < {GOAL})",
        length.as_secs()
    );
    println!(
        "{:<46} {:>11} {:>14} {:>14}  verdict",
        "panel", "frames/min", "process CPU-s", "UI thread CPU-s"
    );
    for (name, idle) in &rows {
        let process = idle.per_minute(idle.process);
        println!(
            "{:<46} {:>11.1} {:>14.4} {:>14.4}  {}",
            name,
            idle.frames as f64 * 60.0 / idle.seconds,
            process,
            idle.per_minute(idle.ui),
            if process < GOAL {
                "goal met"
            } else {
                "goal missed"
            }
        );
    }
}
