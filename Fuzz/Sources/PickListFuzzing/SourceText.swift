/// The lines of a fuzz input as a reader of its diagnostics would count them: the oracle the
/// location checks compare against, written apart from the compiler's own line splitting so a
/// mistake there is not repeated here.
package struct SourceText: Sendable {
    /// How lines end.
    package enum LineBreaks: Sendable {
        /// YAML's breaks, as libyaml counts them: LF, CR, CRLF, NEL (U+0085), LS (U+2028), PS (U+2029).
        case yaml
        /// LF only (Mustache templates).
        case lineFeed
    }

    /// The number of Unicode scalars on each line, line breaks excluded.
    package let lineLengths: [Int]

    package init(_ text: String, breaks: LineBreaks) {
        var lengths: [Int] = []
        var length = 0
        var previousWasCarriageReturn = false
        for scalar in text.unicodeScalars {
            let isBreak: Bool
            switch breaks {
            case .yaml:
                if scalar == "\n", previousWasCarriageReturn {
                    // The LF of a CRLF: the CR already ended the line.
                    previousWasCarriageReturn = false
                    continue
                }
                isBreak = [0x0A, 0x0D, 0x85, 0x2028, 0x2029].contains(scalar.value)
            case .lineFeed:
                isBreak = scalar == "\n"
            }
            previousWasCarriageReturn = scalar == "\r"
            if isBreak {
                lengths.append(length)
                length = 0
            } else {
                length += 1
            }
        }
        lengths.append(length)
        lineLengths = lengths
    }

    /// Whether `line` and `column` (1-based) name a place in the text: an existing line, and a
    /// column on it or just past its end (where a missing value or an unclosed quote is reported).
    package func contains(line: Int, column: Int) -> Bool {
        guard line >= 1, line <= lineLengths.count else { return false }
        return column >= 1 && column <= lineLengths[line - 1] + 1
    }
}
