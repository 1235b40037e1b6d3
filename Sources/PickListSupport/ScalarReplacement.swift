// The one loop behind every escaper of picklist (Swift and JSON literals, XML, GitHub
// workflow commands, .strings files, catalogs, diagnostics): each format states only its
// table, as a closure from a scalar to its replacement. Foundation's
// `replacingOccurrences(of:with:)` takes one pattern per call (a pass over the text for each
// escaped character) and works on grapheme clusters, not scalars, so a combining mark after a
// quote would hide the quote from it. Inlinable: the escapers of other modules call it for every
// literal they write, and its closure is their whole table.

extension StringProtocol {
    /// This text with each Unicode scalar for which `replacement` returns a text replaced by
    /// that text; the others are kept as they are.
    ///
    /// ```swift
    /// "50% done".replacingScalars { $0 == "%" ? "%25" : nil }   // "50%25 done"
    /// ```
    @inlinable
    package func replacingScalars(_ replacement: (Unicode.Scalar) -> String?) -> String {
        var result = ""
        result.reserveCapacity(utf8.count)
        for scalar in unicodeScalars {
            if let replaced = replacement(scalar) {
                result += replaced
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

extension Unicode.Scalar {
    /// The scalar's value in hexadecimal, zero-padded to at least `width` digits:
    /// U+1B → `1B`, or `001b` for `width: 4, uppercase: false`.
    @inlinable
    package func hexDigits(width: Int = 0, uppercase: Bool = true) -> String {
        let digits = String(value, radix: 16, uppercase: uppercase)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
