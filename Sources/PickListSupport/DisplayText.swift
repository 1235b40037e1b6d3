/// User text made safe to print in a diagnostic: control characters and the invisible
/// bidirectional-formatting characters are shown as Swift-style escapes.
///
/// A title such as `"\e[31mred"` would otherwise recolour the terminal, a NUL cut the line
/// short for some tools, a folded (`>`) title's trailing newline split a one-line message, and
/// a right-to-left override (U+202E) make the quoted text read backwards. Escaped, each shows
/// what the spec holds: `'\u{1B}[31mred'`, `'Design\n'`, `'\u{202E}abc'`.
///
/// Backslashes are left as they are, so escaping is idempotent: text escaped once (a message
/// built from escaped user text) is unchanged by a formatter escaping it again.
package enum DisplayText {
    /// Whether `scalar` is shown as an escape:
    ///
    /// - control characters (C0 with tab, DEL and C1; U+0085 among them, which some tools
    ///   break lines at), and the line and paragraph separators U+2028 and U+2029;
    /// - bidirectional formatting characters — the embeddings and overrides U+202A–U+202E, the
    ///   isolates U+2066–U+2069, the marks U+200E, U+200F and U+061C — which make text read
    ///   differently from what it holds ("trojan source", CVE-2021-42574);
    /// - U+FEFF, an invisible zero-width no-break space (or a byte order mark).
    ///
    /// Generated code never holds these raw either (the compiler's `LiteralEscaping`).
    @inlinable
    package static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x2028, 0x2029: true
        case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: true
        case 0xFEFF: true
        default: false
        }
    }

    /// `text` with every scalar that ``needsEscape(_:)`` escaped (`\n`, `\t`, `\r`, `\0`,
    /// else `\u{1B}`); `keepingTabs` leaves tabs as they are (for source excerpts, where a tab
    /// lines up with the tab under it).
    package static func escaped(_ text: some StringProtocol, keepingTabs: Bool = false) -> String {
        guard text.unicodeScalars.contains(where: { needsEscape($0) && !(keepingTabs && $0 == "\t") }) else {
            return String(text)
        }
        return text.replacingScalars { scalar in
            (keepingTabs && scalar == "\t") || !needsEscape(scalar) ? nil : escape(scalar)
        }
    }

    /// The printed form of one scalar: itself, or its escape.
    package static func escape(_ scalar: Unicode.Scalar) -> String {
        guard needsEscape(scalar) else { return String(scalar) }
        switch scalar {
        case "\0": return "\\0"
        case "\t": return "\\t"
        case "\n": return "\\n"
        case "\r": return "\\r"
        default: return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        }
    }
}
