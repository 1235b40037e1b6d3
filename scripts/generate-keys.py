#!/usr/bin/env python3
"""Writes everything that names the keys of a spec, and the keys of the template context, from
the two key tables: schema/keys.json (every key a spec or a configuration file may write) and
templates/context-keys.json (the keys a template reads at the list and item levels). Run through
`make keys` (part of `make generate`; `make generated-check` fails while a written file differs).

From schema/keys.json:
  Sources/PickListCompiler/Generated/SpecKeys.swift   the validator's known keys of each place,
      in the order suggestions prefer them, `ItemKey`, and the hints for keys written at a list's
      top level that belong elsewhere
  schema/picklist.schema.json, schema/picklist-config.schema.json   from their frames
      (schema/*.schema.in.json): a frame holds what a table cannot say (conditionals, oneOf,
      patterns of shared definitions); each `"@keys:PLACE"` in it becomes the properties of PLACE,
      `"@names:PLACE"` the names of its keys and `"@required:PLACE"` those marked required
  docs/spec.md   each table between `<!-- keys:PLACE -->` and `<!-- /keys:PLACE -->`
From templates/context-keys.json:
  Sources/PickListCompiler/Generated/ContextKeys.swift   an enum of each level's keys
  docs/templates.md   each table between `<!-- context:LEVEL -->` and `<!-- /context:LEVEL -->`

Standard library only. A file is written only when its text changes."""
import json
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
KEYS = ROOT / "schema/keys.json"
CONTEXT = ROOT / "templates/context-keys.json"
RULES = ROOT / "docs/validation-rules.md"
SPEC_SWIFT = ROOT / "Sources/PickListCompiler/Generated/SpecKeys.swift"
CONTEXT_SWIFT = ROOT / "Sources/PickListCompiler/Generated/ContextKeys.swift"
SCHEMAS = [
    (ROOT / "schema/picklist.schema.in.json", ROOT / "schema/picklist.schema.json"),
    (ROOT / "schema/picklist-config.schema.in.json", ROOT / "schema/picklist-config.schema.json"),
]
SPEC_DOC = ROOT / "docs/spec.md"
TEMPLATES_DOC = ROOT / "docs/templates.md"

# A value kind: how the reference documents its value, and the schema every key of the kind has
# (None: the key's row gives its whole `schema`).
KINDS = {
    "text": ("text", {"$ref": "#/definitions/text"}),
    "heading": ("text, not blank", None),
    "text-key": ("translation key", {"$ref": "#/definitions/textKey"}),
    "plural-text": ("text, or its plural forms", {"$ref": "#/definitions/textWithPluralForms"}),
    "bool": ("`true` or `false`", {"type": "boolean"}),
    "count": ("count", {"$ref": "#/definitions/count"}),
    "level": ("0 to 8", None),
    "enum": (None, None),
    "id": ("item id", {"$ref": "#/definitions/id"}),
    "ids": ("ids", None),
    "identifier": ("Swift identifier", None),
    "items": ("items", {"$ref": "#/definitions/items"}),
    "sections": ("sections", None),
    "selection": ("id, ids or `all`", None),
    "switch-or-mapping": ("`true`, `false` or a mapping", None),
    "mapping": ("mapping", None),
    "subsets": ("mapping of names to ids", None),
    "texts": ("texts", None),
    "name": ("name", None),
    "value": ("number, text or bool", None),
    "values": ("values", None),
    "language": ("language tag", None),
    "fields": ("fields", None),
    "template": ("template name or file", None),
}
# The Swift name of each place's list in `SpecKeys`.
SWIFT_PLACES = {
    "list": "list", "item": "item", "section": "section", "all": "allRow", "summary": "summary",
    "messages": "messages", "searchable": "searchable", "localization": "localization",
    "config": "configuration",
}
KEYWORDS = {"default", "in", "as", "is", "if", "for", "case", "switch", "self", "init", "where", "return"}


def fail(path, message):
    sys.exit(f"{path.relative_to(ROOT)}: error: {message}")


def load(path):
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except ValueError as error:
        fail(path, f"not valid JSON: {error}")


def rule_ids():
    return set(re.findall(r"^\| `([a-z0-9-]+)` \| (?:error|warning|note) \|", RULES.read_text(encoding="utf-8"), re.M))


