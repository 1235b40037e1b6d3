import PickListSupport

/// GitHub Actions workflow commands, one per diagnostic:
///
/// ```
/// ::error file=specs/a.picklist.yml,line=3,col=1,title=duplicate-key::duplicate key 'title'…
/// ```
///
/// Notes and the suggestion follow the message on their own lines (encoded as `%0A`). User
/// text in messages is escaped for display (``Diagnostic/printable``), as in the text format.
/// Escaping follows the runner: `%`, CR and LF in the message; those and `:` and `,` in
/// property values.
struct GitHubDiagnosticFormatter {
    func string(for diagnostics: [Diagnostic]) -> String {
        var output = ""
        for diagnostic in diagnostics.map(\.printable) {
            var properties: [String] = []
            if let location = diagnostic.location {
                properties.append("file=\(Self.escapeProperty(location.file))")
                if location.hasPosition {
                    properties.append("line=\(location.line)")
                    properties.append("col=\(location.column)")
                }
            }
            properties.append("title=\(Self.escapeProperty(diagnostic.rule))")
            let message = diagnostic.detailedMessage
            let command = switch diagnostic.severity {
            case .error: "error"
            case .warning: "warning"
            case .note: "notice"
            }
            output += "::\(command) \(properties.joined(separator: ","))::\(Self.escapeData(message))\n"
        }
        return output
    }

    static func escapeData(_ text: String) -> String {
        text.replacingScalars { scalar in
            switch scalar {
            case "%": "%25"
            case "\r": "%0D"
            case "\n": "%0A"
            default: nil
            }
        }
    }

    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingScalars { scalar in
            switch scalar {
            case ":": "%3A"
            case ",": "%2C"
            default: nil
            }
        }
    }
}
