#!/usr/bin/env python3
"""Writes PickListKit's CLDR plural rules (and the samples its tests check them against) and
list patterns, from CLDR's own data in Debian's `unicode-cldr-core` package (apt-get install
unicode-cldr-core): common/supplemental/plurals.xml, common/main/*.xml.

  Sources/PickListKit/Generated/PluralRuleTable.swift
      every locale of plurals.xml → its rule set, the categories each rule set uses, and each
      rule set's conditions as Swift over the operands n i v w f t e (PluralOperands), so that
      choosing a category is a dictionary-free switch and a few integer operations.
  Tests/PickListKitTests/Generated/PluralSamples.swift
      every rule's @integer and @decimal samples, as CLDR writes them.
  Sources/PickListKit/Generated/ListPatternTable.swift
      the standard list pattern ("Ada, Bob, and Cy") of every locale in common/main/*.xml,
      inherited part by part along CLDR's parent chain (supplementalData.xml's parentLocales,
      else the identifier less its last part, then root); draft="unconfirmed" and
      "provisional" values are left out, as ICU leaves them out. Every language is listed;
      a longer identifier only when its pattern differs from what dropping its last part
      would find.

Run:   python3 scripts/generate-plural-rules.py
Check: python3 scripts/generate-plural-rules.py --check
       (writes nothing; exits 1 naming each file that differs from what the script writes, and
       the command that rewrites it). The output depends only on the CLDR data, whose version
       the files' headers name; not on this machine's Python or ICU.
"""
import argparse
import pathlib
import re
import sys
import xml.etree.ElementTree as ET

CLDR = pathlib.Path("/usr/share/unicode/cldr")
PLURALS = CLDR / "common/supplemental/plurals.xml"
DTD = CLDR / "common/dtd/ldmlSupplemental.dtd"
ROOT = pathlib.Path(__file__).resolve().parent.parent
TABLE = ROOT / "Sources/PickListKit/Generated/PluralRuleTable.swift"
SAMPLES = ROOT / "Tests/PickListKitTests/Generated/PluralSamples.swift"
LIST_TABLE = ROOT / "Sources/PickListKit/Generated/ListPatternTable.swift"
MAIN = CLDR / "common/main"
SUPPLEMENTAL = CLDR / "common/supplemental/supplementalData.xml"
LIST_PARTS = ["start", "middle", "end", "2"]
COMMAND = "python3 scripts/generate-plural-rules.py"
CATEGORIES = ["zero", "one", "two", "few", "many", "other"]

# ---- The rule syntax (UTS #35, Language Plural Rules) ----------------------------------------
#   condition     = and_condition ('or' and_condition)*
#   and_condition = relation ('and' relation)*
#   relation      = operand ('%' value)? ('=' | '!=') range_list
#   range_list    = (value | value'..'value) (',' range_list)*
TOKEN = re.compile(r"\s*(?:(\d+\.\.\d+)|(\d+)|(!=|=|%|,)|([a-z]+))")


def tokens(text):
    position, result = 0, []
    text = text.strip()
    while position < len(text):
        match = TOKEN.match(text, position)
        if not match:
            raise SystemExit(f"{PLURALS}: cannot read plural rule '{text}' at '{text[position:]}'")
        result.append(next(group for group in match.groups() if group is not None))
        position = match.end()
    return result


def swift_condition(text):
    """The Swift expression over `o` (PluralOperands) for a rule's condition."""
    parts = tokens(text)
    ors, ands, index = [], [], 0
    while index < len(parts):
        operand = parts[index]
        if operand not in "niviwftec" or len(operand) != 1:
            raise SystemExit(f"{PLURALS}: unknown operand '{operand}' in '{text}'")
        index += 1
        modulus = None
        if parts[index] == "%":
            modulus = int(parts[index + 1])
            index += 2
        operator = parts[index]
        if operator not in ("=", "!="):
            raise SystemExit(f"{PLURALS}: unknown operator '{operator}' in '{text}'")
        index += 1
        items = []
        while True:
            items.append(parts[index])
            index += 1
            if index < len(parts) and parts[index] == ",":
                index += 1
                continue
            break
        ands.append(relation(operand, modulus, operator, items))
        if index < len(parts):
            word = parts[index]
            index += 1
            if word == "or":
                ors.append(ands)
                ands = []
            elif word != "and":
                raise SystemExit(f"{PLURALS}: expected 'and' or 'or' in '{text}', found '{word}'")
    ors.append(ands)
    return " || ".join(" && ".join(group) for group in ors)


