import Mustache
import PickListKit

/// The "select all" row of a list in the template context (empty values when there is none).
///
/// `title`, `position` and `whileAll` are what the list shows: the spec's settings, PickListKit's
/// defaults for those it leaves out. `writtenArguments` holds only what the spec writes, so
/// generated code leaves the defaults to the runtime; `swiftArguments` (context version 3)
/// what differs from PickListKit's defaults. A Select All button (`all: {row: false}`) is
/// `isButton`, with its second title (`deselectTitle`).
final class AllRowContext: ContextLevel {
    static let keys = [
        "title", "titleLiteral", "titleJSON", "position", "isFirst", "isLast", "whileAll", "swiftArguments",
        "writtenArguments", "isButton", "deselectTitle", "deselectTitleLiteral", "deselectTitleJSON",
    ]

    /// The all-row as the spec writes it.
    private let written: Spec.AllRow?
    /// The all-row the list shows.
    private let allRow: PickListAllRow?

    init(_ allRow: Spec.AllRow?) {
        self.written = allRow
        self.allRow = allRow?.effective
    }

    func child(named name: String) -> Any? {
        RenderedText.wrapping(value(named: name))
    }

    private func value(named name: String) -> Any? {
        switch name {
        case "title": allRow?.title ?? ""
        case "titleLiteral": allRow.map { LiteralEscaping.swiftString($0.title) } ?? "nil"
        case "titleJSON": allRow.map { LiteralEscaping.jsonString($0.title) } ?? "null"
        case "position": allRow?.position.rawValue ?? ""
        case "isFirst": allRow?.position == .first
        case "isLast": allRow?.position == .last
        case "whileAll": allRow?.whileAll.rawValue ?? ""
        case "swiftArguments": swiftArguments
        case "writtenArguments": writtenArguments
        case "isButton": allRow?.showsRow == false
        case "deselectTitle": allRow?.deselectTitle ?? ""
        case "deselectTitleLiteral": allRow.map { LiteralEscaping.swiftString($0.deselectTitle) } ?? "nil"
        case "deselectTitleJSON": allRow.map { LiteralEscaping.jsonString($0.deselectTitle) } ?? "null"
        default: nil
        }
    }

    /// The arguments of `PickListAllRow(…)` for the settings the spec writes, even one equal
    /// to a default, e.g. `title: "Everything", position: .last`; empty for `all: true`.
    private var writtenArguments: String {
        guard let written else { return "" }
        if written.isButton {
            // `PickListAllRow(title:deselectTitle:whileAll:showsRow:)`, whose defaults are a
            // button's ("Select All", "Deselect All").
            var arguments: [String] = []
            if let title = written.title { arguments.append("title: " + LiteralEscaping.swiftString(title)) }
            if let title = written.deselectTitle { arguments.append("deselectTitle: " + LiteralEscaping.swiftString(title)) }
            if let whileAll = written.whileAll { arguments.append("whileAll: ." + whileAll.rawValue) }
            arguments.append("showsRow: false")
            return arguments.joined(separator: ", ")
        }
        return Self.arguments(title: written.title, position: written.position, whileAll: written.whileAll)
    }

    /// The arguments of `PickListAllRow(…)` for the settings that differ from PickListKit's
    /// defaults (`PickListAllRow()`); empty for the defaults.
    private var swiftArguments: String {
        guard let allRow else { return "" }
        if written?.isButton == true { return writtenArguments }
        let defaults = PickListAllRow()
        return Self.arguments(
            title: allRow.title == defaults.title ? nil : allRow.title,
            position: allRow.position == defaults.position ? nil : allRow.position,
            whileAll: allRow.whileAll == defaults.whileAll ? nil : allRow.whileAll)
    }

    /// `title: "…", position: .…, whileAll: .…`, leaving out each `nil`.
    private static func arguments(title: String?, position: Spec.AllPosition?, whileAll: Spec.WhileAll?) -> String {
        var arguments: [String] = []
        if let title { arguments.append("title: " + LiteralEscaping.swiftString(title)) }
        if let position { arguments.append("position: ." + position.rawValue) }
        if let whileAll { arguments.append("whileAll: ." + whileAll.rawValue) }
        return arguments.joined(separator: ", ")
    }

    /// The all-row the list shows as one JSON object, or `null`.
    var json: String {
        guard let allRow else { return "null" }
        let title = LiteralEscaping.jsonString(allRow.title)
        let whileAll = allRow.whileAll.rawValue
        guard allRow.showsRow else {
            // A Select All button: no place among the rows, a second title.
            let deselectTitle = LiteralEscaping.jsonString(allRow.deselectTitle)
            return #"{"title": \#(title), "row": false, "deselectTitle": \#(deselectTitle), "whileAll": "\#(whileAll)"}"#
        }
        return #"{"title": \#(title), "position": "\#(allRow.position.rawValue)", "whileAll": "\#(whileAll)"}"#
    }
}
