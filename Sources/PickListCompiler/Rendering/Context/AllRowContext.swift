import Mustache

/// The "select all" row of a list in the template context (empty values when there is none).
final class AllRowContext: ContextLevel {
    static let keys = ["title", "titleLiteral", "titleJSON", "position", "isFirst", "isLast", "whileAll"]

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
        default: nil
        }
    }

    /// The all-row as one JSON object, or `null`.
    var json: String {
        guard let allRow else { return "null" }
        let title = LiteralEscaping.jsonString(allRow.title)
        return #"{"title": \#(title), "position": "\#(allRow.position.rawValue)", "whileAll": "\#(allRow.whileAll.rawValue)"}"#
    }
}
