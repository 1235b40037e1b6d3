#!/usr/bin/env python3
"""Checks that schema/picklist.schema.json agrees with `picklist lint`.

For every spec file found under the given paths, the file is validated twice:
by a real JSON Schema validator (python `jsonschema`) against the schema, and by
`picklist lint`. The YAML is read the way an editor's yaml-language-server reads
it (YAML 1.2 core schema: only true/false are booleans, no timestamps), one JSON
instance per YAML document.

The rules:
  * everywhere: a file the schema rejects must be rejected by `picklist lint` too
    (an editor must never underline a spec the tool accepts);
  * under an --expectations folder's `valid/`: both must accept the file;
  * under its `invalid/`: both must reject it (the schema catches the
    mistake while the user types).

With --config-schema and --config-expectations DIR, the target configuration files
(`picklist-config.yml`) are checked the same way: each `*.yml` under DIR's `valid/` and
`invalid/` is copied as `picklist-config.yml` into a scratch folder beside one valid spec (and
the fixture folder's `*.mustache` templates), and `picklist lint --config` judges it there.

Exit status: 0 when everything agrees, 1 on any disagreement, 2 on usage errors.
"""

import argparse
import concurrent.futures
import json
import multiprocessing
import os
import re
import shutil
import subprocess
import sys
import tempfile

try:
    import jsonschema
    import yaml
except ImportError as error:  # pragma: no cover - reported, not handled
    sys.exit(f"error: {error}; install with: python3 -m pip install jsonschema pyyaml")


class Core12Loader(yaml.SafeLoader):
    """PyYAML's safe loader with YAML 1.2 core-schema scalars (as editors use)."""


Core12Loader.yaml_implicit_resolvers = {}
for tag, pattern, first in [
    ("tag:yaml.org,2002:bool", r"^(?:true|True|TRUE|false|False|FALSE)$", "tTfF"),
    ("tag:yaml.org,2002:int", r"^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$", "-+0123456789"),
    ("tag:yaml.org,2002:float",
     r"^(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$",
     "-+0123456789."),
    ("tag:yaml.org,2002:null", r"^(?:~|null|Null|NULL|)$", ["~", "n", "N", ""]),
]:
    Core12Loader.add_implicit_resolver(tag, re.compile(pattern), list(first))


def _construct_core_bool(loader, node):
    return loader.construct_scalar(node).lower() == "true"


def _construct_core_int(loader, node):
    text = loader.construct_scalar(node)
    if text.startswith("0o"):
        return int(text[2:], 8)
    if text.startswith("0x"):
        return int(text[2:], 16)
    return int(text)


Core12Loader.add_constructor("tag:yaml.org,2002:bool", _construct_core_bool)
Core12Loader.add_constructor("tag:yaml.org,2002:int", _construct_core_int)

SPEC_SUFFIXES = (".picklist.yml", ".picklist.yaml")


def spec_files(paths):
    for path in paths:
        if os.path.isfile(path):
            yield path
            continue
        for root, dirs, files in os.walk(path):
            dirs[:] = sorted(d for d in dirs if not d.startswith(".build"))
            for name in sorted(files):
                if name.endswith(SPEC_SUFFIXES):
                    yield os.path.join(root, name)


def schema_verdict(validator, path):
    """Returns (accepted, reasons); accepted is None when python cannot read the YAML."""
    try:
        with open(path, "rb") as handle:
            text = handle.read().decode("utf-8-sig")
        documents = list(yaml.load_all(text, Loader=Core12Loader))
    except (UnicodeDecodeError, yaml.YAMLError, RecursionError) as error:
        return None, [f"not readable as YAML: {str(error).splitlines()[0]}"]
    reasons = []
    for index, document in enumerate(documents, start=1):
        for error in validator.iter_errors(document):
            where = "/".join(str(part) for part in error.absolute_path) or "(root)"
            reasons.append(f"document {index}, {where}: {error.message[:160]}")
    return not reasons, reasons


def lint_verdict(picklist, path):
    result = subprocess.run([picklist, "lint", path], capture_output=True, text=True)
    if result.returncode not in (0, 1):
        raise RuntimeError(f"picklist lint {path} exited {result.returncode}:\n{result.stderr}{result.stdout}")
    return result.returncode == 0, (result.stdout + result.stderr).strip()


CONFIG_SPEC = "title: Purpose\nselection: single\nitems: [Design, Testing]\n"


def config_lint_verdict(picklist, path):
    """`picklist lint --config` of the configuration at `path`, as a target's, beside one good spec."""
    with tempfile.TemporaryDirectory(prefix="picklist-config-") as folder:
        shutil.copyfile(path, os.path.join(folder, "picklist-config.yml"))
        for name in os.listdir(os.path.dirname(path)):
            if name.endswith(".mustache"):
                shutil.copyfile(os.path.join(os.path.dirname(path), name), os.path.join(folder, name))
        with open(os.path.join(folder, "list.picklist.yml"), "w", encoding="utf-8") as handle:
            handle.write(CONFIG_SPEC)
        result = subprocess.run([os.path.abspath(picklist), "lint", "--config", "picklist-config.yml", "list.picklist.yml"],
                                capture_output=True, text=True, cwd=folder)
    if result.returncode not in (0, 1):
        raise RuntimeError(f"picklist lint --config {path} exited {result.returncode}:\n{result.stderr}{result.stdout}")
    return result.returncode == 0, (result.stdout + result.stderr).strip()


def config_files(root):
    for folder, dirs, files in os.walk(root):
        dirs.sort()
        for name in sorted(files):
            if name.endswith((".yml", ".yaml")):
                yield os.path.join(folder, name)


