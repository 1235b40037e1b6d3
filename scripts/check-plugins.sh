#!/usr/bin/env bash
# `make plugin-check`: the SwiftPM plugins, as a consumer package uses them.
#
# 1. Every plugin's source parses (`swiftc -parse`, which also parses the inactive
#    `#if canImport(XcodeProjectPlugin)` blocks), and type-checks against the PackagePlugin
#    module of the toolchain and, for the Xcode conformances, against a stand-in for Xcode's
#    XcodeProjectPlugin module (scripts/plugin-check/XcodeProjectPlugin.swift, written from
#    Apple's documentation: Xcode itself is not available on Linux).
# 2. A consumer package (depending on this clone by path, in .build/plugin-check) runs the
#    command plugins the way CI and pre-commit do: no terminal (stdin is /dev/null) and no
#    --allow-writing-to-package-directory for the read-only verb `picklist`.
# 3. The build plugin compiles a target's specs, and a spec-only folder is reported with what to add.
# 4. A target's picklist-config.yml reaches the tool, and an edit to it regenerates.
# 5. Swift Build (`swift build --build-system swiftbuild`, scripts/swiftbuild.sh): the consumer
#    again, in a copy of its own: the lists generate, compile and run, or the build fails as
#    known upstream (docs/install.md, "Swift Build").
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
swift=${SWIFT:-swift}
work=$root/.build/plugin-check
mkdir -p "$work"

fail() { echo "error: plugin-check: $*" >&2; exit 1; }
source scripts/swiftbuild.sh

# ── 1. parse and type-check the plugin sources
api=$(dirname "$(dirname "$(command -v swiftc)")")/lib/swift/pm/PluginAPI
[ -d "$api" ] || fail "no PackagePlugin module at $api"
# The version of the PackagePlugin API the plugins are compiled against: the manifest's tools version.
api_version=$(sed -n '1s/.*swift-tools-version: *\([0-9.]*\).*/\1/p' Package.swift)
mkdir -p "$work/xcode-api"
swiftc -emit-module -module-name XcodeProjectPlugin -parse-as-library -swift-version 6 \
    -package-description-version "$api_version" -I "$api" \
    -emit-module-path "$work/xcode-api/XcodeProjectPlugin.swiftmodule" scripts/plugin-check/XcodeProjectPlugin.swift
