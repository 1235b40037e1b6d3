#!/usr/bin/env python3
"""`make release` (second step): the artifact bundle picklist.artifactbundle, zipped.

    assemble-bundle.py --version 0.1.0 --variants DIR --output DIR

DIR (--variants) holds one folder per built binary, named after its platform, each with
`bin/picklist` in it, as scripts/release/build-binary.sh leaves them:

    linux-x86_64/bin/picklist     x86_64-unknown-linux-gnu
    linux-aarch64/bin/picklist    aarch64-unknown-linux-gnu
    macos-universal/bin/picklist  x86_64-apple-macosx and arm64-apple-macosx (one fat binary)

The bundle is SwiftPM's artifact-bundle format: an info.json (schemaVersion 1.0) naming one
executable artifact, `picklist`, with one variant per folder and the target triples it runs on.
SwiftPM picks the variant whose triple is exactly the host's.

The zip is deterministic: entries sorted by name, every time stamp 1980-01-01 00:00, the
permissions fixed (0755 for folders and the executables, 0644 for the rest), no extra fields.
So two builds of one commit that produce the same binaries produce the same zip, and the same
checksum (`swift package compute-checksum`), which is what a `.binaryTarget(url:checksum:)`
pins.
"""

import argparse
import json
import os
import shutil
import stat
import sys
import zipfile

ARTIFACT = "picklist"
BUNDLE = "picklist.artifactbundle"

# Platform folder → the target triples its binary runs on.
TRIPLES = {
    "linux-x86_64": ["x86_64-unknown-linux-gnu"],
    "linux-aarch64": ["aarch64-unknown-linux-gnu"],
    "macos-universal": ["x86_64-apple-macosx", "arm64-apple-macosx"],
}

ZIP_TIME = (1980, 1, 1, 0, 0, 0)


def fail(message):
    print(f"error: {message}", file=sys.stderr)
    sys.exit(1)


def variants(directory):
    """The (platform, binary path) pairs under `directory`, sorted by platform."""
    if not os.path.isdir(directory):
        fail(f"{directory}: no such folder of built binaries")
    found = []
    for platform in sorted(os.listdir(directory)):
        binary = os.path.join(directory, platform, "bin", ARTIFACT)
        if platform not in TRIPLES:
            fail(f"{os.path.join(directory, platform)}: unknown platform folder; expected one of {', '.join(sorted(TRIPLES))}")
        if not os.path.isfile(binary):
            fail(f"{binary}: missing (each platform folder holds bin/{ARTIFACT})")
        found.append((platform, binary))
    if not found:
        fail(f"{directory}: holds no built binary (expected e.g. linux-x86_64/bin/{ARTIFACT})")
    return found


def info(version, built):
    return {
        "schemaVersion": "1.0",
        "artifacts": {
            ARTIFACT: {
                "version": version,
                "type": "executable",
                "variants": [
                    {
                        "path": f"{ARTIFACT}-{version}-{platform}/bin/{ARTIFACT}",
                        "supportedTriples": TRIPLES[platform],
                    }
                    for platform, _ in built
                ],
            }
        },
    }


def write_bundle(output, version, built):
    """Writes output/picklist.artifactbundle and returns its info.json text."""
    bundle = os.path.join(output, BUNDLE)
    shutil.rmtree(bundle, ignore_errors=True)
    os.makedirs(bundle)
    for platform, binary in built:
        folder = os.path.join(bundle, f"{ARTIFACT}-{version}-{platform}", "bin")
        os.makedirs(folder)
        shutil.copyfile(binary, os.path.join(folder, ARTIFACT))
        os.chmod(os.path.join(folder, ARTIFACT), 0o755)
    text = json.dumps(info(version, built), indent=2, sort_keys=True) + "\n"
    with open(os.path.join(bundle, "info.json"), "w", encoding="utf-8") as file:
        file.write(text)
    return bundle


def entry(name, mode):
    item = zipfile.ZipInfo(name, date_time=ZIP_TIME)
    item.create_system = 3  # Unix, so the permissions below are what unzip restores
    item.external_attr = mode << 16
    if name.endswith("/"):
        item.external_attr |= 0x10  # MS-DOS directory flag
    else:
        item.compress_type = zipfile.ZIP_DEFLATED
    return item


def write_zip(bundle, path):
    root = os.path.dirname(bundle)
    names = []
    for folder, subfolders, files in os.walk(bundle):
        subfolders.sort()
        relative = os.path.relpath(folder, root)
        names.append(relative + "/")
        names.extend(os.path.join(relative, name) for name in files)
    if os.path.exists(path):
        os.remove(path)
    with zipfile.ZipFile(path, "w") as archive:
        for name in sorted(names):
            if name.endswith("/"):
                archive.writestr(entry(name, stat.S_IFDIR | 0o755), b"")
                continue
            source = os.path.join(root, name)
            executable = os.stat(source).st_mode & 0o100
            with open(source, "rb") as file:
                archive.writestr(entry(name, stat.S_IFREG | (0o755 if executable else 0o644)), file.read(),
                                 compress_type=zipfile.ZIP_DEFLATED, compresslevel=9)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--version", required=True)
    parser.add_argument("--variants", required=True, help="folder of platform folders, each with bin/picklist")
    parser.add_argument("--output", required=True, help="where picklist.artifactbundle(.zip) are written")
    arguments = parser.parse_args()
    built = variants(arguments.variants)
    os.makedirs(arguments.output, exist_ok=True)
    bundle = write_bundle(arguments.output, arguments.version, built)
    archive = bundle + ".zip"
    write_zip(bundle, archive)
    for platform, _ in built:
        print(f"bundle: {platform}: {', '.join(TRIPLES[platform])}")
    print(f"bundle: {archive}")


if __name__ == "__main__":
    main()
