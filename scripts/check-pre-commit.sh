#!/usr/bin/env bash
# `make precommit-check`: the hooks of .pre-commit-hooks.yaml, run by pre-commit (from PyPI)
# the way a project uses them: a temporary git repository whose .pre-commit-config.yaml
# points at this clone's committed HEAD, with a good spec (and its generated Swift), then a
# bad spec, then a stale generated file.
#
# pre-commit's `language: swift` builds picklist with `swift build -c release` in its own
# copy of the repository, once per commit: PRE_COMMIT_HOME is kept in .build/pre-commit-home,
# so a second run at the same HEAD reuses that build; a new commit builds again.
#
# Usage: scripts/check-pre-commit.sh PICKLIST   (a built picklist, to write the generated file)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
picklist=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
python=${PYTHON:-python3}
export PRE_COMMIT_HOME=$root/.build/pre-commit-home
# pre-commit reads the user's git configuration; the scratch repository needs an identity.
export GIT_AUTHOR_NAME=picklist GIT_AUTHOR_EMAIL=picklist@example.invalid
export GIT_COMMITTER_NAME=picklist GIT_COMMITTER_EMAIL=picklist@example.invalid

fail() { echo "error: precommit-check: $*" >&2; exit 1; }

rev=$(git rev-parse HEAD)
if ! git diff --quiet HEAD -- .pre-commit-hooks.yaml; then
    echo "precommit-check: note: .pre-commit-hooks.yaml has uncommitted changes; pre-commit uses the committed HEAD ($rev)"
fi

# The scratch repository stays at one path, so `pre-commit gc` (at the end) keeps the build
# for this HEAD and drops those of earlier commits.
repo=$root/.build/pre-commit-check/repo
rm -rf "$repo"
mkdir -p "$repo"
cd "$repo"
git init --quiet
mkdir -p Sources/Lists
cat > .pre-commit-config.yaml <<YAML
repos:
  - repo: $root
    rev: $rev
    hooks:
      - id: picklist-lint
      - id: picklist-check
YAML
printf 'title: Purpose\nselection: single\nitems: [Design, Testing]\n' > Sources/Lists/purpose.picklist.yml
"$picklist" generate Sources/Lists --output Sources/Lists >/dev/null
git add -A

hooks() { # hooks STATUS DESCRIPTION: pre-commit run --all-files must exit STATUS
    set +e
    "$python" -m pre_commit run --all-files --color never >"$repo.out" 2>&1
    local status=$?
    set -e
    if [ "$status" != "$1" ]; then
        cat "$repo.out"
        fail "$2: expected exit $1, got $status"
    fi
}

start=$(date +%s)
hooks 0 "a good spec with its generated file passes"
echo "precommit-check: good spec: both hooks pass ($(($(date +%s) - start)) s, including pre-commit's release build of picklist when not cached)"
grep -q "picklist lint.*Passed" "$repo.out" && grep -q "picklist generated Swift is current.*Passed" "$repo.out" \
    || { cat "$repo.out"; fail "the hooks did not both run and pass"; }

printf 'title: Oops\nselction: single\nitems: [A]\n' > Sources/Lists/oops.picklist.yml
git add -A
hooks 1 "a bad spec fails"
grep -qF "Sources/Lists/oops.picklist.yml:2:1: error: unknown key 'selction' in a list [unknown-key]" "$repo.out" \
    || { cat "$repo.out"; fail "picklist-lint did not report the located error"; }
echo "precommit-check: bad spec: picklist-lint fails with the located error"

# The installed hook stops a commit of the bad spec.
"$python" -m pre_commit install --hook-type pre-commit >/dev/null
if git commit --quiet -m "bad spec" >"$repo.out" 2>&1; then
    cat "$repo.out"; fail "git commit of a bad spec succeeded"
fi
grep -qF "oops.picklist.yml:2:1: error" "$repo.out" || { cat "$repo.out"; fail "the commit hook did not show the error"; }
echo "precommit-check: git commit of the bad spec is stopped by the hook"

git rm --quiet --cached Sources/Lists/oops.picklist.yml && rm Sources/Lists/oops.picklist.yml
printf 'title: Purpose\nselection: single\nitems: [Design, Testing, Research]\n' > Sources/Lists/purpose.picklist.yml
git add -A
hooks 1 "a spec changed without regenerating fails picklist-check"
grep -qF "Sources/Lists/purpose.picklist.yml: error: 'Sources/Lists/purpose.picklist.swift' does not hold what its spec generates" "$repo.out" \
    || { cat "$repo.out"; fail "picklist-check did not report the stale file"; }
grep -q "picklist lint.*Passed" "$repo.out" || { cat "$repo.out"; fail "picklist-lint should pass the changed spec"; }
echo "precommit-check: changed spec, stale generated file: picklist-check fails, picklist-lint passes"

"$picklist" generate Sources/Lists --output Sources/Lists >/dev/null
git add -A
hooks 0 "after regenerating"
git commit --quiet -m "lists" || fail "git commit of good specs failed"
echo "precommit-check: regenerated: the commit goes through"
rm -f "$repo.out"
"$python" -m pre_commit gc >/dev/null
echo "precommit-check: all checks passed"
