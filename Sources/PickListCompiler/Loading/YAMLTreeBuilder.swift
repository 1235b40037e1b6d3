/// Builds ``Node`` trees from a stream of ``YAMLEvent``s, without recursion.
///
/// Open sequences and mappings live on an explicit stack, so a deeply nested file can never
/// overflow the call stack; nesting beyond ``maxDepth`` is reported (`too-deep`), its
/// document dropped, and loading stops (``stopped``): libyaml's cost grows with the square of
/// the nesting depth, so parsing on through 100 000 open brackets would take minutes. Aliases
/// are expanded by sharing the anchored node (copy-on-write), and every expansion is charged
/// its node count against ``aliasBudget``; going over it drops the document and stops loading
/// the same way. An alias to no anchor becomes an ``Node/Content/unresolvedAlias(_:)``.
struct YAMLTreeBuilder {
    let path: String
    let maxDepth: Int
    let aliasBudget: Int

    /// Completed documents, in order.
    private(set) var documents: [Node] = []
    /// Documents the stream held, including any dropped for being too deep.
    private(set) var documentCount = 0
    var diagnostics: [Diagnostic] = []

    /// An open sequence or mapping.
    private struct Frame {
        var isMapping: Bool
        var mark: Mark
        var tag: String?
        var anchor: String?
        var items: [Node] = []
        var pairs: [Node.Pair] = []
        var pendingKey: Node?
        /// Nodes in this subtree so far, the frame itself included.
        var size = 1
        /// Levels of collections in this subtree so far, the frame itself included.
        var height = 1
    }

    /// A completed anchored node, with what expanding it costs.
    private struct Anchored {
        var node: Node
        var size: Int
        var height: Int
    }

    private var stack: [Frame] = []
    private var root: Node?
    /// Where the current document starts (its `---`, or its first token).
    private var documentMark = Mark(line: 1, column: 1)
    private var anchors: [String: Anchored] = [:]
    private var expandedNodes = 0
    private var skippingDocument = false
    /// Set when the rest of the file should not be parsed (see the type's documentation).
    private(set) var stopped = false

    init(path: String, maxDepth: Int, aliasBudget: Int) {
        self.path = path
        self.maxDepth = maxDepth
        self.aliasBudget = aliasBudget
        stack.reserveCapacity(16)
    }

    mutating func handle(_ event: YAMLEvent) {
        switch event {
        case .streamStart, .streamEnd:
            break
        case .documentStart(let mark):
            documentCount += 1
            documentMark = mark
            root = nil
            stack.removeAll(keepingCapacity: true)
            anchors.removeAll()
            skippingDocument = false
        case .documentEnd:
            if !skippingDocument, var root {
                // An empty document's empty scalar sits after the `---` line (past the end of
                // a file holding only `---`): point at the document's start instead.
                if case .scalar("", isPlain: true) = root.content, root.tag == nil {
                    root.mark = documentMark
                }
                documents.append(root)
            }
            root = nil
        default:
            guard !skippingDocument else { return }
            handleNodeEvent(event)
        }
    }

    private mutating func handleNodeEvent(_ event: YAMLEvent) {
        switch event {
        case let .scalar(value, isPlain, anchor, tag, mark):
            // `!!str true` and `! true` are strings, as `"true"` is: not plain for typing.
            let isString = tag == Node.stringTag || tag == Node.nonSpecificTag
            complete(Node(.scalar(value, isPlain: isPlain && !isString), mark: mark, tag: tag),
                     size: 1, height: 0, anchor: anchor)
        case let .sequenceStart(anchor, tag, mark):
            var frame = Frame(isMapping: false, mark: mark, tag: tag, anchor: anchor)
            frame.items.reserveCapacity(4)
            open(frame)
        case let .mappingStart(anchor, tag, mark):
            var frame = Frame(isMapping: true, mark: mark, tag: tag, anchor: anchor)
            frame.pairs.reserveCapacity(4)
            open(frame)
        case .sequenceEnd, .mappingEnd:
            close()
        case let .alias(name, mark):
            expandAlias(name, at: mark)
        default:
            break
        }
    }

    private mutating func open(_ frame: Frame) {
        guard stack.count < maxDepth else {
            reportTooDeep(at: frame.mark)
            return
        }
        stack.append(frame)
    }

