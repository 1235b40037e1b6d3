"""scripts/check-workflows.sh (make workflow-check): the release workflow passes zizmor's audit,
and a copy that brings back an unpinned action, a broad permission or an expansion in a shell
line fails it with zizmor's own message, located at the file, line and column (run by
`make scripts-check`, which passes the test venv's zizmor as ZIZMOR).

    ZIZMOR=.build/test-venv/bin/zizmor python3 -m unittest discover -s scripts/tests
"""
import os
import pathlib
import shutil
import subprocess
import tempfile
import unittest

ROOT = pathlib.Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "scripts/check-workflows.sh"
WORKFLOW = ROOT / ".github/workflows/release.yml"


def find_zizmor():
    """The zizmor make passes, else the test venv's, else one on PATH."""
    given = os.environ.get("ZIZMOR")
    if given:
        return given
    venv = ROOT / ".build/test-venv/bin/zizmor"
    if venv.exists():
        return str(venv)
    return shutil.which("zizmor")


class CheckWorkflowsTests(unittest.TestCase):
    def setUp(self):
        self.zizmor = find_zizmor()
        if self.zizmor is None:
            self.skipTest("no zizmor (make test-deps installs it; make scripts-check passes it)")
        self.assertTrue(os.access(self.zizmor, os.X_OK), f"ZIZMOR={self.zizmor} is not an executable")
        folder = tempfile.TemporaryDirectory()
        self.addCleanup(folder.cleanup)
        self.folder = pathlib.Path(folder.name)

    def check(self, *paths):
        return subprocess.run(
            [str(SCRIPT), *map(str, paths)], capture_output=True, text=True,
            env={**os.environ, "ZIZMOR": self.zizmor}, cwd=ROOT)

    def bad_copy(self, old, new):
        """release.yml with the first `old` replaced by `new`; the copy and the 1-based line of
        the replacement."""
        text = WORKFLOW.read_text()
        self.assertIn(old, text)
        line = text[:text.index(old)].count("\n") + 1
        copy = self.folder / "release.yml"
        copy.write_text(text.replace(old, new, 1))
        return copy, line

    def test_releaseWorkflow_passesWithNoFinding(self):
        result = self.check()
        self.assertEqual(result.returncode, 0, result.stdout + result.stderr)
        self.assertIn("No findings to report", result.stdout)

    def test_actionByTag_failsAtItsLineAndColumn(self):
        copy, line = self.bad_copy(
            "actions/checkout@3d3c42e5aac5ba805825da76410c181273ba90b1 # v7.0.1", "actions/checkout@v7")
        result = self.check(copy)
        self.assertNotEqual(result.returncode, 0)
        self.assertIn("error[unpinned-uses]: unpinned action reference", result.stdout)
        self.assertIn(f"--> {copy}:{line}:15", result.stdout)
        self.assertIn("action is not pinned to a hash", result.stdout)

    def test_writePermissionForEveryJob_failsAtTheWorkflowPermissions(self):
        # The workflow's token may write, and the Linux build job no longer narrows it.
        copy, line = self.bad_copy("permissions: {}\n", "permissions:\n  contents: write\n")
        text = copy.read_text()
        job = "    name: linux (${{ matrix.platform }})\n    permissions:\n      contents: read\n"
        self.assertIn(job, text)
        copy.write_text(text.replace(job, "    name: linux (${{ matrix.platform }})\n"))
        result = self.check(copy)
        self.assertNotEqual(result.returncode, 0)
        self.assertIn("error[excessive-permissions]: overly broad permissions", result.stdout)
        self.assertIn(f"--> {copy}:{line + 1}:3", result.stdout)

    def test_expansionInAShellLine_failsAtTheExpansion(self):
        copy, line = self.bad_copy('--url "$BUNDLE_URL"', '--url "${{ env.BUNDLE_URL }}"')
        result = self.check(copy)
        self.assertNotEqual(result.returncode, 0)
        self.assertIn("[template-injection]", result.stdout)
        self.assertIn(f"--> {copy}:{line}:", result.stdout)


if __name__ == "__main__":
    unittest.main()
