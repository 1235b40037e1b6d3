/// Ids: derived from a title, written (`id`, `renamed_from`), or chosen as a Swift case
/// name (`swift_name`), and the note when a case name is not the id itself.
///
/// An item's id is the string the app stores (in `UserDefaults`, on a server): any non-empty
/// text without control characters (`one-vote`, `Ice Cube - Dark`, `folder:work`, `2`). Its
/// Swift case name is the id when the id is an identifier (escaped where it must be),
/// otherwise derived from it as from a title (`one-vote` → `oneVote`), or `swift_name`.
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
    /// of the generated type. `none` and `some`, the cases of `Optional`, are allowed with a
    /// note: an app's own enum may have such a case, which its call sites use.
    mutating func swiftName(_ node: Node) -> String? {
        guard let name = validID(node, key: "swift_name", what: "a Swift name") else { return nil }
        if IdentifierDerivation.startsWithDigit(name) {
            error(
                .invalidID, "invalid swift_name '\(name)': a Swift name cannot start with a digit",
                at: node, suggestion: "_" + name)
            return nil
        }
        if name == "none" || name == "some" {
            // The app's own enum may have this case, and its call sites use it: allowed, with
            // what it costs at a comparison with an optional.
            note(
                .escapedCaseName,
                "the swift_name '\(name)' is also a case of Swift's Optional: comparing an optional item (such as 'selection.selectedItem') with '.\(name)' then needs 'Optional.\(name)'",
                at: location(node))
            return name
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

    /// Notes an id's case name where a reader would not guess it from the id: a name every
    /// generated list already uses, `_` added (`ID` → `ID_`, `none` → `none_`), or a keyword
    /// that only the derivation made (`Default` → `` `default` ``). The derivation itself
    /// (`one-vote` → `oneVote`, `Never` → `never`, `2` → `_2`) is the documented rule and
    /// goes without a note: a list of stored ids would otherwise note every item.
    /// (`name` is ``IdentifierDerivation/unescapedCaseName(forStoredID:)`` of `id`, `caseName`
    /// the name escaped.)
    mutating func noteEscapedCaseName(of id: String, name: String, caseName: String, at location: SourceLocation) {
        guard !IdentifierDerivation.startsWithDigit(name) else { return }
        let reason: String
        if name == "none" || name == "some" {
            reason = "'\(name)' is a case of Swift's Optional: beside a case '\(name)', comparing an optional item with '.\(name)' would need 'Optional.\(name)'"
        } else if ReservedNames.memberNames.contains(name) {
            reason = "every generated list already has a member named '\(name)'"
        } else if name != id, SwiftKeywords.needingBackticks.contains(name) {
            reason = "'\(name)' is a Swift keyword, so its declaration is written in backticks"
        } else {
            return
        }
        note(
            .escapedCaseName,
            "the id '\(id)' is the Swift case '\(caseName)' (\(reason)); 'swift_name:' names it otherwise",
            at: location)
    }

    /// The case name of a written id: the id itself (escaped where it must be) or derived from
    /// it, or `nil` (reported) when it has no letter or digit to derive one from.
    mutating func caseName(forStoredID id: String, at location: SourceLocation) -> String? {
        guard let name = IdentifierDerivation.unescapedCaseName(forStoredID: id) else {
            error(
                .underivableID,
                "no Swift case name can be derived from the id '\(id)' (it has no letter or digit); the id is the string the app stores, so keep it and add 'swift_name:' to name the case",
                at: location)
            return nil
        }
        let caseName = IdentifierDerivation.caseName(for: name)
        // Most names need no escaping and no note: only the few that do (and Optional's `none`
        // and `some`) are looked up in the sets of reserved names, hashing the id.
        if caseName != name || name == "none" || name == "some" {
            noteEscapedCaseName(of: id, name: name, caseName: caseName, at: location)
        }
        return caseName
    }

    /// A scalar that is a valid item id, or `nil` (reported): an item's id is the string the
    /// app stores, so any non-empty text without control characters.
    mutating func storedID(_ node: Node, key: String) -> String? {
        if isUnresolved(node) { return nil }
        guard case .scalar(let id, let isPlain) = node.content else {
            error(.wrongType, "an id must be a string, not \(Self.describe(node))", at: node)
            return nil
        }
        if id.isEmpty {
            if isPlain {
                error(.missingValue, "'\(key)' has no value; write an id such as 'design'", at: node)
            } else {
                error(.invalidID, "an id cannot be empty: it is the string the app stores for the item, such as 'design' or 'one-vote'", at: node)
            }
            return nil
        }
        // Unicode's control characters (general category Cc) are exactly U+0000–U+001F and
        // U+007F–U+009F: compared as numbers, not looked up in the category table per scalar.
        if let control = id.unicodeScalars.first(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) {
            let what = control == "\n" ? "a line break" : control == "\t" ? "a tab" : "the control character U+\(Self.hex(control))"
            error(
                .invalidID,
                "invalid id: an id is the string the app stores for the item, on one line without control characters, and this one holds \(what)",
                at: node)
            return nil
        }
        checkTag(node, readAs: .string)
        return id
    }

    private static func hex(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// A scalar that is an identifier (a section's id, a `swift_name`), or `nil` (reported);
    /// `what` names it in messages.
    mutating func validID(_ node: Node, key: String, what: String) -> String? {
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
            error(.invalidID, "invalid \(key) '_': '_' alone is Swift's wildcard, not a name; use a word such as 'none'", at: node)
            return nil
        }
        guard IdentifierDerivation.isValidID(id) else {
            var suggestion = IdentifierDerivation.id(fromTitle: id)
            if suggestion == id { suggestion = nil }
            error(
                .invalidID,
                "invalid \(key) '\(id)': \(what) may contain only letters, digits and underscores",
                at: node, suggestion: suggestion)
            return nil
        }
        checkTag(node, readAs: .string)
        return id
    }
}
