/// Reading typed values from nodes. Scalars are typed by the key they belong to, never by
/// YAML 1.1 guessing: a bool is exactly `true` or `false`, an int is plain decimal digits,
/// and everything in a string position is a string (`No`, `On`, `3`).
///
/// An empty plain scalar (`title:` with nothing after it) is a missing value everywhere.
extension SpecDocumentValidator {
    /// The entries of a mapping whose keys are in `allowed`, by key. Unknown keys are
    /// reported (with the closest allowed key as a suggestion, remembered in
    /// `misspeltKeys` until the next call) and skipped; for a key the
    /// loader already reported as duplicated, the first entry wins. A key listed in
    /// `misplaced` (a known key written at the wrong level) gets its hint instead.
    mutating func knownEntries(
        of pairs: [Node.Pair], allowed: [String], in context: String,
        misplaced: [String: String] = [:], fields: [String] = []
    ) -> KnownEntries {
        misspeltKeys = []
        var entries = KnownEntries(allowed: allowed, pairs: pairs)
        // The keys only: a value is not copied until a caller asks for its entry.
        for index in pairs.indices {
            let keyNode = pairs[index].key
            if isUnresolved(keyNode) { continue }
            guard case .scalar(let key, _) = keyNode.content else {
                error(.wrongType, "a key in \(context) must be a plain word, not \(Self.describe(keyNode))", at: keyNode)
                continue
            }
            if key == "<<", case .scalar(_, isPlain: true) = keyNode.content {
                error(.unknownKey, "merge keys ('<<') are not supported; write the keys out in this mapping", at: keyNode)
                // The merged mapping may have held any key: none is reported missing.
                misspeltKeys.formUnion(allowed)
                continue
            }
            checkTag(keyNode, readAs: .string)
            if let slot = KnownEntries.position(of: key, in: allowed) {
                entries.add(pairAt: index, slot: slot)
            } else if !fields.isEmpty, fields.contains(key) {
                continue                            // an item's value of one of the list's fields
            } else {
                if let hint = misplaced[key] {
                    error(.unknownKey, "unknown key '\(key)' in \(context): \(hint)", at: keyNode)
                    continue
                }
                let suggestion = Suggestion.closest(to: key, among: fields.isEmpty ? allowed : allowed + fields)
                let message = suggestion == nil
                    ? "unknown key '\(key)' in \(context); expected one of: \(allowed.joined(separator: ", "))"
                    : "unknown key '\(key)' in \(context)"
                error(.unknownKey, message, at: keyNode, suggestion: suggestion)
                if let suggestion { misspeltKeys.insert(suggestion) }
            }
        }
        return entries
    }

    /// The string value of `pair`, or `nil` (reported) when it is not a scalar or is empty.
    mutating func string(_ pair: Node.Pair, key: String) -> String? {
        switch pair.value.content {
        case .scalar(let text, let isPlain):
            if text.isEmpty, isPlain {
                error(
                    .missingValue,
                    "'\(key)' has no value; write it after '\(key):'",
                    at: pair.value)
                return nil
            }
            checkTag(pair.value, readAs: .string)
            return text
        case .unresolvedAlias:
            _ = isUnresolved(pair.value)
            return nil
        case .sequence, .mapping:
            error(.wrongType, "'\(key)' must be a string, not \(Self.describe(pair.value))", at: pair.value)
            return nil
        }
    }

    /// A string that must not be empty (titles).
    mutating func nonEmptyString(_ pair: Node.Pair, key: String, what: String) -> String? {
        guard let text = string(pair, key: key) else { return nil }
        if Self.isBlank(text) {
            error(.invalidValue, "the title of \(what) cannot be empty", at: pair.value)
            return nil
        }
        return text
    }

    /// A required, non-empty string: `missing-key` at `container` when absent (unless the
    /// key was just reported as misspelt: one mistake, one error).
    mutating func requiredString(_ pair: Node.Pair?, key: String, in container: Node, what: String) -> String? {
        guard let pair else {
            if misspeltKeys.contains(key) { return nil }
            error(.missingKey, "missing key '\(key)': \(what) needs a '\(key):'", at: container)
            return nil
        }
        return nonEmptyString(pair, key: key, what: what)
    }

