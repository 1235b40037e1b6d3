#!/usr/bin/env python3
"""Checks what DocC does not: that PickListKit's documentation covers its whole API.

`make docs` builds the DocC archive with warnings as errors, which catches broken symbol
links and malformed doc comments, but DocC never warns about a public symbol without
documentation, nor about a type the landing page forgot. This script reads the archive
and fails when

  * a public symbol has no abstract (documentation-coverage.json, written by
    `--experimental-documentation-coverage`): give it a doc comment, or, for a member the
    compiler declares (an enum's `init(rawValue:)`), a documentation extension in
    Sources/PickListKit/PickListKit.docc/Extensions/;
  * the landing page (PickListKit.docc/PickListKit.md) leaves a public type out of its
    Topics, so DocC groups it in a generated section ("Structures", "Enumerations").

Usage: docs-check.py ARCHIVE  (the .doccarchive folder)
Exit status: 0 when the documentation is complete, 1 when it is not, 2 on usage errors.
"""

import json
import os
import sys

MODULE = "PickListKit"


def load(path):
    try:
        with open(path, encoding="utf-8") as file:
            return json.load(file)
    except (OSError, ValueError) as error:
        print(f"error: cannot read {path}: {error}", file=sys.stderr)
        sys.exit(2)


def symbol_name(reference):
    """`doc://PickListKit/documentation/PickListKit/PickListMode/init(rawValue:)` →
    `PickListMode/init(rawValue:)`, as a ``link`` would name it."""
    prefix = f"doc://{MODULE}/documentation/{MODULE}"
    name = reference[len(prefix):].lstrip("/") if reference.startswith(prefix) else reference
    return name or MODULE


def undocumented(coverage):
    return sorted(
        symbol_name(entry["referencePath"])
        for entry in coverage
        if entry["kind"]["isSymbol"] and not entry["hasAbstract"]
    )


def uncurated(module_page):
    return sorted(
        symbol_name(identifier)
        for section in module_page.get("topicSections", [])
        if section.get("generated")
        for identifier in section["identifiers"]
    )


def main(argv):
    if len(argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    archive = argv[1]
    coverage = load(os.path.join(archive, "documentation-coverage.json"))
    module_page = load(os.path.join(archive, "data", "documentation", MODULE.lower() + ".json"))

    failures = 0
    for name in undocumented(coverage):
        print(f"error: {name} has no documentation: add a doc comment "
              f"(or a documentation extension in {MODULE}.docc/Extensions/)")
        failures += 1
    for name in uncurated(module_page):
        print(f"error: {name} is in no Topics group of the landing page, {MODULE}.docc/{MODULE}.md")
        failures += 1
    if failures:
        print(f"docs-check: {failures} problem(s) in the documentation of {MODULE}")
        return 1
    symbols = sum(1 for entry in coverage if entry["kind"]["isSymbol"])
    print(f"docs-check: all {symbols} public symbols of {MODULE} documented, "
          f"every type in a Topics group of the landing page")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
