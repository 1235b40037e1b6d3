import Mustache
import PickListKit

/// The "select all" row of a list in the template context (empty values when there is none).
///
/// `title`, `position` and `whileAll` are what the list shows: the spec's settings, PickListKit's
/// defaults for those it leaves out. `swiftArguments` holds only what the spec writes, so
/// generated code leaves the defaults to the runtime.
final class AllRowContext: ContextLevel {
    static let keys = ["title", "titleLiteral", "titleJSON", "position", "isFirst", "isLast", "whileAll", "swiftArguments"]

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
        default: nil
        }
    }

    /// The arguments of `PickListAllRow(…)` for the settings the spec writes, e.g.
    /// `title: "Everything", position: .last`; empty for `all: true`.
    private var swiftArguments: String {
        guard let written else { return "" }
        var arguments: [String] = []
        if let title = written.title { arguments.append("title: " + LiteralEscaping.swiftString(title)) }
        if let position = written.position { arguments.append("position: ." + position.rawValue) }
        if let whileAll = written.whileAll { arguments.append("whileAll: ." + whileAll.rawValue) }
        return arguments.joined(separator: ", ")
    }

    /// The all-row the list shows as one JSON object, or `null`.
    var json: String {
        guard let allRow else { return "null" }
        let title = LiteralEscaping.jsonString(allRow.title)
        return #"{"title": \#(title), "position": "\#(allRow.position.rawValue)", "whileAll": "\#(allRow.whileAll.rawValue)"}"#
    }
}
