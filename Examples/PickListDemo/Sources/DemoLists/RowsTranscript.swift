public import PickListKit

/// Prints a list whose rows come at runtime the way a table view would show it: a
/// checkmark per row, section headers, the summary, and what each step did. The runtime
/// counterpart of ``TapScript``, which prints lists written in a spec.
public struct RowsTranscript<List: RuntimePickList, ID: Hashable & Sendable> {
    /// The text so far.
    public private(set) var text = ""
    /// A mark shown before a row's title (the inbox's unread dot), or nothing.
    var badge: (ID) -> String

    /// Starts an empty transcript; `badge` marks rows, each with a mark of the same width.
    public init(badge: @escaping (ID) -> String = { _ in "" }) {
        self.badge = badge
    }

    /// Adds a line of text.
    public mutating func note(_ line: String) {
        text += line + "\n"
    }

    /// Adds the whole list: a heading, every section's rows with their checkmarks, the summary
    /// (and whether the list is in edit mode).
    public mutating func frame(_ heading: String, _ rows: PickListRows<List, ID>) {
        text += "── \(heading)\n"
        for section in rows.sections {
            if let title = section.title { text += "   \(title)\n" }
            for row in section.rows {
                text += line(row, rows)
            }
        }
        text += "   summary: \(rows.summary)\(rows.isEditing ? " · editing" : "")\n\n"
    }

    /// Adds a tap: its outcome, then only the rows it redrew (what a table view reloads) and
    /// the summary.
    public mutating func tap(_ row: PickListEntryRow<ID>, _ change: PickListChange<PickListEntryRow<ID>>, _ rows: PickListRows<List, ID>) {
        text += "── \(Self.tapHeading(row, change, rows))\n"
        for redrawn in change.rows {
            text += line(redrawn, rows)
        }
        text += "   summary: \(rows.summary)\n\n"
    }

    /// Adds a search: the matching rows, in display order, with their checkmarks.
    public mutating func search(_ query: String, _ rows: PickListRows<List, ID>) {
        let matches = rows.search(query)
        text += "── search \"\(query)\": \(matches.count) match\(matches.count == 1 ? "" : "es")\n"
        for id in matches {
            text += line(.entry(id), rows)
        }
        text += "\n"
    }

    /// One row: checkmark, badge, title, and the subtitle after a dash.
    func line(_ row: PickListEntryRow<ID>, _ rows: PickListRows<List, ID>) -> String {
        var text = "   " + (rows.isChecked(row) ? "✓" : " ")
        switch row {
        case .all:
            text += " " + (rows.title(of: row) ?? "")
        case .entry(let id):
            let mark = badge(id)
            if !mark.isEmpty { text += " " + mark }
            guard let entry = rows.entry(id) else { return text + " \(id)\n" }
            text += " " + entry.title + (entry.subtitle.map { " — \($0)" } ?? "")
        }
        return text + "\n"
    }

    /// `tap "Invoice 2041": changed, 1 row redrawn`; a row no longer there is named by its id. A
    /// refused tap is followed by what the app would tell the person (and VoiceOver):
    /// `tap "Invoice 2041": rejected (notEditing) — Tap Edit to select.`
    static func tapHeading(_ row: PickListEntryRow<ID>, _ change: PickListChange<PickListEntryRow<ID>>, _ rows: PickListRows<List, ID>) -> String {
        let title = rows.title(of: row) ?? row.id.map { "\($0)" } ?? ""
        return "tap \"\(title)\": \(describe(change))" + (rows.message(for: change, tapping: row).map { " — " + $0 } ?? "")
    }

    /// "changed, 2 rows redrawn", "rejected (notEditing)".
    static func describe(_ change: PickListChange<PickListEntryRow<ID>>) -> String {
        let outcome: String
        switch change.outcome {
        case .changed: outcome = "changed"
        case .unchanged: outcome = "unchanged"
        case .action: outcome = "action"
        case .rejected(let reason): outcome = "rejected (\(reason.rawValue))"
        }
        let count = change.rows.count
        return count == 0 ? outcome : "\(outcome), \(count) row\(count == 1 ? "" : "s") redrawn"
    }
}
