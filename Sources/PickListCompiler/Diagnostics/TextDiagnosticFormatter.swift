import PickListSupport

/// The human-readable format: compiler-style lines with source excerpts and carets.
///
/// ```
/// specs/a.picklist.yml:3:1: error: duplicate key 'title'; the first one is used [duplicate-key]
/// title: Again
/// ^
/// specs/a.picklist.yml:1:1: note: 'title' first defined here
/// title: Purpose
/// ^
/// 1 error, 0 warnings in 1 file
/// ```
struct TextDiagnosticFormatter {
    var sources: [String: String]
    var colors: Bool

    private enum Style: String {
        case bold = "\u{1B}[1m"
        case red = "\u{1B}[1;31m"
        case yellow = "\u{1B}[1;33m"
        case cyan = "\u{1B}[1;36m"
        case green = "\u{1B}[1;32m"
        case dim = "\u{1B}[2m"
    }

    func string(for diagnostics: [Diagnostic], fileCount: Int) -> String {
        var output = ""
        var lines = ExcerptCache()
        for diagnostic in diagnostics {
            let label = switch diagnostic.severity {
            case .error: paint("error:", .red)
            case .warning: paint("warning:", .yellow)
            case .note: paint("note:", .cyan)
            }
            output += header(diagnostic.location, label: label, message: diagnostic.message)
            output += " " + paint("[\(diagnostic.rule)]", .dim) + "\n"
            output += excerpt(at: diagnostic.location, cache: &lines)
            if let suggestion = diagnostic.suggestion {
                output += "  did you mean '\(DisplayText.escaped(suggestion))'?\n"
            }
            for note in diagnostic.notes {
                output += header(note.location, label: paint("note:", .cyan), message: note.message) + "\n"
                output += excerpt(at: note.location, cache: &lines)
            }
        }
        output += paint(Self.summary(diagnostics, fileCount: fileCount), .bold) + "\n"
        return output
    }

    /// `N errors, M warnings in K files`, singular where a count is 1; `, L notes` after the
    /// warnings when there are any.
    static func summary(_ diagnostics: [Diagnostic], fileCount: Int) -> String {
        let errors = diagnostics.count { $0.severity == .error }
        let warnings = diagnostics.count { $0.severity == .warning }
        let notes = diagnostics.count { $0.severity == .note }
        let noteCount = notes > 0 ? ", \(counted(notes, "note"))" : ""
        return "\(counted(errors, "error")), \(counted(warnings, "warning"))\(noteCount) in \(counted(fileCount, "file"))"
    }

    private static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    /// The first line of a diagnostic or note. The path and message are escaped
    /// (``DisplayText``), so nothing from a spec or a file name reaches the terminal raw.
    private func header(_ location: SourceLocation?, label: String, message: String) -> String {
        let message = paint(DisplayText.escaped(message), .bold)
        guard let location else { return "\(label) \(message)" }
        return "\(paint(DisplayText.escaped(location.description) + ":", .bold)) \(label) \(message)"
    }

    /// Each file's lines, and the scalars of each long line excerpted so far: many diagnostics
    /// on one long line (100 000 duplicates in one flow sequence) then cost the line's length
    /// once, not once each.
    private struct ExcerptCache {
        var files: [String: SourceLines] = [:]
        var longLines: [String: [Int: [Unicode.Scalar]]] = [:]
    }

    /// The source line and a caret under the column; tabs before the column are repeated so
    /// the caret lines up however wide the terminal shows a tab.
    private func excerpt(at location: SourceLocation?, cache: inout ExcerptCache) -> String {
        guard let location, location.hasPosition, let source = sources[location.file] else { return "" }
        let lines: SourceLines
        if let cached = cache.files[location.file] {
            lines = cached
        } else {
            lines = SourceLines(source)
            cache.files[location.file] = lines
        }
        let line: String
        let column: Int
        if let scalars = cache.longLines[location.file]?[location.line] {
            (line, column) = Self.window(of: scalars, around: location.column)
        } else {
            guard let fullLine = lines.line(location.line) else { return "" }
            if fullLine.isEmpty && location.column <= 1 { return "" }
            // Counting stops past the widest excerpt: a short line is shown whole at once.
            if fullLine.unicodeScalars.dropFirst(Self.maxExcerptWidth).isEmpty {
                (line, column) = (String(fullLine), location.column)
            } else {
                let scalars = Array(fullLine.unicodeScalars)
                cache.longLines[location.file, default: [:]][location.line] = scalars
                (line, column) = Self.window(of: scalars, around: location.column)
            }
        }
        // Control characters print escaped (`\u{1B}`), never raw; the caret moves along by
        // each escape's width.
        var padding = ""
        var before = 0
        for scalar in line.unicodeScalars.prefix(max(column - 1, 0)) {
            if scalar == "\t" {
                padding.unicodeScalars.append("\t")
            } else {
                padding += String(repeating: " ", count: DisplayText.escape(scalar).unicodeScalars.count)
            }
            before += 1
        }
        let missing = max(column - 1, 0) - before
        if missing > 0 { padding += String(repeating: " ", count: missing) }
        return "\(DisplayText.escaped(line, keepingTabs: true))\n\(padding)\(paint("^", .green))\n"
    }

    /// Widest excerpt shown, in scalars; longer lines are cut around the column with `...`.
    static let maxExcerptWidth = 120

    /// The part of a long line to show, and the caret's column within it: work in proportion
    /// to the width shown, not to the line's length.
    static func window(of scalars: [Unicode.Scalar], around column: Int) -> (text: String, column: Int) {
        let count = scalars.count
        guard count > maxExcerptWidth else { return (String(String.UnicodeScalarView(scalars)), column) }
        let half = maxExcerptWidth / 2
        let start = max(0, min(column - 1 - half, count - maxExcerptWidth))
        let end = min(count, start + maxExcerptWidth)
        var text = String(String.UnicodeScalarView(scalars[start..<end]))
        var caret = column - start
        if start > 0 {
            text = "..." + text
            caret += 3
        }
        if end < count { text += "..." }
        return (text, caret)
    }

    private func paint(_ text: String, _ style: Style) -> String {
        colors ? "\(style.rawValue)\(text)\u{1B}[0m" : text
    }
}
