/// How the generated code lays out the elements of an array literal.
///
/// While they are short they stay on their key's line, as a person writes
/// `actions: ["addSound"]`. A longer list is broken as swift-format breaks a long literal: a
/// line break after `[`, the elements in lines filled to ``width`` columns one level deeper
/// (the last with a trailing comma), and `]` on a line of its own at the key's indentation.
/// So the indent levels of 10 000 items are about 500 lines of code, not one line of 30 000
/// characters, and a diff of the generated file shows which items changed.
enum ArrayLiteralLayout {
    /// The widest line a broken list writes.
    static let width = 100
    /// The longest text of elements kept on the key's line (a key and its indentation take
    /// up to about 30 columns of the line's 100).
    static let inlineLimit = 68

    /// The text between `[` and `]` for `elements`, at a key indented by `indentation` spaces:
    /// the elements joined by `, ` when that is at most ``inlineLimit`` characters, otherwise
    /// the broken form described above (starting with a line break and ending with the
    /// closing bracket's indentation).
    static func elements(_ elements: [String], indentation: Int) -> String {
        fitsInline(elements) ? elements.joined(separator: ", ") : broken(elements, indentation: indentation)
    }

    /// Whether `elements` joined by `, ` take at most ``inlineLimit`` characters (counted
    /// until the limit is passed, so a long list is not read to its end).
    static func fitsInline(_ elements: [String]) -> Bool {
        var length = 0
        for element in elements {
            length += element.utf8.count + 2
            if length > inlineLimit + 2 { return false }
        }
        return true
    }

    private static func broken(_ elements: [String], indentation: Int) -> String {
        let inner = String(repeating: " ", count: indentation + 4)
        var text = "\n" + inner
        var column = inner.count
        for (index, element) in elements.enumerated() {
            let needed = element.utf8.count + 1  // the element and its comma
            if index > 0 {
                if column + 1 + needed > width {
                    text += "\n" + inner
                    column = inner.count
                } else {
                    text += " "
                    column += 1
                }
            }
            text += element + ","
            column += needed
        }
        return text + "\n" + String(repeating: " ", count: indentation)
    }

    /// A list of Swift cases for a documentation comment: every case while there are at most
    /// eight, otherwise the first five and how many more (`.a, .b, .c, .d, .e, … and 4895
    /// more`), so that Quick Help of a subset of thousands of items stays a sentence.
    static func caseSummary(_ cases: [String]) -> String {
        guard cases.count > 8 else { return cases.joined(separator: ", ") }
        return cases.prefix(5).joined(separator: ", ") + ", … and \(cases.count - 5) more"
    }
}
