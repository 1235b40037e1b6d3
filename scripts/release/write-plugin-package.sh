#!/usr/bin/env bash
# `make release` (third step): the plugin package app teams depend on, over the prebuilt tool.
#
#   scripts/release/write-plugin-package.sh OUTPUT_FOLDER --url URL --checksum SHA256 --zip ZIP
#   scripts/release/write-plugin-package.sh OUTPUT_FOLDER --path ZIP
#
# Writes OUTPUT_FOLDER (picklist-plugins): a Package.swift and the plugins' sources, copied
# from this repository's Plugins/ (the links into Plugins/Shared resolved into copies), so the
# plugins an app runs are the very sources the repository tests. The picklist tool they run is
# the artifact bundle, a `.binaryTarget`:
#
# - `--url URL --checksum SHA256 --zip ZIP`: the published form; SwiftPM downloads the zip
#   from URL (https) and refuses it unless its SHA-256 is the checksum. ZIP is the zip to be
#   published at URL: the script refuses (exit 1, nothing written) when the checksum is not
#   ZIP's or URL names another file, since such a package could never be used;
# - `--path ZIP`: the local form; the zip is copied into the package and used from there.
#
# Names. An app depends on this package for the plugins and on the picklist package for
# PickListKit, so both packages are in one package graph, where SwiftPM wants every *target*
# name to be unique ("multiple packages … declare targets with a conflicting name"); product
# names only have to be unique within a package, since a product is always named with its
# package. The picklist package already has the targets `picklist`, `PickListPlugin`,
# `PickListCommand` and `PickListGenerateCommand` (the source-built plugins, for work on
# picklist itself). So here the *targets* are `PickListBinary`, `PickListBinaryPlugin`,
# `PickListBinaryCommand` and `PickListBinaryGenerateCommand`, while the *products* an app
# names keep the picklist names: `.plugin(name: "PickListPlugin", package: "picklist-plugins")`.
# The plugins find the tool by the bundle's artifact name, `picklist`, not by the target name.
set -euo pipefail
# absolute PATH: PATH made absolute against the current folder (BSD realpath has no -m).
absolute() { case $1 in /*) echo "$1" ;; *) echo "$PWD/$1" ;; esac; }

# refuse_other_zip ZIP CHECKSUM URL: stops (exit 1) unless CHECKSUM is ZIP's SHA-256 (what
# `swift package compute-checksum` prints and SwiftPM checks a download against) and URL ends
# in ZIP's file name. A package naming another checksum is one SwiftPM refuses for every app.
refuse_other_zip() {
    local zip=$1 checksum=$2 url=$3 actual
    [[ -n $zip ]] || { echo "error: --url needs --zip ZIP, the zip to be published there (its checksum is checked)" >&2; exit 2; }
    [[ -f $zip ]] || { echo "error: --zip $zip: no such file" >&2; exit 2; }
    if command -v sha256sum > /dev/null 2>&1; then actual=$(sha256sum "$zip"); else actual=$(shasum -a 256 "$zip"); fi
    actual=${actual%% *}
    if [[ $actual != "$checksum" ]]; then
        echo "error: --checksum $checksum is not the checksum of $zip ($actual); SwiftPM would refuse the download, so no plugin package is written" >&2
        exit 1
    fi
    if [[ ${url##*/} != "$(basename "$zip")" ]]; then
        echo "error: --url $url names '${url##*/}', not $(basename "$zip"), whose checksum the package carries; no plugin package is written" >&2
        exit 1
    fi
}
root=$(cd "$(dirname "$0")/../.." && pwd)
output=$(absolute "${1:?usage: write-plugin-package.sh OUTPUT_FOLDER (--url URL --checksum SHA256 | --path ZIP)}")
shift
url='' checksum='' zip='' published_zip=''
while (( $# )); do
    case $1 in
        --url) url=$2; shift 2 ;;
        --checksum) checksum=$2; shift 2 ;;
        --zip) published_zip=$(absolute "$2"); shift 2 ;;
        --path) zip=$(absolute "$2"); shift 2 ;;
        *) echo "error: unknown argument '$1'" >&2; exit 2 ;;
    esac
