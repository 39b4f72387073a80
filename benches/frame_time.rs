//! How long the UI thread spends on a frame while profiles pour in, compared with a frame of
//! the same window with an empty table: the "window stays smooth" claim, in numbers.
//!
//! Runs the real app (egui_kittest harness, no GPU: layout and drawing commands, not
//! rasterisation) against the built-in sandbox. Prints one table; ratios within one run are
//! what to compare, since machines here are shared. Usage: `cargo bench --bench frame_time`.

#[path = "../tests/common/desk.rs"]
mod desk;

use std::time::{Duration, Instant};

use desk::{Pictures, UNTOUCHED_KEYRING, fresh_data_folder, session_on, shows, step_until};
use directory_desk::auth::CredentialStore;
use directory_desk::sandbox::{DEMO_API_KEY, Sandbox, SandboxOptions};
use directory_desk::ui::{DeskApp, Persisted};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

struct Frames(Vec<Duration>);

impl Frames {
    fn of(harness: &mut Harness<'_, DeskApp>, n: usize) -> Self {
        Self(
            (0..n)
                .map(|_| {
                    let started = Instant::now();
                    harness.step();
                    started.elapsed()
                })
                .collect(),
        )
    }

    fn mean_ms(&self) -> f64 {
        self.0.iter().map(Duration::as_secs_f64).sum::<f64>() * 1000.0 / self.0.len() as f64
    }

    fn p95_ms(&self) -> f64 {
        let mut sorted = self.0.clone();
        sorted.sort();
        sorted[(sorted.len() * 95 / 100).min(sorted.len() - 1)].as_secs_f64() * 1000.0
    }
}

fn look_up(harness: &mut Harness<'_, DeskApp>, uuids: &[uuid::Uuid]) -> Frames {
    let text: Vec<String> = uuids.iter().map(ToString::to_string).collect();
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::L);
    harness.step();
    harness.event(egui::Event::Paste(text.join("\n")));
    harness.run_steps(3);
    harness.get_by_label("Look up").click();
    harness.step();
    // Every frame while the profiles arrive, as a user watching the progress bar sees them.
    let mut frames = Vec::new();
    while !shows(harness, "Lookup finished") {
        let started = Instant::now();
        harness.step();
        frames.push(started.elapsed());
        std::thread::sleep(Duration::from_millis(4));
    }
    Frames(frames)
}

fn main() {
    let sandbox = Sandbox::start(SandboxOptions {
        freelancers: 6000,
        ..SandboxOptions::default()
    })
    .expect("the sandbox starts");
    let mut harness = desk::harness(
        session_on(&sandbox, DEMO_API_KEY),
        Persisted::default(),
        CredentialStore::new(UNTOUCHED_KEYRING),
        fresh_data_folder(),
        Pictures::No,
    );
    step_until(&mut harness, "Signed in as");
    harness.run_steps(10);

    let mut rows: Vec<(String, Frames)> =
        vec![("empty table, idle".into(), Frames::of(&mut harness, 300))];
    let samples = sandbox.sample_uuids(5800);
    rows.push((
        "800 profiles arriving".into(),
        look_up(&mut harness, &samples[..800]),
    ));
    rows.push(("800 rows, idle".into(), Frames::of(&mut harness, 300)));
    harness.get_by_label("Clear table").click();
    harness.run_steps(3);
    rows.push((
        "5,000 profiles arriving".into(),
        look_up(&mut harness, &samples[800..5800]),
    ));
    rows.push(("5,000 rows, idle".into(), Frames::of(&mut harness, 300)));
    harness.get_by_label("Compose").click();
    harness.run_steps(3);
    rows.push((
        "5,000 rows, Compose tab".into(),
        Frames::of(&mut harness, 300),
    ));

    let baseline = rows[0].1.mean_ms();
    println!("frame time on the UI thread (egui_kittest, no rasterisation)");
    println!(
        "{:<26} {:>7} {:>10} {:>9} {:>12}",
        "scenario", "frames", "mean ms", "p95 ms", "mean / idle"
    );
    for (name, frames) in &rows {
        println!(
            "{:<26} {:>7} {:>10.2} {:>9.2} {:>12.1}",
            name,
            frames.0.len(),
            frames.mean_ms(),
            frames.p95_ms(),
            frames.mean_ms() / baseline
        );
    }
}
