/// Text made safe for an XML 1.0 attribute value or element content (JUnit, Checkstyle).
///
/// - The five markup characters become entities: `&amp;` `&lt;` `&gt;` `&quot;` `&apos;`.
/// - Tab, line feed and carriage return become character references (`&#9;` `&#10;` `&#13;`):
///   an XML parser would otherwise turn them into spaces in an attribute value, so a
///   multi-line message keeps its lines.
/// - Characters XML 1.0 does not allow at all (the other C0 controls, U+FFFE, U+FFFF), and
///   the invisible characters ``DisplayText`` escapes everywhere (C1 controls, bidi
///   overrides, U+FEFF), are written as their visible escape (`\u{1B}`): no character
///   reference can carry the former, and the latter would read differently from what they hold.
enum XMLText {
    static func escaped(_ text: some StringProtocol) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t": result += "&#9;"
            case "\n": result += "&#10;"
            case "\r": result += "&#13;"
            case "\u{FFFE}", "\u{FFFF}": result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            case _ where DisplayText.needsEscape(scalar): result += DisplayText.escape(scalar)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The XML declaration every report starts with.
    static let declaration = #"<?xml version="1.0" encoding="UTF-8"?>"#
}
