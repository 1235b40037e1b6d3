"""scripts/generate-keys.py: a key is one row of schema/keys.json, and the generator writes it
everywhere it is named, or refuses a table it cannot trust (run by `make scripts-check`).

    python3 -m unittest discover -s scripts/tests
"""
import json
import pathlib
import shutil
import subprocess
import sys
import tempfile
import unittest

ROOT = pathlib.Path(__file__).resolve().parents[2]
# What the generator reads and writes, copied into a scratch tree.
FILES = [
    "scripts/generate-keys.py", "schema/keys.json", "templates/context-keys.json",
    "schema/picklist.schema.in.json", "schema/picklist-config.schema.in.json",
    "schema/picklist.schema.json", "schema/picklist-config.schema.json", "docs/spec.md",
    "docs/templates.md", "docs/validation-rules.md",
    "Sources/PickListCompiler/Generated/SpecKeys.swift",
    "Sources/PickListCompiler/Generated/ContextKeys.swift",
]


class GenerateKeysTests(unittest.TestCase):
    def setUp(self):
        self.tree = pathlib.Path(tempfile.mkdtemp())
        self.addCleanup(shutil.rmtree, self.tree)
        for file in FILES:
            (self.tree / file).parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(ROOT / file, self.tree / file)

    def run_generator(self):
        return subprocess.run(
            [sys.executable, str(self.tree / "scripts/generate-keys.py")],
            capture_output=True, text=True, check=False)

    def edit_table(self, change):
        path = self.tree / "schema/keys.json"
        table = json.loads(path.read_text(encoding="utf-8"))
        change(table)
        path.write_text(json.dumps(table, indent=2, ensure_ascii=False), encoding="utf-8")

    def read(self, file):
        return (self.tree / file).read_text(encoding="utf-8")

    def test_theCommittedTables_writeWhatTheTreeHolds(self):
        result = self.run_generator()
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual(result.stdout, "")

    def test_aNewListKey_isOneRow_writtenToTheValidatorTheSchemaAndTheReference(self):
        row = {"name": "tint", "kind": "enum", "values": ["red", "blue"], "doc": "the rows' tint",
               "description": "The tint of the list's rows.", "rules": ["invalid-value"]}
        self.edit_table(lambda table: table["keys"]["list"].append(row))
        result = self.run_generator()
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertIn('"subsets", "tint",', self.read("Sources/PickListCompiler/Generated/SpecKeys.swift"))
        schema = json.loads(self.read("schema/picklist.schema.json"))
        self.assertEqual(schema["properties"]["tint"],
                         {"description": "The tint of the list's rows.", "enum": ["red", "blue"]})
        self.assertIn("| `tint` | `red` or `blue` | the rows' tint | `invalid-value` |", self.read("docs/spec.md"))

    def test_aNewItemKey_isACaseOfItemKey_andAPropertyOfAFullItem(self):
        row = {"name": "badge_count", "kind": "count", "doc": "a number on the row",
               "description": "A number shown on the row."}
        self.edit_table(lambda table: table["keys"]["item"].append(row))
        self.assertEqual(self.run_generator().returncode, 0)
        swift = self.read("Sources/PickListCompiler/Generated/SpecKeys.swift")
        self.assertIn("selectable, indent, badgeCount\n", swift)
        self.assertIn('case .badgeCount: "badge_count"', swift)
        schema = json.loads(self.read("schema/picklist.schema.json"))
        self.assertEqual(schema["definitions"]["fullItem"]["properties"]["badge_count"]["$ref"], "#/definitions/count")
        self.assertIn("badge_count", schema["definitions"]["shortItem"]["propertyNames"]["not"]["enum"])

    def test_aTableItCannotTrust_isRefused_namingTheKey(self):
        cases = [
            (lambda table: table["keys"]["list"].append(dict(table["keys"]["list"][0])),
             "the key 'name' of list is listed twice"),
            (lambda table: table["keys"]["item"][0].update(kind="colour"),
             "the key 'id' of item: unknown kind 'colour'"),
            (lambda table: table["keys"]["item"][0].update(rules=["no-such-rule"]),
             "the key 'id' of item: 'no-such-rule' is not a rule of docs/validation-rules.md"),
            (lambda table: table["keys"]["list"][0].pop("doc"),
             "the key 'name' of list has no 'doc'"),
            (lambda table: table["keys"]["item"][1].update(colour="red"),
             "the key 'title' of item: unknown field(s) colour"),
        ]
        for change, message in cases:
            with self.subTest(message):
                self.setUp()
                self.edit_table(change)
                result = self.run_generator()
                self.assertNotEqual(result.returncode, 0)
                self.assertIn("schema/keys.json: error: " + message, result.stderr)

    def test_aMissingMarkerBlock_isAnError_notASilentSkip(self):
        spec = self.tree / "docs/spec.md"
        spec.write_text(self.read("docs/spec.md").replace("<!-- keys:all -->\n", ""), encoding="utf-8")
        result = self.run_generator()
        self.assertNotEqual(result.returncode, 0)
        self.assertIn("docs/spec.md: error: needs one block '<!-- keys:all -->'", result.stderr)


if __name__ == "__main__":
    unittest.main()
