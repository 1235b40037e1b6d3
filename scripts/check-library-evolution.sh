#!/usr/bin/env bash
# `make library-evolution-check`: PickListKit, PickListLocalization and PickListFoundation as a
# prebuilt framework (an XCFramework, a binary build cache) ships them.
#
# 1. The three modules build with library evolution and emit module interfaces (.swiftinterface),
#    with no warning but the one Linux gives for its Foundation (see below). They build in
#    .build-evolution, with PICKLIST_LIBRARY_EVOLUTION set so that Package.swift leaves out the
#    build-tool plugins (which would build the picklist tool first, with the same flags).
# 2. Every emitted interface (public, private, package) type-checks on its own, the way a
#    compiler of another version reads it: `-typecheck-module-from-interface`, with nothing but
#    the interfaces on the search path.
# 3. An app compiles against the interfaces alone: the Swift that picklist generates from specs/
#    (and three fixtures of GeneratedCodeTests) and scripts/library-evolution/main.swift (taps,
#    checkmark reads, an update, the localizer, index paths) compile in Swift 6 mode with warnings as errors
#    and -O (so PickListKit's @inlinable code is compiled into the app), link with the
#    evolution-built objects, and run.
#
# PICKLIST names the picklist binary that generates specs/ (the Makefile passes its own);
# without it the script builds one with `swift build --product picklist`.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
swift=${SWIFT:-swift}
scratch=$root/.build-evolution
work=$scratch/check
modules=(PickListKit PickListLocalization PickListFoundation)

fail() { echo "error: library-evolution-check: $*" >&2; exit 1; }

rm -rf "$work"
mkdir -p "$work/interfaces" "$work/module-cache" "$work/generated"

# ── 1. build with library evolution
# -alias-module-names-in-module-interface: PickListKit's public enum PickListLocalization has the
# name of the second module, so an interface naming `PickListLocalization.X` could mean either
# (swiftlang/swift#56573); with aliases every module is named unambiguously in the interfaces.
# --disable-build-manifest-caching: the build is planned afresh, so that the two modules' folders,
# removed below, are written again.
build=(env PICKLIST_LIBRARY_EVOLUTION=1 "$swift" build --scratch-path "$scratch"
    --disable-build-manifest-caching -Xswiftc -enable-library-evolution -Xswiftc -emit-module-interface
    -Xswiftc -Xfrontend -Xswiftc -alias-module-names-in-module-interface)
bin=$("${build[@]}" --show-bin-path)
# Compile both modules afresh every time, so that their warnings are seen every time.
for module in "${modules[@]}"; do
    rm -rf "$bin/$module.build" "$bin/Modules/$module".*
done
: >"$work/build.log"
for target in PickListLocalization PickListFoundation; do
    "${build[@]}" --target $target >>"$work/build.log" 2>&1 || {
        cat "$work/build.log" >&2
        fail "$target or PickListKit does not build with -enable-library-evolution (log above)"
    }
done
# The one warning allowed: on Linux, Foundation (swift-corelibs-foundation) and
# FoundationEssentials are not built with library evolution, and PickListLocalization's public
# API names Foundation's Bundle, PickListFoundation's FoundationEssentials' IndexPath. On Apple
# platforms, where XCFrameworks are used, Foundation is resilient and the warning does not occur.
foundation="module '(Foundation|FoundationEssentials)' was not compiled with library evolution support"
warnings=$(grep -E '(warning|error):' "$work/build.log" | { [ "$(uname -s)" = Linux ] && grep -Ev "$foundation" || cat; } | sort -u || true)
if [ -n "$warnings" ]; then
    cat "$work/build.log" >&2
    fail "the library-evolution build warns (log above):"$'\n'"$warnings"
fi
for module in "${modules[@]}"; do
    for kind in "" .private .package; do
        interface=$bin/$module.build/$module$kind.swiftinterface
        [ -f "$interface" ] || fail "$module: no module interface $interface was emitted"
        cp "$interface" "$work/interfaces/"
    done
    echo "library-evolution-check: $module builds with library evolution and emits its module interfaces"
done

# ── 2. the interfaces type-check on their own
for module in "${modules[@]}"; do
    for kind in "" .private .package; do
        interface=$work/interfaces/$module$kind.swiftinterface
        if ! output=$(swiftc -frontend -typecheck-module-from-interface "$interface" -module-name "$module" \
                -I "$work/interfaces" -module-cache-path "$work/module-cache" 2>&1) || [ -n "$output" ]; then
            echo "$output" >&2
            fail "$interface does not verify: a client compiler cannot read it (diagnostics above)"
        fi
    done
    echo "library-evolution-check: $module's public, private and package interfaces verify"
done

# ── 3. an app compiles against the interfaces, links and runs
picklist=${PICKLIST:-}
if [ -z "$picklist" ]; then
    "$swift" build --product picklist >"$work/tool.log" 2>&1 || { cat "$work/tool.log" >&2; fail "cannot build the picklist tool"; }
    picklist=$("$swift" build --show-bin-path)/picklist
fi
[ -x "$picklist" ] || fail "no picklist binary at $picklist"
# specs/, and the fixtures of GeneratedCodeTests whose code uses more of PickListKit: a localized
# list in sections, and names and titles that need escaping.
fixtures=(Tests/GeneratedCodeTests/Specs/{localized-produce,tricky-names,tricky-titles}.picklist.yml)
"$picklist" generate specs "${fixtures[@]}" --output "$work/generated" >/dev/null \
    || fail "picklist generate failed on specs/ or ${fixtures[*]}"
objects=()
for module in "${modules[@]}"; do
    objects+=("$bin/$module.build/"*.o)
done
swiftc -swift-version 6 -warnings-as-errors -O -module-name LibraryEvolutionClient \
    -I "$work/interfaces" -module-cache-path "$work/module-cache" \
    "$work/generated/"*.swift scripts/library-evolution/main.swift "${objects[@]}" -o "$work/client" \
    || fail "an app's code and the Swift generated from specs/ do not compile against the evolution-built interfaces (diagnostics above)"
"$work/client" || fail "the app built against the evolution-built modules behaves wrongly (above)"
echo "library-evolution-check: the generated Swift of specs/ and an app's taps compile against the interfaces alone (Swift 6, warnings as errors) and run"
