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


if __name__ == "__main__":
    unittest.main()
