/// Lines of the template context joined into one value: a block a template writes with one
/// tag where it would otherwise iterate a section once per line.
///
/// swift-mustache spends about 9 500 instructions on each element of a section, however small
/// (it copies its context stack, casts the element and renders the section's tokens), and the
/// built-in `swift` template's tables have one line per item (docs/performance.md). A block is
/// exactly what that section would write — each line after its indentation, lines joined by
/// line feeds — except that an empty line gets no indentation, so no line ends in a blank.
enum TextBlock {
    /// `lines`, each after `indentation` (an empty line stays empty), joined by line feeds,
    /// with none after the last.
    static func joining(_ lines: [String], indentation: String) -> String {
        joining(count: lines.count, indentation: indentation) { lines[$0] }
    }

    /// The `count` lines `line(0)`, `line(1)` … joined as ``joining(_:indentation:)`` joins them.
    static func joining(count: Int, indentation: String, line: (Int) -> String) -> String {
        let indentation = Array(indentation.utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count * (indentation.count + 24))
        for index in 0..<count {
            if index > 0 { bytes.append(0x0A) }
            let line = line(index)
            if !line.isEmpty {
                bytes.append(contentsOf: indentation)
                let copied: Void? = line.utf8.withContiguousStorageIfAvailable { bytes.append(contentsOf: $0) }
                if copied == nil { bytes.append(contentsOf: line.utf8) }
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The `count` lines of a table of a multi-line string literal, joined as
    /// ``joining(_:indentation:)`` joins them: line `index` is `text(index)` copied from its
    /// own storage when ``LiteralEscaping/isPlainMultilineLine(_:)`` (almost every id and
    /// title), else `line(index)`, the escaped line.
    static func joiningTableLines(
        count: Int, indentation: String, text: (Int) -> String, line: (Int) -> String
    ) -> String {
        let indentation = Array(indentation.utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count * (indentation.count + 24))
        for index in 0..<count {
            if index > 0 { bytes.append(0x0A) }
            let copied: Bool? = text(index).utf8.withContiguousStorageIfAvailable { utf8 in
                guard LiteralEscaping.isPlainMultilineLine(utf8) else { return false }
                if !utf8.isEmpty {
                    bytes.append(contentsOf: indentation)
                    bytes.append(contentsOf: utf8)
                }
                return true
            }
            if copied == true { continue }
            let line = line(index)
            if !line.isEmpty {
                bytes.append(contentsOf: indentation)
                bytes.append(contentsOf: line.utf8)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `count` spaces, the indentation of a block.
    static func spaces(_ count: Int) -> String {
        String(repeating: " ", count: count)
    }
}
