#!/usr/bin/env python3
"""Writes Tests/PickListKitTests/Resources/real-names.txt: 4 000 real names for the search
property tests (SearchRealNameTests.swift, through Support/RealNames.swift, which reads the
file at run time), so the tests need none of the files read here.

The names come from Debian's iso-codes package (/usr/share/iso-codes/json and its gettext
catalogues under /usr/share/locale) and from the IANA time zone database (tzdata.zi):

  - every English country name of ISO 3166-1 (name, official name, common name);
  - every time zone and link name ("America/Argentina/Buenos_Aires");
  - every currency name of ISO 4217;
  - country names translated into the languages of LANGUAGES, which cover the scripts the
    search folding handles (Latin with elisions and ʻokina, Greek, Cyrillic, Armenian, Hebrew,
    Arabic, Indic scripts with zero-width joiners, Thai, Khmer, Tibetan, Hangul, kana, Han):
    every translation (untranslated names left out) holding a character other than a letter,
    digit, mark or space, and evenly spaced others up to PER_LANGUAGE;
  - ISO 3166-2 subdivision and ISO 639-3 language names, those with such characters or with
    letters outside ASCII first, evenly spaced, up to COUNT names in all.

Names holding an unassigned code point are skipped (one catalogue has some). The output is a
line naming the sources (starting "# "), then one name per line, UTF-8, as it is.

Run: python3 scripts/search-fixture.py
"""
import gettext
import json
import pathlib
import subprocess
import unicodedata

COUNT = 4000
PER_LANGUAGE = 40
ISO_CODES = pathlib.Path("/usr/share/iso-codes/json")
LOCALES = pathlib.Path("/usr/share/locale")
TZDATA = pathlib.Path("/usr/share/zoneinfo/tzdata.zi")
LANGUAGES = [
    "fr", "it", "ca", "oc", "mt", "frp", "haw", "nv", "vi", "tr", "pl", "cs",
    "el", "ru", "uk", "be", "bg", "sr", "tg", "hy", "ka", "he", "ar", "fa",
    "hi", "bn", "as", "kn", "ta", "te", "ml", "gu", "pa", "or", "mr", "si",
    "th", "lo", "km", "dz", "ko", "ja", "zh_CN", "zh_TW",
]
OUT = pathlib.Path(__file__).resolve().parent.parent / "Tests/PickListKitTests/Resources/real-names.txt"


def iso(standard):
    return json.loads((ISO_CODES / f"iso_{standard}.json").read_text(encoding="utf-8"))[standard]


def is_plain(ch):
    return ch == " " or unicodedata.category(ch)[0] in "LNM"


def is_unusual(name):
    """Holds a character other than a letter, digit, mark or space."""
    return not all(is_plain(ch) for ch in name)


def is_usable(name):
    return name and all(unicodedata.category(ch) != "Cn" for ch in name) and "\n" not in name


def spaced(items, count):
    """`count` items spread evenly over `items`, in order."""
    if count >= len(items):
        return list(items)
    return [items[i * len(items) // count] for i in range(count)]


def package_version(package):
    try:
        result = subprocess.run(["dpkg-query", "-W", "-f=${Version}", package], capture_output=True, text=True)
        return result.stdout.strip() or "unknown"
    except OSError:
        return "unknown"


names = []
seen = set()


def add(candidates):
    for name in candidates:
        name = name.strip()
        if is_usable(name) and name not in seen:
            seen.add(name)
            names.append(name)


countries = iso("3166-1")
add(entry[key] for entry in countries for key in ("name", "official_name", "common_name") if key in entry)

tz_version = "unknown"
zones = []
for line in TZDATA.read_text(encoding="utf-8").splitlines():
    if line.startswith("# version "):
        tz_version = line.split()[2]
    fields = line.split()
    if fields and fields[0] == "Z":
        zones.append(fields[1])
    elif fields and fields[0] == "L":
        zones.append(fields[2])
add(sorted(zones))

add(entry["name"] for entry in iso("4217"))

english = [entry["name"] for entry in countries]
for language in LANGUAGES:
    catalogue = LOCALES / language / "LC_MESSAGES" / "iso_3166-1.mo"
    if not catalogue.exists():
        continue
    with catalogue.open("rb") as handle:
        translations = gettext.GNUTranslations(handle)
    translated = [translations.gettext(name) for name in english]
    translated = [name for name, source in zip(translated, english) if name != source]
    unusual = [name for name in translated if is_unusual(name)]
    usual = [name for name in translated if not is_unusual(name)]
    add(unusual)
    add(spaced(usual, max(0, PER_LANGUAGE - len(unusual))))

rest = [entry["name"] for entry in iso("3166-2")] + [entry["name"] for entry in iso("639-3")]
rest = [name for name in dict.fromkeys(rest) if is_usable(name.strip()) and name.strip() not in seen]
first = [name for name in rest if is_unusual(name) or not name.isascii()]
others = [name for name in rest if not (is_unusual(name) or not name.isascii())]
room = COUNT - len(names)
if room <= len(first):
    add(spaced(first, room))
else:
    add(first)
    add(spaced(others, room - len(first)))
names = names[:COUNT]
assert len(names) == COUNT, f"only {len(names)} names"


# The file's first line names the sources: no name may look like it.
assert not any(name.startswith("# ") for name in names)

OUT.write_text(
    "# Generated by scripts/search-fixture.py from iso-codes "
    + package_version("iso-codes")
    + " and tzdata "
    + tz_version
    + ". Do not edit.\n"
    + "".join(name + "\n" for name in names),
    encoding="utf-8",
)
print(f"{len(names)} names, {OUT.stat().st_size} bytes -> {OUT}")
