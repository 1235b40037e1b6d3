/// A position in YAML source, 1-based. Converted from libyaml's 0-based marks in
/// exactly one place (``YAMLParser``), so nothing downstream adds or subtracts one.
package struct Mark: Hashable, Sendable {
    package var line: Int
    package var column: Int

    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}

/// A node of a loaded YAML document: scalar, sequence or mapping, each with the
/// place it starts at.
///
/// Scalars stay untyped strings: picklist types them by where they appear in a spec,
/// never by YAML 1.1 tag guessing (`No` under `items` is a title, not `false`).
/// Aliases are expanded while loading (with a bounded budget), so a tree contains no alias
/// node but an ``Content/unresolvedAlias(_:)`` placeholder for one that names no anchor.
package struct Node: Hashable, Sendable {
    package enum Content: Hashable, Sendable {
        /// A scalar's text after YAML unescaping, and whether it was written plain
        /// (unquoted) — only plain scalars can mean `true`, `false`, `null` or numbers.
        case scalar(String, isPlain: Bool)
        case sequence([Node])
        /// Mapping entries in source order. A repeated scalar key is reported by the loader
        /// (`duplicate-key`) and only its first entry is kept, so validation sees each key once.
        case mapping([Pair])
        /// An alias to no anchor (`*nope`), already reported by the loader (`unknown-alias`).
        /// Its value is unknown, so validation says nothing more about it.
        case unresolvedAlias(String)
    }

    /// One `key: value` entry of a mapping.
    package struct Pair: Hashable, Sendable {
        package var key: Node
        package var value: Node

        package init(key: Node, value: Node) {
            self.key = key
            self.value = value
        }
    }

    package var content: Content
    /// Where the node starts (for a mapping or sequence, its first token).
    package var mark: Mark
    /// An explicit tag, if the source had one, as libyaml resolves it: `!!str` is
    /// `tag:yaml.org,2002:str`, a local tag such as `!custom` stays `!custom`. A scalar
    /// tagged `!!str` or `!` is not plain (it is a string, as a quoted scalar is).
    package var tag: String?

    /// `!!str`, as libyaml resolves it.
    static let stringTag = "tag:yaml.org,2002:str"
    /// `!`, the non-specific tag: a scalar with it is a string.
    static let nonSpecificTag = "!"
    /// The prefix libyaml resolves the `!!` handle to.
    static let standardTagPrefix = "tag:yaml.org,2002:"

    /// The tag as it is usually written: `!!int` for `tag:yaml.org,2002:int`, `!custom`,
    /// `!<tag:example.com,2026:x>` for any other URI; `nil` without a tag.
    var writtenTag: String? {
        guard let tag else { return nil }
        if tag.hasPrefix(Self.standardTagPrefix) { return "!!" + tag.dropFirst(Self.standardTagPrefix.count) }
        if tag.hasPrefix("!") { return tag }
        return "!<\(tag)>"
    }

    package init(_ content: Content, mark: Mark, tag: String? = nil) {
        self.content = content
        self.mark = mark
        self.tag = tag
    }
}
