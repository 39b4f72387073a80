//! Which renderer draws the window, and what it runs on.
//!
//! wgpu is the default: Vulkan, Metal or DirectX 12 where there is one, else OpenGL through
//! wgpu. Virtual machines and remote desktops sometimes offer wgpu no adapter at all, and a
//! window that refuses to open is worse than a slower one, so a wgpu failure before the app
//! starts falls back to glow (plain OpenGL). `--renderer` or `DIRECTORY_DESK_RENDERER` choose
//! one outright, for a machine where the automatic choice goes wrong.

use std::fmt;

/// The renderer the user asked for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, clap::ValueEnum)]
pub enum RendererChoice {
    /// wgpu, falling back to glow if wgpu cannot start.
    #[default]
    Auto,
    /// wgpu only.
    Wgpu,
    /// glow (OpenGL) only.
    Glow,
}

/// What draws the window, as "Copy diagnostics" reports it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RendererInfo {
    /// "wgpu" or "glow".
    pub renderer: &'static str,
    /// The graphics API under it, e.g. "Vulkan" or "OpenGL ES 3.2 Mesa 22.3.6".
    pub backend: String,
    /// The device, e.g. "llvmpipe (LLVM 15.0.6, 256 bits)".
    pub device: String,
    /// The driver and its version, where the renderer tells.
    pub driver: String,
    /// Set when the window runs on glow because wgpu could not start: wgpu's words.
    pub fell_back_because: Option<String>,
}

impl RendererInfo {
    /// Reads what eframe set up for the app being created.
    pub fn of(cc: &eframe::CreationContext<'_>) -> Self {
        if let Some(state) = &cc.wgpu_render_state {
            let adapter = state.adapter.get_info();
            return Self {
                renderer: "wgpu",
                backend: format!("{:?}", adapter.backend),
                device: adapter.name,
                driver: [adapter.driver, adapter.driver_info]
                    .into_iter()
                    .filter(|s| !s.is_empty())
                    .collect::<Vec<_>>()
                    .join(" "),
                fell_back_because: None,
            };
        }
        if let Some(gl) = &cc.gl {
            use eframe::glow::HasContext as _;
            // SAFETY: eframe made this context current on this thread for the app's creation;
            // these queries only read strings the driver owns.
            let (version, renderer, vendor) = unsafe {
                (
                    gl.get_parameter_string(eframe::glow::VERSION),
                    gl.get_parameter_string(eframe::glow::RENDERER),
                    gl.get_parameter_string(eframe::glow::VENDOR),
                )
            };
            return Self {
                renderer: "glow",
                backend: format!("OpenGL {version}"),
                device: renderer,
                driver: vendor,
                fell_back_because: None,
            };
        }
        Self::unknown()
    }

    /// A harness without a renderer (tests that draw no pictures).
    pub fn unknown() -> Self {
        Self {
            renderer: "none",
            backend: String::new(),
            device: String::new(),
            driver: String::new(),
            fell_back_because: None,
        }
    }
}

impl fmt::Display for RendererInfo {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.renderer)?;
        let details: Vec<&str> = [&self.backend, &self.device, &self.driver]
            .into_iter()
            .map(String::as_str)
            .filter(|s| !s.is_empty())
            .collect();
        if !details.is_empty() {
            write!(f, " ({})", details.join(", "))?;
        }
        if let Some(why) = &self.fell_back_because {
            write!(f, "; wgpu could not start: {why}")?;
        }
        Ok(())
    }
}

/// Runs the window on the chosen renderer. `make_app` builds the app once a renderer is up;
/// with [`RendererChoice::Auto`] it may be offered a second renderer if the first failed
/// before building it.
pub fn run(
    choice: RendererChoice,
    options: impl Fn() -> eframe::NativeOptions,
    mut make_app: impl FnMut(&eframe::CreationContext<'_>, RendererInfo) -> Box<dyn eframe::App>,
) -> Result<(), String> {
    let renderer = match choice {
        RendererChoice::Auto | RendererChoice::Wgpu => eframe::Renderer::Wgpu,
        RendererChoice::Glow => eframe::Renderer::Glow,
    };
    let mut started = false;
    let first = run_on(renderer, &options, &mut |cc| {
        started = true;
        make_app(cc, RendererInfo::of(cc))
    });
    let why = match first {
        Err(eframe::Error::Wgpu(why)) if choice == RendererChoice::Auto && !started => {
            why.to_string()
        }
        other => return other.map_err(|e| format!("the window could not open: {e}")),
    };
    tracing::warn!("wgpu could not start ({why}); drawing with OpenGL (glow) instead");
    // eframe keeps its event loop for the thread, so a second run is allowed here.
    run_on(eframe::Renderer::Glow, &options, &mut |cc| {
        let mut info = RendererInfo::of(cc);
        info.fell_back_because = Some(why.clone());
        make_app(cc, info)
    })
    .map_err(|e| format!("the window could not open with wgpu ({why}) nor with OpenGL: {e}"))
}

fn run_on(
    renderer: eframe::Renderer,
    options: &impl Fn() -> eframe::NativeOptions,
    make_app: &mut dyn FnMut(&eframe::CreationContext<'_>) -> Box<dyn eframe::App>,
) -> Result<(), eframe::Error> {
    let options = eframe::NativeOptions {
        renderer,
        ..options()
    };
    eframe::run_native(
        "Directory Desk",
        options,
        Box::new(|cc| {
            let app = make_app(cc);
            tracing::info!(renderer = ?renderer, "window opened");
            Ok(app)
        }),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fallback_says_why_wgpu_did_not_start() {
        let info = RendererInfo {
            renderer: "glow",
            backend: "OpenGL 4.5 (Core Profile) Mesa 22.3.6".into(),
            device: "llvmpipe (LLVM 15.0.6, 256 bits)".into(),
            driver: "Mesa".into(),
            fell_back_because: Some("no suitable adapter".into()),
        };
        assert_eq!(
            info.to_string(),
            "glow (OpenGL 4.5 (Core Profile) Mesa 22.3.6, llvmpipe (LLVM 15.0.6, 256 bits), \
             Mesa); wgpu could not start: no suitable adapter"
        );
        assert_eq!(RendererInfo::unknown().to_string(), "none");
    }
}
