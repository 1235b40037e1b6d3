/// The body of a list's generated enum: each item's `case`, after the doc comment that Quick
/// Help and code review show (the list's `caseDeclarations` and `caseDeclarationsBlock`).
///
/// Each case is documented with its title, then its subtitle and its `doc` as paragraphs of
/// their own (`/// 30 Seconds`), and a documented case gets a `case` declaration of its own
/// after its comment lines (a doc comment on a declaration of several cases documents only
/// the first). Consecutive undocumented items share one declaration, one case per line
/// (`case design,` / `     testing`). Fewer declarations matter at scale: swiftc 6.3.1
/// type-checks an enum in time quadratic in its number of `case` declarations (40 000
/// declarations of one case take 10.5 s, one declaration of 40 000 cases 0.7 s;
/// docs/design.md), so a list of more than ``maximumTitleDocumentedItemCount`` items
/// documents only the items with a `doc`.
///
/// The body is written byte by byte into one buffer: the built-in `swift` template reads it
/// once per list, and it is most of what that template writes.
enum CaseDeclarations {
    /// The most items a list may have for every case to carry its title as a doc comment
    /// (one `case` declaration each); a longer list documents only the items with a `doc`,
    /// sharing declarations between the others, so its compile time stays linear.
    static let maximumTitleDocumentedItemCount = 1_000

    /// The body's lines, each after `indentation` spaces, joined by line feeds (none after
    /// the last).
    static func block(of spec: Spec, indentation: Int) -> String {
        String(decoding: bytes(of: spec, indentation: indentation), as: UTF8.self)
    }

    /// The body's lines, without indentation.
    static func lines(of spec: Spec) -> [String] {
        let bytes = bytes(of: spec, indentation: 0)
        guard !bytes.isEmpty else { return [] }
        return bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    }

    private static func bytes(of spec: Spec, indentation: Int) -> [UInt8] {
        let indentation = [UInt8](repeating: 0x20, count: indentation)
        let itemCount = spec.sections.reduce(0) { $0 + $1.items.count }
        let documentsTitles = itemCount <= maximumTitleDocumentedItemCount
        var bytes: [UInt8] = []
        bytes.reserveCapacity(itemCount * (indentation.count + (documentsTitles ? 48 : 16)))
        var previousDocumented = false
        var isFirst = true
        // Whether an item's declaration continues (a comma) depends on whether the next item
        // is documented: each item's comment lines are written into a scratch buffer when it
        // is the next item, and copied out when it is declared.
        func declare(_ name: String, docLines: [UInt8], nextDocumented: Bool?) {
            bytes.append(contentsOf: docLines)
            let documented = !docLines.isEmpty
            let startsDeclaration = isFirst || documented || previousDocumented
            bytes.append(contentsOf: indentation)
            bytes.append(contentsOf: (startsDeclaration ? "case " : "     ").utf8)
            bytes.append(contentsOf: name.utf8)
            if nextDocumented == false && !documented { bytes.append(UInt8(ascii: ",")) }
            bytes.append(0x0A)
            previousDocumented = documented
            isFirst = false
        }
        var currentName: String?
        var currentDocLines: [UInt8] = []
        var nextDocLines: [UInt8] = []
        for section in spec.sections {
            // Each item's texts are read where they are: copying an item copies all its fields.
            let items = section.items
            for index in items.indices {
                nextDocLines.removeAll(keepingCapacity: true)
                if documentsTitles || items[index].doc != nil {
                    appendDocLines(
                        title: items[index].titleArguments == nil ? items[index].title : ListModel.entry(of: items[index]).title,
                        subtitle: items[index].subtitleArguments == nil
                            ? items[index].subtitle : ListModel.entry(of: items[index]).subtitle,
                        doc: items[index].doc,
                        indentation: indentation, to: &nextDocLines)
                }
                if let currentName { declare(currentName, docLines: currentDocLines, nextDocumented: !nextDocLines.isEmpty) }
                swap(&currentDocLines, &nextDocLines)
                currentName = items[index].caseName
            }
        }
        if let currentName { declare(currentName, docLines: currentDocLines, nextDocumented: nil) }
        if bytes.last == 0x0A { bytes.removeLast() }
        return bytes
    }

    /// Appends an item's doc comment lines, each after `indentation` and followed by a line
    /// feed: its title, then its subtitle and its `doc` as paragraphs of their own, separated
    /// by `///` lines.
    private static func appendDocLines(
        title: String, subtitle: String?, doc: String?, indentation: [UInt8], to bytes: inout [UInt8]
    ) {
        var documented = false
        func appendParagraph(_ text: String) {
            let start = bytes.count
            if documented {
                bytes.append(contentsOf: indentation)
                bytes.append(contentsOf: "///\n".utf8)
            }
            if LiteralEscaping.appendDocCommentLines(text, indentation: indentation, to: &bytes) {
                documented = true
            } else {
                // A blank paragraph has no lines, and no separator before it.
                bytes.removeLast(bytes.count - start)
            }
        }
        appendParagraph(title)
        if let subtitle, !subtitle.isEmpty { appendParagraph(subtitle) }
        if let doc { appendParagraph(doc) }
    }
}
