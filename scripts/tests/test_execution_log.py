"""scripts/bazel-check/execution-log.py: how make bazel-check reads a Bazel execution log (run by
`make scripts-check`; the builds themselves are `make bazel-check`).

    python3 -m unittest discover -s scripts/tests
"""
import importlib.util
import pathlib
import tempfile
import unittest

ROOT = pathlib.Path(__file__).resolve().parents[2]
spec = importlib.util.spec_from_file_location("execution_log", ROOT / "scripts/bazel-check/execution-log.py")
log = importlib.util.module_from_spec(spec)
spec.loader.exec_module(log)


def generate(spec, hit, **changes):
    """A PickListGenerate spawn as Bazel 4 logs it."""
    spawn = {
        "commandArgs": ["external/picklist_tool/picklist", "generate", f"lists/{spec}.picklist.yml",
                        "--output", "bazel-out/k8-fastbuild/bin/lists/lists", "--relative-to", "."],
        "actualOutputs": [{"path": f"bazel-out/k8-fastbuild/bin/lists/lists/{spec}.picklist.swift"}],
        "progressMessage": f"Generating lists/lists/{spec}.picklist.swift from lists/{spec}.picklist.yml",
        "mnemonic": "PickListGenerate",
        "remoteCacheHit": hit,
        "exitCode": 0,
    }
    spawn.update(changes)
    return spawn


def compile(script):
    """A genrule that runs a shell script, as Bazel 4 logs it."""
    return {"mnemonic": "Genrule", "commandArgs": ["/bin/bash", "-c", script], "remoteCacheHit": False,
            "progressMessage": "Compiling Swift module Lists",
            "environmentVariables": [{"name": "PATH", "value": "/usr/bin"}]}


COMPILE = compile("sources=\nswiftc -swift-version 6 -module-cache-path bazel-out/k8-fastbuild/bin/lists/_swiftc_module_cache/Lists"
                  " -module-name Lists -wmo -o bazel-out/k8-fastbuild/bin/lists/libLists.a $sources")


class ExecutionLogTests(unittest.TestCase):
    def test_spawns_readsTheObjectsBazelWritesOneAfterAnother(self):
        with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as file:
            file.write('{\n "mnemonic": "Genrule"\n}{\n "mnemonic": "PickListGenerate"\n}\n')
        self.assertEqual([spawn["mnemonic"] for spawn in log.spawns(file.name)], ["Genrule", "PickListGenerate"])
        pathlib.Path(file.name).unlink()

    def test_allCached_asExpected_countsEverySpawnAndReportsNothing(self):
        line, problems = log.summary([generate("a", True), generate("b", True), COMPILE], "PickListGenerate", "cached")
        self.assertEqual(line, "3 spawns: 1 executed, 2 cached; PickListGenerate: 2, all cached")
        self.assertEqual(problems, [])

    def test_oneExecuted_whenCachedExpected_namesThatAction(self):
        _, problems = log.summary([generate("a", True), generate("b", False)], "PickListGenerate", "cached")
        self.assertEqual(problems, [
            "Generating lists/lists/b.picklist.swift from lists/b.picklist.yml: executed, expected cached"])

    def test_noPicklistAction_isAProblem(self):
        line, problems = log.summary([COMPILE], "PickListGenerate", "executed")
        self.assertEqual(line, "1 spawns: 1 executed, 0 cached; PickListGenerate: 0, none")
        self.assertEqual(problems, ["no PickListGenerate action in the log"])

    def test_absolutePathsForbiddenTextAndEnvironment_areEachNamed(self):
        spawn = generate("a", False, environmentVariables=[{"name": "PATH", "value": "/usr/bin"}])
        spawn["commandArgs"] = spawn["commandArgs"] + ["--config", "/work/one/lists/picklist-config.yml"]
        spawn["actualOutputs"] = [{"path": "bazel-out/one/x.swift"}]
        _, problems = log.summary([spawn], "PickListGenerate", "executed", forbid=["one/"])
        what = "Generating lists/lists/a.picklist.swift from lists/a.picklist.yml"
        self.assertEqual(problems, [
            f"{what}: environment variables in its cache key: PATH",
            f"{what}: an absolute path: /work/one/lists/picklist-config.yml",
            f"{what}: names one/: /work/one/lists/picklist-config.yml",
            f"{what}: names one/: bazel-out/one/x.swift",
        ])

    def test_swiftcWithoutItsOwnModuleCache_isNamed(self):
        spawns = [generate("a", False), compile("swiftc -swift-version 6 -module-name Lists -o libLists.a a.swift"),
                  compile("/usr/bin/swiftc -module-cache-path /root/.cache/m -o a a.swift"),
                  compile("swiftc -module-cache-path out/m -o a a.swift && swiftc -o b b.swift")]
        _, problems = log.summary(spawns, "PickListGenerate", "executed")
        unowned = ("Compiling Swift module Lists: runs swiftc without -module-cache-path, so with the default "
                   "module cache (~/.cache/clang, read-only in the sandbox)")
        self.assertEqual(problems, [
            unowned,
            "Compiling Swift module Lists: a module cache at an absolute path: /root/.cache/m",
            unowned,
        ])

    def test_swiftcNamedInAPathOrAnotherWord_isNotAnInvocation(self):
        spawn = compile("echo swiftc-version > out/swiftcx.txt; cp lists/swiftc.txt out/")
        self.assertEqual(log.module_cache_problems(spawn), [])


if __name__ == "__main__":
    unittest.main()
