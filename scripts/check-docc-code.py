#!/usr/bin/env python3
"""`make docc-code-check`: the Swift code of PickListKit's DocC articles (and of docs/guide.md,
which shows the same controllers) compiles.

The articles (Sources/PickListKit/PickListKit.docc/*.md) show UIKit and SwiftUI code that
calls PickListKit and PickListFoundation. UIKit and SwiftUI do not exist on Linux, so the code
is type-checked against stand-ins of the Apple API it calls (scripts/docc-code-check/UIKit.swift
and SwiftUI.swift: the types and members used, with Apple's signatures and no behaviour), in
Swift 6 mode with warnings as errors, with lists generated from specs/ and the app types the
articles assume (scripts/docc-code-check/App.swift). A change of PickListKit's API that an
article's code no longer fits fails this check, at the article's own file and line.

How an article's ```swift blocks become Swift: each article is one module (one file), its
blocks in order, each under `#sourceLocation(file: <article>, line: <line>)` so that the
compiler names the article's lines. A class may open in one block and close in a later one.
An HTML comment just before a block (DocC shows none) says more:

    <!-- code-check: in extension UIViewController { func show(_ button: UIButton) { … } } -->
        the block goes where `…` is: for statements or members that need a place to live (its
        leading `import` lines stay outside);
    <!-- code-check: illustration -->
        REPL-style lines, each followed by its result in a comment: the block is type-checked
        in a function of its own (with Foundation and PickListKit imported), its unused results
        not reported (errors are); `illustration in …` gives the function, as `in` does;
    <!-- code-check: skip -->
        not Swift the reader compiles (a shell session shown as swift, say): left out.

Usage: check-docc-code.py --picklist PATH [--swift swift] [ARTICLE.md ...]
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CATALOG = ROOT / "Sources/PickListKit/PickListKit.docc"
SUPPORT = ROOT / "scripts/docc-code-check"
# The lists the articles name (QuoteCategory, Mailbox, People, PreferredBrowser), generated as an
# app's build would. PreferredBrowser is the migrated list of the adoption article, which the
# generated-code tests run against what the old app stored.
SPECS = ["specs/quote-categories.picklist.yml", "specs/mailbox.picklist.yml", "specs/people.picklist.yml",
         "Tests/GeneratedCodeTests/Specs/preferred-browser.picklist.yml"]
STAND_INS = ["UIKit", "SwiftUI"]
# Pages outside the catalog that show the same UIKit and SwiftUI code.
GUIDES = [ROOT / "docs/guide.md"]
DIRECTIVE = re.compile(r"<!--\s*code-check:\s*(.*?)\s*-->", re.S)
FENCE = re.compile(r"^(\s*)(```+|~~~+)\s*(\S*)")


class Block:
    def __init__(self, line, code, directive, directive_line):
        self.line = line  # the article's line of the block's first line of code
        self.code = code
        self.directive = directive
        self.directive_line = directive_line


def blocks(path):
    """The article's swift blocks, each with the directive comment just before it (if any)."""
    lines = path.read_text(encoding="utf-8").split("\n")
    found = []
    pending = None  # (directive, line) of a comment followed by nothing but blank lines so far
    i = 0
    while i < len(lines):
        line = lines[i]
        fence = FENCE.match(line)
        if fence:
            marker, language = fence.group(2), fence.group(3)
            start = i + 1
            i += 1
            while i < len(lines) and not lines[i].lstrip().startswith(marker):
                i += 1
            if language == "swift":
                directive = pending[0] if pending else None
                found.append(Block(start + 1, lines[start:i], directive, pending[1] if pending else None))
            pending = None
            i += 1
            continue
        if line.lstrip().startswith("<!--"):
            end = i
            while "-->" not in lines[end] and end + 1 < len(lines):
                end += 1
            match = DIRECTIVE.search("\n".join(lines[i:end + 1]))
            pending = (match.group(1), i + 1) if match else None
            i = end + 1
            continue
        if line.strip():
            pending = None
        i += 1
    return found


def location(path, line):
    return f'#sourceLocation(file: "{path}", line: {line})'


def swift_source(rel, article_blocks, kind):
    """The Swift of one article: its `kind` blocks (checked or illustration), located."""
    # Illustrations are fragments of an app that imports what it uses.
    out = ["import Foundation", "import PickListKit"] if kind == "illustration" else []
    for number, block in enumerate(article_blocks):
        directive = block.directive or ""
        if directive == "skip":
            continue
        is_illustration = directive == "illustration" or directive.startswith("illustration ")
        if is_illustration != (kind == "illustration"):
            continue
        if is_illustration:
            directive = directive[len("illustration"):].strip()
        before, after = "", ""
        if directive.startswith("in "):
            wrapper = directive[3:]
            if wrapper.count("…") != 1:
                sys.exit(f"{rel}:{block.directive_line}: error: a `code-check: in` wrapper needs exactly one …")
            before, after = wrapper.split("…")
        elif is_illustration:
            before, after = f"func illustration{number}() async throws {{", "}"
        elif directive:
            sys.exit(f"{rel}:{block.directive_line}: error: unknown code-check directive '{block.directive}' "
                     "(in …, illustration, illustration in …, skip)")
        code, first = block.code, block.line
        if before:
            # The block's imports stay at the top level, before the place the wrapper makes.
            while code and (code[0].startswith("import ") or not code[0].strip()):
                out += [location(rel, first), code[0]]
                code, first = code[1:], first + 1
            out += [location(rel, block.directive_line), before]
        out += [location(rel, first)] + code
        if after:
            out += [location(rel, block.directive_line), after]
        out.append("#sourceLocation()")
    return "\n".join(out) + "\n"


