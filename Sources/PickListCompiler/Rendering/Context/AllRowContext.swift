import Mustache

/// The "select all" row of a list in the template context (empty values when there is none).
final class AllRowContext: ContextLevel {
    static let keys = ["title", "titleLiteral", "titleJSON", "position", "isFirst", "isLast", "whileAll", "swiftArguments"]

    private let allRow: Spec.AllRow?

    init(_ allRow: Spec.AllRow?) {
        self.allRow = allRow
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

    /// The arguments of `PickListAllRow(…)` that differ from its defaults (title `All`, position
    /// `first`, `isolate`), e.g. `title: "Everything", position: .last`; empty for the defaults.
    private var swiftArguments: String {
        guard let allRow else { return "" }
        let defaults = Spec.AllRow()
        var arguments: [String] = []
        if allRow.title != defaults.title { arguments.append("title: " + LiteralEscaping.swiftString(allRow.title)) }
        if allRow.position != defaults.position { arguments.append("position: ." + allRow.position.rawValue) }
        if allRow.whileAll != defaults.whileAll { arguments.append("whileAll: ." + allRow.whileAll.rawValue) }
        return arguments.joined(separator: ", ")
    }

    /// The all-row as one JSON object, or `null`.
    var json: String {
        guard let allRow else { return "null" }
        let title = LiteralEscaping.jsonString(allRow.title)
        return #"{"title": \#(title), "position": "\#(allRow.position.rawValue)", "whileAll": "\#(allRow.whileAll.rawValue)"}"#
    }
}
