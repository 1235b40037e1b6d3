package import PickListSupport

/// A position in a source file: 1-based line and 1-based column, or a whole file.
///
/// Columns count Unicode scalars from the start of the line, so a caret printed
/// under the source line lines up for any text a terminal shows one cell per scalar.
///
/// A problem with a path rather than a place in a file (a missing path, a folder that cannot
/// be listed) is located at the whole file (``init(file:)``): line and column are 0, and
/// formatters print the path alone (`nope: error: …`, JSON `"line":null`, GitHub `file=` only).
package struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The file path as the user gave it (relative paths stay relative).
    package var file: String
    /// 1-based line number; 0 for a whole file.
    package var line: Int
    /// 1-based column number; 0 for a whole file.
    package var column: Int

    package init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// The whole file (or folder) at `file`, with no line or column.
    package init(file: String) {
        self.init(file: file, line: 0, column: 0)
    }

    /// Whether this is a line and column rather than a whole file.
    var hasPosition: Bool { line > 0 }

    package static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }

    /// `file:line:column`, the form compilers and editors understand; `file` alone for a
    /// whole file.
    package var description: String { hasPosition ? "\(file):\(line):\(column)" : file }
}

extension SourceLocation {
    /// The location of a YAML ``Mark`` in `file`.
    package init(file: String, mark: Mark) {
        self.init(file: file, line: mark.line, column: mark.column)
    }
}

extension TextPosition {
    /// The position as a diagnostic location in `file` (the whole file for ``TextPosition/none``).
    package func location(in file: String) -> SourceLocation {
        line > 0 ? SourceLocation(file: file, line: line, column: column) : SourceLocation(file: file)
    }
}