def relation(operand, modulus, operator, items):
    # n is the absolute value: it equals an integer only when it has no fraction (t == 0), and
    # then it is i. The other operands are integers; c is another name for e.
    field = {"n": "i", "c": "e"}.get(operand, operand)
    value = f"o.{field}" + (f" % {modulus}" if modulus is not None else "")
    if operand != "n" and len(items) == 1 and ".." not in items[0]:
        return f"{value} {'==' if operator == '=' else '!='} {items[0]}"
    tests = []
    for item in items:
        if ".." in item:
            low, high = item.split("..")
            tests.append(f"({low}...{high}).contains({value})")
        else:
            tests.append(f"{value} == {item}")
    test = tests[0] if len(tests) == 1 else "(" + " || ".join(tests) + ")"
    if operand == "n":
        test = f"(o.t == 0 && {test})"
    if operator == "!=":
        return f"!{test}" if test.startswith("(") else f"!({test})"
    return test


# ---- Reading plurals.xml ---------------------------------------------------------------------
def read_rule_sets():
    if not PLURALS.exists():
        raise SystemExit(
            f"error: {PLURALS} not found: install CLDR's data first "
            "(apt-get update && apt-get install -y unicode-cldr-core)")
    tree = ET.parse(PLURALS)
    cardinal = [p for p in tree.getroot().iter("plurals") if p.get("type", "cardinal") == "cardinal"]
    if len(cardinal) != 1:
        raise SystemExit(f"{PLURALS}: expected one <plurals type=\"cardinal\">, found {len(cardinal)}")
    rule_sets = []
    for rules in cardinal[0].iter("pluralRules"):
        locales = rules.get("locales").split()
        entries = []
        for rule in rules.iter("pluralRule"):
            category = rule.get("count")
            if category not in CATEGORIES:
                raise SystemExit(f"{PLURALS}: unknown plural category '{category}' for {locales}")
            text = rule.text or ""
            condition, _, samples = text.partition("@")
            samples = "@" + samples if samples else ""
            integers = re.search(r"@integer([^@]*)", samples)
            decimals = re.search(r"@decimal([^@]*)", samples)
            entries.append({
                "category": category,
                "condition": condition.strip(),
                "integers": integers.group(1).strip() if integers else "",
                "decimals": decimals.group(1).strip() if decimals else "",
            })
        if entries[-1]["category"] != "other" or entries[-1]["condition"]:
            raise SystemExit(f"{PLURALS}: the rules of {locales} do not end with an unconditional 'other'")
        rule_sets.append({"locales": locales, "rules": entries})
    return rule_sets


def cldr_version():
    match = re.search(r'cldrVersion CDATA #FIXED "([0-9.]+)"', DTD.read_text(encoding="utf-8")) if DTD.exists() else None
    return match.group(1) if match else "unknown"


