package import PickListCompiler
package import PickListSupport

/// A String Catalog (`.xcstrings`): the JSON file Xcode 15 and later keeps one strings
/// table in, with every language's translations.
///
/// The catalog is held as its whole JSON tree, so whatever the tool does not change (keys it
/// does not own, variations, substitutions, fields of later Xcode versions) is written back
/// as it was. Reading checks the shape the tool and `picklist lint` rely on:
///
/// ```text
/// { "sourceLanguage": string, "strings": { key: { "comment"?: string,
///   "extractionState"?: string, "localizations"?: { language: { "stringUnit"?:
///   { "state": string, "value": string }, "variations"?: … } }, … } }, "version": string, … }
/// ```
package struct StringCatalog: Sendable {
    /// The catalog's JSON members (`sourceLanguage`, `strings`, `version`, anything else).
    private(set) var root: [JSONMember]

    /// The catalog's strings table name: its file name without `.xcstrings`.
    package static func table(ofPath path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.hasSuffix(".xcstrings") ? String(name.dropLast(".xcstrings".count)) : name
    }

    /// A catalog with no strings yet, as Xcode creates one.
    init(sourceLanguage: String) {
        root = [
            JSONMember("sourceLanguage", .init(.string(sourceLanguage))),
            JSONMember("strings", .init(.object([]))),
            JSONMember("version", .init(.string("1.0"))),
        ]
    }

    /// The catalog in `bytes`, read from `path` (for locations), or the first reason it is
    /// not one: a located ``TranslationRule/invalidCatalog`` error.
    package init(bytes: [UInt8], path: String) throws(CatalogError) {
        let parsed: JSONValue.Positioned
        do {
            parsed = try JSONParser.parse(bytes)
        } catch {
            throw CatalogError(path: path, message: "not a String Catalog: \(error.message)", position: error.position)
        }
        guard let members = parsed.value.members else {
            throw CatalogError(path: path, message: "not a String Catalog: the file holds \(parsed.value.kindDescription), not a JSON object", position: parsed.position)
        }
        root = members
        try check(path: path, rootPosition: parsed.position)
    }

    /// The language the keys' source texts are written in (`en`).
    package var sourceLanguage: String {
        root["sourceLanguage"]?.stringValue ?? ""
    }

    /// Every entry of `strings`, in file order.
    package var entries: [JSONMember] {
        root["strings"]?.members ?? []
    }

    /// Replaces the entries of `strings` (the writer sorts them).
    mutating func setEntries(_ entries: [JSONMember]) {
        root["strings"] = .object(entries)
    }

    /// The file's text in Xcode's layout (see ``CatalogJSONWriter``).
    func rendered(trailingNewline: Bool) -> String {
        CatalogJSONWriter.render(.object(root), trailingNewline: trailingNewline)
    }

    /// The checks of ``init(bytes:path:)`` past JSON syntax.
    private func check(path: String, rootPosition: TextPosition) throws(CatalogError) {
        func fail(_ message: String, at position: TextPosition) -> CatalogError {
            CatalogError(path: path, message: "not a String Catalog: \(message)", position: position)
        }
        func expect(_ member: JSONMember?, _ what: String, isString: Bool) throws(CatalogError) {
            guard let member else { return }
            let ok = isString ? member.value.value.stringValue != nil : member.value.value.members != nil
            if !ok {
                throw fail("\(what) is \(member.value.value.kindDescription), not \(isString ? "a string" : "an object")", at: member.value.position)
            }
        }
        guard let language = root[member: "sourceLanguage"] else { throw fail("it has no 'sourceLanguage'", at: rootPosition) }
        try expect(language, "'sourceLanguage'", isString: true)
        guard let strings = root[member: "strings"] else { throw fail("it has no 'strings'", at: rootPosition) }
        try expect(strings, "'strings'", isString: false)
        try expect(root[member: "version"], "'version'", isString: true)
        for entry in strings.value.value.members ?? [] {
            guard let fields = entry.value.value.members else {
                throw fail("the entry '\(entry.key)' is \(entry.value.value.kindDescription), not an object", at: entry.value.position)
            }
            try expect(fields[member: "comment"], "the comment of '\(entry.key)'", isString: true)
            try expect(fields[member: "extractionState"], "the extractionState of '\(entry.key)'", isString: true)
            guard let localizations = fields[member: "localizations"] else { continue }
            try expect(localizations, "the localizations of '\(entry.key)'", isString: false)
            for localization in localizations.value.value.members ?? [] {
                guard localization.value.value.members != nil else {
                    throw fail("the '\(localization.key)' localization of '\(entry.key)' is \(localization.value.value.kindDescription), not an object", at: localization.value.position)
                }
                for unit in StringUnit.all(in: localization.value) {
                    guard unit.members != nil else {
                        throw fail("a stringUnit of '\(entry.key)' (\(localization.key)) is \(unit.kind), not an object", at: unit.position)
                    }
                    for field in ["state", "value"] {
                        guard let member = unit.members?[member: field] else {
                            throw fail("a stringUnit of '\(entry.key)' (\(localization.key)) has no '\(field)'", at: unit.position)
                        }
                        try expect(member, "the \(field) of a stringUnit of '\(entry.key)' (\(localization.key))", isString: true)
                    }
                }
            }
        }
    }
}

/// A catalog that cannot be read as one: where and why.
package struct CatalogError: Error, Equatable {
    var path: String
    var message: String
    var position: TextPosition

    package var diagnostic: Diagnostic {
        .error(TranslationRule.invalidCatalog, message, at: position.location(in: path))
    }
}
