/// The stable rule ids of spec validation, printed in brackets after each message.
///
/// The raw values never change once released: CI scripts, JSON consumers and tests match
/// on them. Loader problems (`yaml-syntax`, `duplicate-key`, …) have their own ids.
package enum ValidationRule: String, DiagnosticRule {
    /// A document's root (or a section entry) is not a mapping.
    case notAMapping = "not-a-mapping"
    /// A key the spec format does not know; suggests the closest known key.
    case unknownKey = "unknown-key"
    /// A value of the wrong kind: a sequence where a string belongs, `yes` for a bool, …
    case wrongType = "wrong-type"
    /// A required key is absent (`title`, `selection`, `items`/`sections`/`rows`, a section's
    /// `title`/`items`, a full-form item's `title`, `name` in a multi-document file).
    case missingKey = "missing-key"
    /// A key is written with no value (`title:` and nothing after it).
    case missingValue = "missing-value"
    /// A value of the right kind that is not allowed: an unknown enum value (with a
    /// suggestion), an empty title, an out-of-range number.
    case invalidValue = "invalid-value"
    /// Both `items` and `sections` at the top of one list.
    case itemsAndSections = "items-and-sections"
    /// `items` or `sections` beside `rows: runtime`: the app supplies such a list's rows.
    case rowsAndItems = "rows-and-items"
    /// `items: []`, `sections: []` or a section without items.
    case emptyItems = "empty-items"
    /// More items than a generated list can hold (``Spec/maximumItemCount``).
    case tooManyItems = "too-many-items"
    /// Two items with the same id once derived (`Brave` and `brave`), or two ids that become
    /// one Swift case name (`2Factor` and `_2Factor`).
    case duplicateID = "duplicate-id"
    /// An explicit id (or `renamed_from` entry) that is not a valid identifier.
    case invalidID = "invalid-id"
    /// A title from which no id can be derived (emoji only, say).
    case underivableID = "underivable-id"
    /// A `swift_name` that is the name of a member of every generated list (`id`, `allCases`,
    /// …). (An *id* with such a name is fine: its case name is escaped, see ``escapedCaseName``.)
    case reservedID = "reserved-id"
    /// A `fields` declaration that cannot be generated: a field named like an item key, whose
    /// Swift name is a member every list has, two fields of one Swift name, an item whose case
    /// name is a field's member, `fields` on a `rows: runtime` list.
    case invalidField = "invalid-field"
    /// A field whose type is none of `string`, `int`, `int32`, `int64`, `double`, `bool`, `url`, `color`.
    case unknownFieldType = "unknown-field-type"
    /// Two items with one value of a `unique` field.
    case duplicateFieldValue = "duplicate-field-value"
    /// A `renamed_from` id that is a live id, or that two items claim.
    case renamedClash = "renamed-clash"
    /// `default` names an id no item has.
    case unknownDefault = "unknown-default"
    /// `default` names a disabled item, which can never be selected.
    case disabledDefault = "disabled-default"
    /// `default` lists one id twice.
    case duplicateDefault = "duplicate-default"
    /// A `default` other than `all` on a `rows: runtime` list: it has no items whose ids
    /// `default` could name.
    case runtimeDefault = "runtime-default"
    /// `default` together with `edit_mode` (nothing is selected outside edit mode).
    case defaultInEditMode = "default-in-edit-mode"
    /// `min`/`max` out of range, or a `default` whose size breaks them.
    case bounds = "bounds"
    /// An all-row that could never be tapped because `max` is below the enabled item count.
    case unreachableAllRow = "unreachable-all-row"
    /// An all-row list that no tap can move out of "every item selected": `while_all: lock`
    /// with `min` ≥ 1, or `isolate` with `min` ≥ 2.
    case stuckAtAll = "stuck-at-all"
    /// `deselect_title` or `deselect_title_key` under an `all:` that shows an all-row: they
    /// title a Select All button (`row: false`), and an all-row's title never changes.
    case allButtonTitle = "all-button-title"
    /// (warning) `position` under an `all:` with `row: false`: a button has no place among the
    /// rows.
    case allButtonPosition = "all-button-position"
    /// An option used with the wrong selection mode (`deselect` on `multiple`; `min`,
    /// `max`, `all`, `edit_mode` or `default: all` on `single`).
    case wrongMode = "wrong-mode"
    /// A `name` (given or derived from the file name) that is not a usable type name.
    case invalidName = "invalid-name"
    /// Two lists with the same `name` in one run.
    case duplicateName = "duplicate-name"
    /// A `{placeholder}` in a summary format that is not `{count}`, `{total}` or `{title}`.
    case unknownPlaceholder = "unknown-placeholder"
    /// (warning) Every item is disabled: nothing can ever be selected.
    case allDisabled = "all-disabled"
    /// (warning) Two items of one section show the same title and subtitle, an item shows the
    /// all-row's title, or two sections have the same title.
    case duplicateTitle = "duplicate-title"
    /// (warning) A one-key item whose key looks like a misspelt item key (`- titel: Foo` is an
    /// item with the id `titel`).
    case misspeltItemKey = "misspelt-item-key"
    /// (note) An id whose Swift case name is not the id itself: `_3d` for `3d`, `ID_` for
    /// `ID`, a member name. Its raw value is still the id.
    case escapedCaseName = "escaped-case-name"
    /// (warning) A YAML tag that cannot change how a value is read (`!custom`, `!!int` on a
    /// title); values are typed by their key. `!!str` and `!` make a scalar a string.
    case ignoredTag = "ignored-tag"
    /// (warning) A list's type name that is also a type of a commonly imported framework
    /// (`TimeZone`, `List`): where both are imported, the name is ambiguous. Names in
    /// ``FrameworkTypeNames``.
    case frameworkTypeName = "framework-type-name"
    /// An item with both `symbol` and `image`: a row shows one image.
    case symbolAndImage = "symbol-and-image"
    /// Two items of one list with the same `value`.
    case duplicateValue = "duplicate-value"
    /// An item `value` in a list without `value_type`, or `value_type` on a `rows: runtime` list.
    case misplacedValue = "misplaced-value"
    /// A list `footer` on a list with `sections` (each section has its own) or on a
    /// `rows: runtime` list.
    case misplacedFooter = "misplaced-footer"
    /// `raw_value: value` on a list without `value_type`, or whose `value_type` is `double`
    /// or `bool` (`@AppStorage` stores a raw value only as an `Int` or a `String`).
    case rawValueType = "raw-value-type"
    /// A `value_aliases` entry that is the item's own value, or another item's value or alias.
    case aliasClash = "alias-clash"
    /// `fallback` names an id no item has.
    case unknownFallback = "unknown-fallback"
    /// `fallback` names a disabled or exclusive item, or is written on a `rows: runtime` list.
    case invalidFallback = "invalid-fallback"
    /// `absent` names an id no item has.
    case unknownAbsent = "unknown-absent"
    /// `absent` names a disabled item, or is written on a `rows: runtime` list.
    case invalidAbsent = "invalid-absent"
    /// A `default` that selects an exclusive item ("None of these") together with another
    /// item: selecting an exclusive item deselects every other.
    case exclusiveDefault = "exclusive-default"
    /// An action item (`action: true`) that is also `exclusive`, `selectable`, has a `value`
    /// or `value_aliases`, or is named by `default` or `fallback`: an action row chooses
    /// nothing.
    case actionItem = "action-item"
    /// No tap could select any item: each is an action row, `selectable: false` or disabled.
    case nothingSelectable = "nothing-selectable"
    /// (warning) A `title_key`, `subtitle_key` or `footer_key` that does nothing: on a list
    /// that is not localized, or naming the key of a subtitle or footer the spec does not write.
    case unusedKey = "unused-key"
    /// `localization: {keys: text}` with two items of the same title: one key for two rows.
    case duplicateTextKey = "duplicate-text-key"
    /// One translation key (an app's `*_key`, or a text that is its own key) standing for two
    /// different texts of a list.
    case conflictingKey = "conflicting-key"
    /// `title_arguments` (`subtitle_arguments`) that cannot fill in the item's text: no
    /// placeholder, no `title_key`, the wrong number or kind of arguments; or a `summary_keys`
    /// text that does not take the count alone.
    case formatArguments = "format-arguments"
    /// A format key's text with a `%` picklist does not fill (`%s`, `%n`, mixed numbering).
    case formatPlaceholder = "format-placeholder"
    /// (warning) A text's inline plural forms lack a category the spec's `language` needs
    /// (Russian: `one`, `few`, `many`, `other`).
    case missingPluralForm = "missing-plural-form"
    /// (warning) A sequence lists one value twice where once is enough: a search field of
    /// `searchable: {in: […]}`, an item of a subset.
    case repeatedEntry = "repeated-entry"
    /// `required: true` together with `min` of 1 or more on a multiple list: both ask for a
    /// selection, but `min` refuses the tap that deselects the last item and `required` lets
    /// it through.
    case requiredWithMin = "required-with-min"
    /// A subset (`subsets`) that cannot be generated: not a sequence of ids, empty, a name that
    /// is not a Swift identifier, or `subsets` on a `rows: runtime` list.
    case invalidSubset = "invalid-subset"
    /// A subset names an id no item has.
    case unknownSubsetItem = "unknown-subset-item"
    /// (warning) An item whose id is `all` in a list with an all-row: `picklist preview --tap
    /// all` and a reader cannot tell the two apart.
    case allRowID = "all-row-id"
}
