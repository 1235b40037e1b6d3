@testable import PickListCompiler
import Testing

/// `fields`, `color` values and `swatch`: every bad input is a located error with its rule,
/// and a good list gives each item its values in the fields' order.
@Suite("Fields, colours and swatches")
struct FieldRuleTests {
    @Test func goodFields_giveEachItemItsValues_defaultsFilledIn() throws {
        let spec = try #require(ValidationHarness.spec("""
        title: Report
        selection: single
        fields:
          help_url: {type: url, swift_name: helpURL}
          severity: {type: int32, default: 1}
          note: string?
          tint: color
        items:
          - {id: spam, title: Spam, help_url: "https://example.com/a", tint: "#ff9500"}
          - {id: abuse, title: Abuse, help_url: "https://example.com/a", severity: 3, note: Soon, tint: "#1C1C1E80"}
        """))
        #expect(spec.fields.map(\.swiftName) == ["helpURL", "severity", "note", "tint"])
        #expect(spec.items[0].fieldValues == ["https://example.com/a", "1", nil, "#FF9500FF"])
        #expect(spec.items[1].fieldValues == ["https://example.com/a", "3", "Soon", "#1C1C1E80"])
    }

    @Test func badFields_areLocatedErrors() {
        let lines = ValidationHarness.lint("""
        title: Bad
        selection: single
        fields:
          help_url: urll
          seconds: int
          code: {type: string, unique: true}
          title: string
          link: url?
          tint: color?
        items:
          - id: a
            title: A
            seconds: thirty
            code: x
            link: /help
            sconds: 3
            tint: "#12345"
          - id: b
            title: B
            seconds: 2
            code: x
            swatch: ["#FFFFFF", "#000000", "#111111", "#222222", "#333333"]
          - C
        """)
        let expected = [
            "4:13: error: unknown field type 'urll'", "7:3: error: the field 'title' has the name of an item key",
            "13:14: error: 'seconds' must be a whole number", "15:11: error: 'link' must be an absolute URL",
            "16:5: error: unknown key 'sconds' in an item", "17:11: error: 'tint' must be a colour",
            "21:11: error: two items have the value 'x' of the field 'code'", "22:13: error: 'swatch' holds one to 4 colours",
            "23:5: error: missing field 'code' on the item 'c'", "23:5: error: missing field 'seconds' on the item 'c'",
        ]
        for prefix in expected {
            #expect(lines.contains { $0.hasPrefix(prefix) }, "\(prefix) in \(lines)")
        }
        #expect(lines.count == expected.count, "\(lines)")
    }

    @Test func fieldNamedLikeAMember_orOnARuntimeList_isInvalid() {
        #expect(ValidationHarness.lint("""
        title: T
        selection: single
        fields: {definition: int}
        items: [A]
        """).first?.hasPrefix("3:10: error: the field 'definition' would generate the property 'definition'") == true)
        #expect(ValidationHarness.lint("""
        title: T
        selection: multiple
        rows: runtime
        fields: {seconds: int}
        """).first?.hasPrefix("4:1: error: 'fields' are attributes of the items a spec writes") == true)
    }
}
