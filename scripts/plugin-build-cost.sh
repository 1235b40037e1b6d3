#!/usr/bin/env bash
# `make plugin-bench`: what the build plugin costs a target of 50 specs through `swift build`
# (docs/performance.md, "The build plugin at 50 specs").
#
# Two consumer packages (in .build/plugin-bench, depending on this clone by path) hold the same
# 50 lists in one library target each:
#
# - Planned: 50 specs, generated at build time by PickListPlugin (one `picklist generate`
#   process per spec);
# - Written: the 50 Swift files picklist generates from them, committed as sources, no plugin.
#
# They are separate packages because SwiftPM builds a package's plugin tools for any target.
# Each is built with `swift build`, debug, as an app developer builds:
#
# 1. cold: an empty scratch folder, so everything is built (PickListKit; for Planned also the
#    picklist tool and its dependencies, then the 50 processes);
# 2. every list again: the 50 generated files deleted (Planned: 50 processes, then the
#    compile) / all 50 files touched (Written: the compile);
# 3. touch one spec (Planned) / one generated file (Written), build again;
# 4. edit one spec (a title changes) / the same edit in the generated file, build again;
# 5. nothing changed, build again (the null build).
#
# Steps 2–5 are run RUNS times (default 5), the two targets alternated, and the medians
# printed. The difference between the targets is what the plugin costs; the cold builds also
# say how much of the plugin's share is building picklist itself.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
swift=${SWIFT:-swift}
runs=${RUNS:-5}
work=$root/.build/plugin-bench
rm -rf "$work"
mkdir -p "$work/Planned/Sources/Planned" "$work/Written/Sources/Written"

# manifest NAME PLUGINS: a package with one library target NAME.
manifest() {
    cat > "$work/$1/Package.swift" <<SWIFT
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "$1",
    dependencies: [.package(name: "picklist", path: "$root")],
    targets: [
        .target(name: "$1", dependencies: [.product(name: "PickListKit", package: "picklist")]$2),
    ],
    swiftLanguageModes: [.v6]
)
SWIFT
}
manifest Planned ', plugins: [.plugin(name: "PickListPlugin", package: "picklist")]'
manifest Written ''

# 50 lists of the shapes apps have: 10 to 60 items, single and multiple selection, every fifth
# with an all-row, every seventh in sections.
for i in $(seq 1 50); do
    spec="$work/Planned/Sources/Planned/list$i.picklist.yml"
    {
        echo "name: List$i"
        echo "title: List $i"
        if (( i % 2 )); then echo "selection: single"; else echo "selection: multiple"; fi
        if (( i % 5 == 0 && i % 2 == 0 )); then echo "all: { title: All, while_all: isolate }"; fi
        count=$(( 10 + (i * 7) % 51 ))
        if (( i % 7 == 0 )); then
            echo "sections:"
            for s in 1 2; do
                echo "  - title: Group $s"
                echo "    items:"
                for j in $(seq 1 $(( count / 2 ))); do echo "      - item${s}x$j: Choice $j of group $s in list $i"; done
            done
        else
            echo "items:"
            for j in $(seq 1 "$count"); do echo "  - item$j: Choice $j of list $i"; done
        fi
    } > "$spec"
done
echo '// The lists are generated from the specs beside this file by PickListPlugin.' > "$work/Planned/Sources/Planned/Planned.swift"
echo '// The lists picklist generates from the Planned specs, committed.' > "$work/Written/Sources/Written/Written.swift"

swift_build() { (cd "$work/$1" && "$swift" build </dev/null >"$work/build-$1.log" 2>&1) \
    || { tail -30 "$work/build-$1.log"; echo "error: plugin-bench: the $1 target does not build" >&2; exit 1; }; }
