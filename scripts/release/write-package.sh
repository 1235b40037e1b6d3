#!/usr/bin/env bash
# `make release` (third step): the one package an app adds, picklist-kit.
#
#   scripts/release/write-package.sh OUTPUT_FOLDER --url URL --checksum SHA256 --zip ZIP
#   scripts/release/write-package.sh OUTPUT_FOLDER --path ZIP
#
# Writes OUTPUT_FOLDER (picklist-kit): a Package.swift, the sources of the libraries an app
# links (PickListKit, PickListLocalization, PickListFoundation) and of the plugins, copied from
# this repository's Sources/ and Plugins/ (the links into Plugins/Shared resolved into copies),
# so what an app compiles and runs is the very source the repository tests. The picklist tool
# the plugins run is the artifact bundle, a `.binaryTarget`:
#
# - `--url URL --checksum SHA256 --zip ZIP`: the published form; SwiftPM downloads the zip
#   from URL (https) and refuses it unless its SHA-256 is the checksum. ZIP is the zip to be
#   published at URL: the script refuses (exit 1, nothing written) when the checksum is not
#   ZIP's or URL names another file, since such a package could never be used;
# - `--path ZIP`: the local form; the zip is copied into the package and used from there.
#
# Names. The targets and products are named as in this repository's package: an app's graph
# holds picklist-kit or the picklist package built from source, never both (each offers the
# verbs `picklist` and `picklist-generate`, and the two declare targets of the same names,
# which SwiftPM refuses in one graph). The binary target is `PickListBinary`; the plugins find
# the tool by the bundle's artifact name, `picklist`.
#
# Weight. SwiftPM compiles every plugin product of every package in an app's graph, used or
# not, on every cold build. So each plugin gets only the shared files it uses (PickListPlugin
# has no folder search: SpecFiles+Search.swift is the command plugins' alone), as in Plugins/.
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
        echo "error: --checksum $checksum is not the checksum of $zip ($actual); SwiftPM would refuse the download, so no package is written" >&2
        exit 1
    fi
    if [[ ${url##*/} != "$(basename "$zip")" ]]; then
        echo "error: --url $url names '${url##*/}', not $(basename "$zip"), whose checksum the package carries; no package is written" >&2
        exit 1
    fi
}
root=$(cd "$(dirname "$0")/../.." && pwd)
output=$(absolute "${1:?usage: write-package.sh OUTPUT_FOLDER (--url URL --checksum SHA256 --zip ZIP | --path ZIP)}")
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

# It replaces an earlier picklist-kit, and nothing else.
if [[ -e $output ]] && ! grep -qs 'name: "picklist-kit"' "$output/Package.swift"; then
    echo "error: $output exists and is no picklist-kit package; give a new folder" >&2; exit 2
fi
rm -rf "$output"
mkdir -p "$output/Plugins" "$output/Sources"
for library in PickListKit PickListLocalization PickListFoundation; do
    cp -RL "$root/Sources/$library" "$output/Sources/$library"
done
for plugin in PickListPlugin PickListCommand PickListGenerateCommand; do
    # -L: the links into Plugins/Shared become copies of the shared files.
    cp -RL "$root/Plugins/$plugin" "$output/Plugins/$plugin"
done
[[ -n $zip ]] && cp "$zip" "$output/picklist.artifactbundle.zip"

cat > "$output/Package.swift" <<SWIFT
// swift-tools-version: 6.1
import PackageDescription

// picklist for apps: PickListKit (the runtime the generated lists import), PickListLocalization
// and PickListFoundation from source, and the plugins over the prebuilt picklist tool
// (picklist.artifactbundle), so an app's build compiles neither picklist nor its
// dependencies, and needs neither libyaml nor the Swift runtime libraries installed.
//
// Products: the libraries; PickListPlugin (build tool), PickListCommand (verb \`picklist\`,
// lint and generate --check: reads only) and PickListGenerateCommand (verb
// \`picklist-generate\`: writes the generated files beside the specs).
//
// Written by scripts/release/write-package.sh in the picklist repository; the sources are
// copies of its Sources/ and Plugins/.
let settings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "picklist-kit",
    products: [
        .library(name: "PickListKit", targets: ["PickListKit"]),
        .library(name: "PickListLocalization", targets: ["PickListLocalization"]),
        .library(name: "PickListFoundation", targets: ["PickListFoundation"]),
        .plugin(name: "PickListPlugin", targets: ["PickListPlugin"]),
        .plugin(name: "PickListCommand", targets: ["PickListCommand"]),
        .plugin(name: "PickListGenerateCommand", targets: ["PickListGenerateCommand"]),
    ],
    targets: [
        .target(name: "PickListKit", swiftSettings: settings),
        .target(name: "PickListLocalization", dependencies: ["PickListKit"], swiftSettings: settings),
        .target(name: "PickListFoundation", dependencies: ["PickListKit"], swiftSettings: settings),
        $binary,
        .plugin(
            name: "PickListPlugin",
            capability: .buildTool(),
            dependencies: ["PickListBinary"]
        ),
        .plugin(
            name: "PickListCommand",
            capability: .command(
                intent: .custom(verb: "picklist", description: "Lint picklist specs, or check that their generated Swift is current")
            ),
            dependencies: ["PickListBinary"]
        ),
        .plugin(
            name: "PickListGenerateCommand",
            capability: .command(
                intent: .custom(verb: "picklist-generate", description: "Write the generated .picklist.swift file next to each picklist spec"),
                permissions: [.writeToPackageDirectory(reason: "picklist-generate writes each spec's generated .picklist.swift file next to it")]
            ),
            dependencies: ["PickListBinary"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
SWIFT
echo "package: $output ($([[ -n $url ]] && echo "url: $url" || echo "path: picklist.artifactbundle.zip"))"
