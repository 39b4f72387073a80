//! The fonts the window's words need beyond egui's own: Chinese, from Noto Sans CJK SC cut
//! down to the zh-CN words and the common characters of names (`assets/fonts/
//! directory-desk-cjk.otf`, 0.8 MB, its licence beside it; `packaging/fonts/make-cjk-font.py`
//! remakes it), and ⛔ (the do-not-contact mark), from Noto Emoji, which egui 0.37 no longer
//! ships by default (`directory-desk-emoji.ttf`, one glyph; docs/packaging.md, "Fonts").
//! egui's Ubuntu font covers the Latin of the other five locales. Like the symbols' font
//! these come after egui's own, so Latin text keeps egui's look.

use egui::epaint::text::{FontInsert, FontPriority, InsertFontFamily};

const FONTS: [(&str, &[u8]); 3] = [
    ("directory-desk-symbols", super::symbols::FONT),
    (
        "directory-desk-cjk",
        include_bytes!("../../assets/fonts/directory-desk-cjk.otf"),
    ),
    (
        "directory-desk-emoji",
        include_bytes!("../../assets/fonts/directory-desk-emoji.ttf"),
    ),
];

/// Adds the fonts to both of egui's families, after the fonts already there.
pub fn install(ctx: &egui::Context) {
    for (name, data) in FONTS {
        add_fallback(ctx, name, data);
    }
}

/// Adds `data` to both of egui's families as the last font asked, so that it only fills
/// gaps in the ones before it.
fn add_fallback(ctx: &egui::Context, name: &str, data: &'static [u8]) {
    let fallback = |family| InsertFontFamily {
        family,
        priority: FontPriority::Lowest,
    };
    ctx.add_font(FontInsert::new(
        name,
        egui::FontData::from_static(data),
        vec![
            fallback(egui::FontFamily::Proportional),
            fallback(egui::FontFamily::Monospace),
        ],
    ));
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;

    /// The characters of one locale's words as shown (comments left out).
    /// Every character of a locale's words and of its names of languages and countries.
    fn shown_characters(locale: &str) -> BTreeSet<char> {
        let words = crate::i18n::words_files()
            .filter(|(tag, _, _)| *tag == locale)
            .map(|(_, _, text)| text);
        let names = crate::catalogue::translated_names_files()
            .filter(|(language, _)| language.tag() == locale)
            .map(|(_, text)| text);
        words
            .chain(names)
            .flat_map(str::lines)
            .filter(|line| !line.trim_start().starts_with('#'))
            .flat_map(str::chars)
            .filter(|c| !c.is_control())
            .collect()
    }

    #[test]
    fn every_character_of_every_locale_has_a_glyph() {
        let ctx = egui::Context::default();
        install(&ctx);
        ctx.run_ui(egui::RawInput::default(), |_| {})
            .textures_delta
            .clear();
        // The check can fail: a hieroglyph is in no font of ours.
        assert!(!ctx.fonts_mut(|f| f.has_glyphs(&egui::FontId::proportional(14.0), "\u{13000}")));
        let mut missing = Vec::new();
        for language in crate::i18n::Language::ALL {
            for c in shown_characters(language.tag()) {
                let has = ctx.fonts_mut(|fonts| {
                    fonts.has_glyphs(&egui::FontId::proportional(14.0), &c.to_string())
                });
                if !has {
                    missing.push(format!("{} U+{:04X} {c}", language.tag(), u32::from(c)));
                }
            }
        }
        assert!(
            missing.is_empty(),
            "no font has these characters (for Chinese, run packaging/fonts/make-cjk-font.py):\n{}",
            missing.join("\n")
        );
    }
}