    static func isBlank(_ text: String) -> Bool {
        if let first = text.utf8.first, first > 0x20, first < 0x80 {
            return false                                    // the usual case: a visible ASCII start
        }
        return text.unicodeScalars.allSatisfy { $0.properties.isWhitespace }
    }

    private static let truthyWords: Set<String> = ["yes", "Yes", "YES", "y", "Y", "on", "On", "ON", "True", "TRUE"]
    private static let falsyWords: Set<String> = ["no", "No", "NO", "n", "N", "off", "Off", "OFF", "False", "FALSE"]

    /// `true` or `false`, written plain. YAML 1.1 spellings (`yes`, `on`, `True`, …) are
    /// rejected with the right spelling as a suggestion, so one spec reads one way.
    mutating func bool(_ pair: Node.Pair, key: String, alsoAllowed: String? = nil) -> Bool? {
        let expected = alsoAllowed.map { "true, false \($0)" } ?? "true or false"
        if isUnresolved(pair.value) { return nil }
        guard case .scalar(let text, let isPlain) = pair.value.content else {
            error(.wrongType, "'\(key)' must be \(expected), not \(Self.describe(pair.value))", at: pair.value)
            return nil
        }
        if isPlain {
            if text == "true" || text == "false" {
                checkTag(pair.value, readAs: .bool)
                return text == "true"
            }
            if text.isEmpty {
                error(.missingValue, "'\(key)' has no value; write true or false, or remove the key", at: pair.value)
                return nil
            }
        }
        let suggestion: String?
        if text == "true" || Self.truthyWords.contains(text) {
            suggestion = "true"
        } else if text == "false" || Self.falsyWords.contains(text) {
            suggestion = "false"
        } else {
            suggestion = nil
        }
        error(
            .wrongType, "'\(key)' must be \(expected), not \(Self.describe(pair.value))",
            at: pair.value, suggestion: suggestion)
        return nil
    }

