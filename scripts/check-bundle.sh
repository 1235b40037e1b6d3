#!/usr/bin/env bash
# `make bundle-check`: picklist as an app gets it, from the one package `make release` writes
# (picklist-kit), offline.
#
# 1. `make release`'s script builds the self-contained binary (in .build/release-bundle, so a
#    second run is a no-op build; its NEEDED check runs, and is shown to refuse a binary that
#    loads the Swift runtime), the bundle, its zip and picklist-kit.
# 2. picklist-kit's manifest declares the same libraries and plugin capabilities (verbs,
#    permissions) as this package, and its sources are copies of this package's, so the two
#    cannot drift apart.
# 3. A consumer package (.build/bundle-check/path) depends on picklist-kit alone, in its local
#    form (`.binaryTarget(path:)`): PickListKit, PickListFoundation and PickListLocalization from
#    it, and its build plugin. Its build log must show the lists generated and compiled, and no
#    compile of picklist's own modules, CLibYAML, swift-argument-parser or swift-mustache; its
#    picklist-config.yml (access: internal) must reach the tool; its executable taps a list
#    and prints. `swift package picklist lint` runs there, from the same package.
# 4. The same with the published form (`.binaryTarget(url:checksum:)`): the URL is on a domain
#    that cannot resolve (.invalid), and the zip is served from a SwiftPM cache (--cache-path)
#    seeded the way SwiftPM fills it: <cache>/artifacts/<the URL with every character that is
#    not a letter, digit or underscore replaced by "_">. SwiftPM still checks the checksum.
# 5. What a user sees when it goes wrong, asserted with SwiftPM's own words
#    (docs/install.md, "Troubleshooting"): a bundle without this host's triple, and a zip whose
#    checksum is not the manifest's.
# 6. Swift Build (`swift build --build-system swiftbuild`, SwiftPM's next build system,
#    scripts/swiftbuild.sh): the path-form consumer again, its lists generated, compiled and
#    run; and the release binary, which either fails as known upstream (docs/install.md, "Swift
#    Build") or is checked as the native one is and generates the same Swift.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
swift=${SWIFT:-swift}
work=$root/.build/bundle-check
release=$work/release
url=https://picklist.invalid/releases/download/0.1.0/picklist.artifactbundle.zip

fail() { echo "error: bundle-check: $*" >&2; exit 1; }
source scripts/swiftbuild.sh
started=$SECONDS

# ── 1. the release: binary, bundle, zip, picklist-kit (local form)
rm -rf "$work" && mkdir -p "$work"
SWIFT="$swift" scripts/release/release.sh --output "$release"
zip=$release/picklist.artifactbundle.zip
checksum=$(cat "$zip.sha256")
if [[ $(uname -s) == Linux ]]; then
    variant=$(ls "$release"/picklist.artifactbundle/picklist-*-linux-"$(uname -m)"/bin/picklist 2>/dev/null || true)
    [[ -n $variant && -x $variant ]] || fail "the bundle has no executable linux-$(uname -m) variant"
fi

# ── 2. picklist-kit's libraries and plugins are this package's
kit=$release/picklist-kit
# What an app sees of a package: its libraries (and their targets' settings) and its plugins.
surface() {
    (cd "$1" && "$swift" package dump-package) | python3 -c '
import json, sys
package = json.load(sys.stdin)
products = {target: product["name"] for product in package["products"] for target in product["targets"]}
plugins = {products.get(t["name"], t["name"]): t["pluginCapability"] for t in package["targets"] if t["type"] == "plugin"}
libraries = ["PickListKit", "PickListLocalization", "PickListFoundation"]
targets = {t["name"]: {"dependencies": t["dependencies"], "settings": t["settings"]} for t in package["targets"] if t["name"] in libraries}
print(json.dumps({
    "plugins": {name: plugins[name] for name in ["PickListPlugin", "PickListCommand", "PickListGenerateCommand"]},
    "libraries": sorted(p["name"] for p in package["products"] if "library" in p["type"] and p["name"] in libraries),
    "targets": targets,
    "languageModes": package.get("swiftLanguageVersions") or package.get("swiftLanguageModes"),
}, sort_keys=True))'
}
[[ $(surface "$kit") == "$(surface "$root")" ]] \
    || fail "picklist-kit's libraries or plugin capabilities differ from Package.swift's (scripts/release/write-package.sh):"$'\n'"$(surface "$kit")"$'\n'"$(surface "$root")"
for folder in Sources/PickListKit Sources/PickListLocalization Sources/PickListFoundation \
    Plugins/PickListPlugin Plugins/PickListCommand Plugins/PickListGenerateCommand; do
    # -r follows the links into Plugins/Shared; the copy has files where the clone has links.
    diff -r "$folder" "$kit/$folder" >/dev/null || fail "$kit/$folder is not a copy of $folder"
done
echo "bundle-check: picklist-kit holds this repository's library and plugin sources, products and capabilities"

