#!/usr/bin/env bash
# make preview-check: the pictures of the README and the documentation are what `picklist
# preview` draws now. scripts/preview-pictures.sh draws them into a scratch folder; each must
# equal its committed copy in docs/pictures and (SVGs) in the DocC catalog, where each is named
# preview-NAME.svg, and no committed picture may be one the script no longer draws. It compares
# text: no SVG renderer is needed.
#
#   scripts/preview-check.sh PATH-TO-PICKLIST
set -euo pipefail
picklist=$(cd "$(dirname "${1:?usage: $0 PATH-TO-PICKLIST}")" && pwd)/$(basename "$1")
cd "$(dirname "$0")/.."
pictures=docs/pictures
docc=Sources/PickListKit/PickListKit.docc/Resources
drawn_dir=.build/preview-pictures

rm -rf $drawn_dir
scripts/preview-pictures.sh "$picklist" $drawn_dir
fail() { echo "error: $1" >&2; exit 1; }
for drawn in "$drawn_dir"/*; do
    committed=$pictures/${drawn##*/}
    if ! cmp -s "$drawn" "$committed"; then
        diff -u "$committed" "$drawn" | head -20 || true
        fail "$committed is not what picklist preview draws now; run: make preview-pictures"
    fi
done
for committed in "$pictures"/*.svg "$pictures"/*.txt; do
    [ -e "$drawn_dir/${committed##*/}" ] || fail "$committed is drawn by no line of scripts/preview-pictures.sh; remove it"
done
for drawn in "$drawn_dir"/*.svg; do
    cmp -s "$drawn" "$docc/preview-${drawn##*/}" \
        || fail "$docc/preview-${drawn##*/} is not the picture picklist preview draws now; run: make preview-pictures"
done
for copy in "$docc"/preview-*.svg; do
    [ -e "$drawn_dir/${copy##*/preview-}" ] || fail "$copy is drawn by no line of scripts/preview-pictures.sh; remove it"
done
echo "preview-check: the pictures in $pictures are what picklist preview draws"
