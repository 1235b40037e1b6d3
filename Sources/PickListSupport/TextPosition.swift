/// A 1-based line and column in a text file, counted the way diagnostics show them.
///
/// Lines end at LF, CR, CRLF, NEL, LS and PS (as ``SourceLines`` splits them for excerpts);
/// columns count Unicode scalars. `TextPosition.none` (0, 0) marks a value that was made,
/// not read from a file.
///
/// The positions of the JSON and `.strings` readers (libyaml's marks serve the specs): no
/// parser library gives positions in this counting, which must agree with ``SourceLines``.
package struct TextPosition: Hashable, Sendable {
    package var line: Int
    package var column: Int

    package static let none = TextPosition(line: 0, column: 0)

    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}

/// Follows line and column through a text one Unicode scalar at a time.
package struct TextPositionCounter {
    package private(set) var position = TextPosition(line: 1, column: 1)
    private var afterCarriageReturn = false

    package init() {}

    /// Moves past `scalar`.
    package mutating func advance(over scalar: Unicode.Scalar) {
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
