#!/usr/bin/env bash
# `make bundle-check`: the prebuilt picklist as an app package gets it, offline.
#
# 1. `make release`'s script builds the self-contained binary (in .build/release-bundle, so a
#    second run is a no-op build; its NEEDED check runs, and is shown to refuse a binary that
#    loads the Swift runtime), the bundle, its zip and the plugin package.
# 2. The plugin package's manifest declares the same plugin capabilities as this package's
#    source-built plugins (verbs, permissions), so the two cannot drift apart.
# 3. A consumer package (.build/bundle-check/path) depends on the plugin package, in its local
#    form (`.binaryTarget(path:)`), and on this package by path for PickListKit. Its build log
#    must show the lists generated and compiled, and no compile of picklist's own modules,
#    CLibYAML, swift-argument-parser or swift-mustache; its picklist-config.yml (access:
#    internal) must reach the tool; its executable taps a list and prints.
# 4. The same with the published form (`.binaryTarget(url:checksum:)`): the URL is on a domain
#    that cannot resolve (.invalid), and the zip is served from a SwiftPM cache (--cache-path)
#    seeded the way SwiftPM fills it: <cache>/artifacts/<the URL with every character that is
#    not a letter, digit or underscore replaced by "_">. SwiftPM still checks the checksum.
# 5. What a user sees when it goes wrong, asserted with SwiftPM's own words
#    (docs/install.md, "Troubleshooting"): a bundle without this host's triple, and a zip whose
#    checksum is not the manifest's.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
swift=${SWIFT:-swift}
work=$root/.build/bundle-check
release=$work/release
url=https://picklist.invalid/releases/download/0.1.0/picklist.artifactbundle.zip

fail() { echo "error: bundle-check: $*" >&2; exit 1; }
started=$SECONDS

# ── 1. the release: binary, bundle, zip, plugin package (local form)
rm -rf "$work" && mkdir -p "$work"
SWIFT="$swift" scripts/release/release.sh --output "$release"
zip=$release/picklist.artifactbundle.zip
checksum=$(cat "$zip.sha256")
if [[ $(uname -s) == Linux ]]; then
    variant=$(ls "$release"/picklist.artifactbundle/picklist-*-linux-"$(uname -m)"/bin/picklist 2>/dev/null || true)
    [[ -n $variant && -x $variant ]] || fail "the bundle has no executable linux-$(uname -m) variant"
fi

# ── 2. the plugin package's plugins are this package's plugins
capabilities() {
    (cd "$1" && "$swift" package dump-package) | python3 -c '
import json, sys
package = json.load(sys.stdin)
products = {target: product["name"] for product in package["products"] for target in product["targets"]}
plugins = {products.get(t["name"], t["name"]): t["pluginCapability"] for t in package["targets"] if t["type"] == "plugin"}
print(json.dumps({name: plugins[name] for name in ["PickListPlugin", "PickListCommand", "PickListGenerateCommand"]}, sort_keys=True))'
}
[[ $(capabilities "$release/picklist-plugins") == "$(capabilities "$root")" ]] \
    || fail "the plugin package's plugin capabilities differ from Package.swift's (scripts/release/write-plugin-package.sh)"