# Seconds of one `swift build --target T`.
timed_build() {
    local start end
    start=$(date +%s.%N)
    swift_build "$1"
    end=$(date +%s.%N)
    awk -v a="$start" -v b="$end" 'BEGIN { printf "%.2f", b - a }'
}
median() { printf '%s\n' "$@" | sort -n | awk '{ v[NR] = $1 } END { printf "%.2f", (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

# The Written target's sources: picklist's own output, as the plugin writes it.
"$swift" build --product picklist >/dev/null
picklist="$("$swift" build --show-bin-path)/picklist"
"$picklist" generate "$work/Planned/Sources/Planned" --output "$work/Written/Sources/Written" --relative-to "$work/Planned" >/dev/null
written_count=$(ls "$work/Written/Sources/Written"/*.picklist.swift | wc -l)
[ "$written_count" = 50 ] || { echo "error: plugin-bench: picklist wrote $written_count files, not 50" >&2; exit 1; }

# The dependency checkout is shared; resolve it once, untimed.
for name in Planned Written; do (cd "$work/$name" && "$swift" package resolve >/dev/null 2>&1); done

echo "plugin-bench: cold builds (empty scratch folder)"
rm -rf "$work/Written/.build"; cold_written=$(timed_build Written)
rm -rf "$work/Planned/.build"; cold_planned=$(timed_build Planned)
generated=$(find "$work/Planned/.build" -path '*PickListPlugin*' -name '*.picklist.swift' | wc -l)
[ "$generated" = 50 ] || { echo "error: plugin-bench: the plugin generated $generated files, not 50" >&2; exit 1; }
# Every list again, with the picklist tool already built: the plugin's 50 processes and the
# module's compile (its outputs deleted) against the compile alone (every file touched).
rebuild_planned=(); rebuild_written=()
swift_build Written
for run in $(seq 1 "$runs"); do
    find "$work/Planned/.build" -path '*PickListPlugin*' -name '*.picklist.swift' -delete
    rebuild_planned+=("$(timed_build Planned)")
    touch "$work/Written/Sources/Written"/*.swift
    rebuild_written+=("$(timed_build Written)")
done

spec="$work/Planned/Sources/Planned/list17.picklist.yml"
file="$work/Written/Sources/Written/list17.picklist.swift"
touch_planned=(); touch_written=(); edit_planned=(); edit_written=(); null_planned=(); null_written=()
for run in $(seq 1 "$runs"); do
    touch "$spec"; touch_planned+=("$(timed_build Planned)")
    touch "$file"; touch_written+=("$(timed_build Written)")
    sed -i "s/Choice 3 of list 17.*/Choice 3 of list 17, run $run/" "$spec"
    sed -i "s/Choice 3 of list 17[^\"]*\"/Choice 3 of list 17, run $run\"/" "$file"
    edit_planned+=("$(timed_build Planned)")
    edit_written+=("$(timed_build Written)")
    null_planned+=("$(timed_build Planned)")
    null_written+=("$(timed_build Written)")
done

printf '\n%-58s %10s %10s %8s\n' "swift build (debug), seconds" "Planned" "Written" "ratio"
row() { printf '%-58s %10s %10s %7.2f×\n' "$1" "$2" "$3" "$(awk -v a="$2" -v b="$3" 'BEGIN { print a / b }')"; }
row "cold (empty scratch folder)" "$cold_planned" "$cold_written"
row "every list again, picklist built (median of $runs)" "$(median "${rebuild_planned[@]}")" "$(median "${rebuild_written[@]}")"
row "touch one spec / its generated file (median of $runs)" "$(median "${touch_planned[@]}")" "$(median "${touch_written[@]}")"
row "edit one title in it (median of $runs)" "$(median "${edit_planned[@]}")" "$(median "${edit_written[@]}")"
row "nothing changed (median of $runs)" "$(median "${null_planned[@]}")" "$(median "${null_written[@]}")"
echo "plugin-bench: every list: ${rebuild_planned[*]} / ${rebuild_written[*]}"
echo "plugin-bench: touch: ${touch_planned[*]} / ${touch_written[*]}"
echo "plugin-bench: edit: ${edit_planned[*]} / ${edit_written[*]}"
echo "plugin-bench: null: ${null_planned[*]} / ${null_written[*]}"
