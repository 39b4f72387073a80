//! The few symbols the window's own words use, in a font inside the binary: → between the
//! languages of a pair ("English → German"), ⇄ on the search form's swap button, ▾ on menu
//! buttons ("Vendor ▾", "Add from list ▾") and ▲ ▼ on the column a table is sorted by.
//! egui's proportional fonts have none of them (its monospace one has most). Linux and a full Windows find them in a system font, but a Windows
//! without one (Wine has none) drew boxes. The font is DejaVu Sans cut down to these five
//! glyphs (`assets/fonts/directory-desk-symbols.ttf`, its licence beside it;
//! docs/packaging.md, "Fonts", says how to remake it). It comes after egui's own fonts, so
//! it only fills gaps.

/// The font's bytes; `ui::fonts` installs it with the window's other fonts.
pub(super) const FONT: &[u8] = include_bytes!("../../assets/fonts/directory-desk-symbols.ttf");

#[cfg(test)]
mod tests {
    use super::super::fonts::install;

    /// The symbols the font has; a new symbol in the window's words goes here and into the
    /// font.
    const SYMBOLS: &str = "→⇄▾▲▼";

    /// One frame, so that the fonts are built; its textures go nowhere.
    fn frame(ctx: &egui::Context) {
        ctx.run_ui(egui::RawInput::default(), |_| {})
            .textures_delta
            .clear();
    }

    fn has_symbols(ctx: &egui::Context) -> [bool; 2] {
        frame(ctx);
        [egui::FontFamily::Proportional, egui::FontFamily::Monospace].map(|family| {
            ctx.fonts_mut(|fonts| fonts.has_glyphs(&egui::FontId::new(14.0, family), SYMBOLS))
        })
    }

    #[test]
    fn egui_lacks_the_symbols_and_the_shipped_font_has_every_one() {
        // egui's proportional fonts lack them (its monospace one, Hack, has them).
        assert!(!has_symbols(&egui::Context::default())[0]);
        let ctx = egui::Context::default();
        install(&ctx);
        assert_eq!(has_symbols(&ctx), [true, true]);
    }

    #[test]
    fn the_latin_text_around_them_keeps_egui_s_own_font() {
        let ctx = egui::Context::default();
        install(&ctx);
        frame(&ctx);
        let families = ctx.fonts(|fonts| {
            fonts
                .definitions()
                .families
                .get(&egui::FontFamily::Proportional)
                .cloned()
                .unwrap_or_default()
        });
        // After egui's own, with the window's other fallbacks (Chinese, ⛔) after it.
        let ours = families.iter().position(|f| f == "directory-desk-symbols");
        let egui_own = families
            .iter()
            .position(|f| !f.starts_with("directory-desk-"));
        assert!(ours.is_some() && egui_own < ours, "{families:?}");
        assert_eq!(
            families.last().map(String::as_str),
            Some("directory-desk-emoji")
        );
    }
}