for plugin in Plugins/*/; do
    [ -f "$plugin/plugin.swift" ] || continue
    # -parse-as-library, as SwiftPM passes it: a plugin of one file has an @main type, no top-level code.
    swiftc -parse -parse-as-library "$plugin"*.swift || fail "$plugin does not parse"
    swiftc -typecheck -parse-as-library -swift-version 6 -package-description-version "$api_version" -I "$api" "$plugin"*.swift \
        || fail "$plugin does not type-check (as SwiftPM builds it)"
    swiftc -typecheck -parse-as-library -swift-version 6 -package-description-version "$api_version" -I "$api" -I "$work/xcode-api" "$plugin"*.swift \
        || fail "$plugin does not type-check with its Xcode conformances"
    echo "plugin-check: $plugin parses and type-checks (SwiftPM, and Xcode's documented API)"
done

# ── 2. a consumer package
consumer=$work/Consumer
rm -rf "$consumer/Sources" "$consumer/Package.swift"
mkdir -p "$consumer/Sources/Committed" "$consumer/Sources/Built" "$consumer/Sources/App"
cat > "$consumer/Package.swift" <<SWIFT
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Consumer",
    dependencies: [.package(name: "picklist", path: "$root")],
    targets: [
        // Commits its generated Swift (swift package picklist-generate).
        .target(
            name: "Committed",
            dependencies: [.product(name: "PickListKit", package: "picklist")],
            exclude: ["purpose.picklist.yml"]
        ),
        // Generates at build time.
        .target(
            name: "Built",
            dependencies: [.product(name: "PickListKit", package: "picklist")],
            plugins: [.plugin(name: "PickListPlugin", package: "picklist")]
        ),
        .executableTarget(name: "App", dependencies: ["Committed", "Built"]),
    ],
    swiftLanguageModes: [.v6]
)
SWIFT
printf 'title: Purpose\nselection: single\ndefault: design\nitems:\n  - design: Design\n  - Testing\n' > "$consumer/Sources/Committed/purpose.picklist.yml"
echo '// Purpose.picklist.swift is generated from purpose.picklist.yml by `swift package picklist-generate`.' > "$consumer/Sources/Committed/Committed.swift"
printf 'title: Colours\nselection: multiple\nitems: [Red, Green]\n' > "$consumer/Sources/Built/colours.picklist.yml"
echo '// Colours is generated from colours.picklist.yml by PickListPlugin at build time.' > "$consumer/Sources/Built/Built.swift"
cat > "$consumer/Sources/App/main.swift" <<'SWIFT'
import Built
import Committed

print(Purpose.Selection().summary, Colours.allCases.count)
SWIFT

# Runs `swift package ARGS` in the consumer with no terminal; stdout, stderr and status kept.
package() {
    set +e
    (cd "$consumer" && "$swift" package "$@" </dev/null >"$work/out" 2>"$work/err")
    status=$?
    set -e
}
expect() { # expect STATUS "text in stdout or stderr" DESCRIPTION
    if [ "$status" != "$1" ] || ! grep -qF -- "$2" "$work/out" "$work/err"; then
        echo "── stdout"; cat "$work/out"; echo "── stderr"; tail -20 "$work/err"
        fail "$3: expected exit $1 and '$2', got exit $status"
    fi
    echo "plugin-check: $3"
}

package picklist lint
expect 0 "0 errors, 0 warnings in 2 files" "swift package picklist lint passes good specs, with no terminal and no flag"

package picklist generate --check --target Committed
expect 1 "Sources/Committed/purpose.picklist.yml: error: 'Sources/Committed/purpose.picklist.swift' is missing" \
    "swift package picklist generate --check fails on a missing generated file"

package picklist generate
expect 1 "picklist-generate" "swift package picklist generate (writing) points at picklist-generate"

package picklist-generate --target Committed
expect 1 "--allow-writing-to-package-directory" "swift package picklist-generate asks for the write permission"

package --allow-writing-to-package-directory picklist-generate --target Committed
expect 0 "" "swift package --allow-writing-to-package-directory picklist-generate writes"
[ -f "$consumer/Sources/Committed/purpose.picklist.swift" ] || fail "picklist-generate wrote no purpose.picklist.swift"
[ ! -e "$consumer/Sources/Built/colours.picklist.swift" ] || fail "picklist-generate --target Committed wrote into Built"

package picklist generate --check --target Committed
expect 0 "" "swift package picklist generate --check passes once the file is written"

(cd "$consumer" && "$swift" build </dev/null >"$work/build.log" 2>&1) || { tail -30 "$work/build.log"; fail "the consumer does not build"; }
output=$(cd "$consumer" && "$swift" run --skip-build App)
[ "$output" = "Design 2" ] || fail "App printed '$output', not 'Design 2'"
echo "plugin-check: the consumer builds (committed and build-plugin lists) and runs"

printf 'title: Oops\nselction: single\nitems: [A]\n' > "$consumer/Sources/Built/oops.picklist.yml"
package picklist lint
expect 1 "Sources/Built/oops.picklist.yml:2:1: error: unknown key 'selction' in a list [unknown-key]" \
    "swift package picklist lint fails on a bad spec, with the located error"
package picklist lint --format sarif
expect 1 '"startLine": 2' "swift package picklist lint --format sarif prints the report on standard output"
python3 -c 'import json, sys; json.load(open(sys.argv[1]))' "$work/out" || fail "the SARIF output of the plugin is not JSON"
rm "$consumer/Sources/Built/oops.picklist.yml"

# ── 3. a spec-only folder: SwiftPM drops it; the plugins say what to add.
mkdir -p "$consumer/Sources/Lists"
cp "$consumer/Sources/Built/colours.picklist.yml" "$consumer/Sources/Lists/more.picklist.yml"
package picklist lint
expect 1 "Sources/Lists: error: 'Sources/Lists' holds picklist specs but no .swift file" \
    "swift package picklist lint reports a spec-only folder"
grep -qF "> Sources/Lists/Lists.swift" "$work/out" "$work/err" || fail "the spec-only message does not say what to add"
# The tool reports the folder in its own report, so its closing count line counts it.
grep -qF "1 error, 0 warnings in 2 files" "$work/out" || { cat "$work/out"; fail "the closing count line does not count the spec-only folder"; }
! grep -qF "0 errors" "$work/out" || { cat "$work/out"; fail "the closing count line says 0 errors beside a spec-only folder"; }
echo "plugin-check: the tool's count line counts the spec-only folder"
package picklist lint --format sarif
expect 1 '"ruleId": "spec-only-folder"' "swift package picklist lint --format sarif reports the spec-only folder in the report"
# SwiftPM asks a build plugin again when its target's files change: add a spec to Built.
printf 'title: Sizes\nselection: single\nitems: [S, M]\n' > "$consumer/Sources/Built/sizes.picklist.yml"
(cd "$consumer" && "$swift" build </dev/null >"$work/build.log" 2>&1) || { tail -30 "$work/build.log"; fail "the consumer does not build"; }
grep -qF "warning: 'Sources/Lists' holds picklist specs but no .swift file" "$work/build.log" \
    || { tail -30 "$work/build.log"; fail "the build plugin did not warn about the spec-only folder"; }
echo "plugin-check: the build plugin warns about a spec-only folder"
# ── 4. a target's picklist-config.yml: the build plugin passes it, and an edit to it regenerates.
rm -rf "$consumer/Sources/Lists"
generated() { find "$consumer/.build" -path "*PickListPlugin*" -name "$1" -newer "$2" | head -1; }
printf 'access: internal\n' > "$consumer/Sources/Built/picklist-config.yml"
(cd "$consumer" && "$swift" build --target Built </dev/null >"$work/build.log" 2>&1) || { tail -30 "$work/build.log"; fail "Built does not build with access: internal"; }
colours=$(generated colours.picklist.swift "$consumer/Sources/Built/picklist-config.yml")
[ -n "$colours" ] || fail "editing picklist-config.yml did not regenerate colours.picklist.swift"
grep -q '^enum Colours: PickList {' "$colours" && ! grep -q 'public ' "$colours" \
    || { head -12 "$colours"; fail "access: internal in picklist-config.yml left public declarations in $colours"; }
echo "plugin-check: the build plugin regenerates on a picklist-config.yml edit, and access: internal drops public"
# expect_build_failure "text in the build log" DESCRIPTION: building Built fails and says it.
expect_build_failure() {
    set +e; (cd "$consumer" && "$swift" build --target Built </dev/null >"$work/build.log" 2>&1); status=$?; set -e
    [ "$status" != 0 ] && grep -qF -- "$1" "$work/build.log" || { tail -30 "$work/build.log"; fail "$2: expected a failed build saying '$1'"; }
    echo "plugin-check: $2"
}
printf 'access: public\n' > "$consumer/Sources/Built/picklist-config.yaml"
expect_build_failure "has two picklist configuration files, 'picklist-config.yml' and 'picklist-config.yaml'" \
    "two configuration files for one target stop the build plugin"
rm "$consumer/Sources/Built/picklist-config.yaml"
printf 'acess: internal\n' > "$consumer/Sources/Built/picklist-config.yml"
expect_build_failure "picklist-config.yml:1:1: error: unknown key 'acess' in the configuration [unknown-key]" \
    "a bad picklist-config.yml fails the build, located"
rm "$consumer/Sources/Built/picklist-config.yml"
# The command plugins pass each target's configuration too.
printf 'access: internal\n' > "$consumer/Sources/Committed/picklist-config.yml"
package picklist generate --check --target Committed
expect 1 "purpose.picklist.swift' does not hold what its spec generates" \
    "swift package picklist generate --check reads the target's picklist-config.yml"
package picklist lint
expect 0 "0 errors, 0 warnings" "swift package picklist lint checks the target's picklist-config.yml"
rm "$consumer/Sources/Committed/picklist-config.yml"

# ── 5. Swift Build: the consumer's sources in a folder of their own (the build folders differ)
step=$SECONDS
swiftbuild_consumer=$work/swiftbuild/Consumer
rm -rf "$swiftbuild_consumer" && mkdir -p "$swiftbuild_consumer"
cp -R "$consumer/Package.swift" "$consumer/Sources" "$swiftbuild_consumer/"
log=$work/swiftbuild/build.log
if swiftbuild_build "$swiftbuild_consumer" "$log"; then
    colours=$(find "$swiftbuild_consumer/.build/plugins/outputs" -path '*PickListPlugin*' -name colours.picklist.swift | head -1)
    [ -n "$colours" ] && grep -q '^public enum Colours: PickList {' "$colours" || fail "Swift Build: the build plugin generated no colours.picklist.swift"
    output=$("$(cd "$swiftbuild_consumer" && "$swift" build --build-system swiftbuild --show-bin-path)/App")
    [ "$output" = "Design 2" ] || fail "App built by Swift Build printed '$output', not 'Design 2'"
    echo "plugin-check: Swift Build: the source-built plugin generates the lists, which compile and run ($(( SECONDS - step )) s)"
elif known=$(swiftbuild_known_failure "$log"); then
    echo "plugin-check: Swift Build: the consumer does not build, as known upstream: $known ($(( SECONDS - step )) s)"
else
    tail -30 "$log"; fail "the consumer does not build with Swift Build (no known upstream failure in $log)"
fi
echo "plugin-check: all checks passed"