# consumer FOLDER KIT: an app package in FOLDER over picklist-kit at KIT, and nothing else.
consumer() {
    mkdir -p "$1/Sources/ListDemo"
    cat > "$1/Package.swift" <<SWIFT
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "ListDemo",
    dependencies: [.package(path: "$2")],
    targets: [
        .executableTarget(
            name: "ListDemo",
            dependencies: [
                .product(name: "PickListKit", package: "picklist-kit"),
                .product(name: "PickListFoundation", package: "picklist-kit"),
                .product(name: "PickListLocalization", package: "picklist-kit"),
            ],
            plugins: [.plugin(name: "PickListPlugin", package: "picklist-kit")]
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
import Foundation
import PickListFoundation
import PickListKit
import PickListLocalization

PickListLocalization.localizer = BundleLocalizer(bundle: .main)
var purpose = JobPurpose.Selection()
let change = purpose.tap([0, 1] as IndexPath)
print("rows changed:", change.indexPaths.map { "\($0[0]).\($0[1])" }.sorted().joined(separator: " "))
var toppings = Toppings.Selection()
_ = toppings.tap(.item(.cheese))
_ = toppings.tap(.item(.basil))
for section in JobPurpose.sections {
    for row in section.rows { print(purpose.isChecked(row) ? "✓" : " ", row.title) }
}
print(toppings.summary)
SWIFT
}
expected=$'rows changed: 0.0 0.1\n  Design\n✓ Testing\n  Principal Excavation Activity\n2 toppings'

# build_and_run FOLDER [swift build options]: builds, checks the log, runs ListDemo.
build_and_run() {
    local folder=$1 log=$1/build.log
    shift
    (cd "$folder" && "$swift" build "$@" </dev/null >"$log" 2>&1) || { tail -30 "$log"; fail "the consumer in $folder does not build"; }
    grep -q 'Generating job-purpose.picklist.swift' "$log" || fail "$log: the build plugin generated no list"
    grep -q 'Compiling ListDemo' "$log" || fail "$log: the generated lists were not compiled"
    local compiled
    compiled=$(grep -E '(Compiling|Linking) (picklist|picklist-tool|PickListCompiler|PickListSupport|CLibYAML|ArgumentParser|ArgumentParserToolInfo|Mustache)( |$)' "$log" || true)
    [[ -z $compiled ]] || fail "$log: the consumer compiled the tool or its dependencies:"$'\n'"$compiled"
    local generated
    generated=$(find "$folder/.build/plugins/outputs" -name job-purpose.picklist.swift | head -1)
    [[ -n $generated ]] || fail "$folder: no generated job-purpose.picklist.swift"
    grep -q 'enum JobPurpose' "$generated" || fail "$generated declares no JobPurpose"
    if grep -q 'public ' "$generated"; then fail "$generated has public declarations: picklist-config.yml (access: internal) did not reach the tool"; fi
    local output
    output=$("$(cd "$folder" && "$swift" build "$@" --show-bin-path)/ListDemo")
    [[ $output == "$expected" ]] || fail "ListDemo in $folder printed"$'\n'"$output"$'\n'"instead of"$'\n'"$expected"
}

# ── 3. the local form: .binaryTarget(path:)
mkdir -p "$work/path" && cp -R "$kit" "$work/path/picklist-kit"
consumer "$work/path/app" "$work/path/picklist-kit"
build_and_run "$work/path/app"
# What the native build's plugin generated, for the Swift Build binary to match (step 6).
cp "$(find "$work/path/app/.build/plugins/outputs" -name job-purpose.picklist.swift | head -1)" "$work/path/native-job-purpose.picklist.swift"
echo "bundle-check: path form: the lists generated by the prebuilt picklist compile and run with PickListKit, PickListFoundation and PickListLocalization from the same package; no compile of picklist, CLibYAML, swift-argument-parser or swift-mustache"
(cd "$work/path/app" && "$swift" package picklist lint </dev/null >"$work/path/lint.log" 2>&1) \
    || { cat "$work/path/lint.log"; fail "swift package picklist lint fails in the app"; }
grep -q '0 errors, 0 warnings in 2 files' "$work/path/lint.log" || { cat "$work/path/lint.log"; fail "swift package picklist lint in the app did not lint its 2 specs"; }
echo "bundle-check: swift package picklist lint runs picklist-kit's command over the prebuilt tool"
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
scripts/release/write-package.sh "$work/url/picklist-kit" --url "$url" --checksum "$checksum" --zip "$zip"
cache=$work/url/cache
mkdir -p "$cache/artifacts"
# cache_key URL: the name SwiftPM gives URL's download in its cache (BinaryArtifactsManager:
# the URL mangled to a C99 identifier, which for an ASCII URL is every other character → "_").
cache_key() { python3 -c 'import re, sys; print(re.sub(r"[^A-Za-z0-9_]", "_", sys.argv[1]))' "$1"; }
cp "$zip" "$cache/artifacts/$(cache_key "$url")"
consumer "$work/url/app" "$work/url/picklist-kit"
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
cp "$work/foreign/picklist.artifactbundle.zip" "$work/path/picklist-kit/picklist.artifactbundle.zip"
expect_failure "$work/path/app" "error: Tool ‘picklist’ is not supported on the target platform" "a bundle without this host's triple"

# A zip whose checksum is not the manifest's: a fresh app (SwiftPM keeps an artifact it has
# fetched) over a picklist-kit whose URL the seeded cache answers with the foreign zip.
tampered_url=${url/0.1.0/0.1.0-tampered}
scripts/release/write-package.sh "$work/tampered/picklist-kit" --url "$tampered_url" --checksum "$checksum" --zip "$zip" >/dev/null
cp "$work/foreign/picklist.artifactbundle.zip" "$cache/artifacts/$(cache_key "$tampered_url")"
consumer "$work/tampered/app" "$work/tampered/picklist-kit"
expect_failure "$work/tampered/app" "does not match checksum specified by the manifest ($checksum)" \
    "a zip whose checksum is not the manifest's" --cache-path "$cache"

# ── 6. Swift Build
step=$SECONDS
mkdir -p "$work/swiftbuild" && cp -R "$kit" "$work/swiftbuild/picklist-kit"
consumer "$work/swiftbuild/app" "$work/swiftbuild/picklist-kit"
log=$work/swiftbuild/app/build.log
swiftbuild_build "$work/swiftbuild/app" "$log" || { tail -30 "$log"; fail "the consumer does not build with Swift Build (no known upstream failure in $log)"; }
# Swift Build prints no task names; what it built is in its build folder.
generated=$(find "$work/swiftbuild/app/.build/plugins/outputs" -name job-purpose.picklist.swift | head -1)
[[ -n $generated ]] && grep -q '^enum JobPurpose' "$generated" || fail "Swift Build: no generated job-purpose.picklist.swift with an internal JobPurpose"
built_tool=$(find "$work/swiftbuild/app/.build" -name 'PickListCompiler.swiftmodule' -o -name 'PickListSupport.swiftmodule' -o -name 'ArgumentParser.swiftmodule' | head -1)
[[ -z $built_tool ]] || fail "Swift Build compiled the tool or its dependencies: $built_tool"
output=$("$(cd "$work/swiftbuild/app" && "$swift" build --build-system swiftbuild --show-bin-path)/ListDemo")
[[ $output == "$expected" ]] || fail "ListDemo built by Swift Build printed"$'\n'"$output"$'\n'"instead of"$'\n'"$expected"
echo "bundle-check: Swift Build: the app over picklist-kit generates its lists with the prebuilt picklist, compiles and runs them ($(( SECONDS - step )) s)"

# The release binary with Swift Build, in a scratch folder of its own (.build/release-bundle-swiftbuild):
# first as the native build is made; where that fails as known upstream, again with
# build-binary.sh's workaround (a relink). The binary is then checked as the native one is
# (build-binary.sh: NEEDED, stripped) and must generate the very Swift the native one does.
step=$SECONDS
log=$work/swiftbuild/release.log
swiftbuild_binary=$work/swiftbuild/picklist
if SWIFTBUILD_LINK_WORKAROUND=0 BUILD_SYSTEM=swiftbuild SWIFT="$swift" scripts/release/build-binary.sh "$swiftbuild_binary" >"$log" 2>&1; then
    echo "bundle-check: Swift Build: the release binary builds as the native one is built ($(( SECONDS - step )) s); build-binary.sh's Swift Build workaround can go"
elif known=$(swiftbuild_known_failure "$log"); then
    echo "bundle-check: Swift Build: the release binary does not link, as known upstream: $known ($(( SECONDS - step )) s)"
    step=$SECONDS
    BUILD_SYSTEM=swiftbuild SWIFT="$swift" scripts/release/build-binary.sh "$swiftbuild_binary" >"$log" 2>&1 \
        || { tail -30 "$log"; fail "the release binary does not build with Swift Build and build-binary.sh's workaround"; }
    echo "bundle-check: Swift Build: with build-binary.sh's workaround (the static Foundation libraries named to the linker) it links ($(( SECONDS - step )) s)"
else
    tail -30 "$log"; fail "the release binary does not build with Swift Build (no known upstream failure in $log)"
fi
grep -F 'release-binary: NEEDED:' "$log" | sed 's/^/bundle-check: Swift Build: /'
"$swiftbuild_binary" generate "$work/path/app/Sources/ListDemo/job-purpose.picklist.yml" --output "$work/swiftbuild/generated" \
    --config "$work/path/app/Sources/ListDemo/picklist-config.yml" --relative-to "$work/path/app" >/dev/null
cmp -s "$work/path/native-job-purpose.picklist.swift" "$work/swiftbuild/generated/job-purpose.picklist.swift" \
    || fail "the release binary built with Swift Build generates other Swift than the native one"
echo "bundle-check: Swift Build: its release binary generates the same Swift as the native one"

echo "bundle-check: passed in $(( SECONDS - started )) s"
