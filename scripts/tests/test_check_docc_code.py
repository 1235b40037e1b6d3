"""scripts/check-docc-code.py: how an article's ```swift blocks become located Swift (run by
`make scripts-check`; the compile itself is `make docc-code-check`).

    python3 -m unittest discover -s scripts/tests
"""
import importlib.util
import pathlib
import tempfile
import unittest

ROOT = pathlib.Path(__file__).resolve().parents[2]
spec = importlib.util.spec_from_file_location("check_docc_code", ROOT / "scripts/check-docc-code.py")
check = importlib.util.module_from_spec(spec)
spec.loader.exec_module(check)

ARTICLE = """# An article

```swift
import UIKit
final class C {
```

Prose between the halves of a class.

```swift
}
```

<!-- code-check: in func show(_ b: UIButton) { … } -->
```swift
import PickListKit
b.setTitle("x", for: .normal)
```

<!-- code-check: illustration -->

```swift
selection.summary   // "3 selected"
```

```sh
echo not swift
```

<!-- code-check: skip -->
```swift
$ swift run
```
"""


class ArticleBlocksTests(unittest.TestCase):
    def setUp(self):
        folder = tempfile.TemporaryDirectory()
        self.addCleanup(folder.cleanup)
        self.path = pathlib.Path(folder.name) / "Article.md"
        self.path.write_text(ARTICLE, encoding="utf-8")
        self.blocks = check.blocks(self.path)

    def test_blocks_areTheSwiftOnes_withTheLineOfTheirFirstLine_andTheirDirective(self):
        self.assertEqual([b.line for b in self.blocks], [4, 11, 16, 23, 32])
        self.assertEqual([b.directive for b in self.blocks],
                         [None, None, "in func show(_ b: UIButton) { … }", "illustration", "skip"])
        self.assertEqual(self.blocks[0].code, ["import UIKit", "final class C {"])

    def test_checkedSource_locatesEveryLine_wrapsAndHoistsImports(self):
        source = check.swift_source("A.md", self.blocks, "checked").split("\n")
        self.assertEqual(source[:4], ['#sourceLocation(file: "A.md", line: 4)', "import UIKit", "final class C {",
                                      "#sourceLocation()"])
        # The wrapped block: its import stays at the top level, before the wrapper's opening.
        start = source.index('#sourceLocation(file: "A.md", line: 16)')
        self.assertEqual(source[start:start + 8], [
            '#sourceLocation(file: "A.md", line: 16)', "import PickListKit",
            '#sourceLocation(file: "A.md", line: 14)', "func show(_ b: UIButton) { ",
            '#sourceLocation(file: "A.md", line: 17)', 'b.setTitle("x", for: .normal)',
            '#sourceLocation(file: "A.md", line: 14)', " }"])
        self.assertNotIn("selection.summary", "\n".join(source))  # the illustration goes apart
        self.assertNotIn("swift run", "\n".join(source))  # skipped

    def test_illustrations_areFunctionsOfTheirOwn(self):
        source = check.swift_source("A.md", self.blocks, "illustration")
        self.assertIn("func illustration3() async throws {", source)
        self.assertIn('#sourceLocation(file: "A.md", line: 23)\nselection.summary', source)
        self.assertNotIn("final class C", source)

    def test_anUnknownDirective_isALocatedError(self):
        self.path.write_text("<!-- code-check: compile twice -->\n```swift\nlet x = 1\n```\n", encoding="utf-8")
        with self.assertRaises(SystemExit) as raised:
            check.swift_source("A.md", check.blocks(self.path), "checked")
        self.assertIn("A.md:1: error: unknown code-check directive 'compile twice'", str(raised.exception))


