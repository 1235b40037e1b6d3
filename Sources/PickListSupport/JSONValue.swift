/// A JSON value as a String Catalog holds it: objects keep their members in file order,
/// numbers keep their text, and every value and key remembers where it was read.
///
/// The catalog tool reads a whole catalog into this tree, changes only the entries it owns,
/// and writes the tree back (PickListStrings' `CatalogJSONWriter`): members it does not know (variations,
/// substitutions, `shouldTranslate`, fields of later Xcode versions) pass through untouched.
/// Positions are what `picklist lint` points at; values made by the tool have
/// ``TextPosition/none``.
///
/// Foundation's `JSONSerialization` gives `NSDictionary`s (no order, no positions, numbers
/// as `NSNumber`), and `Codable` needs a type per shape: neither can give a catalog back
/// byte for byte. The preview's rows files read through it too.
package indirect enum JSONValue: Hashable, Sendable {
    case object([JSONMember])
    case array([JSONValue.Positioned])
    case string(String)
    /// The number's text as written (`1`, `-2.5e3`), so it is written back the same.
    case number(String)
    case bool(Bool)
    case null

    /// A value with the place it starts in its file.
    package struct Positioned: Hashable, Sendable {
        package var value: JSONValue
        package var position: TextPosition

        package init(_ value: JSONValue, at position: TextPosition = .none) {
            self.value = value
            self.position = position
        }
    }

    /// What kind of value this is, for messages: `an object`, `a string`, …
    package var kindDescription: String {
        switch self {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }

    package var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    package var members: [JSONMember]? {
        if case .object(let members) = self { return members }
        return nil
    }
}

/// One `"key" : value` of a JSON object.
package struct JSONMember: Hashable, Sendable {
    package var key: String
    /// Where the key's opening quote is.
    package var keyPosition: TextPosition
    package var value: JSONValue.Positioned

    package init(_ key: String, _ value: JSONValue.Positioned, keyPosition: TextPosition = .none) {
        self.key = key
        self.keyPosition = keyPosition
        self.value = value
    }
}

extension [JSONMember] {
    /// The member named `key`.
    package subscript(member key: String) -> JSONMember? {
        first { $0.key == key }
    }

    /// The value of the member named `key`; setting replaces the value in place (keeping the
    /// member's place and positions), appends a new member, or removes it for `nil`.
    package subscript(key: String) -> JSONValue? {
        get { first { $0.key == key }?.value.value }
        set {
            let index = firstIndex { $0.key == key }
            switch (index, newValue) {
            case (let index?, let value?): self[index].value.value = value
            case (nil, let value?): append(JSONMember(key, JSONValue.Positioned(value)))
            case (let index?, nil): remove(at: index)
            case (nil, nil): break
            }
        }
    }
}