for plugin in PickListPlugin PickListCommand PickListGenerateCommand; do
    for file in Plugins/$plugin/*.swift; do
        cmp -s "$file" "$release/picklist-plugins/$file" || fail "$release/picklist-plugins/$file is not a copy of $file"
    done
done
echo "bundle-check: the plugin package holds this repository's plugin sources and capabilities"

# consumer FOLDER PLUGINS: an app package in FOLDER over the plugin package at PLUGINS.
consumer() {
    mkdir -p "$1/Sources/ListDemo"
    cat > "$1/Package.swift" <<SWIFT
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "ListDemo",
    dependencies: [
        .package(name: "picklist", path: "$root"),
        .package(path: "$2"),
    ],
    targets: [
        .executableTarget(
            name: "ListDemo",
            dependencies: [.product(name: "PickListKit", package: "picklist")],
            plugins: [.plugin(name: "PickListPlugin", package: "picklist-plugins")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
SWIFT
    printf 'title: Job purpose\nselection: single\ndefault: design\nitems:\n  - design: Design\n  - Testing\n  - Principal Excavation Activity\n' \
        > "$1/Sources/ListDemo/job-purpose.picklist.yml"
    # The target's configuration: the build plugin passes it to the prebuilt tool.
    printf 'access: internal\n' > "$1/Sources/ListDemo/picklist-config.yml"
    printf 'title: Toppings\nselection: multiple\nall: true\nsummary: { other: "{count} toppings" }\nitems: [Cheese, Olives, Basil]\n' \
        > "$1/Sources/ListDemo/toppings.picklist.yml"
    cat > "$1/Sources/ListDemo/main.swift" <<'SWIFT'
import PickListKit

var purpose = JobPurpose.Selection()
_ = purpose.tap(.item(.testing))
var toppings = Toppings.Selection()
_ = toppings.tap(.item(.cheese))
_ = toppings.tap(.item(.basil))
for section in JobPurpose.sections {
    for row in section.rows { print(purpose.isChecked(row) ? "✓" : " ", row.title) }
}
print(toppings.summary)
SWIFT
}
expected=$'  Design\n✓ Testing\n  Principal Excavation Activity\n2 toppings'

# build_and_run FOLDER [swift build options]: builds, checks the log, runs ListDemo.
build_and_run() {
    local folder=$1 log=$1/build.log
    shift
    (cd "$folder" && "$swift" build "$@" </dev/null >"$log" 2>&1) || { tail -30 "$log"; fail "the consumer in $folder does not build"; }
    grep -q 'Generating job-purpose.picklist.swift' "$log" || fail "$log: the build plugin generated no list"
    grep -q 'Compiling ListDemo' "$log" || fail "$log: the generated lists were not compiled"
    local compiled
    compiled=$(grep -E '(Compiling|Linking) (picklist|picklist-tool|PickListCompiler|CLibYAML|ArgumentParser|ArgumentParserToolInfo|Mustache)( |$)' "$log" || true)
    [[ -z $compiled ]] || fail "$log: the consumer compiled the tool or its dependencies:"$'\n'"$compiled"
    local generated
    generated=$(find "$folder/.build/plugins/outputs" -name job-purpose.picklist.swift | head -1)
    [[ -n $generated ]] || fail "$folder: no generated job-purpose.picklist.swift"
    grep -q 'enum JobPurpose' "$generated" || fail "$generated declares no JobPurpose"
    if grep -q 'public ' "$generated"; then fail "$generated has public declarations: picklist-config.yml (access: internal) did not reach the tool"; fi
    local output
    output=$("$folder/.build/debug/ListDemo")
    [[ $output == "$expected" ]] || fail "ListDemo in $folder printed"$'\n'"$output"$'\n'"instead of"$'\n'"$expected"
}

# ── 3. the local form: .binaryTarget(path:)
cp -R "$release/picklist-plugins" "$work/path-plugins"
mkdir -p "$work/path" && mv "$work/path-plugins" "$work/path/picklist-plugins"
consumer "$work/path/app" "$work/path/picklist-plugins"
build_and_run "$work/path/app"
echo "bundle-check: path form: the lists generated by the prebuilt picklist compile and run; no compile of picklist, CLibYAML, swift-argument-parser or swift-mustache"
# The command verbs come from the plugin package alone: the app depends on this package too
# (for PickListKit), and a verb offered by both would stop with "2 plugins found for 'picklist'".
(cd "$work/path/app" && env -u PICKLIST_SOURCE_COMMAND_PLUGINS "$swift" package picklist lint </dev/null >"$work/path/lint.log" 2>&1) \
    || { cat "$work/path/lint.log"; fail "swift package picklist lint fails in the app"; }
grep -q '0 errors, 0 warnings in 2 files' "$work/path/lint.log" || { cat "$work/path/lint.log"; fail "swift package picklist lint in the app did not lint its 2 specs"; }
echo "bundle-check: swift package picklist lint runs the plugin package's command over the prebuilt tool"
# The release's NEEDED check refuses a binary that loads the Swift runtime: the app's own
# debug executable does.
if needed=$(scripts/release/check-needed.sh "$work/path/app/.build/debug/ListDemo" 2>&1); then
    fail "scripts/release/check-needed.sh passed a binary that loads the Swift runtime:"$'\n'"$needed"
fi
[[ $needed == *"needs libswiftCore.so, which must be linked statically"* ]] \
    || fail "scripts/release/check-needed.sh did not name libswiftCore.so:"$'\n'"$needed"
echo "bundle-check: the release's NEEDED check refuses a binary that loads libswiftCore.so"

# ── 4. the published form: .binaryTarget(url:checksum:), served from a seeded cache
mkdir -p "$work/url"
scripts/release/write-plugin-package.sh "$work/url/picklist-plugins" --url "$url" --checksum "$checksum" --zip "$zip"
cache=$work/url/cache
mkdir -p "$cache/artifacts"
# cache_key URL: the name SwiftPM gives URL's download in its cache (BinaryArtifactsManager:
# the URL mangled to a C99 identifier, which for an ASCII URL is every other character → "_").
cache_key() { python3 -c 'import re, sys; print(re.sub(r"[^A-Za-z0-9_]", "_", sys.argv[1]))' "$1"; }
cp "$zip" "$cache/artifacts/$(cache_key "$url")"
consumer "$work/url/app" "$work/url/picklist-plugins"
build_and_run "$work/url/app" --cache-path "$cache"
echo "bundle-check: url form: $url served from the seeded cache, checksum verified; the lists compile and run"

# ── 5. what goes wrong
# expect_failure FOLDER TEXT WHAT [swift build options]: the build fails and says TEXT.
expect_failure() {
    local folder=$1 text=$2 what=$3 log=$1/failure.log
    shift 3
    if (cd "$folder" && "$swift" build "$@" </dev/null >"$log" 2>&1); then fail "$what: the build succeeded"; fi
    grep -qF -- "$text" "$log" || { cat "$log"; fail "$what: SwiftPM did not say '$text'"; }
    echo "bundle-check: $what: $(grep -F -- "$text" "$log" | head -1)"
}

# A bundle without this host's triple: only an aarch64 variant (on an arm64 host, only x86_64).
other=linux-aarch64; [[ $(uname -m) == x86_64 ]] || other=linux-x86_64
mkdir -p "$work/foreign/variants/$other/bin"
cp "$release/variants/"*/bin/picklist "$work/foreign/variants/$other/bin/picklist"
python3 scripts/release/assemble-bundle.py --version 0.0.0 --variants "$work/foreign/variants" --output "$work/foreign" >/dev/null
cp "$work/foreign/picklist.artifactbundle.zip" "$work/path/picklist-plugins/picklist.artifactbundle.zip"
expect_failure "$work/path/app" "error: Tool ‘picklist’ is not supported on the target platform" "a bundle without this host's triple"

# A zip whose checksum is not the manifest's: a fresh app (SwiftPM keeps an artifact it has
# fetched) over a plugin package whose URL the seeded cache answers with the foreign zip.
tampered_url=${url/0.1.0/0.1.0-tampered}
scripts/release/write-plugin-package.sh "$work/tampered/picklist-plugins" --url "$tampered_url" --checksum "$checksum" --zip "$zip" >/dev/null
cp "$work/foreign/picklist.artifactbundle.zip" "$cache/artifacts/$(cache_key "$tampered_url")"
consumer "$work/tampered/app" "$work/tampered/picklist-plugins"
expect_failure "$work/tampered/app" "does not match checksum specified by the manifest ($checksum)" \
    "a zip whose checksum is not the manifest's" --cache-path "$cache"

echo "bundle-check: passed in $(( SECONDS - started )) s"
