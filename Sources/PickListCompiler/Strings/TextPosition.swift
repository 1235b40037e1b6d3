/// A 1-based line and column in a text file, counted the way diagnostics show them.
///
/// Lines end at LF, CR, CRLF, NEL, LS and PS (as ``SourceLines`` splits them for excerpts);
/// columns count Unicode scalars. `TextPosition.none` (0, 0) marks a value that was made,
/// not read from a file.
struct TextPosition: Hashable, Sendable {
    var line: Int
    var column: Int

    static let none = TextPosition(line: 0, column: 0)

    /// The position as a diagnostic location in `file` (the whole file for ``none``).
    func location(in file: String) -> SourceLocation {
        line > 0 ? SourceLocation(file: file, line: line, column: column) : SourceLocation(file: file)
    }
}

/// Follows line and column through a text one Unicode scalar at a time.
struct TextPositionCounter {
    private(set) var position = TextPosition(line: 1, column: 1)
    private var afterCarriageReturn = false

    /// Moves past `scalar`.
    mutating func advance(over scalar: Unicode.Scalar) {
        switch scalar.value {
        case 0x0A where afterCarriageReturn:
            // The LF of a CRLF: the CR already ended the line.
            afterCarriageReturn = false
        case 0x0A, 0x0D, 0x85, 0x2028, 0x2029:
            position = TextPosition(line: position.line + 1, column: 1)
            afterCarriageReturn = scalar.value == 0x0D
        default:
            position.column += 1
            afterCarriageReturn = false
        }
    }
}
