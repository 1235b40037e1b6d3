"""scripts/generate-folding-table.py: the folding table depends on the UCD files it reads and on
nothing of the Python that runs it (run by `make scripts-check`).

    python3 -m unittest discover -s scripts/tests
"""
import ast
import os
import pathlib
import shutil
import subprocess
import sys
import tempfile
import unittest

ROOT = pathlib.Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "scripts/generate-folding-table.py"
TABLE = ROOT / "Sources/PickListKit/Generated/FoldingTable.swift"
UCD = pathlib.Path(os.environ.get("PICKLIST_UCD") or "/usr/share/unicode")

# Runs the generator with `unicodedata` replaced by a module that claims another Unicode
# version and fails on any use: what a machine whose Python has another Unicode database sees.
OTHER_PYTHON = """
import runpy, sys, types
fake = types.ModuleType("unicodedata")
fake.unidata_version = fake.version = "9.0.0"
def refuse(name):
    def use(*arguments):
        raise AssertionError(f"the generator used unicodedata.{name}")
    return use
for name in ("category", "normalize", "name", "lookup", "decomposition", "combining",
             "is_normalized", "east_asian_width", "mirrored", "bidirectional", "numeric",
             "digit", "decimal", "ucd_3_2_0"):
    setattr(fake, name, refuse(name))
sys.modules["unicodedata"] = fake
sys.argv = [sys.argv[1]] + sys.argv[2:]
runpy.run_path(sys.argv[0], run_name="__main__")
"""


def committed_version():
    first = TABLE.read_text(encoding="utf-8").splitlines()[0]
    return first.split(" from Unicode ")[1].split(" ")[0]


def run(*arguments, env=None):
    return subprocess.run([sys.executable, *arguments], capture_output=True, text=True,
                          env={**os.environ, **(env or {})})


def ucd_copy(folder, version=None, case_folding_edit=None):
    """The three UCD files the generator reads, in `folder`; with `version` written into the
    headers, and `case_folding_edit` (old line, new line) applied to CaseFolding.txt."""
    for name in ("UnicodeData.txt", "CaseFolding.txt", "SpecialCasing.txt"):
        text = (UCD / name).read_text(encoding="utf-8")
        if version and name != "UnicodeData.txt":
            first, rest = text.split("\n", 1)
            text = f"# {name[:-4]}-{version}.txt\n{rest}"
        if case_folding_edit and name == "CaseFolding.txt":
            old, new = case_folding_edit
            assert old in text, old
            text = text.replace(old, new)
        (folder / name).write_text(text, encoding="utf-8")
    return folder


@unittest.skipUnless((UCD / "CaseFolding.txt").is_file(), f"no UCD in {UCD} (make test-deps)")
class FoldingTableGeneratorTests(unittest.TestCase):
    def setUp(self):
        self.work = pathlib.Path(tempfile.mkdtemp(prefix="folding-table-test-"))
        self.addCleanup(shutil.rmtree, self.work)

    def ucd_version(self):
        return (UCD / "CaseFolding.txt").read_text(encoding="utf-8").split("\n", 1)[0].split("-")[1][:-4]

    def test_aPythonWithAnotherUnicodeVersion_writesTheSameTable(self):
        if self.ucd_version() != committed_version():
            self.skipTest(f"{UCD} is Unicode {self.ucd_version()}, the table {committed_version()}")
        output = self.work / "FoldingTable.swift"
        result = run("-c", OTHER_PYTHON, str(SCRIPT), "--output", str(output))
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual(output.read_bytes(), TABLE.read_bytes(),
                         "a Python claiming Unicode 9.0.0 wrote another table")

    def test_theGenerator_readsNoUnicodeDataOfItsPython(self):
        # str's own case mappings come from the interpreter's Unicode database as unicodedata
        # does: the generator calls none of them (its UCD class has methods of the same names).
        tree = ast.parse(SCRIPT.read_text(encoding="utf-8"))
        mapped = {"lower", "upper", "casefold", "title", "capitalize", "swapcase", "isupper",
                  "islower", "isalpha", "isalnum", "isdigit", "isnumeric", "isdecimal", "isprintable",
                  "isidentifier", "istitle", "isspace"}
        for node in ast.walk(tree):
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                names = [alias.name for alias in node.names] + [getattr(node, "module", None) or ""]
                self.assertNotIn("unicodedata", names, f"line {node.lineno} imports unicodedata")
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in mapped:
                receiver = node.func.value
                self.assertTrue(isinstance(receiver, ast.Name) and receiver.id in ("ucd", "self"),
                                f"line {node.lineno} calls str.{node.func.attr}, which reads Python's Unicode database")

    def test_aUCDOfAnotherVersion_leavesTheTableAndSaysSo(self):
        output = self.work / "FoldingTable.swift"
        shutil.copy(TABLE, output)
        ucd = ucd_copy(self.work, version="99.1.0")
        result = run(str(SCRIPT), "--ucd", str(ucd), "--output", str(output))
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertIn(f"made from Unicode {committed_version()}, and {ucd} holds Unicode 99.1.0", result.stdout)
        self.assertEqual(output.read_bytes(), TABLE.read_bytes())

    def test_changingTheUnicodeVersion_isAskedFor(self):
        output = self.work / "FoldingTable.swift"
        shutil.copy(TABLE, output)
        ucd = ucd_copy(self.work, version="99.1.0")
        result = run(str(SCRIPT), "--ucd", str(ucd), "--output", str(output), "--change-unicode-version")
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertTrue(output.read_text(encoding="utf-8").startswith(
            "// Generated by scripts/generate-folding-table.py from Unicode 99.1.0 "))

    def test_aChangedMapping_changesTheTable(self):
        # ß folds to "sz" instead of "ss": its entry follows the data.
        ucd = ucd_copy(self.work, version=committed_version(),
                       case_folding_edit=("00DF; F; 0073 0073;", "00DF; F; 0073 007A;"))
        output = self.work / "FoldingTable.swift"
        shutil.copy(TABLE, output)
        result = run(str(SCRIPT), "--ucd", str(ucd), "--output", str(output))
        self.assertEqual(result.returncode, 0, result.stderr)
        text = output.read_text(encoding="utf-8")
        self.assertIn('(0x00DF, "sz"),  // ß  LATIN SMALL LETTER SHARP S', text)
        self.assertNotIn('(0x00DF, "ss")', text)

    def test_noUCD_failsAndWritesNothing(self):
        output = self.work / "FoldingTable.swift"
        result = run(str(SCRIPT), "--ucd", str(self.work / "nowhere"), "--output", str(output))
        self.assertEqual(result.returncode, 1)
        self.assertIn("no Unicode Character Database here", result.stderr)
        self.assertIn("make test-deps", result.stderr)
        self.assertFalse(output.exists())

    def test_aUCDWithoutAVersion_failsNamingTheLine(self):
        ucd = ucd_copy(self.work)
        text = (ucd / "SpecialCasing.txt").read_text(encoding="utf-8")
        (ucd / "SpecialCasing.txt").write_text("# no version\n" + text.split("\n", 1)[1], encoding="utf-8")
        output = self.work / "FoldingTable.swift"
        result = run(str(SCRIPT), "--ucd", str(ucd), "--output", str(output))
        self.assertEqual(result.returncode, 1)
        self.assertIn(f"{ucd}/SpecialCasing.txt:1: error: the first line names no version", result.stderr)
        self.assertFalse(output.exists())


if __name__ == "__main__":
    unittest.main()