def run(command, **kwargs):
    return subprocess.run(command, cwd=ROOT, text=True, capture_output=True, **kwargs)


def build_modules(args):
    """Builds PickListFoundation and PickListLocalization (and PickListKit) and returns the folder of their modules."""
    for target in ("PickListLocalization", "PickListFoundation"):
        build = [args.swift, "build", "--target", target, *args.build_flags.split()]
        result = run(build)
        if result.returncode != 0:
            print(result.stdout + result.stderr, file=sys.stderr)
            sys.exit(f"docc-code-check: {target} does not build (log above)")
    bin_path = Path(run(build + ["--show-bin-path"]).stdout.strip())
    modules = bin_path / "Modules"
    return modules if (modules / "PickListFoundation.swiftmodule").exists() else bin_path


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--picklist", required=True, help="the picklist binary that generates the lists")
    parser.add_argument("--swift", default=os.environ.get("SWIFT", "swift"))
    parser.add_argument("--build-flags", default=os.environ.get("BUILD_FLAGS", ""))
    parser.add_argument("--modules", help="a folder holding PickListKit's and PickListFoundation's built modules "
                        "(default: swift build --target PickListFoundation, and its Modules folder)")
    parser.add_argument("articles", nargs="*", help="articles to check (default: every article of the catalog)")
    args = parser.parse_args()
    articles = [Path(a).resolve() for a in args.articles] or sorted(CATALOG.rglob("*.md")) + GUIDES

    # PickListKit and PickListFoundation, as an app imports them.
    modules = Path(args.modules).resolve() if args.modules else build_modules(args)

    failed = []
    with tempfile.TemporaryDirectory(prefix="docc-code-check.") as temp:
        temp = Path(temp)
        # The stand-ins, as modules named UIKit and SwiftUI.
        for module in STAND_INS:
            result = run(["swiftc", "-emit-module", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors",
                          "-module-name", module, str(SUPPORT / f"{module}.swift"),
                          "-emit-module-path", str(temp / f"{module}.swiftmodule")])
            if result.returncode != 0:
                print(result.stdout + result.stderr, file=sys.stderr)
                sys.exit(f"docc-code-check: the {module} stand-in does not compile (scripts/docc-code-check/{module}.swift)")
        lists = temp / "lists"
        result = run([args.picklist, "generate", *SPECS, "--output", str(lists)])
        if result.returncode != 0:
            print(result.stdout + result.stderr, file=sys.stderr)
            sys.exit("docc-code-check: picklist generate failed on " + " ".join(SPECS))
        common = [str(p) for p in sorted(lists.glob("*.swift"))] + [str(SUPPORT / "App.swift")]

        checked = 0
        for article in articles:
            rel = os.path.relpath(article, ROOT)
            found = blocks(article)
            if not found:
                continue
            ok = True
            for kind in ("checked", "illustration"):
                source = swift_source(rel, found, kind)
                if "#sourceLocation(file" not in source:
                    continue
                name = "Article" + re.sub(r"\W", "", article.stem)
                file = temp / f"{name}.{kind}.swift"
                file.write_text(source, encoding="utf-8")
                command = ["swiftc", "-typecheck", "-parse-as-library", "-swift-version", "6", "-module-name", name,
                           "-I", str(temp), "-I", str(modules), *common, str(file)]
                command += ["-suppress-warnings"] if kind == "illustration" else ["-warnings-as-errors"]
                result = run(command)
                if result.returncode != 0:
                    print(result.stdout + result.stderr, file=sys.stderr)
                    failed.append(f"{rel} ({kind} blocks)")
                    ok = False
            checked += 1
            if ok:
                print(f"docc-code-check: {rel}: {len(found)} swift blocks type-check")
    if failed:
        sys.exit("docc-code-check: the code of these articles does not compile against PickListKit (errors above, "
                 "at the articles' lines): " + ", ".join(failed))
    pages = f"{checked} page" + ("" if checked == 1 else "s")
    print(f"docc-code-check: the code of {pages} type-checks against PickListKit, PickListFoundation, "
          "PickListLocalization and the UIKit and SwiftUI stand-ins (Swift 6, warnings as errors)")


if __name__ == "__main__":
    main()
