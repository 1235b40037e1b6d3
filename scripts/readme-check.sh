#!/usr/bin/env bash
# Runs every ```sh block of the Markdown files it is given (default: README.md), so each command
# there keeps working as written.
#
#   scripts/readme-check.sh README.md docs/cli.md docs/integration.md …
#
# The blocks run in the order of the files given, then of their lines: a page may use what an
# earlier one set up (the README's tour makes ~/picklist-tour, which docs/integration.md's CI
# commands run in), so list the README first. Each block runs in a fresh `bash -euo pipefail`
# from the repository root, as a reader would paste it into a terminal, with HOME pointing at a
# scratch folder (.build-readme/home) shared by all the files, so `make install
# PREFIX="$HOME/.local"` and the tour's ~/picklist-tour stay out of the real home, and with
# "$HOME/.local/bin" on PATH as the README asks. `make test` lines are skipped: this check is
# part of `make test`. Every file given must hold at least one sh block (a page whose commands
# were all turned into another kind of block is named by mistake). Afterwards the working tree
# must be as it was: the commands may only write ignored build output.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
if [ "$#" -eq 0 ]; then
    set -- README.md
fi
scratch=$root/.build-readme

for page in "$@"; do
    if [ ! -f "$page" ]; then
        echo "error: $page: no such file" >&2
        exit 1
    fi
done

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

# One file per ```sh block, named by the page's place in the arguments and the block's first
# line number in the page, so that sorting the names gives the order to run them in.
index=0
for page in "$@"; do
    index=$((index + 1))
    awk -v dir="$scratch/blocks" -v page="$(printf '%03d' "$index")" '
        /^```sh[[:space:]]*$/ { inside = 1; file = sprintf("%s/%s-%05d.sh", dir, page, NR + 1); next }
        /^```[[:space:]]*$/ && inside { inside = 0; close(file); next }
        inside {
            if ($0 ~ /^[[:space:]]*make test([[:space:]]|$)/) { print ": skipped: " $0 > file } else { print > file }
        }
    ' "$page"
done

# Every page given must have blocks; say so before running any.
index=0
for page in "$@"; do
    index=$((index + 1))
    if ! compgen -G "$scratch/blocks/$(printf '%03d' "$index")-*.sh" > /dev/null; then
        echo "error: $page has no \`\`\`sh blocks" >&2
        exit 1
    fi
done

pages=("$@")
count=0
for block in "$scratch"/blocks/*.sh; do
    name=$(basename "$block" .sh)
    page=${pages[$((10#${name%%-*} - 1))]}
    line=$((10#${name#*-}))
    count=$((count + 1))
    echo "── $page:$line"
    sed 's/^/   $ /' "$block"
    if ! (cd "$root" && bash -euo pipefail "$block"); then
        echo "error: $page:$line: this block failed (see above)" >&2
        exit 1
    fi
done

after=$(state)
if [ "$before" != "$after" ]; then
    echo "error: the commands of ${pages[*]} changed the working tree:" >&2
    diff <(echo "$before") <(echo "$after") >&2 || true
    exit 1
fi
echo "readme-check: all $count sh blocks of ${pages[*]} ran"
