import PickListCompiler
import PickListKit
import PickListSupport

/// The scripted preview as JSON, for machines (`--format json`): the list, each step's
/// outcome and the final state.
///
/// ```json
/// {
///   "list": "QuoteCategory",
///   "file": "specs/quote-categories.picklist.yml",
///   "title": "Categories",
///   "language": null,
///   "editable": false,
///   "editing": false,
///   "searchable": false,
///   "search": null,
///   "rowCount": 18,
///   "steps": [
///     {"tap": "brave", "outcome": "changed", "reason": null, "message": "changed",
///      "changes": [{"allRow": true, "checked": false}, {"id": "achievement", "checked": false}, …]}
///   ],
///   "sections": [{"title": null, "rows": [{"allRow": true, "title": "All", "subtitle": null,
///                 "enabled": true, "checked": false, "mixed": false, "image": null,
///                 "value": null, "exclusive": false}, …], "footer": null}],
///   "selected": ["brave"],
///   "order": "display",
///   "values": null,
///   "summary": "Brave",
///   "allState": "some",
///   "valid": true
/// }
/// ```
///
/// `selected` lists the ids in the selection's order (display order, or the order picked for
/// a list with `order: selection`; `order` says which: `display` or `selection`); `values` their `value`s (`null` without `value_type`),
/// each JSON of the list's `value_type` (a number for `int` and `double`, `true`/`false` for
/// `bool`, a string for `string`), as a row's `value` is;
/// `allState` is `none`, `some` or `all` of the enabled items (the mixed all-row, whose row
/// has `"mixed": true`); `valid` whether the selection satisfies `min`, `max` and
/// `required`. A row of a list with `fields` has `fields`, its values by field name (JSON
/// numbers and bools for those types, strings for the rest, `null` for an optional field it
/// leaves out). A row's `image` is `{"symbol": NAME}`, `{"asset": NAME}` or `null`. A step
/// that named no row carries the id it most likely meant as `suggestion`.
///
/// A step's `tap` is the row as written (`all`, an id), or `edit`/`done` under `action`;
/// `outcome` is `changed`, `unchanged` or `refused`, `reason` PickListKit's rejection
/// (`disabled`, `locked`, `minimum`, `maximum`, `notEditing`, `notSelectable`, `noSuchRow`) or
/// `null`. The all-row, which has no id, is `"allRow": true` in place of `id` (in its row and
/// in a step's `changes`). Keys come in this order, always all of them, except three
/// that appear only where the app changed the list, so a list it left alone reads as it did:
/// a step the app took is named by its option (`"hide": "touchID"`, `"show"`, `"unavailable"`,
/// `"setTitle": "id=TEXT"`, `"setSubtitle"`, `"select"`, `"deselect"`) and, but for a select or deselect, carries
/// `deleted`, `inserted` and `reloaded` (index paths as `[section, row]`); a row the app made
/// unavailable has `"unavailable": true`; and `hidden` (after `rowCount`, which counts the rows
/// shown) lists the rows the app hid. A list with a Select All button (`all: {row: false}`)
/// has no all-row among its rows and ends with `"allButton": {"title": …}`, the button's title
/// now; a press of it is a step `"selectAll"`, `"deselectAll"` or `"toggleAll"` naming the
/// title it showed.
package enum PreviewJSONFormatter {
    package static func render(_ session: PreviewSession, steps: [PreviewStep]) -> String {
        document(session, steps: steps).rendered()
    }

    static func document(_ session: PreviewSession, steps: [PreviewStep]) -> ReportJSON {
        .object([
            ("list", .string(session.spec.name)),
            ("file", .string(session.spec.sourcePath)),
            ("title", .string(session.title)),
            ("language", session.texts.language.map(ReportJSON.string) ?? .null),
            ("editable", .bool(session.isEditable)),
            ("editing", .bool(session.isEditing)),
            ("searchable", .bool(session.isSearchable)),
            ("search", session.isSearching ? .string(session.searchQuery) : .null),
            ("rowCount", .int(session.rowCount)),
        ] + hidden(session) + [
            ("steps", .array(steps.map(step))),
            ("sections", .array(session.sections.map { section in
                .object([
                    ("title", section.title.map(ReportJSON.string) ?? .null),
                    ("rows", .array(section.rows.map { row($0, in: session) })),
                    ("footer", section.footer.map(ReportJSON.string) ?? .null),
                ])
            })),
            ("selected", .array(session.selectedIDs.map(ReportJSON.string))),
            ("order", .string(session.isOrderedBySelection ? "selection" : "display")),
            ("values", session.hasValues ? .array(session.selectedValues.map { value($0, of: session.spec.valueType) }) : .null),
            ("summary", .string(session.summary)),
            ("allState", .string(allStateWord(session.allState))),
            ("valid", .bool(session.isValid)),
        ] + allButton(session))
    }

    /// `"allButton": {"title": "Select All"}` for a list whose select all is a button
    /// (`all: {row: false}`): the title it shows now. Nothing otherwise, so other lists read
    /// as they did.
    static func allButton(_ session: PreviewSession) -> [(key: String, value: ReportJSON)] {
        guard let title = session.allButtonTitle else { return [] }
        return [("allButton", .object([("title", .string(title))]))]
    }

    /// `"hidden": [ids]` when the app hid rows (then not counted by `rowCount`); nothing
    /// otherwise, so a list the app left alone reads as it did.
    static func hidden(_ session: PreviewSession) -> [(key: String, value: ReportJSON)] {
        let ids = session.hiddenIDs
        return ids.isEmpty ? [] : [("hidden", .array(ids.map(ReportJSON.string)))]
    }

    static func step(_ step: PreviewStep) -> ReportJSON {
        let outcome = step.outcome
        let action: (key: String, value: ReportJSON) = switch outcome.target {
        case .edit: ("action", .string("edit"))
        case .done: ("action", .string("done"))
        default: (jsonKey(step.kind), .string(step.written))
        }
        var fields: [(key: String, value: ReportJSON)] = [
            action,
            ("outcome", .string(outcome.kind)),
            ("reason", outcome.reasonCode.map(ReportJSON.string) ?? .null),
            ("message", .string(outcome.message)),
            ("suggestion", outcome.suggestion.map(ReportJSON.string) ?? .null),
            ("changes", .array(outcome.changes.map { change in
                .object([rowName(change.id), ("checked", .bool(change.isChecked))])
            })),
        ]
        // Only on a step the app took, so taps read as they did.
        if let update = outcome.rowUpdate {
            fields += [("deleted", indexPaths(update.deleted)), ("inserted", indexPaths(update.inserted)), ("reloaded", indexPaths(update.reloaded))]
        }
        // Only on a move: the picks in their order after it.
        if let order = outcome.order {
            fields.append(("order", .array(order.map(ReportJSON.string))))
        }
        return .object(fields)
    }

    /// The key naming a step by its option: `tap`, `hide`, `setTitle`, `setSubtitle`, `move` ….
    static func jsonKey(_ kind: PreviewStep.Kind) -> String {
        switch kind {
        case .setTitle: "setTitle"
        case .setSubtitle: "setSubtitle"
        case .selectAll: "selectAll"
        case .deselectAll: "deselectAll"
        case .toggleAll: "toggleAll"
        default: kind.rawValue
        }
    }

    /// `[[0, 2], [1, 0]]`: index paths as `[section, row]` pairs.
    static func indexPaths(_ paths: [PickListIndexPath]) -> ReportJSON {
        .array(paths.map { .array([.int($0.section), .int($0.row)]) })
    }

    /// `"id": "brave"` for an item's row, `"allRow": true` for the all-row (which has no id;
    /// an item's id may be `all`).
    static func rowName(_ id: String?) -> (key: String, value: ReportJSON) {
        id.map { ("id", .string($0)) } ?? ("allRow", .bool(true))
    }

    /// A `value` as JSON, of the list's `value_type`: a number for `int` (`int32`, `int64`) and `double`, `true`
    /// or `false` for `bool`, a string for `string`.
    static func value(_ text: String, of type: Spec.ValueType?) -> ReportJSON {
        switch type {
        case .int, .int32, .int64: Int(text).map(ReportJSON.int) ?? .string(text)
        case .double: Double(text).map(ReportJSON.double) ?? .string(text)
        case .bool: text == "true" ? .bool(true) : text == "false" ? .bool(false) : .string(text)
        case .string, nil: .string(text)
        }
    }

    /// A row's values of the list's `fields`, `{"help_url": "https://…", "severity": 3, "note":
    /// null}`: numbers and bools as JSON's own, the rest as strings.
    static func fieldValues(_ values: [String?], of fields: [Spec.Field]) -> ReportJSON {
        .object(zip(fields, values).map { field, text in
            guard let text else { return (field.name, .null) }
            let json: ReportJSON = switch field.type {
            case .int, .int32, .int64: Int(text).map(ReportJSON.int) ?? .string(text)
            case .double: Double(text).map(ReportJSON.double) ?? .string(text)
            case .bool: .bool(text == "true")
            case .string, .url, .color: .string(text)
            }
            return (field.name, json)
        })
    }

    static func row(_ row: PreviewRow, in session: PreviewSession) -> ReportJSON {
        let valueType = session.spec.valueType
        var fields: [(key: String, value: ReportJSON)] = [
            rowName(row.id),
            ("title", .string(row.title)),
            ("subtitle", row.subtitle.map(ReportJSON.string) ?? .null),
            ("enabled", .bool(row.isEnabled)),
            ("checked", .bool(row.isChecked)),
            ("mixed", .bool(row.isMixed)),
            ("image", row.image.map(image) ?? .null),
            ("value", row.value.map { value($0, of: valueType) } ?? .null),
            ("exclusive", .bool(row.isExclusive)),
        ]
        // Only where the spec has them, so a list without stored forms reads as it did.
        if row.indent != 0 { fields.append(("indent", .int(row.indent))) }
        if !row.valueAliases.isEmpty { fields.append(("valueAliases", .array(row.valueAliases.map { value($0, of: valueType) }))) }
        if !row.fieldValues.isEmpty { fields.append(("fields", fieldValues(row.fieldValues, of: session.spec.fields))) }
        if row.isFallback { fields.append(("fallback", .bool(true))) }
        // The item no stored value means (`absent`): the app stores nothing for it.
        if row.isAbsent { fields.append(("storedValue", .null)) }
        if row.isUnavailable { fields.append(("unavailable", .bool(true))) }
        if row.isAction { fields.append(("action", .bool(true))) }
        if !row.isSelectable { fields.append(("selectable", .bool(false))) }
        return .object(fields)
    }

    /// `{"symbol": "bell.badge"}` or `{"asset": "Logo"}`.
    static func image(_ image: PickListImage) -> ReportJSON {
        switch image {
        case .symbol(let name): .object([("symbol", .string(name))])
        case .asset(let name): .object([("asset", .string(name))])
        case .swatch(let colors): .object([("swatch", .array(colors.map { .string($0.hex) }))])
        }
    }

    static func allStateWord(_ state: PickListAllState) -> String {
        switch state {
        case .none: "none"
        case .some: "some"
        case .all: "all"
        }
    }
}