def expectation(path, expectation_roots):
    """`valid` or `invalid` for a file under <root>/valid or <root>/invalid of an --expectations root."""
    path = os.path.abspath(path)
    root = next((r for r in expectation_roots if path.startswith(os.path.abspath(r) + os.sep)), None)
    if root is None:
        return None
    parts = os.path.relpath(path, root).split(os.sep)
    if "invalid" in parts:
        return "invalid"
    if "valid" in parts:
        return "valid"
    return None


# The checks of this run, for the worker processes: forked after it is set, each reads the
# validators from its own copy rather than receiving them pickled with every file.
CHECKS = []


def judge(index, picklist):
    """Both verdicts on CHECKS[index]: (schema accepts, its reasons, lint accepts, lint's output)."""
    path, file_validator, verdict = CHECKS[index]
    schema_ok, reasons = schema_verdict(file_validator, path)
    lint_ok, lint_output = verdict(picklist, path)
    return schema_ok, reasons, lint_ok, lint_output


def judge_all(checks, picklist, jobs):
    """The verdicts of every check, in the order of `checks`.

    The schema's half is pure Python and takes milliseconds an item, so the few real-data lists
    of thousands of items take most of the time: they are started first, in `jobs` forked worker
    processes, and the small fixtures fill the workers in beside them.
    """
    CHECKS[:] = checks
    if jobs <= 1 or len(checks) < 2:
        return [judge(index, picklist) for index in range(len(checks))]
    largest_first = sorted(range(len(checks)), key=lambda index: -os.path.getsize(checks[index][0]))
    verdicts = [None] * len(checks)
    context = multiprocessing.get_context("fork")
    with concurrent.futures.ProcessPoolExecutor(max_workers=jobs, mp_context=context) as pool:
        futures = {pool.submit(judge, index, picklist): index for index in largest_first}
        for future in concurrent.futures.as_completed(futures):
            verdicts[futures[future]] = future.result()
    return verdicts


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--picklist", required=True, help="the picklist binary")
    parser.add_argument("--schema", required=True, help="the JSON Schema file")
    parser.add_argument("--expectations", action="append", default=[], metavar="DIR",
                        help="a folder whose valid/ and invalid/ subfolders say what both must decide (repeatable)")
    parser.add_argument("--config-schema", help="the JSON Schema of picklist-config.yml")
    parser.add_argument("--config-expectations", action="append", default=[], metavar="DIR",
                        help="a folder whose valid/ and invalid/ subfolders hold configuration files (repeatable)")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1,
                        help="files judged at once (default: one per core)")
    parser.add_argument("paths", nargs="*", help="spec files or folders searched recursively")
    arguments = parser.parse_args()

    with open(arguments.schema, encoding="utf-8") as handle:
        schema = json.load(handle)
    validator_class = jsonschema.validators.validator_for(schema)
    validator_class.check_schema(schema)
    validator = validator_class(schema)

    checks = [(path, validator, lint_verdict) for path in dict.fromkeys(spec_files(arguments.expectations + arguments.paths))]
    if arguments.config_schema:
        with open(arguments.config_schema, encoding="utf-8") as handle:
            config_schema = json.load(handle)
        config_validator_class = jsonschema.validators.validator_for(config_schema)
        config_validator_class.check_schema(config_schema)
        config_validator = config_validator_class(config_schema)
        for root in arguments.config_expectations:
            checks += [(path, config_validator, config_lint_verdict) for path in config_files(root)]
    arguments.expectations += arguments.config_expectations
    files = [path for path, _, _ in checks]
    if not files:
        print("error: no spec files found", file=sys.stderr)
        return 2
    disagreements = 0
    counts = {"both accept": 0, "both reject": 0, "only lint rejects": 0, "yaml unreadable": 0}
    verdicts = judge_all(checks, arguments.picklist, arguments.jobs)
    for (path, _, _), (schema_ok, reasons, lint_ok, lint_output) in zip(checks, verdicts):
        expected = expectation(path, arguments.expectations)
        problems = []
        if schema_ok is None:
            counts["yaml unreadable"] += 1
            if lint_ok:
                problems.append("python cannot read it as YAML but `picklist lint` accepts it")
        else:
            if not schema_ok and lint_ok:
                problems.append("the schema rejects it but `picklist lint` accepts it")
            if expected == "valid" and not schema_ok:
                problems.append("expected valid, the schema rejects it")
            if expected == "valid" and not lint_ok:
                problems.append("expected valid, `picklist lint` rejects it")
            if expected == "invalid" and schema_ok:
                problems.append("expected invalid, the schema accepts it")
            if expected == "invalid" and lint_ok:
                problems.append("expected invalid, `picklist lint` accepts it")
            key = ("both accept" if schema_ok and lint_ok else
                   "both reject" if not schema_ok and not lint_ok else
                   "only lint rejects" if schema_ok else "disagree")
            counts[key] = counts.get(key, 0) + 1
        if problems:
            disagreements += 1
            print(f"DISAGREE {path}")
            for problem in problems:
                print(f"  - {problem}")
            for reason in reasons:
                print(f"    schema: {reason}")
            for line in lint_output.splitlines()[:12]:
                print(f"    lint:   {line}")
    summary = ", ".join(f"{value} {key}" for key, value in counts.items() if value)
    print(f"schema agreement: {len(files)} spec and configuration files ({summary}); {disagreements} disagreement(s)")
    return 1 if disagreements else 0


if __name__ == "__main__":
    sys.exit(main())
