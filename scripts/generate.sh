#!/usr/bin/env bash
# make generate / make generated-check: the Swift sources the repository embeds, each written by
# a script from the file it embeds (key tables, schema, templates, rule tables, Unicode data), and
# what the key tables write besides (the JSON Schemas, the key tables of docs/spec.md and templates.md).
#
#   scripts/generate.sh            rewrite every one of them in this tree
#   scripts/generate.sh --check    run the generators in a scratch copy of this tree (.build/
#                                  generated-check) and fail, naming each file that differs from
#                                  what its generator writes and the command that rewrites it;
#                                  then the built-in templates' plans (a swift test) in the tree
#
# A generator is one line of GENERATORS: the make target that runs it alone, then its command.
# The command runs at the repository's root and writes under the root of the copy it belongs to
# (paths from its own folder, never absolute ones); it reads the repository and system data only
# (e.g. Debian's /usr/share/unicode). To add one, add its line and a make target of that name.
#
# The plans of the built-in templates (Sources/PickListCompiler/Generated/BuiltinTemplatePlans.swift)
# come last: a test compiles the embedded templates and writes them (PICKLIST_WRITE_EMBEDDED_PLANS=1),
# or, without the variable, fails when they are stale. That needs the package's tests built.
#
# Environment: PYTHON (default python3), SWIFT (default swift), BUILD_FLAGS.
set -euo pipefail
cd "$(dirname "$0")/.."

GENERATORS=(
    # target       command
    "keys          \$PYTHON scripts/generate-keys.py"
    "schema        sh scripts/embed-schema.sh"
    "templates     sh scripts/embed-templates.sh"
    "rule-docs     \$PYTHON scripts/embed-rule-docs.py"
    "folding-table \$PYTHON scripts/generate-folding-table.py"
    "cldr-tables   \$PYTHON scripts/generate-plural-rules.py"
)
PLANS=Sources/PickListCompiler/Generated/BuiltinTemplatePlans.swift
PLANS_TEST=embeddedPlans_areTheCompiledPlansOfTheBuiltinTemplates

export PYTHON=${PYTHON:-python3}
swift=${SWIFT:-swift}
# shellcheck disable=SC2206 # BUILD_FLAGS is a list of flags
build_flags=(${BUILD_FLAGS:-})

mode=write
case ${1:-} in
    "") ;;
    --check) mode=check ;;
    *) echo "usage: $0 [--check]" >&2; exit 2 ;;
esac

plans_test() {
    "$swift" test ${build_flags[@]+"${build_flags[@]}"} --filter "$PLANS_TEST" 2>&1
}

if [ $mode = write ]; then
    for generator in "${GENERATORS[@]}"; do
        read -r target command <<< "$generator"
        echo "generate: $target: ${command//\$PYTHON/$PYTHON}"
        eval "$command"
    done
    echo "generate: templates (plans): $swift test --filter $PLANS_TEST, writing $PLANS"
    PICKLIST_WRITE_EMBEDDED_PLANS=1 plans_test | tail -3
    echo "generate: every embedded source is written"
    exit 0
fi

# --check: a copy of the tree as it is (committed or not; ignored files left out).
scratch=.build/generated-check
rm -rf "$scratch"
mkdir -p "$scratch"
if git rev-parse --is-inside-work-tree > /dev/null 2>&1; then
    git ls-files -z --cached --others --exclude-standard \
        | tar --null --files-from=- --ignore-failed-read -cf - 2> /dev/null | tar -xf - -C "$scratch"
else
    tar --exclude=./.build --exclude='./.build-*' --exclude=./.git -cf - . | tar -xf - -C "$scratch"
fi
# Every copied file dated 1970: what a generator writes is then what is newer than the stamp.
stamp=$(mktemp)
trap 'rm -f "$stamp"' EXIT
touch -d @1 "$stamp"
find "$scratch" -type f -exec touch -d @0 {} +

stale=()
for generator in "${GENERATORS[@]}"; do
    read -r target command <<< "$generator"
    if ! output=$(cd "$scratch" && eval "$command" 2>&1); then
        printf '%s\n' "$output" >&2
        echo "generated-check: the generator of make $target failed in $scratch: ${command//\$PYTHON/$PYTHON}" >&2
        exit 1
    fi
    # Notes (a generator that left its file alone, and why) are part of the check's report.
    grep '^note:' <<< "$output" | sed "s/^/generated-check: $target: /" || true
    while IFS= read -r -d '' written; do
        file=${written#"$scratch"/}
        if [ ! -e "$file" ]; then
            stale+=("$file is written by make $target but is not in the tree: run make generate (or make $target), then add it")
        elif ! cmp -s "$written" "$file"; then
            diff -u "$file" "$written" | head -20 >&2 || true
            stale+=("$file is not what make $target writes (${command//\$PYTHON/$PYTHON}): run make generate (or make $target)")
        fi
        touch -d @0 "$written"
    done < <(find "$scratch" -type f -newer "$stamp" -print0)
done
if [ ${#stale[@]} -gt 0 ]; then
    printf 'generated-check: %s\n' "${stale[@]}" >&2
    exit 1
fi
echo "generated-check: ${#GENERATORS[@]} generators write what the tree holds: ${GENERATORS[*]%% *}" | tr -s ' '

if ! output=$(plans_test); then
    printf '%s\n' "$output" | tail -30 >&2
    echo "generated-check: $PLANS is not the plans of the built-in templates (or the plan test failed, above): run make generate (or make templates)" >&2
    exit 1
fi
echo "generated-check: $PLANS holds the plans of the built-in templates"
