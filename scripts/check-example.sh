#!/usr/bin/env bash
# make example: the consumer example, Examples/PickListDemo, a package of its own (own .build)
# that uses PickListPlugin by path. Its tests pass; its executable prints the transcripts its
# tests assert, in English and (`pickdemo de`) German; its translations are current with its
# specs (`picklist strings` run on a copy of its resources changes nothing).
#
#   scripts/check-example.sh PATH-TO-PICKLIST
set -euo pipefail
picklist=$(cd "$(dirname "${1:?usage: $0 PATH-TO-PICKLIST}")" && pwd)/$(basename "$1")
cd "$(dirname "$0")/.."
swift=${SWIFT:-swift}
example=Examples/PickListDemo
snapshots=$example/Tests/DemoListsTests/Snapshots

"$swift" test --package-path $example 2>&1
mkdir -p $example/.build
"$swift" run --package-path $example pickdemo > $example/.build/pickdemo.txt
diff -u $snapshots/quote-categories.txt $example/.build/pickdemo.txt
"$swift" run --package-path $example pickdemo de > $example/.build/pickdemo-de.txt
diff -u $snapshots/notification-kinds.de.txt $example/.build/pickdemo-de.txt
rm -rf $example/.build/strings-check
cp -R $example/Sources/DemoLists/Resources $example/.build/strings-check
"$picklist" strings $example/Sources/DemoLists --strings $example/.build/strings-check
diff -ru $example/Sources/DemoLists/Resources $example/.build/strings-check
echo "example: pickdemo prints the transcripts its tests assert, in English and German; its strings are current"
