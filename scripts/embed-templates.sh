#!/bin/sh
# Writes Sources/PickListCompiler/Rendering/BuiltinTemplates.swift from templates/*.mustache,
# so an installed picklist carries its built-in templates. Run through `make templates`;
# BuiltinTemplatesTests fails when the committed file and templates/ differ.
set -eu
cd "$(dirname "$0")/.."
out=Sources/PickListCompiler/Rendering/BuiltinTemplates.swift
tmp="$out.tmp"
{
    echo "// Generated from templates/*.mustache by \`make templates\`. Do not edit."
    echo ""
    echo "/// The built-in templates, embedded so an installed \`picklist\` works from any folder."
    echo "enum BuiltinTemplates {"
    echo "    /// Every built-in template: its name (the \`--template\` value) and its text."
    echo "    static let all: [(name: String, text: String)] = ["
    # swift first: it is the default and the first one --help lists.
    for file in templates/swift.mustache $(ls templates/*.mustache | LC_ALL=C sort | grep -v '^templates/swift.mustache$'); do
        name=$(basename "$file" .mustache)
        if grep -q '"""##' "$file"; then
            echo "error: $file contains the raw-string delimiter \"\"\"##" >&2
            exit 1
        fi
        echo "        ("
        echo "            name: \"$name\","
        echo "            text: ##\"\"\""
        cat "$file"
        echo ""
        echo "\"\"\"##"
        echo "        ),"
    done
    echo "    ]"
    echo "}"
} > "$tmp"
if cmp -s "$tmp" "$out"; then rm "$tmp"; else mv "$tmp" "$out"; echo "updated $out"; fi
