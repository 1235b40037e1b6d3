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

The systems a page's code runs on: a page that imports UIKit or SwiftUI states its minimum
systems as DocC does, in its `@Metadata`:

    @Metadata {
        @Available(iOS, introduced: "17.0")
    }

(a page outside the catalog writes the same `@Available` line in an HTML comment). The stand-ins
carry Apple's `@available` markers, and the toolchain's Observation interface carries its own
(`@Observable` is iOS 17); the Linux compiler checks none of them, so for each system a page
states, the check lowers every marker against that minimum — a declaration introduced later,
or unavailable on that system, becomes `@available(*, unavailable, message: …)`, the others
lose their marker — and compiles the page against the lowered modules. An article that says
iOS 16 and calls an iOS 17 API fails with "'…' is unavailable: introduced in iOS 17.0; the page
states iOS 16.0"; one that says macOS 14 and uses `EditMode` fails with "unavailable in macOS";
one that says macOS and imports UIKit fails because macOS has no UIKit. The page's own
`@available` attributes are lowered alike. (`if #available` is not modelled: the check knows no
running system.)

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
# The lists the articles name (QuoteCategory, Mailbox, People, PreferredBrowser, and the settings
# screens' TranslationService, LockDelay and SortKey), generated as an app's build would. PreferredBrowser is the migrated list of the adoption article, which the
# generated-code tests run against what the old app stored.
SPECS = ["specs/quote-categories.picklist.yml", "specs/mailbox.picklist.yml", "specs/people.picklist.yml",
         "Tests/GeneratedCodeTests/Specs/preferred-browser.picklist.yml",
         "scripts/docc-code-check/settings-screens.picklist.yml"]
# In build order: UIKit and SwiftUI re-export DarwinFoundation (Apple's Foundation API that Linux's lacks).
STAND_INS = ["DarwinFoundation", "UIKit", "SwiftUI"]
# The systems each stand-in's framework exists on (Swift's platform names): macOS and watchOS have
# no UIKit, so a page that states them cannot import it.
STAND_IN_PLATFORMS = {
    "DarwinFoundation": {"iOS", "macCatalyst", "macOS", "tvOS", "watchOS", "visionOS"},
    "UIKit": {"iOS", "macCatalyst", "tvOS", "visionOS"},
    "SwiftUI": {"iOS", "macCatalyst", "macOS", "tvOS", "watchOS", "visionOS"},
}
# DocC's platform names (`@Available(…)`) and Swift's (`@available(…)`).
DOCC_PLATFORMS = {"iOS": "iOS", "iPadOS": "iOS", "macOS": "macOS", "Mac Catalyst": "macCatalyst", "tvOS": "tvOS",
                  "watchOS": "watchOS", "visionOS": "visionOS"}
# Where Swift reads a platform's availability from another's when a marker leaves it out.
INHERITED_PLATFORM = {"macCatalyst": "iOS", "visionOS": "iOS"}
PAGE_AVAILABLE = re.compile(r'@Available\(\s*"?([A-Za-z ]+?)"?\s*,\s*introduced:\s*"([0-9.]+)"\s*\)')
AVAILABLE_ATTRIBUTE = re.compile(r"@available\(([^()]*)\)")
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


def page_platforms(text):
    """The systems a page states (`@Available(iOS, introduced: "17.0")`), as (Swift platform,
    version) pairs in the order written."""
    found = []
    for name, version in PAGE_AVAILABLE.findall(text):
        if name.strip() not in DOCC_PLATFORMS:
            sys.exit(f"docc-code-check: unknown platform '{name}' in an @Available directive "
                     f"({', '.join(DOCC_PLATFORMS)})")
        platform = DOCC_PLATFORMS[name.strip()]
        if (platform, version) not in found:
            found.append((platform, version))
    return found


def version_tuple(version):
    return tuple(int(part) for part in version.split("."))


def lowered_attribute(arguments, platform, minimum):
    """What `@available(arguments)` means on `platform` from version `minimum`: the attribute
    Linux's compiler checks in its place, or "" when the declaration is available there."""
    parts = [part.strip() for part in arguments.split(",")]
    head = parts[0]
    if head in ("*", "swift", "_PackageDescription"):
        return f"@available({arguments})"   # checked on every system already
    said = f"the page states {platform} {minimum}"
    if re.fullmatch(r"[A-Za-z]+ [0-9.]+", head):
        # Short form: @available(iOS 17.0, macOS 14.0, *).
        introduced = dict(part.split(" ") for part in parts if part != "*")
        name = platform if platform in introduced else INHERITED_PLATFORM.get(platform)
        if name in introduced and version_tuple(introduced[name]) > version_tuple(minimum):
            return f'@available(*, unavailable, message: "introduced in {name} {introduced[name]}; {said}")'
        return ""
    # Long form: @available(macOS, unavailable), @available(iOS, introduced: 17.0, deprecated: …).
    if head not in (platform, INHERITED_PLATFORM.get(platform)):
        return ""
    if "unavailable" in parts:
        return f'@available(*, unavailable, message: "unavailable in {platform}")'
    for part in parts[1:]:
        key, _, value = part.partition(":")
        if key.strip() == "introduced" and version_tuple(value.strip()) > version_tuple(minimum):
            return f'@available(*, unavailable, message: "introduced in {head} {value.strip()}; {said}")'
    return ""


def lower_availability(source, platform, minimum):
    """`source` with every `@available` marker lowered for `platform` from `minimum` (see the
    module's docstring); `None` leaves it as written."""
    if platform is None:
        return source
    return AVAILABLE_ATTRIBUTE.sub(lambda m: lowered_attribute(m.group(1), platform, minimum), source)


