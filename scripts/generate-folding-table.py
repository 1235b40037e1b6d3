#!/usr/bin/env python3
"""Writes Sources/PickListKit/Generated/FoldingTable.swift: the folding table PickListKit's search
uses, built from the Unicode character database of this Python's `unicodedata`.

The Swift side (SearchFolding.swift) folds text one scalar at a time: a scalar found in this
table is replaced by its entry; any other is lowercased (the standard library's full lowercase
mapping) and each resulting scalar looked up again; Hangul syllables are decomposed
algorithmically. Diacritic marks (nonspacing marks with the Unicode `Diacritic` property) are
then dropped wherever they appear, in the input, after lowercasing and in the table's entries.
That last rule is applied in Swift because Python's `unicodedata` has no `Diacritic` property:
entries here keep their marks (written as `\\u{…}`).

An entry is the scalar's folding:
  1. a few letters without a decomposition that readers still expect folded (EXTRAS), or the
     compatibility decomposition (NFKC) of the ligatures, digraphs, fullwidth and halfwidth
     forms and Hangul compatibility jamo listed in COMPATIBILITY, or the scalar itself;
  2. then its canonical decomposition (NFD), so precomposed and decomposed text fold alike;
  3. then each non-mark scalar case-folded (full case folding: ß → ss, ς → σ, ﬃ → ffi),
     or lowercased where case folding gives an uppercase letter (Cherokee), and EXTRAS applied.
The table lists every scalar whose folding the Swift fallback (lowercase, look up again) would
not produce anyway: all canonically decomposable scalars except Hangul syllables (folded
algorithmically) and CJK compatibility ideographs (normalization replaces them, so no NFC or
NFD text holds them), the COMPATIBILITY ranges, and letters whose case folding is not their
lowercase. Run: python3 scripts/generate-folding-table.py
"""
import pathlib
import unicodedata

EXTRAS = {  # letters without a decomposition that readers still expect folded
    "ø": "o", "Ø": "o", "ł": "l", "Ł": "l", "đ": "d", "Đ": "d", "ħ": "h", "Ħ": "h",
    "ŧ": "t", "Ŧ": "t", "ı": "i", "æ": "ae", "Æ": "ae", "œ": "oe", "Œ": "oe",
    "ŀ": "l", "Ŀ": "l", "ð": "d", "Ð": "d", "þ": "th", "Þ": "th",
}
COMPATIBILITY = [  # ranges folded through their compatibility decomposition (NFKC)
    (0x0132, 0x0133),  # Ĳ ĳ
    (0x0149, 0x0149),  # ŉ
    (0x01C4, 0x01CC),  # Ǆ ǅ ǆ Ǉ ǈ ǉ Ǌ ǋ ǌ
    (0x01F1, 0x01F3),  # Ǳ ǲ ǳ
    (0x3131, 0x318E),  # Hangul compatibility jamo → conjoining jamo
    (0xFB00, 0xFB06),  # Latin ligatures ﬀ ﬁ ﬂ ﬃ ﬄ ﬅ ﬆ
    (0xFF10, 0xFF19),  # fullwidth digits
    (0xFF21, 0xFF3A),  # fullwidth Latin capital letters
    (0xFF41, 0xFF5A),  # fullwidth Latin small letters
    (0xFF66, 0xFFDC),  # halfwidth katakana and Hangul
]
APOSTROPHES = {"'", "\u2019", "\u02BC"}  # dropped inside words, as SearchFolding does


def is_skipped(cp):
    return (
        0xAC00 <= cp <= 0xD7A3  # Hangul syllables: decomposed algorithmically in Swift
        or 0xF900 <= cp <= 0xFAFF  # CJK compatibility ideographs
        or 0x2F800 <= cp <= 0x2FA1F  # CJK compatibility ideographs supplement
        or 0xD800 <= cp <= 0xDFFF  # surrogates
    )


def is_compatibility(cp):
    return any(lo <= cp <= hi for lo, hi in COMPATIBILITY)


def fold_letter(ch):
    """Case folding of one non-mark scalar, then EXTRAS."""
    folded = ch.casefold()
    if folded.lower() != folded:  # Cherokee folds to uppercase; keep lowercase instead
        folded = ch.lower()
    return "".join(EXTRAS.get(c, c) for c in folded)


def folding(ch):
    text = EXTRAS.get(ch)
    if text is None:
        text = unicodedata.normalize("NFKC", ch) if is_compatibility(ord(ch)) else ch
    out = ""
    for c in unicodedata.normalize("NFD", text):
        if c in APOSTROPHES:
            continue
        out += c if unicodedata.category(c).startswith("M") else fold_letter(c)
    return unicodedata.normalize("NFD", out)


def is_candidate(cp):
    ch = chr(cp)
    if is_skipped(cp) or unicodedata.category(ch) in ("Cn", "Cs"):
        return False
    return (
        ch in EXTRAS
        or is_compatibility(cp)
        or unicodedata.normalize("NFD", ch) != ch
        or ch.casefold() != ch.lower()
    )


table = {chr(cp): folding(chr(cp)) for cp in range(0x110000) if is_candidate(cp)}


def fallback(ch):
    """What SearchFolding produces for `ch` without an entry of its own."""
    lowered = ch.lower()
    if lowered == ch:
        return ch
    return "".join(table.get(c, c) for c in lowered)


entries = {ch: folded for ch, folded in table.items() if folded != fallback(ch)}


def swift_literal(text):
    out = ""
    for c in text:
        if c in '"\\' or unicodedata.category(c)[0] in "MCZ":
            out += "\\u{%04X}" % ord(c)
        else:
            out += c
    return '"' + out + '"'


def comment(ch):
    name = unicodedata.name(ch, "")
    return f"{ch}  {name}" if name else ch


lines = [
    f"        (0x{ord(ch):04X}, {swift_literal(entries[ch])}),  // {comment(ch)}"
    for ch in sorted(entries)
]
out = pathlib.Path(__file__).resolve().parent.parent / "Sources/PickListKit/Generated/FoldingTable.swift"
out.write_text(
    "// Generated by scripts/generate-folding-table.py from Unicode "
    + unicodedata.unidata_version
    + ". Do not edit.\n\n"
    "extension SearchFolding {\n"
    "    /// Scalars and what they fold to: lowercase (case-folded), canonically decomposed, and\n"
    "    /// for ligatures, digraphs and width variants compatibility-decomposed. Diacritic marks\n"
    "    /// are still in the entries; ``folding`` drops them.\n"
    "    static let foldingPairs: [(UInt32, String)] = [\n"
    + "\n".join(lines)
    + "\n    ]\n}\n"
)
print(f"{len(entries)} entries -> {out}")
