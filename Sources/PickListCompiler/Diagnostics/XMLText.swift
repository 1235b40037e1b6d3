import PickListSupport

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
package enum XMLText {
    package static func escaped(_ text: some StringProtocol) -> String {
        text.replacingScalars { scalar in
            switch scalar {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            case "\"": "&quot;"
            case "'": "&apos;"
            case "\t": "&#9;"
            case "\n": "&#10;"
            case "\r": "&#13;"
            case "\u{FFFE}", "\u{FFFF}": "\\u{" + scalar.hexDigits() + "}"
            case _ where DisplayText.needsEscape(scalar): DisplayText.escape(scalar)
            default: nil
            }
        }
    }

    /// The XML declaration every report starts with.
    static let declaration = #"<?xml version="1.0" encoding="UTF-8"?>"#
}
