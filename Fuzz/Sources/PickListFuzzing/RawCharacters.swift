/// Characters that must never reach a terminal or a generated source file raw: C0 and C1
/// controls, DEL, the line and paragraph separators, the bidirectional formatting characters
/// ("trojan source", CVE-2021-42574) and U+FEFF.
package enum RawCharacters {
    /// The first scalar of `text` that is forbidden raw, with its offset in scalars; line feeds
    /// and the scalars in `allowed` pass.
    package static func firstForbidden(in text: String, allowing allowed: Set<Unicode.Scalar> = ["\n"]) -> (offset: Int, scalar: Unicode.Scalar)? {
        for (offset, scalar) in text.unicodeScalars.enumerated() where isForbidden(scalar) && !allowed.contains(scalar) {
            return (offset, scalar)
        }
        return nil
    }

    /// Whether `scalar` is one of the forbidden characters.
    package static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x2028, 0x2029: true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        case 0xFEFF: true
        default: false
        }
    }

    /// `text` around `offset` with every scalar shown as `U+XXXX` where forbidden, for a report.
    package static func context(of text: String, around offset: Int) -> String {
        let scalars = Array(text.unicodeScalars)
        let window = scalars[max(0, offset - 40)..<min(scalars.count, offset + 40)]
        return window.map { isForbidden($0) ? "<U+\(String($0.value, radix: 16, uppercase: true))>" : String($0) }.joined()
    }
}
