import Foundation
import Testing
@testable import PickListCompiler

/// The schema compiled into the tool is the repository's `schema/picklist.schema.json`,
/// and its keys and enums are exactly the validator's tables and the spec model's values.
/// (`make schema-check` proves the rest: the schema and `picklist lint` agree on every fixture.)
@Suite struct SpecSchemaTests {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Schema
        .deletingLastPathComponent()  // PickListCompilerTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    static func schemaObject() throws -> [String: Any] {
        let data = Data(SpecSchema.json.utf8)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func embeddedSchema_equalsRepositoryFile() throws {
        let file = Self.repositoryRoot.appendingPathComponent("schema/\(SpecSchema.fileName)")
        let onDisk = try String(contentsOf: file, encoding: .utf8)
        #expect(SpecSchema.json + "\n" == onDisk, "schema/picklist.schema.json changed: run `make schema`")
    }

    @Test func embeddedSchema_isDraft07JSON() throws {
        let schema = try Self.schemaObject()
        #expect(schema["$schema"] as? String == SpecSchema.dialect)
        #expect(schema["required"] as? [String] == ["title", "selection"])
    }

    @Test func selectionEnum_matchesSpecModel() throws {
        let properties = try #require(try Self.schemaObject()["properties"] as? [String: Any])
        let selection = try #require(properties["selection"] as? [String: Any])
        #expect(selection["enum"] as? [String] == Spec.SelectionMode.allCases.map(\.rawValue))
    }

    /// `rows` takes `runtime` only; alone it stands instead of `items` and `sections` (one of the
    /// three branches: items, sections, rows without either) and limits `default` to `all`;
    /// beside `items` or `sections` it makes a mixed list, where `written` belongs.
    @Test func rows_isRuntimeOnly_aloneOrBesideWrittenRows() throws {
        let schema = try Self.schemaObject()
        let properties = try #require(schema["properties"] as? [String: Any])
        let rows = try #require(properties["rows"] as? [String: Any])
        #expect(rows["enum"] as? [String] == SpecDocumentValidator.RowsValue.allCases.map(\.rawValue))
        #expect(rows["enum"] as? [String] == [Spec.Rows.runtime.rawValue])
        let written = try #require(properties["written"] as? [String: Any])
        #expect(written["enum"] as? [String] == Spec.WrittenPosition.allCases.map(\.rawValue))
        let oneOf = try #require(schema["oneOf"] as? [[String: Any]])
        #expect(oneOf.compactMap { $0["required"] as? [String] } == [["items"], ["sections"], ["rows"]])
        let allOf = try #require(schema["allOf"] as? [[String: Any]])
        let runtime = try #require(allOf.first { (($0["if"] as? [String: Any])?["required"] as? [String]) == ["rows"] })
        #expect((runtime["if"] as? [String: Any])?["not"] != nil, "the rules of rows: runtime alone do not bind a mixed list")
        let then = try #require(runtime["then"] as? [String: Any])
        let defaultRule = try #require((then["properties"] as? [String: Any])?["default"] as? [String: Any])
        #expect(defaultRule["const"] as? String == "all")
        let writtenRule = try #require(allOf.first { (($0["if"] as? [String: Any])?["required"] as? [String]) == ["written"] })
        #expect((writtenRule["then"] as? [String: Any])?["required"] as? [String] == ["rows"])
    }

    @Test func allRowEnums_matchSpecModel() throws {
        let definitions = try #require(try Self.schemaObject()["definitions"] as? [String: Any])
        let allRow = try #require(definitions["allRow"] as? [String: Any])
        let properties = try #require(allRow["properties"] as? [String: Any])
        let position = try #require(properties["position"] as? [String: Any])
        let whileAll = try #require(properties["while_all"] as? [String: Any])
        #expect(position["enum"] as? [String] == Spec.AllPosition.allCases.map(\.rawValue))
        #expect(whileAll["enum"] as? [String] == Spec.WhileAll.allCases.map(\.rawValue))
    }

    /// The property names of the schema object at `path` (a chain of keys from the root).
    static func propertyNames(at path: [String]) throws -> [String] {
        var object = try schemaObject()
        for key in path {
            object = try #require(object[key] as? [String: Any], "no '\(key)' in \(path)")
        }
        return try #require(object["properties"] as? [String: Any]).keys.sorted()
    }

    @Test func listKeys_matchValidatorTable() throws {
        #expect(try Self.propertyNames(at: []) == SpecKeys.list.sorted())
    }

    @Test func itemKeys_matchValidatorTable() throws {
        #expect(try Self.propertyNames(at: ["definitions", "fullItem"]) == SpecKeys.item.sorted())
        // A one-key mapping is the `id: title` form only when its key is not an item key.
        let definitions = try #require(try Self.schemaObject()["definitions"] as? [String: Any])
        let shortItem = try #require(definitions["shortItem"] as? [String: Any])
        let propertyNames = try #require(shortItem["propertyNames"] as? [String: Any])
        let excluded = try #require(propertyNames["not"] as? [String: Any])
        #expect((excluded["enum"] as? [String])?.sorted() == SpecKeys.item.sorted())
    }

    @Test func sectionKeys_matchValidatorTable() throws {
        #expect(try Self.propertyNames(at: ["definitions", "section"]) == SpecKeys.section.sorted())
    }

    @Test func allRowKeys_matchValidatorTable() throws {
        #expect(try Self.propertyNames(at: ["definitions", "allRow"]) == SpecKeys.allRow.sorted())
    }

    @Test func summaryKeys_matchValidatorTable() throws {
        #expect(try Self.propertyNames(at: ["definitions", "summary"]) == SpecKeys.summary.sorted())
    }

    /// The table lists `messages`' keys for the schema and the reference; the validator reads
    /// them from PickListKit, which replaces the texts.
    @Test func messageKeys_ofTheKeyTable_arePickListKitsTexts() throws {
        #expect(SpecKeys.messages == SpecDocumentValidator.messageKeys)
        #expect(try Self.propertyNames(at: ["definitions", "messages"]) == SpecKeys.messages.sorted())
    }

    @Test func itemKeyCases_areTheItemKeysOfTheTable_inOrder() {
        #expect(ItemKey.allCases.map(\.name) == SpecKeys.item)
        #expect(ItemKey.allCases.map(\.rawValue) == Array(SpecKeys.item.indices))
    }
}