    /// A whole number of 0 or more, written as plain decimal digits.
    mutating func count(_ pair: Node.Pair, key: String) -> Int? {
        if isUnresolved(pair.value) { return nil }
        guard case .scalar(let text, let isPlain) = pair.value.content, !text.isEmpty else {
            if case .scalar = pair.value.content {
                error(.missingValue, "'\(key)' has no value; write a whole number, or remove the key", at: pair.value)
            } else {
                error(.wrongType, "'\(key)' must be a whole number, not \(Self.describe(pair.value))", at: pair.value)
            }
            return nil
        }
        var digits = text.utf8[...]
        let negative = digits.first == UInt8(ascii: "-")
        if negative { digits = digits.dropFirst() }
        guard isPlain, !digits.isEmpty, digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
            error(.wrongType, "'\(key)' must be a whole number, not \(Self.describe(pair.value))", at: pair.value)
            return nil
        }
        var value = 0
        for digit in digits {
            let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times10.addingReportingOverflow(Int(digit - UInt8(ascii: "0")))
            if overflow1 || overflow2 {
                error(.invalidValue, "'\(key)' is too large", at: pair.value)
                return nil
            }
            value = sum
        }
        checkTag(pair.value, readAs: .count)
        if negative, value != 0 {
            error(.bounds, "'\(key)' must be 0 or more, not -\(value)", at: pair.value)
            return nil
        }
        return value
    }

    /// One of an enum's raw values; an unknown value is reported with the closest one.
    mutating func enumValue<Value: RawRepresentable & CaseIterable>(
        _ pair: Node.Pair, key: String, as type: Value.Type
    ) -> Value? where Value.RawValue == String {
        // Spelled out for errors only: a valid value costs no list of the alternatives.
        var allowed: [String] { Value.allCases.map(\.rawValue) }
        var expected: String { Self.alternatives(allowed) }
        if isUnresolved(pair.value) { return nil }
        guard case .scalar(let text, let isPlain) = pair.value.content else {
            error(.wrongType, "'\(key)' must be \(expected), not \(Self.describe(pair.value))", at: pair.value)
            return nil
        }
        if text.isEmpty, isPlain {
            error(.missingValue, "'\(key)' has no value; write \(expected)", at: pair.value)
            return nil
        }
        if let value = Value(rawValue: text) {
            checkTag(pair.value, readAs: .string)
            return value
        }
        error(
            .invalidValue, "invalid value '\(text)' for '\(key)'; expected \(expected)",
            at: pair.value, suggestion: Suggestion.closest(to: text, among: allowed))
        return nil
    }

    /// The entries of a value that must be a sequence (`in: [title]`, a subset's ids), or
    /// `nil` (reported) when it is empty (`missingValue`) or not a sequence (`wrongType`, then
    /// `, not …`; a scalar gets the suggestion `[scalar]`).
    mutating func sequenceEntries(
        _ value: Node, missingValue: @autoclosure () -> String, wrongType: @autoclosure () -> String
    ) -> [Node]? {
        if isUnresolved(value) { return nil }
        guard case .sequence(let nodes) = value.content else {
            if case .scalar("", isPlain: true) = value.content {
                error(.missingValue, missingValue(), at: value)
            } else {
                error(
                    .wrongType, wrongType() + ", not " + Self.describe(value),
                    at: value, suggestion: value.scalarText.map { "[\($0)]" })
            }
            return nil
        }
        checkTag(value, readAs: .sequence)
        return nodes
    }

    /// The text of a sequence entry that must be a word (an id in `default` or a subset, a
    /// search field), or `nil` when it is not: an alias to nothing (already reported), or not
    /// a non-empty scalar (`wrong-type`, "`entry` must be …, not …").
    mutating func scalarEntry(_ node: Node, entry: @autoclosure () -> String) -> String? {
        if isUnresolved(node) { return nil }
        guard let text = node.scalarText, !text.isEmpty else {
            error(.wrongType, entry() + ", not " + Self.describe(node), at: node)
            return nil
        }
        checkTag(node, readAs: .string)
        return text
    }

    /// What a key reads its value as, for ``checkTag(_:readAs:)``.
    enum ValueKind: String {
        case string = "a string"
        case bool = "true or false"
        case count = "a whole number"
        case sequence = "a sequence"
        case mapping = "a mapping"

        /// The standard tag of this kind (`!!str`, …), as libyaml resolves it.
        var standardTag: String {
            let name = switch self {
            case .string: "str"
            case .bool: "bool"
            case .count: "int"
            case .sequence: "seq"
            case .mapping: "map"
            }
            return Node.standardTagPrefix + name
        }
    }

    /// Warns (`ignored-tag`) about a tag on a value read as `kind`: values are typed by their
    /// key, so a tag cannot change what a value is. The non-specific `!` and `!!str` on a
    /// scalar are honoured by the loader (the scalar is a string, as a quoted one is), and the
    /// standard tag of `kind` (`!!int` on a count, `!!seq` on a sequence) says what the key
    /// reads anyway; any other tag is ignored. Called once a value was read as `kind`, so a
    /// value of the wrong kind gets its `wrong-type` error alone.
    mutating func checkTag(_ node: Node, readAs kind: ValueKind) {
        guard let tag = node.tag, tag != Node.nonSpecificTag, tag != kind.standardTag,
              let written = node.writtenTag else { return }
        warning(
            .ignoredTag, "the tag '\(written)' is ignored: picklist reads this value as \(kind.rawValue)",
            at: location(node))
    }

    /// `'a' or 'b'`, `'a', 'b' or 'c'`.
    static func alternatives(_ words: [String]) -> String {
        let quoted = words.map { "'\($0)'" }
        guard quoted.count > 1 else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " or " + quoted[quoted.count - 1]
    }

    /// A key that is either a switch or a mapping of settings (`all`, `localization`):
    /// `.on(nil)` for `true`, `.on(keys)` for a mapping (its keys checked against `allowed`),
    /// `nil` for `false` and for an invalid value (reported).
    enum Switch {
        case on(KnownEntries?)
    }

    mutating func switchOrMapping(_ pair: Node.Pair, key: String, allowed: [String], mappingKeys: String) -> Switch? {
        switch pair.value.content {
        case .scalar:
            return bool(pair, key: key, alsoAllowed: "or a mapping (\(mappingKeys))") == true ? .on(nil) : nil
        case .sequence:
            error(.wrongType, "'\(key)' must be true, false or a mapping (\(mappingKeys)), not a sequence", at: pair.value)
            return nil
        case .unresolvedAlias:
            _ = isUnresolved(pair.value)
            return nil
        case .mapping(let pairs):
            checkTag(pair.value, readAs: .mapping)
            return .on(knownEntries(of: pairs, allowed: allowed, in: "'\(key)'"))
        }
    }
}