def check_keys(table):
    rules = rule_ids()
    places = table["places"]
    for place, rows in table["keys"].items():
        if place not in places or place not in SWIFT_PLACES:
            fail(KEYS, f"'{place}' is not a place of 'places' (or has no Swift name in scripts/generate-keys.py)")
        seen = set()
        for row in rows:
            name = row.get("name", "")
            where = f"the key '{name}' of {place}"
            if not re.fullmatch(r"[a-z][a-z0-9_]*", name):
                fail(KEYS, f"{where}: a key is lower_snake_case")
            if name in seen:
                fail(KEYS, f"{where} is listed twice")
            seen.add(name)
            for field in ("kind", "doc", "description"):
                if not row.get(field):
                    fail(KEYS, f"{where} has no '{field}'")
            kind = row["kind"]
            if kind not in KINDS:
                fail(KEYS, f"{where}: unknown kind '{kind}'; one of {', '.join(KINDS)}")
            if kind == "enum" and not row.get("values"):
                fail(KEYS, f"{where}: an enum lists its 'values'")
            if KINDS[kind][1] is None and kind != "enum" and "schema" not in row:
                fail(KEYS, f"{where}: a key of kind '{kind}' gives its 'schema'")
            for rule in row.get("rules", []):
                if rule not in rules:
                    fail(KEYS, f"{where}: '{rule}' is not a rule of {RULES.relative_to(ROOT)}")
            unknown = set(row) - {"name", "kind", "values", "doc", "description", "schema", "anchor", "rules",
                                  "required", "at_list", "misspellable"}
            if unknown:
                fail(KEYS, f"{where}: unknown field(s) {', '.join(sorted(unknown))}")


# MARK: JSON Schema

def property_schema(row):
    kind = row["kind"]
    schema = {"description": row["description"]}
    base = KINDS[kind][1]
    if kind == "enum":
        schema["enum"] = row["values"]
    elif base is not None:
        schema.update(base)
    schema.update(row.get("schema", {}))
    return schema


def fill(node, table):
    """The frame `node` with every `@keys:`, `@names:` and `@required:` placeholder filled."""
    if isinstance(node, dict):
        return {key: fill(value, table) for key, value in node.items()}
    if isinstance(node, list):
        return [fill(value, table) for value in node]
    if isinstance(node, str) and node.startswith("@"):
        what, _, place = node[1:].partition(":")
        rows = table["keys"].get(place)
        if rows is None:
            sys.exit(f"error: the schema frame names '{node}', but {KEYS.relative_to(ROOT)} has no place '{place}'")
        if what == "keys":
            return {row["name"]: fill(property_schema(row), table) for row in rows}
        if what == "names":
            return [row["name"] for row in rows]
        if what == "required":
            return [row["name"] for row in rows if row.get("required")]
        sys.exit(f"error: unknown placeholder '{node}' in a schema frame")
    return node


def schema_text(frame, table):
    return json.dumps(fill(load(frame), table), indent=2, ensure_ascii=False) + "\n"


# MARK: Swift

def camel(name):
    head, *rest = name.split("_")
    return head + "".join(word[:1].upper() + word[1:] for word in rest)


def case_name(name):
    return f"`{name}`" if name in KEYWORDS else name


