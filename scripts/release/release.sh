#!/usr/bin/env bash
# `make release`: the prebuilt picklist and the package apps add (docs/install.md, "Cutting a release").
#
#   scripts/release/release.sh [--output DIR] [--url URL]      build here, bundle, package
#   scripts/release/release.sh --binary-only [--output DIR]    build here only (a CI host's job)
#   scripts/release/release.sh --variants DIR [--url URL] ...  bundle binaries built elsewhere
#
# 1. This host's self-contained binary (scripts/release/build-binary.sh) into
#    DIR/variants/<platform>/bin/picklist: linux-x86_64, linux-aarch64 or macos-universal.
#    With --binary-only it stops here: .github/workflows/release.yml runs that on each host
#    and merges the three folders with --variants.
# 2. The bundle from every platform folder (scripts/release/assemble-bundle.py):
#    DIR/picklist.artifactbundle and its deterministic zip, DIR/picklist.artifactbundle.zip,
#    whose checksum (`swift package compute-checksum`) is printed.
# 3. The package apps add (scripts/release/write-package.sh), DIR/picklist-kit: the libraries
#    from source and the plugins over `.binaryTarget(url: URL, checksum:)` with --url (where the
#    zip is to be published), over the zip copied into it (`path:`) without.
#
# DIR defaults to .build/picklist-release.
set -euo pipefail
# absolute PATH: PATH made absolute against the current folder (BSD realpath has no -m).
absolute() { case $1 in /*) echo "$1" ;; *) echo "$PWD/$1" ;; esac; }
root=$(cd "$(dirname "$0")/../.." && pwd)
swift=${SWIFT:-swift}
output=$root/.build/picklist-release
url='' variants='' binary_only=0
while (( $# )); do
    case $1 in
        --output) output=$(absolute "$2"); shift 2 ;;
        --url) url=$2; shift 2 ;;
        --variants) variants=$(absolute "$2"); shift 2 ;;
        --binary-only) binary_only=1; shift ;;
        -h|--help) sed -n '2,20p' "$root/scripts/release/release.sh"; exit 0 ;;
        *) echo "error: unknown argument '$1' (see scripts/release/release.sh --help)" >&2; exit 2 ;;
    esac
done
cd "$root"
if [[ -n $url && $url != https://* ]]; then
    echo "error: --url $url: SwiftPM downloads binary targets over https only" >&2; exit 2
fi
version=$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' Sources/PickListCompiler/PickListVersion.swift)
[[ -n $version ]] || { echo "error: no version in Sources/PickListCompiler/PickListVersion.swift" >&2; exit 1; }

if [[ -z $variants ]]; then
    case "$(uname -s)-$(uname -m)" in
        Linux-x86_64) platform=linux-x86_64 ;;
        Linux-aarch64|Linux-arm64) platform=linux-aarch64 ;;
        Darwin-*) platform=macos-universal ;;
        *) echo "error: no release platform for $(uname -s) $(uname -m)" >&2; exit 1 ;;
    esac
    variants=$output/variants
    rm -rf "$variants"
    SWIFT="$swift" scripts/release/build-binary.sh "$variants/$platform/bin/picklist"
    if (( binary_only )); then
        echo "release: $variants/$platform/bin/picklist"
        exit 0
    fi
fi

python3 scripts/release/assemble-bundle.py --version "$version" --variants "$variants" --output "$output"
zip=$output/picklist.artifactbundle.zip
# compute-checksum wants a package around it; any folder with a manifest will do.
checksum=$(cd "$root" && "$swift" package compute-checksum "$zip")
echo "release: checksum $checksum"
echo "$checksum" > "$zip.sha256"
if [[ -n $url ]]; then
    scripts/release/write-package.sh "$output/picklist-kit" --url "$url" --checksum "$checksum" --zip "$zip"
else
    scripts/release/write-package.sh "$output/picklist-kit" --path "$zip"
fi
echo "release: picklist $version → $output (picklist.artifactbundle.zip, picklist-kit)"
