#!/usr/bin/env bash
# Runs the steps of `make test` one after the other, each as `make STEP`, and says how long each
# took: a line as each passes, and a table of them all at the end, so a CI log shows where its
# minutes go. Stops at the first step that fails; that step's own FAILED line has already said
# what it checks and how to run it again.
#
#   scripts/run-steps.sh STEP…        (make test calls it with $(TEST_STEPS))
#
# What every step needs (the test dependencies and the picklist tool) is made once, first; the
# steps' own makes are then told not to remake it (`make -o`), so a no-op tool build is not
# paid once per step. Command-line variables of the outer make (CONFIG=…, SWIFT=…) reach the
# steps through MAKEFLAGS, as with any recursive make.
set -uo pipefail

make=${MAKE:-make}
shared=(test-deps tool)

run() {
    # One make, its output passed through; returns make's status.
    "$make" --no-print-directory "$@"
}

started=$SECONDS
lines=()
step_started=$SECONDS
if ! run "${shared[@]}"; then
    echo "make test: stopped while making ${shared[*]} ($((SECONDS - step_started)) s)" >&2
    exit 1
fi
lines+=("$(printf '%-26s %5d s' "${shared[*]}" $((SECONDS - step_started)))")

skip=()
for target in "${shared[@]}" deps; do skip+=(-o "$target"); done

for step in "$@"; do
    step_started=$SECONDS
    if ! run "${skip[@]}" "$step"; then
        echo "make test: stopped at $step after $((SECONDS - step_started)) s ($((SECONDS - started)) s in all)" >&2
        exit 1
    fi
    elapsed=$((SECONDS - step_started))
    echo "make test: $step passed in $elapsed s"
    lines+=("$(printf '%-26s %5d s' "$step" "$elapsed")")
done

echo
echo "make test: every step passed in $((SECONDS - started)) s"
printf '  %s\n' "${lines[@]}"
