/// A JSON report built in code, printed with its keys in the order they were written. (String
/// Catalogs, which are read as well as written, have their own tree: `JSONValue`.)
///
/// The nested report formats (SARIF, GitLab Code Quality) are built as a `ReportJSON` tree and
/// printed once: the output is deterministic (no dictionary order), indented two spaces, and
/// every string goes through ``quoted(_:)``, so control and invisible
/// characters are escaped the same way in every JSON format picklist prints.
///
/// Why not `JSONEncoder`: it sorts keys or keeps none of their order, and escapes `/` and
/// non-ASCII text its own way, so the reports would differ from picklist's other JSON and
/// between platforms. The preview's `--format json` prints through it too.
///
/// ```swift
/// let value: ReportJSON = .object([("level", .string("error")), ("line", .int(3))])
/// value.rendered()   // "{\n  \"level\": \"error\",\n  \"line\": 3\n}\n"
/// ```
package enum ReportJSON: Sendable {
    case string(String)
    case int(Int)
    /// A number with a fraction, as Swift writes it back exactly (`0.5`, `1e-05`); JSON has no
    /// infinity or NaN, so those are `null`.
    case double(Double)
    case bool(Bool)
    case null
    case array([ReportJSON])
    /// Members in output order (a key appears once: the builders never repeat one).
    case object([(key: String, value: ReportJSON)])

    /// The document, pretty-printed, ending with a line break.
    package func rendered() -> String {
        var output = ""
        write(to: &output, indent: "")
        return output + "\n"
    }

    private func write(to output: inout String, indent: String) {
        switch self {
        case .string(let text): output += Self.quoted(text)
        case .int(let number): output += String(number)
        case .double(let number): output += number.isFinite ? String(number) : "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .null: output += "null"
        case .array(let elements):
            guard !elements.isEmpty else { output += "[]"; return }
            let inner = indent + "  "
            output += "[\n"
            for (index, element) in elements.enumerated() {
                output += inner
                element.write(to: &output, indent: inner)
                output += index == elements.count - 1 ? "\n" : ",\n"
            }
            output += indent + "]"
        case .object(let members):
            guard !members.isEmpty else { output += "{}"; return }
            let inner = indent + "  "
            output += "{\n"
            for (index, member) in members.enumerated() {
                output += inner + Self.quoted(member.key) + ": "
                member.value.write(to: &output, indent: inner)
                output += index == members.count - 1 ? "\n" : ",\n"
            }
            output += indent + "}"
        }
    }

    /// A JSON string literal: quotes, backslashes, control characters and the invisible
    /// characters of ``DisplayText/needsEscape(_:)`` escaped (the parsed text is exact; the
    /// printed JSON holds nothing that recolours a terminal or reorders a line).
    package static func quoted(_ text: String) -> String {
        let escaped = text.replacingScalars { scalar in
            switch scalar {
            case "\"": "\\\""
            case "\\": "\\\\"
            case "\n": "\\n"
            case "\r": "\\r"
            case "\t": "\\t"
            case _ where DisplayText.needsEscape(scalar): "\\u" + scalar.hexDigits(width: 4, uppercase: false)
            default: nil
            }
        }
        return "\"" + escaped + "\""
    }
}