done
if [[ -n $url ]]; then
    [[ $url == https://* ]] || { echo "error: --url $url: SwiftPM downloads binary targets over https only" >&2; exit 2; }
    [[ $checksum =~ ^[0-9a-f]{64}$ ]] || { echo "error: --checksum must be the zip's SHA-256 (64 hex digits, swift package compute-checksum)" >&2; exit 2; }
    refuse_other_zip "$published_zip" "$checksum" "$url"
    binary=".binaryTarget(name: \"PickListBinary\", url: \"$url\", checksum: \"$checksum\")"
elif [[ -n $zip ]]; then
    [[ -f $zip ]] || { echo "error: --path $zip: no such file" >&2; exit 2; }
    binary='.binaryTarget(name: "PickListBinary", path: "picklist.artifactbundle.zip")'
else
    echo "error: say where the bundle is: --url URL --checksum SHA256, or --path ZIP" >&2; exit 2
fi

# It replaces an earlier plugin package, and nothing else.
if [[ -e $output ]] && ! grep -qs 'name: "picklist-plugins"' "$output/Package.swift"; then
    echo "error: $output exists and is no picklist-plugins package; give a new folder" >&2; exit 2
fi
rm -rf "$output"
mkdir -p "$output/Plugins"
for plugin in PickListPlugin PickListCommand PickListGenerateCommand; do
    # -L: the links into Plugins/Shared become copies of the shared files.
    cp -RL "$root/Plugins/$plugin" "$output/Plugins/$plugin"
done
[[ -n $zip ]] && cp "$zip" "$output/picklist.artifactbundle.zip"

cat > "$output/Package.swift" <<SWIFT
// swift-tools-version: 6.1
import PackageDescription

// picklist's plugins over the prebuilt picklist tool (picklist.artifactbundle): a package
// that uses them compiles neither picklist nor its dependencies, and needs neither libyaml nor
// the Swift runtime libraries installed. Add PickListKit from the picklist package beside it.
//
// The targets have names of their own (the picklist package has targets named like the
// products); the products keep picklist's names: PickListPlugin, PickListCommand (verb
// \`picklist\`) and PickListGenerateCommand (verb \`picklist-generate\`).
//
// Written by scripts/release/write-plugin-package.sh in the picklist repository; the plugin
// sources are copies of its Plugins/.
let package = Package(
    name: "picklist-plugins",
    products: [
        .plugin(name: "PickListPlugin", targets: ["PickListBinaryPlugin"]),
        .plugin(name: "PickListCommand", targets: ["PickListBinaryCommand"]),
        .plugin(name: "PickListGenerateCommand", targets: ["PickListBinaryGenerateCommand"]),
    ],
    targets: [
        $binary,
        .plugin(
            name: "PickListBinaryPlugin",
            capability: .buildTool(),
            dependencies: ["PickListBinary"],
            path: "Plugins/PickListPlugin"
        ),
        .plugin(
            name: "PickListBinaryCommand",
            capability: .command(
                intent: .custom(verb: "picklist", description: "Lint picklist specs, or check that their generated Swift is current")
            ),
            dependencies: ["PickListBinary"],
            path: "Plugins/PickListCommand"
        ),
        .plugin(
            name: "PickListBinaryGenerateCommand",
            capability: .command(
                intent: .custom(verb: "picklist-generate", description: "Write the generated .picklist.swift file next to each picklist spec"),
                permissions: [.writeToPackageDirectory(reason: "picklist-generate writes each spec's generated .picklist.swift file next to it")]
            ),
            dependencies: ["PickListBinary"],
            path: "Plugins/PickListGenerateCommand"
        ),
    ]
)
SWIFT
echo "plugin-package: $output ($([[ -n $url ]] && echo "url: $url" || echo "path: picklist.artifactbundle.zip"))"
