#!/usr/bin/env bash
# Builds the libFuzzer targets (Fuzz/Sources) and runs each for a time budget, then prints one
# line per target: executions, speed, coverage (libFuzzer's `cov`: code edges reached; `ft`:
# features) and findings. Exits non-zero when a target crashed, hung, ran out of memory or
# broke an invariant. See docs/reliability.md.
#
#   scripts/fuzz.sh                      every target, FUZZ_SECONDS each (default 180)
#   FUZZ_RUNS=10000 FUZZ_SEED=1 scripts/fuzz.sh   every target over 10000 inputs from random
#                                        seed 1 (make fuzz-smoke): a fixed amount of work, however
#                                        busy the machine
#   FUZZ_SECONDS=3600 scripts/fuzz.sh fuzz-lint
#   scripts/fuzz.sh --build-only
#   scripts/fuzz.sh --no-build           run binaries already built (in FUZZ_BIN)
#   scripts/fuzz.sh --parallel           every target at once, each in its own process (long
#                                        runs: one wall-clock budget for all of them)
#
# The build is in .build/fuzz (FUZZ_DIR). What a run writes is under FUZZ_OUT (default the
# same folder): the seeds gathered from the repository (seeds/), the corpus each target grows
# and keeps between runs (corpus/<target>), each run's log (logs/<target>.log), the inputs that
# failed (findings/<target>/crash-…, timeout-…, oom-…) and a line per run in summary.txt.
# A finding reproduces with `.build/fuzz/release/<target> <file>` (fuzz-engine's report then
# names the list, every step, and what the engine and the reference model disagreed on).
#
# Environment: FUZZ_SECONDS (per target), FUZZ_RUNS (inputs per target, instead of a time),
# FUZZ_SEED (libFuzzer's random seed; default a new one each run), FUZZ_TIMEOUT (seconds one
# input may take before it counts as a hang, default 10), FUZZ_FLAGS (more libFuzzer flags,
# e.g. -jobs=2), FUZZ_DIR, FUZZ_OUT, FUZZ_BIN (with --no-build: the folder holding the five binaries).
set -euo pipefail
cd "$(dirname "$0")/.."

all_targets=(fuzz-load fuzz-lint fuzz-generate fuzz-template fuzz-engine)
seconds=${FUZZ_SECONDS:-180}
runs=${FUZZ_RUNS:-}
seed=${FUZZ_SEED:-}
timeout=${FUZZ_TIMEOUT:-10}
dir=${FUZZ_DIR:-.build/fuzz}
swift=${SWIFT:-swift}
out=${FUZZ_OUT:-$dir}
build_only=no
no_build=no
parallel=no
targets=()
for argument in "$@"; do
    case $argument in
        --build-only) build_only=yes ;;
        --no-build) no_build=yes ;;
        --parallel) parallel=yes ;;
        fuzz-load | fuzz-lint | fuzz-generate | fuzz-template | fuzz-engine) targets+=("$argument") ;;
        *) echo "usage: $0 [--build-only | --no-build] [--parallel] [${all_targets[*]}]" >&2; exit 2 ;;
    esac