def imported_stand_ins(source):
    """The Apple frameworks a page imports (those it must state its systems for)."""
    return [module for module in ("UIKit", "SwiftUI") if re.search(rf"^\s*import {module}\b", source, re.M)]


def observation_interface():
    """The toolchain's Observation interface (`@Observable`, with Apple's markers), or None."""
    info = run(["swiftc", "-print-target-info"])
    try:
        import json
        target = json.loads(info.stdout)
        resources = Path(target["paths"]["runtimeResourcePath"])
        triple = target["target"]["moduleTriple"]
    except (ValueError, KeyError):
        return None
    for candidate in resources.glob(f"*/Observation.swiftmodule/{triple}.swiftinterface"):
        return candidate
    return None


def build_stand_ins(folder, platform=None, minimum=None, modules=STAND_INS):
    """Compiles the stand-ins (and Observation, from the toolchain's interface), their markers
    lowered for `platform` from `minimum`, into `folder`. Exits on a stand-in that does not compile."""
    folder.mkdir(parents=True, exist_ok=True)
    interface = observation_interface()
    if interface is not None:
        lowered = folder / "Observation.swiftinterface"
        lowered.write_text(lower_availability(interface.read_text(encoding="utf-8"), platform, minimum), encoding="utf-8")
        result = run(["swiftc", "-frontend", "-compile-module-from-interface", str(lowered), "-module-name", "Observation",
                      "-o", str(folder / "Observation.swiftmodule")])
        if result.returncode != 0:
            print(result.stdout + result.stderr, file=sys.stderr)
            sys.exit(f"docc-code-check: the toolchain's Observation interface does not compile once lowered ({interface})")
    for module in modules:
        source = folder / f"{module}.swift"
        source.write_text(lower_availability((SUPPORT / f"{module}.swift").read_text(encoding="utf-8"), platform, minimum),
                          encoding="utf-8")
        result = run(["swiftc", "-emit-module", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors",
                      "-module-name", module, "-I", str(folder), str(source),
                      "-emit-module-path", str(folder / f"{module}.swiftmodule")])
        if result.returncode != 0:
            print(result.stdout + result.stderr, file=sys.stderr)
            sys.exit(f"docc-code-check: the {module} stand-in does not compile (scripts/docc-code-check/{module}.swift"
                     + (f", lowered for {platform} {minimum})" if platform else ")"))
    return folder


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
        lists = temp / "lists"
        result = run([args.picklist, "generate", *SPECS, "--output", str(lists)])
        if result.returncode != 0:
            print(result.stdout + result.stderr, file=sys.stderr)
            sys.exit("docc-code-check: picklist generate failed on " + " ".join(SPECS))
        common = [str(p) for p in sorted(lists.glob("*.swift"))] + [str(SUPPORT / "App.swift")]
        # The stand-ins as modules named UIKit and SwiftUI: as written (markers unchecked), and
        # lowered for each system a page states, built once each.
        stand_ins = {}

        def stand_ins_for(platform, minimum):
            key = (platform, minimum)
            if key not in stand_ins:
                name = f"{platform}-{minimum}" if platform else "as-written"
                stand_ins[key] = build_stand_ins(temp / "stand-ins" / name, platform, minimum)
            return stand_ins[key]

        checked = 0
        for article in articles:
            rel = os.path.relpath(article, ROOT)
            found = blocks(article)
            if not found:
                continue
            platforms = page_platforms(article.read_text(encoding="utf-8"))
            ok = True
            for kind in ("checked", "illustration"):
                source = swift_source(rel, found, kind)
                if "#sourceLocation(file" not in source:
                    continue
                imported = imported_stand_ins(source)
                if imported and not platforms:
                    failed.append(f"{rel} (imports {' and '.join(imported)} but states no minimum system: "
                                  'add @Available(iOS, introduced: "…") to its @Metadata)')
                    ok = False
                    continue
                for platform, minimum in platforms or [(None, None)]:
                    missing = [m for m in imported if platform and platform not in STAND_IN_PLATFORMS[m]]
                    if missing:
                        failed.append(f"{rel} (states {platform} {minimum}, which has no {' or '.join(missing)})")
                        ok = False
                        continue
                    name = "Article" + re.sub(r"\W", "", article.stem)
                    file = temp / f"{name}.{kind}.{platform or 'any'}.swift"
                    file.write_text(lower_availability(source, platform, minimum), encoding="utf-8")
                    # A page that imports no Apple framework needs no stand-in built for it.
                    apple = ["-I", str(stand_ins_for(platform, minimum))] if imported else []
                    command = ["swiftc", "-typecheck", "-parse-as-library", "-swift-version", "6", "-module-name", name,
                               *apple, "-I", str(modules), *common, str(file)]
                    command += ["-suppress-warnings"] if kind == "illustration" else ["-warnings-as-errors"]
                    result = run(command)
                    if result.returncode != 0:
                        print(result.stdout + result.stderr, file=sys.stderr)
                        failed.append(f"{rel} ({kind} blocks" + (f", {platform} {minimum}" if platform else "") + ")")
                        ok = False
            checked += 1
            if ok:
                systems = ", ".join(f"{p} {v}" for p, v in platforms)
                print(f"docc-code-check: {rel}: {len(found)} swift blocks type-check" + (f" ({systems})" if systems else ""))
    if failed:
        sys.exit("docc-code-check: the code of these articles does not compile against PickListKit (errors above, "
                 "at the articles' lines): " + ", ".join(failed))
    pages = f"{checked} page" + ("" if checked == 1 else "s")
    print(f"docc-code-check: the code of {pages} type-checks against PickListKit, PickListFoundation, "
          "PickListLocalization and the UIKit and SwiftUI stand-ins (Swift 6, warnings as errors)")


if __name__ == "__main__":
    main()
