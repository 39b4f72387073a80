#!/usr/bin/env python3
"""Remakes assets/names/<locale>.ftl: the window's names for ISO languages and countries in
each language it speaks, shown where a directory serves no list of its own (countries
always: the directory serves none). The names are CLDR's, the Unicode Consortium's locale
data that operating systems and browsers use, read through Babel; the codes are ISO's, read
from Debian's iso-codes (the codes the catalogue's isolang and celes also use).

    apt-get install iso-codes && pip install babel
    python3 packaging/names/make-names.py

English has no file: its names are the catalogue's own (src/catalogue). A code CLDR does
not name in a language is left out of that language's file, and the window shows the
English name. After a run, run packaging/fonts/make-cjk-font.py as well: the Chinese names
must have glyphs (the test ui::fonts::every_character_of_every_locale_has_a_glyph checks).
"""
import json
import os

import babel
from babel import Locale

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OUT = os.path.join(ROOT, "assets", "names")
ISO = "/usr/share/iso-codes/json"

# The window's locales (but English) and the CLDR locale each takes its names from.
LOCALES = {
    "de-DE": "de",
    "fr-FR": "fr",
    "es-ES": "es",
    "pl-PL": "pl",
    "zh-CN": "zh_Hans",
}

# Codes the directory writes its own way (src/catalogue/languages.rs DIRECTORY_QUIRKS):
# Spanish is `esl` there.
DIRECTORY_CODES = {"esl": "es"}

# Where CLDR's standard name is the long official one and people say the short one (as the
# English names in src/catalogue/countries.rs do), CLDR's own short variant.
SHORT_COUNTRY_NAMES = {
    "de": {"hk": "Hongkong", "mo": "Macau", "ps": "Palästina"},
    "fr": {"hk": "Hong Kong", "mo": "Macao", "ps": "Palestine"},
    "es": {"hk": "Hong Kong", "mo": "Macao", "ps": "Palestina"},
    "pl": {"hk": "Hongkong", "mo": "Makau", "ps": "Palestyna"},
    "zh_Hans": {"hk": "香港", "mo": "澳门", "ps": "巴勒斯坦"},
}


def language_codes():
    """Every ISO 639-3 code (and 639-2 bibliographic code) with the CLDR key naming it:
    the two-letter code where there is one, else the three-letter one."""
    codes = {}
    for entry in json.load(open(os.path.join(ISO, "iso_639-3.json")))["639-3"]:
        codes[entry["alpha_3"]] = entry.get("alpha_2", entry["alpha_3"])
    for entry in json.load(open(os.path.join(ISO, "iso_639-2.json")))["639-2"]:
        if "bibliographic" in entry:
            codes[entry["bibliographic"]] = entry.get("alpha_2", entry["alpha_3"])
    codes.update(DIRECTORY_CODES)
    return codes


def country_codes():
    return sorted(
        entry["alpha_2"].lower()
        for entry in json.load(open(os.path.join(ISO, "iso_3166-1.json")))["3166-1"]
    )


def one_line(name):
    # A Fluent value on one line; none of CLDR's names starts with a character Fluent
    # reads as syntax, which the app's test checks by parsing every file.
    return " ".join(name.split())


def write(tag, cldr):
    locale = Locale.parse(cldr)
    lines = [
        f"# {tag}: names of ISO languages and countries, from CLDR through Babel {babel.__version__}.",
        "# Made by packaging/names/make-names.py; do not edit by hand.",
        "",
    ]
    for code, key in sorted(language_codes().items()):
        name = locale.languages.get(key)
        if name:
            lines.append(f"language-{code} = {one_line(name)}")
    lines.append("")
    short = SHORT_COUNTRY_NAMES.get(cldr, {})
    for code in country_codes():
        name = short.get(code) or locale.territories.get(code.upper())
        if name:
            lines.append(f"country-{code} = {one_line(name)}")
    with open(os.path.join(OUT, f"{tag}.ftl"), "w", encoding="utf-8") as out:
        out.write("\n".join(lines) + "\n")
    return len(lines)


if __name__ == "__main__":
    os.makedirs(OUT, exist_ok=True)
    for tag, cldr in LOCALES.items():
        print(tag, write(tag, cldr), "lines")
