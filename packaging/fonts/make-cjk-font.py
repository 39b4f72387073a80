#!/usr/bin/env python3
"""Remakes assets/fonts/directory-desk-cjk.otf: Noto Sans CJK SC (SIL Open Font License, from
Debian's fonts-noto-cjk) cut down to what the window needs in Chinese: every character of
the zh-CN words (assets/locales/zh-CN/*.ftl) and names of languages and countries
(assets/names/zh-CN.ftl), the 3,755 common characters of GB 2312's first
level (so most Chinese names the directory serves show too), and CJK punctuation.

    apt-get install fonts-noto-cjk && pip install fonttools
    python3 packaging/fonts/make-cjk-font.py

The test ui::fonts::every_character_of_every_locale_has_a_glyph fails when a translation
uses a character the font lacks: run this again then.
"""
import glob
import os
import subprocess
import sys

SOURCE = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
SIMPLIFIED_CHINESE = 2  # the collection's face "Noto Sans CJK SC"
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OUT = os.path.join(ROOT, "assets", "fonts", "directory-desk-cjk.otf")


def gb2312_first_level():
    chars = []
    for high in range(0xB0, 0xD8):
        for low in range(0xA1, 0xFF):
            try:
                chars.append(bytes([high, low]).decode("gb2312"))
            except UnicodeDecodeError:
                pass  # the gaps at the end of row 0xD7
    return chars


def main():
    text = set(gb2312_first_level())
    words = glob.glob(os.path.join(ROOT, "assets", "locales", "zh-CN", "*.ftl"))
    names = [os.path.join(ROOT, "assets", "names", "zh-CN.ftl")]
    for path in words + names:
        with open(path, encoding="utf-8") as f:
            text.update(c for c in f.read() if ord(c) > 0x2E7F)
    text.update(chr(c) for c in range(0x3000, 0x3040))  # CJK symbols and punctuation
    text.update(chr(c) for c in range(0xFF01, 0xFF5F))  # full-width forms
    chars_file = OUT + ".chars"
    with open(chars_file, "w", encoding="utf-8") as f:
        f.write("".join(sorted(text)))
    subprocess.run(
        [
            sys.executable, "-m", "fontTools.subset", SOURCE,
            f"--font-number={SIMPLIFIED_CHINESE}",
            f"--text-file={chars_file}",
            f"--output-file={OUT}",
            "--no-hinting",
            "--layout-features=",
            "--name-IDs=*",
        ],
        check=True,
    )
    os.remove(chars_file)
    print(f"{OUT}: {len(text)} characters, {os.path.getsize(OUT):,} bytes")


if __name__ == "__main__":
    main()
