public import PickListKit

/// A settings screen played step by step and printed as it would look after each step: the
/// image before each title (its name: text has no SF Symbols), the value behind it, an
/// exclusive ("None of these") row marked, rows the app made unavailable, the footer under
/// each section, the all-row's dash while only some rows are on, the summary, the picks in
/// the selection's order, and whether the screen's Done button would be enabled (`isValid`).
/// Rows the app hid are left out, and titles the app set are shown, as a table view would
/// show them; a step that hides or shows rows, or retitles one, says which index paths the
/// table deletes, inserts or reloads.
///
/// ```swift
/// let transcript = SettingsTranscript<AutoLock>(steps: [.tap(.item(.never))], value: { "\($0.value)" })
/// print(transcript.text(), terminator: "")
/// ```
public struct SettingsTranscript<Item: PickList>: Sendable {
    /// One thing the user (or the app) does.
    public enum Step: Sendable {
        /// The user taps a row.
        case tap(PickListRow<Item>)
        /// The app decides at runtime whether an item is offered (a device without Face ID).
        case setAvailable(Bool, Item)
        /// The app hides an item's row, or shows it again (a service the system is too old for).
        case setHidden(Bool, Item)
        /// The app sets an item's title (a formatter's text); `nil` restores the written one.
        case setTitle(String?, Item)
    }

    /// The steps, in order.
    public var steps: [Step]
    /// The selection before the first step.
    public var initialSelection: PickListSelection<Item>
    /// An item's value as text, for a list with `value_type` (its generated `value`).
    public var value: (@Sendable (Item) -> String)?

    public init(
        steps: [Step], initialSelection: PickListSelection<Item> = PickListSelection<Item>(),
        value: (@Sendable (Item) -> String)? = nil
    ) {
        self.steps = steps
        self.initialSelection = initialSelection
        self.value = value
    }

    /// The selection after every step, in order (the initial selection first).
    public func selections() -> [PickListSelection<Item>] {
        var selection = initialSelection
        var states = [selection]
        for step in steps {
            _ = Self.apply(step, to: &selection)
            states.append(selection)
        }
        return states
    }

    /// The screen before the first step and after each one.
    public func text() -> String {
        var selection = initialSelection
        var text = "\(Item.listTitle)\n\n" + frame(heading: "start", selection: selection)
        for step in steps {
            text += frame(heading: Self.apply(step, to: &selection), selection: selection)
        }
        return text
    }

    /// Applies `step` and says what it did.
    static func apply(_ step: Step, to selection: inout PickListSelection<Item>) -> String {
        switch step {
        case .tap(let row):
            let title = selection.title(of: row)   // as shown when tapped
            let change = selection.tap(row)
            let outcome: String = switch change.outcome {
            case .changed: "changed"
            case .unchanged: "unchanged"
            case .action: "action"
            case .rejected(let reason): "refused (\(reason.rawValue))"
            }
            return "tap \"\(title)\": \(outcome)"
        case .setAvailable(let available, let item):
            let update = selection.setAvailable(available, for: item)
            let left = update.deselected.map { "; \($0.title) leaves the selection" }.joined()
            return "the app makes \"\(item.title)\" \(available ? "available" : "unavailable")\(left)"
        case .setHidden(let hidden, let item):
            let update = selection.setHidden(hidden, for: item)
            let rows = [("deletes", update.deletedRows), ("inserts", update.insertedRows), ("reloads", update.reloadedRows)]
                .filter { !$0.1.isEmpty }.map { "; \($0.0) \($0.1.map(\.description).joined(separator: " "))" }.joined()
            let left = update.deselected.map { "; \($0.title) leaves the selection" }.joined()
            return "the app \(hidden ? "hides" : "shows") \"\(item.title)\"\(rows)\(left)"
        case .setTitle(let title, let item):
            let reload = selection.setTitle(title, for: item).map { "; reloads \($0)" } ?? ""
            return title.map { "the app titles \"\(item.title)\" \"\($0)\"\(reload)" }
                ?? "the app restores the title of \"\(item.title)\"\(reload)"
        }
    }

    /// One screen: the heading, each section's header, rows and footer, then the summary,
    /// the selected values or order, and whether Done is enabled.
    func frame(heading: String, selection: PickListSelection<Item>) -> String {
        var text = "── \(heading)\n"
        let exclusive = Set(Item.definition.exclusiveIDs)
        for section in selection.sections {
            if let title = section.title { text += "   \(title)\n" }
            for row in section.rows {
                let mark: String
                if selection.isChecked(row) {
                    mark = "✓"
                } else if case .all = row, selection.allState == .some {
                    mark = "–"
                } else {
                    mark = " "
                }
                var line = "   \(mark) "
                if case .item(let item) = row {
                    if let image = item.image { line += "[\(image.name)] " }
                    line += selection.title(of: item)
                    if let subtitle = selection.subtitle(of: item) { line += " — \(subtitle)" }
                    if let value { line += " = \(value(item))" }
                    if exclusive.contains(item.id) { line += "  (exclusive)" }
                    if !selection.isAvailable(item) { line += "  (unavailable)" }
                } else {
                    line += row.title
                }
                text += line + "\n"
            }
            if let footer = section.footer { text += "   footer: \(footer)\n" }
        }
        text += "   summary: \(selection.summary.isEmpty ? "(empty)" : selection.summary)\n"
        if let value {
            let values = selection.selectedItems.map(value)
            text += "   value: \(values.isEmpty ? "(none)" : values.joined(separator: ", "))\n"
        }
        if Item.definition.policy.order == .selection {
            text += "   order: \(selection.selectedItems.map(\.title).joined(separator: ", "))\n"
        }
        text += "   Done: \(selection.isValid ? "enabled" : "disabled")\n\n"
        return text
    }
}
