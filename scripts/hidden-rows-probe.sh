#!/bin/sh
# Instruction counts of hiding and showing rows, of index path lookups with rows hidden, and of
# the taps and checkmarks of lists that hide nothing (docs/performance.md, "Hidden rows"):
# PickListKit built with swiftc -O -wmo from a tree (a commit, or the working tree), the probe
# (scripts/hidden-rows-probe/Probe.swift) against it, each measure counted alone by callgrind.
#
#   scripts/hidden-rows-probe.sh [COMMIT]     # default: the working tree
#   PROBE_MEASURES="enumTaps rowsTaps" PROBE_KEEP=1 scripts/hidden-rows-probe.sh
#
# Prints one line a measure: its name, the list's size and the instructions it took. Each
# measure runs twice (a warm-up, then the measure) and both runs are counted; the per-call
# figures in docs/performance.md divide by the calls of both runs.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
# PROBE_KEEP=1 keeps the folder (the probe and its callgrind files, for callgrind_annotate).
if [ -z "${PROBE_KEEP:-}" ]; then trap 'rm -rf "$work"' EXIT; else echo "probe: $work"; fi
flags=""
if [ $# -gt 0 ]; then
    git -C "$root" archive "$1" Sources/PickListKit | tar -x -C "$work"
    source="$work/Sources/PickListKit"
    git -C "$root" grep -q "func setHidden(_ hidden: Bool, forIDs" "$1" -- Sources/PickListKit || flags="-D BEFORE"
else
    source="$root/Sources/PickListKit"
fi
mkdir -p "$work/lib"
find "$source" -name '*.swift' -not -path '*.docc*' > "$work/sources.txt"
swiftc -O -wmo -parse-as-library -module-name PickListKit -package-name picklist \
    -emit-module -emit-module-path "$work/lib/PickListKit.swiftmodule" -emit-library -o "$work/lib/libPickListKit.so" \
    @"$work/sources.txt"
python3 - "$work/Lists.swift" <<'PY'
import sys
out = ["import PickListKit\n"]
for count in (1000, 10000):
    out.append(f"enum L{count}: PickList {{\n")
    for start in range(0, count, 10):
        out.append("    case " + ", ".join(f"n{i}" for i in range(start, min(start + 10, count))) + "\n")
    out.append(f"    static let definition = PickListDefinition<L{count}>(\n")
    out.append(f"        title: \"{count}\", selection: .multiple, allRow: PickListAllRow(),\n")
    out.append(f"        sections: [PickListSectionInfo(title: nil, ids: (0..<{count}).map {{ \"n\\($0)\" }}, titles: (0..<{count}).map {{ \"Item \\($0)\" }})])\n")
    out.append("}\n")
open(sys.argv[1], "w").write("".join(out))
PY
cp "$root/scripts/hidden-rows-probe/Probe.swift" "$work/main.swift"
# shellcheck disable=SC2086
swiftc -O -wmo $flags -I "$work/lib" -L "$work/lib" -lPickListKit -module-name Probe \
    "$work/main.swift" "$work/Lists.swift" -o "$work/probe"
measures="enumHideShow enumRowLookup enumTaps enumChecks rowsTaps rowsChecks"
[ -n "$flags" ] || measures="$measures rowsHideShow rowsRowLookup"
# PROBE_MEASURES="enumTaps rowsTaps" runs only those.
measures=${PROBE_MEASURES:-$measures}
for measure in $measures; do
    for count in 1000 10000; do
        LD_LIBRARY_PATH="$work/lib" valgrind --tool=callgrind --callgrind-out-file="$work/cg" \
            --toggle-collect="*measure_$measure*" "$work/probe" "$measure" "$count" 2>"$work/log"
        total=$(sed -n 's/^summary: //p' "$work/cg")
        cp "$work/cg" "$work/$measure-$count.cg"
        echo "$measure $count $total"
    done
done