done
[ ${#targets[@]} -gt 0 ] || targets=("${all_targets[@]}")

# The fuzz targets exist only when PICKLIST_FUZZ is set (Package.swift). Release code with
# coverage instrumentation and AddressSanitizer, linked with lld (gold fails on the
# instrumented objects' debug information). `--sanitize=fuzzer` makes SwiftPM compile the
# targets' main.swift as a library (libFuzzer brings `main`); the sanitizers themselves are
# given as one `-sanitize=fuzzer,address`, because swiftc keeps only the last of several
# `-sanitize=` options (SwiftPM's `--sanitize=fuzzer --sanitize=address` gives no coverage).
# `-DDEBUG` compiles PickListKit's own invariant checks (the selection state's, after every
# change) into the optimised build, so fuzz-engine checks the engine from inside too.
mkdir -p "$dir"
export PICKLIST_FUZZ=1
# Swift's own crash backtracer would run inside AddressSanitizer and report itself; libFuzzer
# prints the stack of a crash.
export SWIFT_BACKTRACE=enable=no
build=("$swift" build -c release --sanitize=fuzzer --scratch-path "$dir" -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld -Xswiftc -DDEBUG)
if [ $no_build = yes ]; then
    bin=${FUZZ_BIN:?"--no-build needs FUZZ_BIN, the folder of the built targets"}
else
    for target in "${targets[@]}"; do
        echo "fuzz: building $target"
        if ! "${build[@]}" --product "$target" > "$dir/build.log" 2>&1; then
            cat "$dir/build.log"
            echo "fuzz: building $target failed" >&2
            exit 1
        fi
    done
    bin=$("${build[@]}" --show-bin-path)
fi
[ $build_only = no ] || exit 0

# Seeds: every spec and template in the repository (the bundled specs, test fixtures and
# example sources) and the hostile cases of Fuzz/Seeds. Very large specs are left out: they
# would make every mutation slow, and the small ones cover the same code. The inputs earlier
# runs found (Tests/PickListCompilerTests/Fixtures/Fuzz) are among them, so every run starts
# by checking them again.
# fuzz-engine's seeds are byte strings (Fuzz/Seeds/engine): a list, its rules and its steps, as
# Fuzz/Sources/PickListFuzzing/Engine/FuzzChoices.swift reads them.
mkdir -p "$out"
rm -rf "$out/seeds"
mkdir -p "$out/seeds/yaml" "$out/seeds/templates"
cp -R Fuzz/Seeds/engine "$out/seeds/engine"
seed_number=0
while IFS= read -r -d '' file; do
    seed_number=$((seed_number + 1))
    cp "$file" "$out/seeds/yaml/$seed_number-$(basename "$file")"
done < <(find specs Tests schema Examples/*/Sources Fuzz/Seeds/yaml -type f \
    \( -name '*.yml' -o -name '*.yaml' -o -path 'Tests/PickListCompilerTests/Fixtures/*' \) -size -16k -print0 | sort -z)
while IFS= read -r -d '' file; do
    seed_number=$((seed_number + 1))
    cp "$file" "$out/seeds/templates/$seed_number-$(basename "$file")"
done < <(find templates Fuzz/Seeds/templates Tests/PickListCompilerTests/Fixtures -type f -name '*.mustache' -print0 | sort -z)

# `name value` of libFuzzer's last status line (`#N DONE cov: … ft: … corp: C/…`).
status_field() { grep -E '^#[0-9]+.* cov: ' "$1" | tail -1 | sed -E "s/.* $2: ([0-9]+).*/\\1/;t;s/.*/?/"; }
final_stat() { sed -nE "s/^stat::$2: *([0-9]+).*/\\1/p" "$1" | tail -1; }

# run_target TARGET: runs one target and writes its summary line to logs/TARGET.summary
# (FAILED in it when the target found something).
run_target() {
    local target=$1 seeds options corpus findings log budget status found executions speed took line artifacts
    case $target in
        fuzz-template) seeds=$out/seeds/templates options=(-dict=Fuzz/mustache.dict) ;;
        # Bytes past the last step are never read: longer inputs would only slow mutation. The
        # Swift runtime's metadata caches, filled as new paths run, look to libFuzzer's per-input
        # leak check like leaks, which re-runs the input to look (a tenth of the time); the
        # lists' state is values, which cannot leak.
        fuzz-engine) seeds=$out/seeds/engine options=(-max_len=256 -detect_leaks=0) ;;
        *) seeds=$out/seeds/yaml options=(-dict=Fuzz/picklist.dict) ;;
    esac
    corpus=$out/corpus/$target
    findings=$out/findings/$target
    log=$out/logs/$target.log
    mkdir -p "$corpus" "$findings" "$out/logs"
    if [ -n "$runs" ]; then
        budget=(-runs="$runs")
        echo "fuzz: running $target over $runs inputs (log: $log)"
    else
        budget=(-max_total_time="$seconds")
        echo "fuzz: running $target for ${seconds}s (log: $log)"
    fi
    [ -z "$seed" ] || budget+=(-seed="$seed")
    status=0
    # shellcheck disable=SC2086 # FUZZ_FLAGS is a list of flags
    "$bin/$target" "${budget[@]}" -timeout="$timeout" -rss_limit_mb=2048 \
        -print_final_stats=1 "${options[@]}" -artifact_prefix="$findings/" \
        ${FUZZ_FLAGS:-} "$corpus" "$seeds" > "$log" 2>&1 || status=$?
    # A slow unit (libFuzzer's -report_slow_units, wall-clock) is reported, not a finding.
    found=$(grep 'Test unit written to' "$log" | grep -vc '/slow-unit-' || true)
    executions=$(final_stat "$log" number_of_executed_units)
    speed=$(final_stat "$log" average_exec_per_sec)
    took=$(sed -nE 's/^Done [0-9]+ runs in ([0-9]+) second.*/\1/p' "$log" | tail -1)
    line=$(printf '%-14s %6ss %12s execs %7s/s  cov %6s  ft %7s  corpus %6s  ' "$target" "${took:-?}" \
        "${executions:-?}" "${speed:-?}" "$(status_field "$log" cov)" "$(status_field "$log" ft)" "$(status_field "$log" corp)")
    if [ "$status" -ne 0 ] || [ "$found" -ne 0 ]; then
        artifacts=$(sed -nE 's/.*Test unit written to (.*)/\1/p' "$log" | grep -v '/slow-unit-' | tr '\n' ' ')
        line+="FAILED (exit $status): ${artifacts:-see $log}"
        grep -E 'invariant broken|ERROR: (AddressSanitizer|libFuzzer)|Fatal error|deadly signal' "$log" | head -5 | sed 's/^/    /' >&2 || true
    else
        line+="no findings"
    fi
    echo "$line" > "$out/logs/$target.summary"
}

for target in "${targets[@]}"; do rm -f "$out/logs/$target.summary"; done
if [ $parallel = yes ]; then
    for target in "${targets[@]}"; do run_target "$target" & done
    wait
else
    for target in "${targets[@]}"; do run_target "$target"; done
fi

echo
echo "fuzz: $(date -u '+%Y-%m-%d %H:%M UTC'), $(uname -sm), $("$swift" --version 2>/dev/null | head -1)"
lines=$(for target in "${targets[@]}"; do
    cat "$out/logs/$target.summary" 2> /dev/null || echo "$target: no summary, FAILED (see $out/logs/$target.log)"
done)
echo "$lines" | tee -a "$out/summary.txt"
if [[ $lines == *FAILED* ]]; then
    echo "fuzz: findings above; reproduce one with $bin/<target> <file>" >&2
    exit 1
fi