class AvailabilityTests(unittest.TestCase):
    """Apple's `@available` markers, lowered for the systems a page states (Linux's compiler
    checks no Apple system), and a page that breaks its own minimum failing to compile."""

    def test_aPage_statesItsSystems_inDocCsMetadata(self):
        page = '# A page\n\n@Metadata {\n    @Available(iOS, introduced: "17.0")\n    @Available(macOS, introduced: "14.0")\n}\n'
        self.assertEqual(check.page_platforms(page), [("iOS", "17.0"), ("macOS", "14.0")])
        self.assertEqual(check.page_platforms('<!-- @Available("Mac Catalyst", introduced: "17.0") -->'),
                         [("macCatalyst", "17.0")])
        self.assertEqual(check.page_platforms("# No metadata"), [])

    def test_aLaterDeclaration_becomesUnavailable_anEarlierOne_losesItsMarker(self):
        marker = "@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)\npublic struct Bindable {}"
        self.assertEqual(check.lower_availability(marker, "iOS", "16.0"),
                         '@available(*, unavailable, message: "introduced in iOS 17.0; the page states iOS 16.0")\n'
                         "public struct Bindable {}")
        self.assertEqual(check.lower_availability(marker, "iOS", "17.0"), "\npublic struct Bindable {}")
        self.assertEqual(check.lower_availability(marker, "macOS", "15.0"), "\npublic struct Bindable {}")
        # visionOS and Mac Catalyst read iOS's version where a marker does not name them.
        self.assertIn("introduced in iOS 17.0", check.lower_availability(marker, "macCatalyst", "16.0"))

    def test_aSystemWithout_theDeclaration_makesItUnavailable(self):
        marker = "@available(iOS 13.0, tvOS 13.0, *)\n@available(macOS, unavailable)\npublic enum EditMode {}"
        self.assertEqual(check.lower_availability(marker, "macOS", "14.0"),
                         '\n@available(*, unavailable, message: "unavailable in macOS")\npublic enum EditMode {}')
        self.assertEqual(check.lower_availability(marker, "iOS", "17.0"), "\n\npublic enum EditMode {}")
        # Markers every system checks stay as written; none at all without a stated system.
        self.assertEqual(check.lower_availability("@available(*, deprecated)", "iOS", "17.0"), "@available(*, deprecated)")
        self.assertEqual(check.lower_availability(marker, None, None), marker)

    def test_aPageBreakingItsMinimum_failsAtItsOwnLine(self):
        """The SwiftUI stand-in lowered for iOS 16 refuses the two-value `onChange` (iOS 17),
        lowered for macOS 14 refuses `EditMode`; each error names the page's line."""
        page = ('# A page\n\n@Metadata {\n    @Available(iOS, introduced: "16.0")\n}\n\n```swift\nimport SwiftUI\n\n'
                "struct Editing: View {\n    @State private var mode: EditMode = .inactive\n"
                "    var body: some View {\n        Text(\"Edit\").onChange(of: mode) { _, _ in }\n    }\n}\n```\n")
        with tempfile.TemporaryDirectory() as folder:
            folder = pathlib.Path(folder)
            article = folder / "Page.md"
            article.write_text(page, encoding="utf-8")
            source = check.swift_source("Page.md", check.blocks(article), "checked")
            errors = {}
            for platform, minimum in [("iOS", "16.0"), ("macOS", "14.0"), ("iOS", "17.0")]:
                modules = check.build_stand_ins(folder / f"{platform}-{minimum}", platform, minimum)
                file = folder / f"page-{platform}-{minimum}.swift"
                file.write_text(check.lower_availability(source, platform, minimum), encoding="utf-8")
                result = check.run(["swiftc", "-typecheck", "-parse-as-library", "-swift-version", "6", "-I", str(modules),
                                    str(file)])
                errors[(platform, minimum)] = sorted({line.split(": error: ")[0] + ": " + line.split(": error: ")[1]
                                                       for line in result.stderr.splitlines()
                                                       if ": error: " in line and line.startswith("Page.md")})
        self.assertEqual(errors[("iOS", "16.0")], [
            "Page.md:13:22: 'onChange(of:initial:_:)' is unavailable: introduced in iOS 17.0; the page states iOS 16.0"])
        self.assertEqual(errors[("macOS", "14.0")], [
            "Page.md:11:30: 'EditMode' is unavailable: unavailable in macOS"])
        self.assertEqual(errors[("iOS", "17.0")], [])


if __name__ == "__main__":
    unittest.main()
