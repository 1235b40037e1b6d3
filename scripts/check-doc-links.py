#!/usr/bin/env python3
"""Checks that every relative link of the Markdown documentation reaches its target.

A link `[text](docs/spec.md#default)` must name a file or folder that exists, and its
`#anchor` a heading of that Markdown file, spelled as GitHub spells anchors (the heading's
text without Markdown, lower-cased, punctuation other than `-` and `_` dropped, spaces turned
into `-`, `-1`, `-2` … after repeated headings). `<img src="…">` and `<a href="…">` are
checked the same way. Links to other sites (`https:`, `mailto:`) are not followed, and
nothing inside a code block or inline code is read as a link.

Usage: check-doc-links.py [FILE ...]
       (default: README.md, CONTRIBUTING.md, docs/*.md, Examples/*/README.md)
Exit status: 0 when every link resolves, 1 when one does not (each is printed as
FILE:LINE: error: …), 2 on usage errors.
"""

import glob
import os
import re
import sys
import unicodedata

LINK = re.compile(r"!?\[(?:[^\[\]]|\[[^\]]*\])*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
HTML_LINK = re.compile(r"<(?:img|a)\b[^>]*?\b(?:src|href)=\"([^\"]+)\"", re.IGNORECASE)
HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")
FENCE = re.compile(r"^\s*(```|~~~)")


def github_anchor(heading):
    """The anchor GitHub gives a heading: its text as rendered, lower-cased, reduced."""
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", heading)  # a link's text only
    text = re.sub(r"<[^>]+>", "", text)                        # inline HTML tags
    text = text.replace("`", "").replace("*", "")
    text = text.strip().lower()
    kept = []
    for character in text:
        category = unicodedata.category(character)
        if character in "-_ " or category[0] in "LN" or category == "Mn":
            kept.append(character)
    return "".join(kept).replace(" ", "-")


_anchors = {}


def raw_headings(path):
    """The text of each heading outside code blocks."""
    with open(path, encoding="utf-8") as file:
        lines = file.read().split("\n")
    inside = False
    for line in lines:
        if FENCE.match(line):
            inside = not inside
            continue
        if not inside:
            match = HEADING.match(line)
            if match:
                yield match.group(2)


def heading_anchors(path):
    """Every anchor a Markdown file's headings give, repeated headings numbered."""
    if path not in _anchors:
        found = set()
        seen = {}
        for heading in raw_headings(path):
            anchor = github_anchor(heading)
            if anchor in seen:
                seen[anchor] += 1
                found.add(f"{anchor}-{seen[anchor]}")
            else:
                seen[anchor] = 0
                found.add(anchor)
        _anchors[path] = found
    return _anchors[path]


def check(path):
    problems = []
    with open(path, encoding="utf-8") as file:
        lines = file.read().split("\n")
    inside = False
    for number, line in enumerate(lines, start=1):
        if FENCE.match(line):
            inside = not inside
            continue
        if inside:
            continue
        text = re.sub(r"`[^`]*`", "", line)
        targets = [m.group(1) for m in LINK.finditer(text)] + [m.group(1) for m in HTML_LINK.finditer(text)]
        for target in targets:
            if re.match(r"^[a-z][a-z0-9+.-]*:", target, re.IGNORECASE):
                continue
            file_part, _, anchor = target.partition("#")
            resolved = os.path.normpath(os.path.join(os.path.dirname(path), file_part)) if file_part else path
            if not os.path.exists(resolved):
                problems.append(f"{path}:{number}: error: link to '{target}': no file {resolved}")
                continue
            if anchor:
                if not resolved.endswith(".md") or os.path.isdir(resolved):
                    problems.append(f"{path}:{number}: error: link to '{target}': an anchor in a file that is not Markdown")
                elif anchor not in heading_anchors(resolved):
                    problems.append(f"{path}:{number}: error: link to '{target}': {resolved} has no heading '#{anchor}'")
    return problems


def main(arguments):
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    os.chdir(root)
    if any(argument.startswith("-") for argument in arguments):
        print(__doc__, file=sys.stderr)
        return 2
    files = arguments or (["README.md", "CONTRIBUTING.md"] + sorted(glob.glob("docs/*.md"))
                          + sorted(glob.glob("Examples/*/README.md")))
    problems = []
    checked = 0
    for path in files:
        if not os.path.isfile(path):
            if arguments:
                problems.append(f"{path}: error: no such file")
            continue
        problems += check(path)
        checked += 1
    for problem in problems:
        print(problem)
    if problems:
        print(f"{len(problems)} broken link(s) in {checked} file(s)")
        return 1
    print(f"check-doc-links: every relative link of {checked} file(s) resolves")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
