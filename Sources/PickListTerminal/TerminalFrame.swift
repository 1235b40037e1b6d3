/// The size of the terminal, in character cells.
struct TerminalSize: Equatable, Sendable {
    var columns: Int
    var rows: Int

    init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }
}

/// One screenful: exactly `size.rows` lines, each already clipped to `size.columns` columns
/// and holding its own SGR codes (each line starts from the default style and ends reset).
struct TerminalFrame: Equatable, Sendable {
    var size: TerminalSize
    var lines: [String]

    init(size: TerminalSize, lines: [String]) {
        self.size = size
        self.lines = lines
    }

    /// What to write to turn a screen showing `previous` into this frame.
    ///
    /// Without a previous frame, or after a resize, the whole screen is cleared and written.
    /// Otherwise only the lines that differ are written: each reached by cursor positioning
    /// (`ESC [ row ; 1 H`), cleared (`ESC [ 2 K`, before writing: clearing after a line that
    /// fills the width would erase its last cell, where the cursor then stands) and written.
    /// Identical frames write nothing.
    func update(from previous: TerminalFrame?) -> String {
        var output = ""
        if let previous, previous.size == size, previous.lines.count == lines.count {
            for (index, line) in lines.enumerated() where line != previous.lines[index] {
                Self.write(line, row: index, into: &output)
            }
        } else {
            output += "\u{1B}[0m\u{1B}[H\u{1B}[2J"
            for (index, line) in lines.enumerated() where !line.isEmpty {
                Self.write(line, row: index, into: &output)
            }
        }
        return output
    }

    /// The rows (0-based) `update(from:)` rewrites: every row on a full redraw.
    func changedRows(from previous: TerminalFrame?) -> [Int] {
        guard let previous, previous.size == size, previous.lines.count == lines.count else {
            return Array(lines.indices)
        }
        return lines.indices.filter { lines[$0] != previous.lines[$0] }
    }

    private static func write(_ line: String, row: Int, into output: inout String) {
        output += "\u{1B}[\(row + 1);1H\u{1B}[2K"
        output += line
    }
}