def swift_string(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


# ---- Writing ---------------------------------------------------------------------------------
def table_source(rule_sets, version):
    lines = [
        f"// Generated by scripts/generate-plural-rules.py from CLDR {version} (common/supplemental/plurals.xml). Do not edit.",
        "",
        "extension PluralRules {",
        "    /// Each locale of CLDR's cardinal plural rules and the index of its rule set in",
        "    /// ``ruleSetCategories`` and ``category(ruleSet:_:)``.",
        "    static let ruleSetOfLocale: [String: UInt8] = [",
    ]
    pairs = sorted((locale, index) for index, rule_set in enumerate(rule_sets) for locale in rule_set["locales"])
    for locale, index in pairs:
        lines.append(f"        {swift_string(locale)}: {index},")
    lines += [
        "    ]",
        "",
        "    /// The categories each rule set uses, in CLDR's order (`other` last).",
        "    static let ruleSetCategories: [[PluralCategory]] = [",
    ]
    for rule_set in rule_sets:
        categories = ", ".join("." + rule["category"] for rule in rule_set["rules"])
        lines.append(f"        [{categories}],  // {' '.join(rule_set['locales'][:6])}{' …' if len(rule_set['locales']) > 6 else ''}")
    lines += [
        "    ]",
        "",
        "    /// The category the rule set `ruleSet` gives a number: its rules in CLDR's order, the",
        "    /// first that holds, `other` when none does.",
        "    @inline(__always)",
        "    static func category(ruleSet: UInt8, _ o: PluralOperands) -> PluralCategory {",
        "        switch ruleSet {",
    ]
    for index, rule_set in enumerate(rule_sets):
        conditional = [rule for rule in rule_set["rules"] if rule["condition"]]
        lines.append(f"        case {index}:  // {' '.join(rule_set['locales'][:6])}{' …' if len(rule_set['locales']) > 6 else ''}")
        if not conditional:
            lines.append("            return .other")
            continue
        for rule in conditional:
            lines.append(f"            // {rule['category']}: {rule['condition']}")
            lines.append(f"            if {swift_condition(rule['condition'])} {{ return .{rule['category']} }}")
        lines.append("            return .other")
    lines += [
        "        default:",
        "            return .other",
        "        }",
        "    }",
        "}",
        "",
    ]
    return "\n".join(lines)


def samples_source(rule_sets, version):
    lines = [
        f"// Generated by scripts/generate-plural-rules.py from CLDR {version} (common/supplemental/plurals.xml). Do not edit.",
        "",
        "import PickListKit",
        "",
        "/// CLDR's sample numbers for every plural rule: each `@integer` and `@decimal` sample of",
        "/// a rule must select that rule's category, in every locale the rule set lists.",
        "enum PluralSamples {",
        "    /// One rule's samples, as CLDR writes them (`0~15, 100, 1c6, …`).",
        "    struct Rule: Sendable {",
        "        let locales: [String]",
        "        let category: PluralCategory",
        "        let integers: String",
        "        let decimals: String",
        "    }",
        "",
        "    static let rules: [Rule] = [",
    ]
    for rule_set in rule_sets:
        locales = ", ".join(swift_string(locale) for locale in rule_set["locales"])
        for rule in rule_set["rules"]:
            lines.append(
                f"        Rule(locales: [{locales}], category: .{rule['category']},"
                f" integers: {swift_string(rule['integers'])}, decimals: {swift_string(rule['decimals'])}),")
    lines += ["    ]", "}", ""]
    return "\n".join(lines)


# ---- List patterns ---------------------------------------------------------------------------
def read_list_patterns():
    """Each locale's own standard list pattern parts (possibly only some of them)."""
    own = {}
    for path in sorted(MAIN.glob("*.xml")):
        locale = path.stem
        parts = {}
        root = ET.parse(path).getroot()
        for patterns in root.iter("listPatterns"):
            for pattern in patterns.iter("listPattern"):
                if pattern.get("type", "standard") != "standard":
                    continue
                for part in pattern.iter("listPatternPart"):
                    if part.get("draft") in ("unconfirmed", "provisional"):
                        continue
                    parts[part.get("type")] = part.text or ""
        own[locale] = parts
    parents = {}
    for element in ET.parse(SUPPLEMENTAL).getroot().iter("parentLocale"):
        for locale in element.get("locales").split():
            parents[locale] = element.get("parent")
    return own, parents


def truncation_parent(locale):
    return locale.rsplit("_", 1)[0] if "_" in locale else "root"


def resolve_list_patterns(own, parents):
    def parent(locale):
        return parents.get(locale) or truncation_parent(locale)

    resolved = {}

    def resolve(locale):
        if locale in resolved:
            return resolved[locale]
        parts = dict(own.get(locale, {}))
        if locale != "root":
            for name, value in resolve(parent(locale)).items():
                parts.setdefault(name, value)
        resolved[locale] = parts
        return parts

    for locale in own:
        parts = resolve(locale)
        missing = [name for name in LIST_PARTS if name not in parts]
        if missing:
            raise SystemExit(f"{MAIN / (locale + '.xml')}: no list pattern part {missing} even from its parents")
    return resolved


def split_pattern(locale, text):
    match = re.fullmatch(r"(.*?)\{0\}(.*?)\{1\}(.*)", text, re.S)
    if not match:
        raise SystemExit(f"{MAIN / (locale + '.xml')}: list pattern '{text}' is not '…{{0}}…{{1}}…'")
    return match.groups()


def list_table_source(resolved, version):
    patterns, index_of, entries = [], {}, {}
    for locale in sorted(resolved, key=lambda name: (name != "root", name.count("_"), name)):
        pattern = tuple(split_pattern(locale, resolved[locale][name]) for name in LIST_PARTS)
        if pattern not in index_of:
            index_of[pattern] = len(patterns)
            patterns.append(pattern)
        # What the runtime would find by dropping parts of the identifier.
        fallback = truncation_parent(locale)
        while fallback not in entries and fallback != "root":
            fallback = truncation_parent(fallback)
        inherited = entries.get(fallback, entries.get("root"))
        if "_" not in locale or inherited != index_of[pattern]:
            entries[locale] = index_of[pattern]
    lines = [
        f"// Generated by scripts/generate-plural-rules.py from CLDR {version} (common/main/*.xml). Do not edit.",
        "",
        "extension ListPattern {",
        "    /// The distinct standard list patterns, each as its parts start, middle, end and two:",
        "    /// the text before `{0}`, between `{0}` and `{1}`, and after `{1}`.",
        "    static let table: [[Part]] = [",
    ]
    for pattern in patterns:
        parts = ", ".join(f"Part({swift_string(a)}, {swift_string(b)}, {swift_string(c)})" for a, b, c in pattern)
        lines.append(f"        [{parts}],")
    lines += [
        "    ]",
        "",
        "    /// Each locale's pattern in ``table``: every language, and the longer identifiers whose",
        "    /// pattern is not the one found by dropping the last part of their identifier.",
        "    static let patternOfLocale: [String: UInt16] = [",
    ]
    for locale in sorted(entries):
        lines.append(f"        {swift_string(locale)}: {entries[locale]},")
    lines += ["    ]", "}", ""]
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 when a file differs")
    arguments = parser.parse_args()
    rule_sets = read_rule_sets()
    version = cldr_version()
    own, parents = read_list_patterns()
    outputs = {
        TABLE: table_source(rule_sets, version),
        SAMPLES: samples_source(rule_sets, version),
        LIST_TABLE: list_table_source(resolve_list_patterns(own, parents), version),
    }
    stale = []
    for path, text in outputs.items():
        current = path.read_text(encoding="utf-8") if path.exists() else None
        if current == text:
            continue
        if arguments.check:
            stale.append(path)
        else:
            path.parent.mkdir(parents=True, exist_ok=True)
            temporary = path.with_suffix(".tmp")
            temporary.write_text(text, encoding="utf-8")
            temporary.replace(path)
            print(f"wrote {path.relative_to(ROOT)}")
    for path in stale:
        print(f"error: {path.relative_to(ROOT)} is not what {COMMAND} writes from CLDR {version}; run it", file=sys.stderr)
    if stale:
        return 1
    if arguments.check:
        print(f"the plural rules and list patterns are current (CLDR {version})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
