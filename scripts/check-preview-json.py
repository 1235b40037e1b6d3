#!/usr/bin/env python3
"""Checks that `picklist preview --format json` prints what schema/picklist-preview.schema.json says.

Runs the built tool on every spec of specs/ (no steps) and on scripts that reach every kind of
step, row and value: taps, the all-row, edit mode, a search, the app's hide, show, unavailable,
set-title, set-subtitle, select and deselect, a move, rows files, a mixed list, int values, a
section whose rows are all hidden. Each output is validated with python `jsonschema`
(draft-07); the keys' order is checked against the schema's `required` order too.

Exit status: 0 when every output is valid, 1 otherwise, 2 on usage errors.
"""

import argparse
import glob
import json
import os
import subprocess
import sys

try:
    import jsonschema
except ImportError as error:  # pragma: no cover - reported, not handled
    sys.exit(f"error: {error}; install with: python3 -m pip install jsonschema")

SETTINGS = "Examples/PickListDemo/Sources/DemoLists/settings.picklist.yml"

# Scripted previews, each a list of arguments after `preview`.
SCRIPTS = [
    [SETTINGS, "--list", "AutoLock", "--tap", "Never", "--tap", "twoMinutes"],
    [SETTINGS, "--list", "NotificationStyle", "--hide", "lockScreen", "--hide", "notificationCenter",
     "--hide", "banners", "--tap-all", "--show", "banners"],
    [SETTINGS, "--list", "UnlockMethod", "--tap", "touchID", "--unavailable", "touchID", "--tap", "touchID",
     "--set-title", "faceID=Face", "--set-subtitle", "faceID=On this iPhone", "--set-subtitle", "faceID="],
    [SETTINGS, "--list", "MailSortKey", "--tap", "sender", "--tap", "subject", "--move", "2:0", "--move", "9:0",
     "--select", "size", "--deselect", "date"],
    ["specs/messages.picklist.yml", "--tap", "welcome", "--edit", "--tap", "build", "--tap", "nope"],
    ["specs/quote-categories.picklist.yml", "--tap", "brave", "--tap", "all", "--search", "a"],
    ["specs/time-span.picklist.yml", "--subset", "poll", "--tap", "forever", "--tap", "oneDay"],
    ["docs/pictures/mailboxes.picklist.yml", "--rows", "docs/pictures/mailboxes.json", "--tap", "icloud/work",
     "--tap", "new"],
    ["specs/theme-picker.picklist.yml", "--rows", "docs/pictures/themes.json", "--tap", "ocean"],
    ["docs/pictures/app-changes.picklist.yml", "--list", "ReadingPreset", "--select", "custom"],
    ["docs/pictures/select-notes.picklist.yml", "--select-all", "--tap", "journal", "--toggle-all", "--deselect-all",
     "--toggle-all"],
]


def check_order(instance, schema, where, problems):
    """The top-level keys come in the order the schema's `required` lists them."""
    required = [key for key in schema["required"]]
    keys = [key for key in instance if key in required]
    if keys != required:
        problems.append(f"{where}: keys in the order {keys}, not {required}")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--picklist", required=True, help="the built picklist tool")
    parser.add_argument("--schema", default="schema/picklist-preview.schema.json")
    arguments = parser.parse_args()
    with open(arguments.schema, encoding="utf-8") as file:
        schema = json.load(file)
    jsonschema.Draft7Validator.check_schema(schema)
    validator = jsonschema.Draft7Validator(schema)

    runs = [[path] for path in sorted(glob.glob("specs/*.picklist.yml"))] + SCRIPTS
    problems = []
    for run in runs:
        command = [arguments.picklist, "preview"] + run + ["--format", "json"]
        where = " ".join(["picklist", "preview"] + run + ["--format", "json"])
        result = subprocess.run(command, capture_output=True, text=True)
        if result.returncode != 0:
            problems.append(f"{where}: exit status {result.returncode}: {result.stderr.strip()}")
            continue
        try:
            instance = json.loads(result.stdout)
        except json.JSONDecodeError as error:
            problems.append(f"{where}: not JSON: {error}")
            continue
        for error in sorted(validator.iter_errors(instance), key=lambda error: list(error.absolute_path)):
            path = "/".join(str(part) for part in error.absolute_path)
            problems.append(f"{where}: at /{path}: {error.message}")
        check_order(instance, schema, where, problems)
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        print(f"{len(problems)} problem(s) in preview JSON against {arguments.schema}", file=sys.stderr)
        return 1
    print(f"preview JSON: {len(runs)} outputs valid against {arguments.schema}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
