#!/bin/sh
# Writes Sources/PickListCompiler/Schema/SpecSchema+JSON.swift from schema/picklist.schema.json,
# so the picklist binary carries the schema (`picklist schema`) without resource bundles.
# Run through `make schema`; SpecSchemaTests fails when the two drift apart.
set -eu
cd "$(dirname "$0")/.."
source=schema/picklist.schema.json
target=Sources/PickListCompiler/Schema/SpecSchema+JSON.swift
if grep -q '"""#' "$source"; then
    echo "error: $source contains the raw-string terminator \"\"\"#" >&2
    exit 1
fi
{
    echo "// Generated from $source by \`make schema\`. Do not edit."
    echo
    echo "extension SpecSchema {"
    echo "    /// The JSON Schema (draft-07) for \`*.picklist.yml\`, byte for byte the file \`$source\`."
    echo "    public static let json: String = #\"\"\""
    cat "$source"
    echo "\"\"\"#"
    echo "}"
} > "$target.tmp"
mv "$target.tmp" "$target"
echo "wrote $target"
