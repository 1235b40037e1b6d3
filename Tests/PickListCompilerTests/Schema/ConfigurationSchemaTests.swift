import Foundation
@testable import PickListCompiler
import Testing

/// The configuration schema compiled into the tool is `schema/picklist-config.schema.json`, and
/// it names the keys and values the reader accepts (`make schema-check` runs both over the
/// fixtures in schema/fixtures/config).
@Suite struct ConfigurationSchemaTests {
    static let file = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Schema
        .deletingLastPathComponent()  // PickListCompilerTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()
        .appendingPathComponent("schema/picklist-config.schema.json")

    static func schema() throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(ConfigurationSchema.json.utf8)) as? [String: Any])
    }

    @Test func embeddedSchema_equalsRepositoryFile() throws {
        let onDisk = try String(contentsOf: Self.file, encoding: .utf8)
        #expect(ConfigurationSchema.json + "\n" == onDisk, "schema/picklist-config.schema.json changed: run `make schema`")
    }

    @Test func keys_areTheReadersKeys_andNoOthers() throws {
        let schema = try Self.schema()
        let properties = try #require(schema["properties"] as? [String: Any])
        #expect(Set(properties.keys) == Set(Configuration.keys))
        #expect(schema["additionalProperties"] as? Bool == false)
        #expect(schema["$schema"] as? String == SpecSchema.dialect)
    }

    @Test func accessValues_areTheAccessLevels() throws {
        let properties = try #require(try Self.schema()["properties"] as? [String: [String: Any]])
        #expect(properties["access"]?["enum"] as? [String] == AccessLevel.allCases.map(\.rawValue))
    }
}
