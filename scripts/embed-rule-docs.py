#!/usr/bin/env python3
"""Writes Sources/PickListCompiler/Diagnostics/RuleDocumentation+Table.swift from the rule
tables of docs/validation-rules.md, so the SARIF report carries each rule's documentation
(what it reports, how to fix it). Run through `make rule-docs`; RuleDocumentationTests fails
when the committed file and the document differ.

A rule table is one whose header row is `| rule id | severity | reported when | fix |`; each
of its rows becomes one entry, cells verbatim (Markdown)."""
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
DOCUMENT = ROOT / "docs/validation-rules.md"
OUTPUT = ROOT / "Sources/PickListCompiler/Diagnostics/RuleDocumentation+Table.swift"
HEADER = "| rule id | severity | reported when | fix |"


def rows(text):
    inside = False
    for number, line in enumerate(text.splitlines(), start=1):
        if line.strip() == HEADER:
            inside = True
            continue
        if not inside:
            continue
        if not line.startswith("|"):
            inside = False
            continue
        if line.startswith("| ---"):
            continue
        cells = line.strip()[1:-1].strip().split(" | ")
        if len(cells) != 4 or not (cells[0].startswith("`") and cells[0].endswith("`")):
            sys.exit(f"{DOCUMENT}:{number}: error: a rule row needs 4 cells, the first a `rule-id`")
        if cells[1] not in ("error", "warning", "note"):
            sys.exit(f"{DOCUMENT}:{number}: error: unknown severity '{cells[1]}'")
        yield cells[0].strip("`"), cells[1], cells[2], cells[3]


def literal(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def main():
    entries = list(rows(DOCUMENT.read_text(encoding="utf-8")))
    lines = [
        "// Generated from docs/validation-rules.md by `make rule-docs`. Do not edit.",
        "",
        "extension RuleDocumentation {",
        "    /// Every row of the rule tables of docs/validation-rules.md, in document order.",
        "    static let all: [RuleDocumentation] = [",
    ]
    for rule, severity, reported, fix in entries:
        lines += [
            "        RuleDocumentation(",
            f"            id: {literal(rule)}, severity: .{severity},",
            f"            reportedWhen: {literal(reported)},",
            f"            fix: {literal(fix)}",
            "        ),",
        ]
    lines += ["    ]", "}", ""]
    text = "\n".join(lines)
    if not OUTPUT.exists() or OUTPUT.read_text(encoding="utf-8") != text:
        OUTPUT.write_text(text, encoding="utf-8")
        print(f"updated {OUTPUT.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
