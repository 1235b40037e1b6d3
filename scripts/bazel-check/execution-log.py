#!/usr/bin/env python3
"""What one Bazel build did, from its `--execution_log_json_file`: the spawns it executed and
those a cache answered, and whether every picklist action was what the check expects.

    execution-log.py LOG --expect executed|cached [--mnemonic PickListGenerate] [--forbid TEXT]...

Bazel 4 writes the log as JSON objects one after another (not an array), one per spawn it ran
or looked up in a cache; `remoteCacheHit` is true for a spawn a cache answered (a disk cache
counts as a remote one). Prints one line,

    8 spawns: 1 executed, 7 cached; PickListGenerate: 2, all cached

and exits 1, naming the spawns, when a picklist action (--mnemonic) was not what --expect says,
when there is none, or when one's command line or outputs hold a --forbid text (such as the
checkout's absolute path) or an absolute path.
"""

import argparse
import json
import sys


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


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("log")
    parser.add_argument("--expect", choices=["executed", "cached"], required=True)
    parser.add_argument("--mnemonic", default="PickListGenerate")
    parser.add_argument("--forbid", action="append", default=[], help="a text no picklist command line or output may hold")
    arguments = parser.parse_args()

    logged = list(spawns(arguments.log))
    cached = [spawn for spawn in logged if spawn.get("remoteCacheHit")]
    ours = [spawn for spawn in logged if spawn.get("mnemonic") == arguments.mnemonic]
    problems = []
    if not ours:
        problems.append(f"no {arguments.mnemonic} action in the log")
    for spawn in ours:
        what = spawn.get("progressMessage") or " ".join(spawn.get("commandArgs", []))
        hit = bool(spawn.get("remoteCacheHit"))
        if hit != (arguments.expect == "cached"):
            problems.append(f"{what}: {'a cache hit' if hit else 'executed'}, expected {arguments.expect}")
        if spawn.get("exitCode", 0) != 0:
            problems.append(f"{what}: exit code {spawn['exitCode']}")
        paths = spawn.get("commandArgs", []) + [output.get("path", "") for output in spawn.get("actualOutputs", [])]
        for path in paths:
            if path.startswith("/"):
                problems.append(f"{what}: an absolute path: {path}")
            for text in arguments.forbid:
                if text in path:
                    problems.append(f"{what}: names {text}: {path}")
    state = "all cached" if all(spawn.get("remoteCacheHit") for spawn in ours) else (
        "all executed" if not any(spawn.get("remoteCacheHit") for spawn in ours) else "some cached")
    print(f"{len(logged)} spawns: {len(logged) - len(cached)} executed, {len(cached)} cached; "
          f"{arguments.mnemonic}: {len(ours)}, {state}")
    for problem in problems:
        print(f"error: {arguments.log}: {problem}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