def literal(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def string_array(names, indent):
    lines, line = [], ""
    for name in names:
        item = literal(name) + ","
        if line and len(indent) + len(line) + 1 + len(item) > 100:
            lines.append(indent + line)
            line = item
        else:
            line = item if not line else line + " " + item
    if line:
        lines.append(indent + line)
    return lines


def case_lines(cases, indent="    "):
    lines, line = [], ""
    for case in cases:
        if line and len(indent) + len(line) + 2 + len(case) > 100:
            lines.append(indent + line)
            line = "case " + case
        else:
            line = "case " + case if not line else line + ", " + case
    lines.append(indent + line)
    return lines


def spec_swift(table):
    keys = table["keys"]
    lines = [
        "// Generated by scripts/generate-keys.py (`make keys`) from schema/keys.json. Do not edit.",
        "",
        "/// The keys a spec (and a configuration file) may write, by place, in the order suggestions",
        "/// prefer them: the rows of schema/keys.json (CONTRIBUTING.md, \"Adding a spec key\").",
        "enum SpecKeys {",
    ]
    for place, rows in keys.items():
        lines.append(f"    /// {table['places'][place][0].upper()}{table['places'][place][1:]}.")
        names = [row["name"] for row in rows]
        one_line = f"    static let {SWIFT_PLACES[place]} = [" + ", ".join(map(literal, names)) + "]"
        if len(one_line) <= 100:
            lines.append(one_line)
        else:
            lines.append(f"    static let {SWIFT_PLACES[place]} = [")
            lines += string_array(names, "        ")
            lines.append("    ]")
    lines.append("    /// Keys of other places written at the top of a list by mistake, each with where it belongs.")
    lines.append("    static let misplacedInList: [String: String] = [")
    for rows in keys.values():
        for row in rows:
            if "at_list" in row:
                lines.append(f"        {literal(row['name'])}: {literal(row['at_list'])},")
    lines.append("    ]")
    lines.append("    /// Item keys a one-key item's key may be a typo of (`- titel: Foo`).")
    misspellable = [row["name"] for row in keys["item"] if row.get("misspellable")]
    lines.append("    static let misspellableItem = [" + ", ".join(map(literal, misspellable)) + "]")
    lines += ["}", ""]
    items = keys["item"]
    lines += [
        "/// A key an item may have, by its place in ``SpecKeys/item``.",
        "///",
        "/// Reading an item asks for each key it may have, about twenty lookups an item and a million",
        "/// for a thousand lists of fifty items. A lookup by place is one read of the item's slots",
        "/// (``KnownEntries/subscript(_:)-(ItemKey)``); a lookup by name compares strings.",
        "enum ItemKey: Int, CaseIterable {",
    ]
    lines += case_lines([case_name(camel(row["name"])) for row in items])
    lines += ["", "    /// The key as a spec writes it.", "    var name: String {", "        switch self {"]
    lines += [f"        case .{camel(row['name'])}: {literal(row['name'])}" for row in items]
    lines += ["        }", "    }", "}", ""]
    return "\n".join(lines)


def context_swift(context):
    lines = [
        "// Generated by scripts/generate-keys.py (`make keys`) from templates/context-keys.json. Do not edit.",
    ]
    for level, spec in context["levels"].items():
        names = [name for row in spec["rows"] for name in row["keys"]]
        first = spec.get("lookup_first", [])
        lookup = first + [name for name in names if name not in first]
        type_name = spec["type"]
        lines += [
            "",
            f"/// A key of {spec['what']} in the template context (docs/templates.md).",
            f"enum {type_name}: CaseIterable {{",
        ]
        lines += case_lines([case_name(name) for name in names])
        lines += ["", "    /// The key as a template writes it.", "    var name: String {", "        switch self {"]
        lines += [f"        case .{name}: {literal(name)}" for name in names]
        lines += ["        }", "    }", ""]
        lines += [
            "    /// The key a template names, if it is one: compared first with the keys of",
            "    /// `lookup_first`, those the built-in templates read most.",
            "    init?(name: String) {",
            "        switch name {",
        ]
        lines += [f"        case {literal(name)}: self = .{name}" for name in lookup]
        lines += ["        default: return nil", "        }", "    }", "}"]
    return "\n".join(lines) + "\n"


# MARK: Markdown

def value_doc(row):
    kind = row["kind"]
    if kind == "enum":
        values = [f"`{value}`" for value in row["values"]]
        return values[0] if len(values) == 1 else ", ".join(values[:-1]) + " or " + values[-1]
    return KINDS[kind][0]


def key_table(rows):
    lines = ["| key | value | what it says | rules |", "| --- | --- | --- | --- |"]
    for row in rows:
        name = f"`{row['name']}`"
        if "anchor" in row:
            name = f"[{name}](#{row['anchor']})"
        doc = row["doc"] + (" (required)" if row.get("required") else "")
        rules = ", ".join(f"`{rule}`" for rule in row.get("rules", []))
        lines.append("|" + "|".join(f" {cell} " if cell else " " for cell in (name, value_doc(row), doc, rules)) + "|")
    return lines


def context_table(rows):
    lines = ["| key | type | meaning |", "| --- | --- | --- |"]
    for row in rows:
        names = ", ".join(f"`{name}`" for name in row["keys"])
        lines.append("|" + "|".join(f" {cell} " if cell else " " for cell in (names, row["type"], row["meaning"])) + "|")
    return lines


def replace_blocks(path, marker, tables):
    """`path`'s text with each block between `<!-- marker:NAME -->` and `<!-- /marker:NAME -->`
    replaced by the table of NAME; every table must have its block."""
    text = path.read_text(encoding="utf-8")
    for name, lines in tables.items():
        pattern = re.compile(rf"(<!-- {marker}:{re.escape(name)} -->\n).*?(<!-- /{marker}:{re.escape(name)} -->)", re.S)
        if len(pattern.findall(text)) != 1:
            fail(path, f"needs one block '<!-- {marker}:{name} -->' … '<!-- /{marker}:{name} -->'")
        text = pattern.sub(lambda match: match.group(1) + "\n".join(lines) + "\n" + match.group(2), text)
    return text


def write(path, text):
    if path.exists() and path.read_text(encoding="utf-8") == text:
        return
    path.write_text(text, encoding="utf-8")
    print(f"wrote {path.relative_to(ROOT)}")


def main():
    table = load(KEYS)
    check_keys(table)
    context = load(CONTEXT)
    for level, spec in context["levels"].items():
        names = [name for row in spec["rows"] for name in row["keys"]]
        if len(set(names)) != len(names):
            fail(CONTEXT, f"a key of the level '{level}' is listed twice")
        for name in spec.get("lookup_first", []):
            if name not in names or spec["lookup_first"].count(name) > 1:
                fail(CONTEXT, f"'{name}' of lookup_first is not a key of the level '{level}', or is listed twice")
    outputs = [(SPEC_SWIFT, spec_swift(table))]
    outputs += [(target, schema_text(frame, table)) for frame, target in SCHEMAS]
    outputs.append((SPEC_DOC, replace_blocks(
        SPEC_DOC, "keys", {place: key_table(rows) for place, rows in table["keys"].items() if place != "config"})))
    outputs.append((CONTEXT_SWIFT, context_swift(context)))
    outputs.append((TEMPLATES_DOC, replace_blocks(
        TEMPLATES_DOC, "context", {level: context_table(spec["rows"]) for level, spec in context["levels"].items()})))
    for path, text in outputs:
        if '"""#' in text and path.suffix == ".json":
            fail(path, 'holds the raw-string terminator """# (scripts/embed-schema.sh embeds it)')
        write(path, text)


if __name__ == "__main__":
    main()
