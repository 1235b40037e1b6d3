#!/usr/bin/env python3
"""What one Bazel build did, from its `--execution_log_json_file`: the spawns it executed and
those a cache answered, and whether every picklist action was what the check expects.

    execution-log.py LOG --expect executed|cached [--mnemonic PickListGenerate] [--forbid TEXT]...

Bazel 4 writes the log as JSON objects one after another (not an array), one per spawn it ran
or looked up in a cache; `remoteCacheHit` is true for a spawn a cache answered (a disk cache
counts as a remote one). Prints one line,

    8 spawns: 1 executed, 7 cached; PickListGenerate: 2, all cached

and exits 1, naming the spawns, when a picklist action (--mnemonic) was not what --expect says,
when there is none, when one failed, when one's command line or outputs hold a --forbid text
(such as the checkout's absolute path) or an absolute path, or when it was given environment
variables (its cache key would then depend on the machine's). And, whatever its mnemonic, when a
spawn runs `swiftc` without a module cache of its own (`-module-cache-path`, relative to the
execution root, once per swiftc): it would use ~/.cache/clang, which the sandbox mounts
read-only, and pass only where an earlier build had filled that folder.
"""

import argparse
import json
import re
import sys

# A swiftc invocation in a command line or a genrule's shell script, and the option that gives
# it a module cache of its own.
_SWIFTC = re.compile(r"(?:^|[\s/;&|(])swiftc(?=\s|$)")
_MODULE_CACHE = re.compile(r"(?:^|\s)-module-cache-path(?:\s+|=)(\S+)")


def module_cache_problems(spawn):
    """What is wrong with the module caches of the swiftc invocations of one spawn."""
    what = spawn.get("progressMessage") or spawn.get("mnemonic", "a spawn")
    problems = []
    for argument in spawn.get("commandArgs", []):
        runs = len(_SWIFTC.findall(argument))
        if not runs:
            continue
        caches = _MODULE_CACHE.findall(argument)
        if len(caches) < runs:
            problems.append(f"{what}: runs swiftc without -module-cache-path, so with the default module cache "
                            "(~/.cache/clang, read-only in the sandbox)")
        for cache in caches:
            if cache.startswith("/"):
                problems.append(f"{what}: a module cache at an absolute path: {cache}")
    return problems


def spawns(path):
    text = open(path, encoding="utf-8").read()
    decoder = json.JSONDecoder()
    position = 0
    while True:
        while position < len(text) and text[position].isspace():
            position += 1
        if position == len(text):
            return
        spawn, position = decoder.raw_decode(text, position)
        yield spawn


def summary(logged, mnemonic, expect, forbid=()):
    """The one-line summary of the spawns `logged`, and the problems of those of `mnemonic`."""
    cached = [spawn for spawn in logged if spawn.get("remoteCacheHit")]
    ours = [spawn for spawn in logged if spawn.get("mnemonic") == mnemonic]
    problems = []
    if not ours:
        problems.append(f"no {mnemonic} action in the log")
    for spawn in ours:
        what = spawn.get("progressMessage") or " ".join(spawn.get("commandArgs", []))
        hit = bool(spawn.get("remoteCacheHit"))
        if hit != (expect == "cached"):
            problems.append(f"{what}: {'a cache hit' if hit else 'executed'}, expected {expect}")
        if spawn.get("exitCode", 0) != 0:
            problems.append(f"{what}: exit code {spawn['exitCode']}")
        if spawn.get("environmentVariables"):
            names = ", ".join(variable.get("name", "?") for variable in spawn["environmentVariables"])
            problems.append(f"{what}: environment variables in its cache key: {names}")
        paths = spawn.get("commandArgs", []) + [output.get("path", "") for output in spawn.get("actualOutputs", [])]
        for path in paths:
            if path.startswith("/"):
                problems.append(f"{what}: an absolute path: {path}")
            for text in forbid:
                if text in path:
                    problems.append(f"{what}: names {text}: {path}")
    for spawn in logged:
        problems.extend(module_cache_problems(spawn))
    hits = [bool(spawn.get("remoteCacheHit")) for spawn in ours]
    state = "none" if not hits else "all cached" if all(hits) else "all executed" if not any(hits) else "some cached"
    line = (f"{len(logged)} spawns: {len(logged) - len(cached)} executed, {len(cached)} cached; "
            f"{mnemonic}: {len(ours)}, {state}")
    return line, problems


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("log")
    parser.add_argument("--expect", choices=["executed", "cached"], required=True)
    parser.add_argument("--mnemonic", default="PickListGenerate")
    parser.add_argument("--forbid", action="append", default=[], help="a text no picklist command line or output may hold")
    arguments = parser.parse_args()

    line, problems = summary(list(spawns(arguments.log)), arguments.mnemonic, arguments.expect, arguments.forbid)
    print(line)
    for problem in problems:
        print(f"error: {arguments.log}: {problem}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
