/// Ids: derived from a title, written (`id`, `renamed_from`), or chosen as a Swift case
/// name (`swift_name`), and the note when a case name is escaped.
extension SpecDocumentValidator {
    /// `- Title` (or a full-form item without `id`): the id is derived from the title.
    mutating func deriveID(into parsed: ParsedItem, titleNode: Node, itemNode: Node) {
        guard let title = parsed.title else { return }
        guard let id = IdentifierDerivation.id(fromTitle: title) else {
            let fix: String
            if case .mapping = itemNode.content {
                fix = "add an 'id:' to the item, for example 'id: thumbsUp'"
            } else {
                fix = "write the item as 'id: title', for example '- thumbsUp: \(title)'"
            }
            error(
                .underivableID,
                "cannot derive an id from the title '\(title)' (it has no letter or digit); \(fix)",
                at: titleNode)
            return
        }
        let location = location(titleNode)
        parsed.id = id
        parsed.idLocation = location
        parsed.isDerived = true
    }

    /// The case name a `swift_name` gives (backticked when it is a keyword), or `nil` (reported):
    /// it must be an identifier that does not start with a digit, and not the name of a member
    /// of the generated type.
    mutating func swiftName(_ node: Node) -> String? {
        guard let name = validID(node, key: "swift_name") else { return nil }
        if IdentifierDerivation.startsWithDigit(name) {
            error(
                .invalidID, "invalid swift_name '\(name)': a Swift name cannot start with a digit",
                at: node, suggestion: "_" + name)
            return nil
        }
        if ReservedNames.memberNames.contains(name) {
            error(
                .reservedID,
                "the swift_name '\(name)' is a name every generated list already uses; choose another",
                at: node, suggestion: name + "_")
            return nil
        }
        return SwiftKeywords.needingBackticks.contains(name) ? "`" + name + "`" : name
    }

    /// Says what an id's case is called when it is not the id itself or the id in backticks:
    /// `_3d` for `3d`, `ID_` for `ID` (a member name).
    /// (`caseName` is ``IdentifierDerivation/caseName(for:)`` of `id`.)
    mutating func noteEscapedCaseName(of id: String, caseName: String, at location: SourceLocation) {
        guard caseName != id, caseName != "`" + id + "`" else { return }
        let reason = IdentifierDerivation.startsWithDigit(id)
            ? "a Swift name cannot start with a digit"
            : "every generated list already uses the name '\(id)'"
        note(
            .escapedCaseName,
            "the id '\(id)' is the Swift case '\(caseName)' (\(reason)); 'swift_name:' names it otherwise",
            at: location)
    }

    /// A scalar that is a valid id, or `nil` (reported).
    mutating func validID(_ node: Node, key: String) -> String? {
        if isUnresolved(node) { return nil }
        guard case .scalar(let id, let isPlain) = node.content else {
            error(.wrongType, "an id must be a string, not \(Self.describe(node))", at: node)
            return nil
        }
        if id.isEmpty, isPlain {
            error(.missingValue, "'\(key)' has no value; write an id such as 'design'", at: node)
            return nil
        }
        if id == "_" {
            error(.invalidID, "invalid id '_': '_' alone is Swift's wildcard, not a name; use a word such as 'none'", at: node)
            return nil
        }
        guard IdentifierDerivation.isValidID(id) else {
            var suggestion = IdentifierDerivation.id(fromTitle: id)
            if suggestion == id { suggestion = nil }
            error(
                .invalidID,
                "invalid id '\(id)': an id may contain only letters, digits and underscores (it becomes a Swift enum case)",
                at: node, suggestion: suggestion)
            return nil
        }
        checkTag(node, readAs: .string)
        return id
    }
}
