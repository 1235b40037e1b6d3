import PickListCompiler

/// `fuzz-load`: bytes → ``YAMLLoader`` → node tree and diagnostics.
///
/// Invariants: the loader returns (no trap, no hang) for any bytes; every diagnostic and every
/// node is located inside the text; loading the same bytes twice gives the same result; a file
/// that is not UTF-8 text has no documents.
package enum LoadTarget {
    /// The path every input is loaded as.
    package static let path = "fuzz.picklist.yml"

    package static func run(_ input: [UInt8]) {
        let loader = YAMLLoader()
        let file = loader.load(bytes: input, path: path)
        let text = SourceText(file.source, breaks: .yaml)
        DiagnosticChecks.requireLocated(file.diagnostics, in: path, text: text)
        for document in file.documents {
            requireLocated(document, text: text)
        }
        let isText = !file.diagnostics.contains { $0.rule == "invalid-utf8" || $0.rule == "binary-file" }
        Invariant.require(isText || file.documents.isEmpty, "a file that is not UTF-8 text has documents")

        let again = loader.load(bytes: input, path: path)
        Invariant.require(again.documents == file.documents, "loading the same bytes twice gave other documents")
        Invariant.require(again.diagnostics == file.diagnostics, "loading the same bytes twice gave other diagnostics")
    }

    /// Every node of the tree (keys included) starts at a line and column of the text.
    static func requireLocated(_ node: Node, text: SourceText) {
        var pending = [node]
        while let node = pending.popLast() {
            Invariant.require(
                text.contains(line: node.mark.line, column: node.mark.column),
                "a node is at \(node.mark.line):\(node.mark.column), outside the text"
            )
            switch node.content {
            case .scalar, .unresolvedAlias: break
            case .sequence(let items): pending.append(contentsOf: items)
            case .mapping(let pairs):
                for pair in pairs { pending.append(contentsOf: [pair.key, pair.value]) }
            }
        }
    }
}
