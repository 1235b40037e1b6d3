import Foundation
import Testing
import PickListCompiler

/// The schema compiled into the tool is the repository's `schema/picklist.schema.json`,
/// and its enums name exactly the values the validator's model knows.
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

    @Test func allRowEnums_matchSpecModel() throws {
        let definitions = try #require(try Self.schemaObject()["definitions"] as? [String: Any])
        let allRow = try #require(definitions["allRow"] as? [String: Any])
        let properties = try #require(allRow["properties"] as? [String: Any])
        let position = try #require(properties["position"] as? [String: Any])
        let whileAll = try #require(properties["while_all"] as? [String: Any])
        #expect(position["enum"] as? [String] == Spec.AllPosition.allCases.map(\.rawValue))
        #expect(whileAll["enum"] as? [String] == Spec.WhileAll.allCases.map(\.rawValue))
    }

    @Test func summaryKeys_matchSpecModel() throws {
        let definitions = try #require(try Self.schemaObject()["definitions"] as? [String: Any])
        let summary = try #require(definitions["summary"] as? [String: Any])
        let keys = try #require(summary["properties"] as? [String: Any]).keys.sorted()
        #expect(keys == ["all", "none", "one", "other"])
    }
}
