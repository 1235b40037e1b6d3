#!/usr/bin/env bash
# make deps / make test-deps: what building and checking picklist needs from outside the package.
#
#   scripts/install-deps.sh build   libyaml's headers and pkg-config (building picklist)
#   scripts/install-deps.sh test    that, and what make test's checks use:
#       Debian packages  tmux (preview-tmux-check), unicode-data (the UCD the folding table is
#                        made from: generated-check), unicode-cldr-core (CLDR's plural rules and
#                        list patterns: generated-check), python3-venv
#       Python packages  scripts/test-requirements.txt (pinned), in a virtual environment of
#                        their own, .build/test-venv (TEST_VENV): the machine's Python is left
#                        alone; make's TEST_PYTHON is its interpreter
#   scripts/install-deps.sh bazel   what make bazel-check uses (Linux):
#       Debian packages  bazel-bootstrap (Bazel 4.2.3), python3-venv
#       Python packages  scripts/bazel-requirements.txt (BuildGrid, pinned with what it pulls
#                        in), in .build/bazel-venv (BAZEL_VENV)
#
# What is present is not installed again: a second run only looks (well under a second), so every
# check can depend on this step. Missing Debian packages are installed with apt-get when run as
# root on a Debian-like system; anywhere else the script names what to install and fails.
# The virtual environment is made again when scripts/test-requirements.txt changes.
set -euo pipefail
cd "$(dirname "$0")/.."

what=${1:?usage: $0 build|test|bazel}
python=${PYTHON:-python3}

case $what in
    build) debian=(libyaml-dev pkg-config) brew=(libyaml pkg-config) ;;
    test) debian=(libyaml-dev pkg-config tmux unicode-data unicode-cldr-core python3-venv) brew=(libyaml pkg-config tmux)
        venv=${TEST_VENV:-.build/test-venv} requirements=scripts/test-requirements.txt ;;
    bazel) debian=(bazel-bootstrap python3-venv) brew=(bazel)
        venv=${BAZEL_VENV:-.build/bazel-venv} requirements=scripts/bazel-requirements.txt ;;
    *) echo "usage: $0 build|test|bazel" >&2; exit 2 ;;
esac

# Debian packages: by dpkg's record where there is one, else by what they provide.
missing=()
if command -v dpkg-query > /dev/null 2>&1; then
    for package in "${debian[@]}"; do
        [ "$(dpkg-query -W -f '${Status}' "$package" 2> /dev/null)" = "install ok installed" ] || missing+=("$package")
    done
else
    [ "$what" = bazel ] || { pkg-config --exists yaml-0.1 2> /dev/null && [ -f "$(pkg-config --variable=includedir yaml-0.1)/yaml.h" ]; } \
        || missing+=(libyaml-dev)
    [ "$what" != test ] || command -v tmux > /dev/null 2>&1 || missing+=(tmux)
    [ "$what" != bazel ] || command -v bazel > /dev/null 2>&1 || missing+=(bazel)
fi
if [ ${#missing[@]} -gt 0 ]; then
    if [ "$(id -u)" = 0 ] && command -v apt-get > /dev/null 2>&1; then
        echo "$what-deps: installing ${missing[*]} with apt-get"
        apt-get update -qq
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" > /dev/null
    else
        echo "error: missing ${missing[*]}. Install first:" >&2
        echo "  Debian/Ubuntu: sudo apt-get install ${missing[*]}" >&2
        echo "  macOS:         brew install ${brew[*]} (and the Unicode data files: see scripts/generate-folding-table.py --ucd)" >&2
        exit 1
    fi
fi
[ "$what" != build ] || exit 0

# Python packages, pinned, in their virtual environment.
if [ -x "$venv/bin/python" ] && cmp -s "$requirements" "$venv/requirements.txt"; then
    exit 0
fi
echo "$what-deps: making $venv with $(grep -v '^#' "$requirements" | tr '\n' ' ')"
rm -rf "$venv"
"$python" -m venv "$venv"
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check --requirement "$requirements"
cp "$requirements" "$venv/requirements.txt"
