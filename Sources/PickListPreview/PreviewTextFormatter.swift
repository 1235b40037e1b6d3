import PickListCompiler
import PickListKit
import PickListSupport

/// The scripted preview as plain text: what a pull-request comment, a doc page or a test
/// shows. No escape codes, whatever the output is.
///
/// ```text
/// Inbox                                  [Done]
///
/// edit: editing
/// tap welcome: changed (checked Welcome to Mail)
///
/// ● Welcome to Mail — Apple
/// ○ Lunch on Friday?
///
/// summary: Delete (1)
/// ```
///
/// The title line carries the Edit/Done button of a list with edit mode, and the Select All
/// button of a list with `all: {row: false}` (`[Select All]`, `[Deselect All]`; a press of it
/// is a step `toggle-all "Select All": changed (…)`). Then, each in a
/// block of its own: the search (`search "lo": 2 of 16 rows`), the steps with their
/// outcomes, the rows (a checkmark column: `✓` checked; in edit mode `●` selected and `○`
/// not; section headers flush left and their rows indented; ` — ` before a subtitle;
/// `(disabled)` after a disabled row, `(unavailable)` after one the app made unavailable;
/// `(no rows shown)` in a section whose rows are all hidden, which keeps its place), and the
/// summary. An action row ("Add Sound…") is a button, without a checkmark column: `[Add
/// Sound…]`; a row only the app selects is drawn as any row, `(selected by the app)` after it.
/// A step the app took says what a table view does for it: `hide touchID: deleted [0, 2]`,
/// `show touchID: inserted [0, 2]`, `set-title … : reloaded [0, 0]`.
///
/// Settings-screen keys show where a list uses them: an item's image before its title
/// (`[bell.badge]`, `[image Logo]`: text has no glyph for it), its value after it
/// (`= 30`), its values of the list's `fields` after that (`{help_url: https://…, severity:
/// 3}`), `(exclusive)` after a "None of these" row, `footer: …` under the rows it explains, a `–` on an all-row some of whose items
/// are selected (the mixed state), and after the summary the selected values (`value: 30`,
/// in the order of the selection), for a list with `order: selection` the picks in the order
/// they were made (`order: Sender, Date`), and, for a list with `min`, `max` or `required`,
/// `valid: yes|no` (what enables a Done button).
package enum PreviewTextFormatter {
    /// How many row titles a step names before it says "and N more".
    static let namedRows = 5

    package static func render(_ session: PreviewSession, steps: [PreviewStep]) -> String {
        var lines: [String] = []
        var title = DisplayText.escaped(session.title)
        if session.isEditable {
            title += "  [" + (session.isEditing ? "Done" : "Edit") + "]"
        }
        if let button = session.allButtonTitle {
            title += "  [" + DisplayText.escaped(button) + "]"
        }
        lines.append(title)
        if session.hasRuntimeRows, session.rowCount == 0 {
            lines.append("")
            lines.append(session.rowsSource.map { "(no rows: \(DisplayText.escaped($0)) holds none)" }
                ?? "(no rows: the list's rows come at runtime; give them with --rows FILE)")
        }
        if !steps.isEmpty {
            lines.append("")
            lines += steps.map { describe($0, in: session) }
        }
        lines.append("")
        if session.isSearching {
            let shown = session.sections.reduce(0) { $0 + $1.rows.count }
            lines.append("search \(quoted(session.searchQuery)): \(shown) of \(session.rowCount) row\(session.rowCount == 1 ? "" : "s")")
        }
        let sections = session.sections
        let hasHeaders = sections.contains { $0.title != nil }
        let indent = hasHeaders ? "  " : ""
        let hasRows = !sections.allSatisfy(\.rows.isEmpty)
        for (index, section) in sections.enumerated() {
            if let header = section.title {
                lines.append(DisplayText.escaped(header))
            } else if index > 0 {
                lines.append("")
            }
            for row in section.rows {
                lines.append(indent + rowText(row, editing: session.isEditing, fields: session.spec.fields))
            }
            if section.rows.isEmpty, hasRows {
                // Its rows all hidden (or outside the subset): the section keeps its place,
                // and the index paths after it count it.
                lines.append(indent + "(no rows shown)")
            }
            if let footer = section.footer {
                lines.append(indent + "footer: " + DisplayText.escaped(footer))
            }
        }
        if sections.allSatisfy(\.rows.isEmpty) {
            lines.append(session.isSearching ? "(no row matches)" : "(no rows)")
        }
        lines.append("")
        lines.append("summary: " + (session.summary.isEmpty ? "(empty)" : DisplayText.escaped(session.summary)))
        if session.isOrderedBySelection {
            // `order: selection`: the picks in the order they were made.
            let titles = session.selectedIDs.map { DisplayText.escaped(session.title(ofRow: $0)) }
            lines.append("order: " + (titles.isEmpty ? "(none)" : titles.joined(separator: ", ")))
        }
        if session.hasValues {
            let values = session.selectedValues.map { DisplayText.escaped($0) }
            lines.append((values.count == 1 ? "value: " : "values: ") + (values.isEmpty ? "(none)" : values.joined(separator: ", ")))
        }
        if session.hasBounds {
            lines.append("valid: " + (session.isValid ? "yes" : "no"))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A row: its checkmark column (`–` for an all-row some of whose items are selected),
    /// two spaces a level of `indent`, image, title, subtitle, value and whether it is
    /// disabled.
    static func rowText(_ row: PreviewRow, editing: Bool, fields: [Spec.Field] = []) -> String {
        if row.isAction { return actionRowText(row) }
        let mark = editing
            ? (row.isChecked ? "●" : row.isMixed ? "◐" : "○")
            : (row.isChecked ? "✓" : row.isMixed ? "–" : " ")
        var text = mark + " " + String(repeating: "  ", count: row.indent)
        if let image = row.image { text += imageText(image) + " " }
        text += DisplayText.escaped(row.title)
        if let subtitle = row.subtitle { text += " — " + DisplayText.escaped(subtitle) }
        if let value = row.value { text += "  = " + DisplayText.escaped(value) }
        if !row.valueAliases.isEmpty {
            text += " (also " + row.valueAliases.map { DisplayText.escaped($0) }.joined(separator: ", ") + ")"
        }
        if !row.fieldValues.isEmpty { text += "  {" + fieldsText(row.fieldValues, of: fields) + "}" }
        if row.isFallback { text += "  (fallback)" }
        if row.isAbsent { text += "  (stored as nothing)" }
        if row.isExclusive { text += "  (exclusive)" }
        if !row.isSelectable { text += "  (selected by the app)" }
        if !row.isEnabled { text += row.isUnavailable ? "  (unavailable)" : "  (disabled)" }
        return text
    }

    /// A row's values of the list's `fields`, `help_url: https://…, severity: 3`: those it has
    /// (an optional field it leaves out is not shown).
    static func fieldsText(_ values: [String?], of fields: [Spec.Field]) -> String {
        zip(fields, values).compactMap { field, value in
            value.map { field.name + ": " + DisplayText.escaped($0) }
        }.joined(separator: ", ")
    }

    /// An action row: a button with no checkmark column, `[Add Sound…]`, its image and
    /// subtitle as on any row.
    static func actionRowText(_ row: PreviewRow) -> String {
        var text = ""
        if let image = row.image { text += imageText(image) + " " }
        text += "[" + DisplayText.escaped(row.title) + "]"
        if let subtitle = row.subtitle { text += " — " + DisplayText.escaped(subtitle) }
        if !row.isEnabled { text += "  (disabled)" }
        return text
    }

    /// An image as text has no glyph for it: `[bell.badge]` for an SF Symbol, `[image Logo]`
    /// for an asset, `[■ #FF9500FF #1C1C1EFF]` for a swatch (its colours).
    static func imageText(_ image: PickListImage) -> String {
        switch image {
        case .symbol(let name): "[" + DisplayText.escaped(name) + "]"
        case .asset(let name): "[image " + DisplayText.escaped(name) + "]"
        case .swatch(let colors): "[■ " + colors.map(\.hex).joined(separator: " ") + "]"
        }
    }

    /// A step and its outcome: `tap brave: changed (checked Brave; unchecked All, Achievement and 16 more)`.
    static func describe(_ step: PreviewStep, in session: PreviewSession) -> String {
        let outcome = step.outcome
        let label: String = switch outcome.target {
        case .edit: "edit"
        case .done: "done"
        default: stepLabel(step)
        }
        var text = label + ": "
        switch outcome.target {
        case .edit where outcome.rejection == nil:
            text += session.isEditable ? "editing" : "unchanged (the list has no edit mode)"
        case .done where outcome.rejection == nil && outcome.changedRows.isEmpty:
            text += session.isEditable ? "not editing" : "unchanged (the list has no edit mode)"
        default:
            text += outcome.message
        }
        if let order = outcome.order, outcome.outcome == .changed {
            let titles = order.map { DisplayText.escaped(session.title(ofRow: $0)) }
            return text + " (order: " + titles.joined(separator: ", ") + ")"
        }
        guard !outcome.changedRows.isEmpty else { return text }
        let checked = outcome.changes.filter(\.isChecked).map { step.title(ofRow: $0.id, in: session) }
        let unchecked = outcome.changes.filter { !$0.isChecked }.map { step.title(ofRow: $0.id, in: session) }
        var parts: [String] = []
        if !checked.isEmpty { parts.append("checked " + names(checked)) }
        if !unchecked.isEmpty { parts.append("unchecked " + names(unchecked)) }
        return text + " (" + parts.joined(separator: "; ") + ")"
    }

    /// What a step did, as written: `tap brave`, `hide touchID`, `set-title default "System Default"`.
    static func stepLabel(_ step: PreviewStep) -> String {
        if case .allButton = step.outcome.target { return step.kind.rawValue + " " + quoted(step.written) }
        guard step.kind == .setTitle || step.kind == .setSubtitle, let equals = step.written.firstIndex(of: "=") else {
            return step.kind.rawValue + " " + DisplayText.escaped(step.written)
        }
        let text = step.written[step.written.index(after: equals)...]
        let written = step.kind == .setTitle ? "(the written title)" : "(the written subtitle)"
        return step.kind.rawValue + " " + DisplayText.escaped(String(step.written[..<equals])) + " " + (text.isEmpty ? written : quoted(String(text)))
    }

    static func names(_ titles: [String]) -> String {
        let titles = titles.map { DisplayText.escaped($0) }
        guard titles.count > namedRows + 1 else { return titles.joined(separator: ", ") }
        return titles.prefix(namedRows).joined(separator: ", ") + " and \(titles.count - namedRows) more"
    }

    static func quoted(_ text: String) -> String {
        "\"" + DisplayText.escaped(text) + "\""
    }
}
