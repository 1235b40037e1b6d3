#!/usr/bin/env bash
# Runs every ```sh block of README.md, so each command there keeps working as written.
#
# Each block runs in a fresh `bash -euo pipefail` from the repository root, as a reader
# would paste it into a terminal, with HOME pointing at a scratch folder (.build-readme/home)
# so `make install PREFIX="$HOME/.local"` and the tour's ~/picklist-tour stay out of the real
# home, and with "$HOME/.local/bin" on PATH as the README asks. `make test` lines are skipped:
# this check is part of `make test`. Afterwards the working tree must be as it was: the
# README's commands may only write ignored build output.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
readme=${1:-README.md}
scratch=$root/.build-readme

state() { git status --porcelain=v1 --untracked-files=all; git diff | cksum; }
before=$(state)

# Git reads ~/.gitconfig (where this machine's URL mirrors live) from the real home.
if [ -z "${GIT_CONFIG_GLOBAL:-}" ] && [ -f "$HOME/.gitconfig" ]; then
    export GIT_CONFIG_GLOBAL="$HOME/.gitconfig"
fi
rm -rf "$scratch/home" "$scratch/blocks"
mkdir -p "$scratch/home" "$scratch/blocks"
export HOME="$scratch/home"
export PATH="$HOME/.local/bin:$PATH"

# One file per ```sh block, named by its first line number in the README.
awk -v dir="$scratch/blocks" '
    /^```sh[[:space:]]*$/ { inside = 1; file = sprintf("%s/%05d.sh", dir, NR + 1); next }
    /^```[[:space:]]*$/ && inside { inside = 0; close(file); next }
    inside {
        if ($0 ~ /^[[:space:]]*make test([[:space:]]|$)/) { print ": skipped: " $0 > file } else { print > file }
    }
' "$readme"

count=0
for block in "$scratch"/blocks/*.sh; do
    [ -e "$block" ] || continue
    line=$((10#$(basename "$block" .sh)))
    count=$((count + 1))
    echo "── $readme:$line"
    sed 's/^/   $ /' "$block"
    if ! (cd "$root" && bash -euo pipefail "$block"); then
        echo "error: $readme:$line: this block failed (see above)" >&2
        exit 1
    fi
done
if [ "$count" -eq 0 ]; then
    echo "error: $readme has no \`\`\`sh blocks" >&2
    exit 1
fi

after=$(state)
if [ "$before" != "$after" ]; then
    echo "error: the README's commands changed the working tree:" >&2
    diff <(echo "$before") <(echo "$after") >&2 || true
    exit 1
fi
echo "readme-check: all $count sh blocks of $readme ran"
