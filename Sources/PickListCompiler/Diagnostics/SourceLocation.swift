/// A position in a source file: 1-based line and 1-based column.
///
/// Columns count Unicode scalars from the start of the line, so a caret printed
/// under the source line lines up for any text a terminal shows one cell per scalar.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The file path as the user gave it (relative paths stay relative).
    public var file: String
    /// 1-based line number.
    public var line: Int
    /// 1-based column number.
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }

    /// `file:line:column`, the form compilers and editors understand.
    public var description: String { "\(file):\(line):\(column)" }
}

extension SourceLocation {
    /// The location of a YAML ``Mark`` in `file`.
    public init(file: String, mark: Mark) {
        self.init(file: file, line: mark.line, column: mark.column)
    }
}
