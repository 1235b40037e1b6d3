"""scripts/release/write-package.sh: the published form of picklist-kit, the package an app adds, carries the
checksum of the zip it names, or is not written at all (run by `make scripts-check`).

    python3 -m unittest discover -s scripts/tests
"""
import hashlib
import pathlib
import subprocess
import tempfile
import unittest

ROOT = pathlib.Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "scripts/release/write-package.sh"
URL = "https://github.com/example/picklist/releases/download/1.2.3/picklist.artifactbundle.zip"


class WritePackageTests(unittest.TestCase):
    def setUp(self):
        folder = tempfile.TemporaryDirectory()
        self.addCleanup(folder.cleanup)
        self.folder = pathlib.Path(folder.name)
        self.zip = self.folder / "picklist.artifactbundle.zip"
        self.zip.write_bytes(b"PK\x05\x06" + bytes(18))
        self.checksum = hashlib.sha256(self.zip.read_bytes()).hexdigest()
        self.output = self.folder / "picklist-kit"

    def write(self, *arguments):
        return subprocess.run(
            [str(SCRIPT), str(self.output), *arguments], capture_output=True, text=True, cwd=self.folder)

    def test_checksumOfTheZip_writesThePackageWithIt(self):
        result = self.write("--url", URL, "--checksum", self.checksum, "--zip", str(self.zip))
        self.assertEqual(result.returncode, 0, result.stderr)
        manifest = (self.output / "Package.swift").read_text()
        self.assertIn(f'.binaryTarget(name: "PickListBinary", url: "{URL}", checksum: "{self.checksum}")', manifest)

    def test_checksumOfAnotherZip_isRefusedAndNothingIsWritten(self):
        other = hashlib.sha256(b"another release's zip").hexdigest()
        result = self.write("--url", URL, "--checksum", other, "--zip", str(self.zip))
        self.assertEqual(result.returncode, 1)
        self.assertEqual(
            result.stderr,
            f"error: --checksum {other} is not the checksum of {self.zip} ({self.checksum}); "
            "SwiftPM would refuse the download, so no package is written\n")
        self.assertFalse(self.output.exists())

    def test_checksumOfAnotherZip_leavesAnEarlierPackageAsItWas(self):
        self.assertEqual(self.write("--url", URL, "--checksum", self.checksum, "--zip", str(self.zip)).returncode, 0)
        before = (self.output / "Package.swift").read_text()
        other = hashlib.sha256(b"another release's zip").hexdigest()
        self.assertEqual(self.write("--url", URL, "--checksum", other, "--zip", str(self.zip)).returncode, 1)
        self.assertEqual((self.output / "Package.swift").read_text(), before)

    def test_urlNamingAnotherFile_isRefused(self):
        url = URL.replace("picklist.artifactbundle.zip", "picklist-1.2.2.artifactbundle.zip")
        result = self.write("--url", url, "--checksum", self.checksum, "--zip", str(self.zip))
        self.assertEqual(result.returncode, 1)
        self.assertEqual(
            result.stderr,
            f"error: --url {url} names 'picklist-1.2.2.artifactbundle.zip', not picklist.artifactbundle.zip, "
            "whose checksum the package carries; no package is written\n")
        self.assertFalse(self.output.exists())

    def test_urlWithoutTheZip_isAUsageError(self):
        result = self.write("--url", URL, "--checksum", self.checksum)
        self.assertEqual(result.returncode, 2)
        self.assertIn("--url needs --zip ZIP", result.stderr)
        self.assertFalse(self.output.exists())


if __name__ == "__main__":
    unittest.main()
