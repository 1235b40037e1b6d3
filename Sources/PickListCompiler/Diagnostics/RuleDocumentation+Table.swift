// Generated from docs/validation-rules.md by `make rule-docs`. Do not edit.

extension RuleDocumentation {
    /// Every row of the rule tables of docs/validation-rules.md, in document order.
    static let all: [RuleDocumentation] = [
        RuleDocumentation(
            id: "missing-path", severity: .error,
            reportedWhen: "a path given on the command line does not exist; exit status 2",
            fix: "check the path"
        ),
        RuleDocumentation(
            id: "unreadable-file", severity: .error,
            reportedWhen: "a spec file or a folder cannot be read (a permission, a dangling link, a folder named like a spec, a named pipe); exit status 3",
            fix: "fix the file's permissions or type"
        ),
        RuleDocumentation(
            id: "no-spec-files", severity: .warning,
            reportedWhen: "a folder given on the command line holds no `*.picklist.yml` or `*.picklist.yaml` file",
            fix: "pass the folder that holds the specs"
        ),
        RuleDocumentation(
            id: "invalid-utf8", severity: .error,
            reportedWhen: "the file is not valid UTF-8 (UTF-16 included); located at the first bad byte",
            fix: "save the file as UTF-8"
        ),
        RuleDocumentation(
            id: "binary-file", severity: .error,
            reportedWhen: "the file holds a NUL byte: it is not text",
            fix: "pass spec files only"
        ),
        RuleDocumentation(
            id: "yaml-syntax", severity: .error,
            reportedWhen: "the YAML parser (libyaml) cannot parse the text; the message is libyaml's, at its problem mark, with its context as a note",
            fix: "fix the YAML at the marked spot"
        ),
        RuleDocumentation(
            id: "tab-indentation", severity: .error,
            reportedWhen: "a tab is used to indent (YAML indents with spaces only)",
            fix: "indent with spaces"
        ),
        RuleDocumentation(
            id: "empty-file", severity: .error,
            reportedWhen: "the file holds no YAML document (empty, or comments only)",
            fix: "write a list, or delete the file"
        ),
        RuleDocumentation(
            id: "too-deep", severity: .error,
            reportedWhen: "sequences and mappings are nested more than 256 levels deep; the file is not loaded further",
            fix: "flatten the structure"
        ),
        RuleDocumentation(
            id: "alias-budget", severity: .error,
            reportedWhen: "aliases expand to more than 100 000 nodes in one file (an alias bomb); the file is not loaded further",
            fix: "write the values out, or use fewer aliases"
        ),
        RuleDocumentation(
            id: "unknown-alias", severity: .error,
            reportedWhen: "an alias `*name` refers to no anchor defined before it in its document",
            fix: "define the anchor `&name` first"
        ),
        RuleDocumentation(
            id: "duplicate-key", severity: .error,
            reportedWhen: "a mapping has the same key twice; the first is kept and a note points at it",
            fix: "remove or rename one key"
        ),
        RuleDocumentation(
            id: "not-a-mapping", severity: .error,
            reportedWhen: "a document (or a `sections` entry) is not a mapping, or the document is empty (reported at its `---`; an empty document does not count as a list for the `name` rule)",
            fix: "write `title:`, `selection:` and `items:` keys"
        ),
        RuleDocumentation(
            id: "unknown-key", severity: .error,
            reportedWhen: "a key the format does not know; suggests the closest known key (`selction` → `selection`, `editMode` → `edit_mode`), or says where a misplaced key belongs (`while_all` under `all:`, `other` under `summary:`, `subtitle` in an item); a merge key `<<` (not supported)",
            fix: "fix the spelling, move or remove the key; write merged keys out"
        ),
        RuleDocumentation(
            id: "wrong-type", severity: .error,
            reportedWhen: "a value of the wrong kind: a sequence where a string belongs, `yes` for a bool, `\"2\"` for a count, a scalar `keywords`, a sequence `default` on a single list",
            fix: "write the kind the message names; the suggestion shows it"
        ),
        RuleDocumentation(
            id: "missing-key", severity: .error,
            reportedWhen: "`title`, `selection`, `items`/`sections`, a section's `title`/`items`, a full-form item's `title`, or `name` in a file with several documents is absent",
            fix: "add the key"
        ),
        RuleDocumentation(
            id: "missing-value", severity: .error,
            reportedWhen: "a key or item is written with nothing after it (`items:` alone included)",
            fix: "write the value, or remove the key"
        ),
        RuleDocumentation(
            id: "invalid-value", severity: .error,
            reportedWhen: "an unknown enum value (`selection`, `position`, `while_all`; with a suggestion), an empty title, a count too large for an `Int`, a `localization` `table` that is not a file name of letters, digits, `_`, `-` and `.`",
            fix: "use one of the listed values"
        ),
        RuleDocumentation(
            id: "items-and-sections", severity: .error,
            reportedWhen: "a list has both `items` and `sections`",
            fix: "move the loose items into a section"
        ),
        RuleDocumentation(
            id: "empty-items", severity: .error,
            reportedWhen: "`items: []`, `sections: []` or a section without items",
            fix: "add items or remove the section"
        ),
        RuleDocumentation(
            id: "too-many-items", severity: .error,
            reportedWhen: "a list has more than 65 536 items (across its sections): a generated list's cases are numbered in two bytes (docs/design.md, \"Conformances over tables\"). Reported at `items`/`sections`",
            fix: "split the list into several lists"
        ),
        RuleDocumentation(
            id: "duplicate-id", severity: .error,
            reportedWhen: "two items have the same id, compared after derivation (`Brave` and `brave` both give `brave`), or two ids become the same Swift case (`2Factor` and `_2Factor` are both `case _2Factor`); a note points at the first. In a localized list also two texts with one translation key: two sections whose titles derive one id (`Stone fruit` and `Stone-Fruit` both key `Fruit.section.stoneFruit`), or the item `section` beside a section with the id `title`",
            fix: "give one item an explicit id: `- braveHeart: brave`; give a section an `id:`"
        ),
        RuleDocumentation(
            id: "invalid-id", severity: .error,
            reportedWhen: "an explicit id (or a `renamed_from` entry) has characters other than letters, digits and `_`, or is `_` alone (Swift's wildcard)",
            fix: "use the suggested id"
        ),
        RuleDocumentation(
            id: "underivable-id", severity: .error,
            reportedWhen: "a title has no letter or digit (emoji only), so no id can be derived; in a localized list also a section title, whose id keys its translation",
            fix: "write the item as `- thumbsUp: 👍`; give the section an `id:`"
        ),
        RuleDocumentation(
            id: "reserved-id", severity: .error,
            reportedWhen: "a `swift_name` is a name every generated list already uses (the names listed under `escaped-case-name`). An *id* with such a name is fine: its case is escaped",
            fix: "choose another `swift_name` (the suggestion adds `_`)"
        ),
        RuleDocumentation(
            id: "renamed-clash", severity: .error,
            reportedWhen: "a `renamed_from` id is a live id, the item's own id, listed twice, or claimed by two items",
            fix: "remove the clashing old id"
        ),
        RuleDocumentation(
            id: "unknown-default", severity: .error,
            reportedWhen: "`default` names an id no item has; suggests the closest id, the id of a title written by mistake, or the new id of a renamed one",
            fix: "use an item id"
        ),
        RuleDocumentation(
            id: "disabled-default", severity: .error,
            reportedWhen: "`default` names a disabled item",
            fix: "enable the item or drop it from `default`"
        ),
        RuleDocumentation(
            id: "duplicate-default", severity: .error,
            reportedWhen: "`default` lists one id twice",
            fix: "remove the repeat"
        ),
        RuleDocumentation(
            id: "default-in-edit-mode", severity: .error,
            reportedWhen: "`default` together with `edit_mode: true` (selection exists only while editing)",
            fix: "remove `default`"
        ),
        RuleDocumentation(
            id: "bounds", severity: .error,
            reportedWhen: "`min`/`max` negative, `max: 0`, `min > max`, either above the number of enabled items, or a non-empty `default` whose size breaks them (`default: []` is no default: a list may start below `min`)",
            fix: "adjust the bounds or the default"
        ),
        RuleDocumentation(
            id: "unreachable-all-row", severity: .error,
            reportedWhen: "an all-row with `max` below the number of enabled items (tapping it could never succeed)",
            fix: "remove `all` or raise `max`"
        ),
        RuleDocumentation(
            id: "stuck-at-all", severity: .error,
            reportedWhen: "once every item is selected no tap can change the selection (as PickListKit applies taps): an all-row with `while_all: lock` and `min` ≥ 1 (item taps are ignored; clearing through the all-row goes below `min`), or with `while_all: isolate` (the default) and `min` ≥ 2 (isolating leaves 1). Reported at `while_all` (or `all`); not with `edit_mode` (leaving edit mode clears), nor when `min` equals the enabled items (every item is required anyway)",
            fix: "use `while_all: exclude`, or lower `min`"
        ),
        RuleDocumentation(
            id: "wrong-mode", severity: .error,
            reportedWhen: "an option used with the other `selection`: `deselect` on a multiple list; `min`, `max`, `all`, `edit_mode` or `default: all` on a single list",
            fix: "change `selection` or remove the key"
        ),
        RuleDocumentation(
            id: "invalid-name", severity: .error,
            reportedWhen: "`name` is not an UpperCamelCase identifier, shadows a type the generated code uses (`String`, `PickList`, `Self`, …; also when derived: `string.picklist.yml` gives `String`), or no name can be derived from the file name",
            fix: "use the suggested name or add `name:`"
        ),
        RuleDocumentation(
            id: "duplicate-name", severity: .error,
            reportedWhen: "two lists of one run have the same `name` (they would declare one Swift type twice); a note points at the first. With `--module DIR` (which the command plugin passes for each target), names are compared within each module only: two targets may each declare `JobPurpose`",
            fix: "rename one list"
        ),
        RuleDocumentation(
            id: "unknown-placeholder", severity: .error,
            reportedWhen: "a summary text has a `{word}` other than `{count}`, `{total}`, `{title}`",
            fix: "use a known placeholder"
        ),
        RuleDocumentation(
            id: "all-disabled", severity: .warning,
            reportedWhen: "every item is `enabled: false`",
            fix: "enable an item"
        ),
        RuleDocumentation(
            id: "duplicate-title", severity: .warning,
            reportedWhen: "two items of one section show the same title and the same subtitle (or both none; a blank subtitle counts as none), an item shows the all-row's title, or two sections have the same title. Titles and subtitles are compared exactly (not case-folded). Items in different sections (`Western` in Zambia and in Fiji) or with different subtitles (the city and the province of `Maputo`) are told apart by the section header and the subtitle, so they are fine; an item with an unreadable `subtitle` is not compared. The note points at the first",
            fix: "change one title or subtitle, or merge the sections"
        ),
        RuleDocumentation(
            id: "misspelt-item-key", severity: .warning,
            reportedWhen: "a one-key item whose key is close to an item key (`- titel: Foo` is the id `titel` with the title `Foo`, not a title), unless the title derives the key (`- tile: Tile`)",
            fix: "correct the key, or write the full form `- id: titel` / `title: Foo`"
        ),
        RuleDocumentation(
            id: "ignored-tag", severity: .warning,
            reportedWhen: "a YAML tag that cannot change how a value is read: a local tag (`!custom`), `!!binary`, or a standard tag of another type (`!!int` on a title)",
            fix: "remove the tag"
        ),
        RuleDocumentation(
            id: "framework-type-name", severity: .warning,
            reportedWhen: "a list's type name (`name`, or derived from the file name: `time-zone.picklist.yml` gives `TimeZone`) is also a type of Foundation (`TimeZone`, `Locale`, `Date`, `URL`, `Measurement`, `Notification`, …) or SwiftUI (`List`, `Text`, `Color`, `Section`, `State`, …): the list compiles, but in a file of another module that imports both, the name is ambiguous for type lookup. Reported at the `name` value, or at the document when the name is derived. UIKit's own types are prefixed (`UIColor`); it re-exports Foundation. The names and how they were chosen: `Sources/PickListCompiler/Validation/FrameworkTypeNames.swift`",
            fix: "use the suggested name, the name + `Option` (`TimeZoneOption`)"
        ),
        RuleDocumentation(
            id: "escaped-case-name", severity: .note,
            reportedWhen: "an id's Swift case name is not the id itself: a leading digit gets `_` before it (`3d` → `_3d`), and a name every generated list already uses gets `_` after it (`ID` → `ID_`). Those names: `ID`, `RawValue`, `AllCases`, `Row`, `Selection`, `Section`, `Type`, `Protocol`, `allCases`, `definition`, `listTitle`, `sections`, `row`, `indexPath`, `search`, `id`, `rawValue`, `hashValue`, `hash`, `encode`, `title`, `subtitle`, `isEnabled`, `keywords`, and the PickListKit types the generated enum calls (`PickListDefinition`, `PickListSectionInfo`, `PickListItemInfo`, `PickListAllRow`, `PickListSummaryFormat`, `PickListLocalizationKeys`). The raw value is always the id. A note never fails a run, not even with `--strict`",
            fix: "nothing to fix; `swift_name:` chooses another case name"
        ),
        RuleDocumentation(
            id: "unreadable-template", severity: .error,
            reportedWhen: "the `--template` file (or a partial) cannot be read or is not UTF-8; exit status 3",
            fix: "check the path"
        ),
        RuleDocumentation(
            id: "template-syntax", severity: .error,
            reportedWhen: "the template (or a partial) is not valid Mustache, at the tag to blame: an unclosed tag or section at its opening",
            fix: "fix the tag"
        ),
        RuleDocumentation(
            id: "template-partial", severity: .error,
            reportedWhen: "a partial `{{> name}}` has no file `name.mustache` next to the template, or is dynamic (`{{>*name}}`)",
            fix: "add the file, or name the partial"
        ),
        RuleDocumentation(
            id: "template-extension", severity: .error,
            reportedWhen: "a custom template would write `.yml` or `.yaml` files (`out.yml.mustache`), which are specs",
            fix: "rename the template (`out.txt.mustache`)"
        ),
        RuleDocumentation(
            id: "output-collision", severity: .error,
            reportedWhen: "two spec files would write the same output (`a.picklist.yml` and `a.picklist.yaml` in one folder)",
            fix: "rename one spec file"
        ),
        RuleDocumentation(
            id: "output-overwrites-spec", severity: .error,
            reportedWhen: "an output would replace one of the run's spec files (the same file, whatever the path)",
            fix: "write the outputs elsewhere"
        ),
        RuleDocumentation(
            id: "stale-output", severity: .error,
            reportedWhen: "`--check`: an output is missing, or does not hold what its spec generates; located at the spec",
            fix: "run `picklist generate` without `--check`"
        ),
        RuleDocumentation(
            id: "write-failed", severity: .error,
            reportedWhen: "an output, or the output folder, cannot be written (the folder is a file, a permission, a full disk); exit status 3",
            fix: "fix the folder"
        ),
        RuleDocumentation(
            id: "invalid-catalog", severity: .error,
            reportedWhen: "a `.xcstrings` file is not JSON (at the offending character: a trailing comma, a key written twice in one object, text that is not UTF-8, …) or not shaped like a String Catalog (no `sourceLanguage` or `strings`, an entry, localization or `stringUnit` that is not an object, a `state` or `value` that is not a string; at that value). `picklist strings` leaves the file as it is",
            fix: "fix the file, or restore it from version control"
        ),
        RuleDocumentation(
            id: "invalid-strings-file", severity: .error,
            reportedWhen: "a `.strings` file is not UTF-8 (or UTF-16 with a byte order mark), or not in the strings format: a missing `=` or `;`, an unclosed string or comment, a key written twice; at the offending character",
            fix: "fix the file"
        ),
        RuleDocumentation(
            id: "strings-layout", severity: .error,
            reportedWhen: "`lint` was given a `.strings` file that is not in a `<language>.lproj` folder, or whose table has no file in the source language's folder beside it (`--source-language`, default `en`)",
            fix: "lint the files where the app bundles them, or pass `--source-language`"
        ),
        RuleDocumentation(
            id: "no-localized-lists", severity: .error,
            reportedWhen: "`picklist strings` ran over lists none of which is localized, or `--catalog` names a table no localized list uses (the catalog's file name is its table: `PickLists.xcstrings` holds `PickLists`)",
            fix: "add `localization: true`, or name the catalog after the lists' table"
        ),
        RuleDocumentation(
            id: "placeholder-mismatch", severity: .warning,
            reportedWhen: "a translation drops or adds a `{count}`, `{total}` or `{title}` placeholder of its source text (each is counted: a repeated one is an added one); at the translation's value, once per translation (each plural or device variant of a catalog translation is one)",
            fix: "keep exactly the source's placeholders"
        ),
        RuleDocumentation(
            id: "missing-translation", severity: .warning,
            reportedWhen: "a key has no translation, or only an empty one, in a language the catalog has (any key's localization) or in a `<language>.lproj` folder holding the table; one warning per key, at the key (in the source-language file for `.strings`), naming every language that lacks it. Keys marked stale and keys with `shouldTranslate: false` are not checked",
            fix: "translate the key (in Xcode, or in the language's `.strings` file)"
        ),
    ]
}
