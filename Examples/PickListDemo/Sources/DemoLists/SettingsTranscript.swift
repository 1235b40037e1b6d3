public import PickListKit

/// A settings screen played tap by tap and printed as it would look after each tap: the
/// image before each title (its name: text has no SF Symbols), the value behind it, the
/// footer under each section, the all-row's dash while only some rows are on, the summary,
/// and whether the screen's Done button would be enabled (`isValid`).
///
/// ```swift
/// let transcript = SettingsTranscript<AutoLock>(taps: [.item(.never)], value: { "\($0.value)" })
/// print(transcript.text(), terminator: "")
/// ```
public struct SettingsTranscript<Item: PickList>: Sendable {
    /// The rows tapped, in order.
    public var taps: [PickListRow<Item>]
    /// The selection before the first tap.
    public var initialSelection: PickListSelection<Item>
    /// An item's value as text, for a list with `value_type` (its generated `value`).
    public var value: (@Sendable (Item) -> String)?

    public init(
        taps: [PickListRow<Item>], initialSelection: PickListSelection<Item> = PickListSelection<Item>(),
        value: (@Sendable (Item) -> String)? = nil
    ) {
        self.taps = taps
        self.initialSelection = initialSelection
        self.value = value
    }

    /// The selection after every tap, in order (the initial selection first).
    public func selections() -> [PickListSelection<Item>] {
        var selection = initialSelection
        var states = [selection]
        for row in taps {
            _ = selection.tap(row)
            states.append(selection)
        }
        return states
    }

    /// The screen before the first tap and after each one.
    public func text() -> String {
        var selection = initialSelection
        var text = "\(Item.listTitle)\n\n" + frame(heading: "start", selection: selection)
        for row in taps {
            let change = selection.tap(row)
            let outcome: String = switch change.outcome {
            case .changed: "changed"
            case .unchanged: "unchanged"
            case .rejected(let reason): "refused (\(reason.rawValue))"
            }
            text += frame(heading: "tap \"\(row.title)\": \(outcome)", selection: selection)
        }
        return text
    }

    /// One screen: the heading, each section's header, rows and footer, then the summary,
    /// the selected values and whether Done is enabled.
    func frame(heading: String, selection: PickListSelection<Item>) -> String {
        var text = "── \(heading)\n"
        for section in Item.sections {
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
                    line += item.title
                    if let value { line += " = \(value(item))" }
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
        text += "   Done: \(selection.isValid ? "enabled" : "disabled")\n\n"
        return text
    }
}