    private mutating func close() {
        guard let frame = stack.popLast() else { return }
        let content: Node.Content
        if frame.isMapping {
            content = .mapping(removingDuplicateKeys(frame.pairs))
        } else {
            content = .sequence(frame.items)
        }
        complete(Node(content, mark: frame.mark, tag: frame.tag),
                 size: frame.size, height: frame.height, anchor: frame.anchor)
    }

    /// Adds a finished node to its parent (or makes it the document's root).
    private mutating func complete(_ node: Node, size: Int, height: Int, anchor: String?) {
        if let anchor {
            anchors[anchor] = Anchored(node: node, size: size, height: height)
        }
        guard !stack.isEmpty else {
            root = node
            return
        }
        let top = stack.count - 1
        stack[top].size += size
        stack[top].height = max(stack[top].height, height + 1)
        if stack[top].isMapping {
            if let key = stack[top].pendingKey.take() {
                stack[top].pairs.append(Node.Pair(key: key, value: node))
            } else {
                stack[top].pendingKey = node
            }
        } else {
            stack[top].items.append(node)
        }
    }

    private mutating func expandAlias(_ name: String, at mark: Mark) {
        guard let anchored = anchors[name] else {
            diagnostics.append(.error(
                LoadingRule.unknownAlias,
                "alias '*\(name)' refers to no anchor defined before it in this document",
                at: location(mark)))
            complete(Node(.unresolvedAlias(name), mark: mark), size: 1, height: 0, anchor: nil)
            return
        }
        if anchored.size > aliasBudget - expandedNodes {
            // Past the budget the document is incomplete: validating what was loaded would
            // report the missing values (thousands of empty items after `[&a A, *a, *a, …]`),
            // so the document is dropped, like one nested too deep, and loading stops.
            diagnostics.append(.error(
                LoadingRule.aliasBudget,
                "alias '*\(name)' expands beyond the limit of \(aliasBudget) nodes (an alias bomb?); "
                    + "the file is not loaded further",
                at: location(mark)))
            stopLoading()
            return
        }
        if stack.count + anchored.height > maxDepth {
            reportTooDeep(at: mark)
            return
        }
        expandedNodes += anchored.size
        var node = anchored.node
        node.mark = mark
        complete(node, size: anchored.size, height: anchored.height, anchor: nil)
    }

    private mutating func reportTooDeep(at mark: Mark) {
        diagnostics.append(.error(
            LoadingRule.tooDeep,
            "sequences and mappings nested more than \(maxDepth) levels deep; the file is not loaded further",
            at: location(mark)))
        stopLoading()
    }

    /// Drops the current document and stops loading the file (see the type's documentation).
    private mutating func stopLoading() {
        skippingDocument = true
        stopped = true
        stack.removeAll(keepingCapacity: true)
    }

    /// Reports every repeated scalar key and keeps only its first occurrence.
    private mutating func removingDuplicateKeys(_ pairs: [Node.Pair]) -> [Node.Pair] {
        guard pairs.count > 1 else { return pairs }
        var duplicates: [Int] = []
        if pairs.count <= 16 {
            for index in 1..<pairs.count {
                guard case .scalar(let key, _) = pairs[index].key.content else { continue }
                for earlier in 0..<index {
                    if case .scalar(let other, _) = pairs[earlier].key.content, other == key {
                        reportDuplicate(key, at: pairs[index].key.mark, first: pairs[earlier].key.mark)
                        duplicates.append(index)
                        break
                    }
                }
            }
        } else {
            var firstIndex: [String: Int] = [:]
            firstIndex.reserveCapacity(pairs.count)
            for index in pairs.indices {
                guard case .scalar(let key, _) = pairs[index].key.content else { continue }
                if let earlier = firstIndex[key] {
                    reportDuplicate(key, at: pairs[index].key.mark, first: pairs[earlier].key.mark)
                    duplicates.append(index)
                } else {
                    firstIndex[key] = index
                }
            }
        }
        guard !duplicates.isEmpty else { return pairs }
        var kept = pairs
        for index in duplicates.reversed() { kept.remove(at: index) }
        return kept
    }

    private mutating func reportDuplicate(_ key: String, at mark: Mark, first: Mark) {
        diagnostics.append(Diagnostic.error(
            LoadingRule.duplicateKey, "duplicate key '\(key)'; the first one is used",
            at: location(mark),
            notes: [Diagnostic.Note("'\(key)' first defined here", at: location(first))]))
    }

    private func location(_ mark: Mark) -> SourceLocation {
        SourceLocation(file: path, mark: mark)
    }
}
