public import PickListKit

/// A scripted sequence of taps on a pick list, rendered the way a table view would show the
/// list after each one: a checkmark per row, the tap's outcome and the summary text.
///
/// ```swift
/// let script = TapScript<QuoteCategory>(steps: [.tap(.all), .tap(.item(.brave))])
/// print(script.transcript(), terminator: "")
/// ```
public struct TapScript<Item: PickList>: Sendable {
    /// One thing the user does.
    public enum Step: Sendable {
        /// Taps a row (the all-row or an item).
        case tap(PickListRow<Item>)
        /// Enters (`true`) or leaves (`false`) edit mode, for lists with `edit_mode`.
        case setEditing(Bool)
        /// Types a query into the search field: the matching items are shown, the selection
        /// is unchanged.
        case search(String)
    }

    public var steps: [Step]
    public var initialSelection: PickListSelection<Item>

    public init(steps: [Step], initialSelection: PickListSelection<Item> = PickListSelection<Item>()) {
        self.steps = steps
        self.initialSelection = initialSelection
    }

    /// The selection after every step, in order (the initial selection first).
    public func selections() -> [PickListSelection<Item>] {
        var selection = initialSelection
        var states = [selection]
        for step in steps {
            switch step {
            case .tap(let row): _ = selection.tap(row)
            case .setEditing(let editing): selection.setEditing(editing)
            case .search: break
            }
            states.append(selection)
        }
        return states
    }

    /// The list as printed before the first step and after each one.
    public func transcript() -> String {
        var selection = initialSelection
        var text = "\(Item.listTitle)\n\n"
        text += Self.frame(heading: "start", selection: selection)
        for step in steps {
            switch step {
            case .tap(let row):
                let change = selection.tap(row)
                let heading = "tap \"\(row.title)\": \(Self.describe(change.outcome))"
                    + (change.rows.isEmpty ? "" : ", \(change.rows.count) row\(change.rows.count == 1 ? "" : "s") redrawn")
                    // What the app would tell the person (and VoiceOver) about a refused tap.
                    + (selection.message(for: change, tapping: row).map { " — " + $0 } ?? "")
                text += Self.frame(heading: heading, selection: selection)
            case .setEditing(let editing):
                selection.setEditing(editing)
                text += Self.frame(heading: editing ? "edit" : "done editing", selection: selection)
            case .search(let query):
                let matches = Item.definition.search(query)
                text += "── search \"\(query)\": \(matches.count) match\(matches.count == 1 ? "" : "es")\n"
                for item in matches {
                    text += "   \(selection.isChecked(.item(item)) ? "✓" : " ") \(item.title)\n"
                }
                text += "\n"
            }
        }
        return text
    }

    /// One screen: a heading, every section's rows with their checkmarks, and the summary.
    static func frame(heading: String, selection: PickListSelection<Item>) -> String {
        var text = "── \(heading)\n"
        for section in Item.sections {
            if let title = section.title { text += "   \(title)\n" }
            for row in section.rows {
                text += "   \(selection.isChecked(row) ? "✓" : " ") \(row.title)\n"
            }
        }
        text += "   summary: \(selection.summary)\n\n"
        return text
    }

    static func describe(_ outcome: PickListChange<PickListRow<Item>>.Outcome) -> String {
        switch outcome {
        case .changed: "changed"
        case .unchanged: "unchanged"
        case .action: "action"
        case .rejected(let reason): "rejected (\(reason.rawValue))"
        }
    }
}
