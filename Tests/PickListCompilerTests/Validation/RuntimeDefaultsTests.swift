import Foundation
import PickListKit
import Testing
@testable import PickListCompiler

/// PickListKit alone states the all-row's defaults (`PickListAllRow()`) and the summary's
/// fallbacks (`PickListSummaryFormat.text(_:)`); picklist reads them from there and generated
/// code passes only what its spec writes. Were the tool to keep a copy, changing a runtime
/// default would silently split lists generated before and after the change.
///
/// The rule these tests enforce, with every default read from the runtime (so they follow it
/// when it changes):
///
/// - **Code states no default.** No line of code (comment lines are skipped: documentation may
///   explain a default) in `Sources/PickListCompiler`, `Sources/picklist` or `templates/` holds
///   the all-row's title as a string literal (`"All"`), the `other` fallback anywhere
///   (`{count} selected`), the `one` fallback as a whole string literal (`"{title}"`), or the
///   default position or `while_all` where a default goes: after `??`, `=` or the argument
///   label (`?? .first`, `= WhileAll.isolate`, `whileAll: .isolate`, `position: "first"`).
///   Inside `Sources/PickListKit` only the owners may: `PickListAllRow.swift` and
///   `PickListSummaryFormat.swift`. A `case .isolate:` of a switch, or `'while_all: isolate'`
///   in a message showing how to write the key, states no default and is not matched. The
///   summary's `none` fallback, the empty string, is too common a literal to search for:
///   the rendering test below covers it.
/// - **`Sources/PickListCompiler/Generated/SpecSchema+JSON.swift` is documentation**: the
///   embedded JSON schema, whose descriptions tell editors the defaults. It is not scanned;
///   ``schemaDescriptions_stateTheRuntimesDefaults()`` checks that it says what PickListKit does.
/// - **Generated code states no default**: a list that leaves the all-row's settings and the
///   summary out renders without them.
@Suite struct RuntimeDefaultsTests {
    static let packageRoot = URL(fileURLWithPath: Fixtures.packageRoot)

    /// One way of restating a default, as a pattern over a line of code.
    struct Restatement: CustomStringConvertible {
        var description: String
        var pattern: NSRegularExpression
        /// The files allowed to state it: its owners in PickListKit.
        var owners: Set<String>

        init(_ description: String, _ pattern: String, owners: Set<String>) throws {
            self.description = description
            self.pattern = try NSRegularExpression(pattern: pattern)
            self.owners = owners
        }
    }

    static func restatements() throws -> [Restatement] {
        let allRow = PickListAllRow()
        let summary = PickListSummaryFormat()
        let allRowOwner: Set = ["Sources/PickListKit/Definition/PickListAllRow.swift"]
        let summaryOwner: Set = ["Sources/PickListKit/Definition/PickListSummaryFormat.swift"]
        /// `?? x`, `= x` (not `==`, `!=`, `<=`, `>=`) or `label: x`, where x is `.name`,
        /// `Type.name`, `Outer.Type.name` (not called: `Table.all.first(where:)` is no
        /// default) or `"name"`.
        func defaultCase(_ name: String, label: String) -> String {
            #"(?:\?\?|(?<![=!<>])=(?!=)|\b"# + label + #"\s*:)\s*(?:(?:[A-Z]\w*(?:\.[A-Z]\w*)*)?\."# + name
                + #"\b(?!\s*\()|""# + name + #"")"#
        }
        return [
            try Restatement("the all-row's title", "\"" + escaped(allRow.title) + "\"", owners: allRowOwner),
            try Restatement("the all-row's position", defaultCase(allRow.position.rawValue, label: "position"), owners: allRowOwner),
            try Restatement("the all-row's while_all", defaultCase(allRow.whileAll.rawValue, label: "whileAll"), owners: allRowOwner),
            try Restatement("the summary's other (and all) fallback", escaped(summary.text(.other)), owners: summaryOwner),
            try Restatement("the summary's one fallback", "\"" + escaped(summary.text(.one)) + "\"", owners: summaryOwner),
        ]
    }

    static func escaped(_ text: String) -> String {
        NSRegularExpression.escapedPattern(for: text)
    }

    /// The scanned files, relative to the package root: Swift sources and templates.
    static func scannedFiles() throws -> [String] {
        let skipped: Set = ["Sources/PickListCompiler/Generated/SpecSchema+JSON.swift"]
        var files: [String] = []
        for folder in ["Sources/PickListCompiler", "Sources/picklist", "Sources/PickListKit", "templates"] {
            let url = packageRoot.appendingPathComponent(folder)
            let enumerator = try #require(FileManager.default.enumerator(atPath: url.path))
            for case let path as String in enumerator where path.hasSuffix(".swift") || path.hasSuffix(".mustache") {
                let relative = folder + "/" + path
                if !skipped.contains(relative) { files.append(relative) }
            }
        }
        return files.sorted()
    }

    /// `file:line: restates …` for every line of code that states a default outside its owner.
    static func findings(in relativePath: String, text: String, restatements: [Restatement]) -> [String] {
        var found: [String] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let code = line.drop { $0 == " " || $0 == "\t" }
            guard !code.hasPrefix("//"), !code.hasPrefix("{{!") else { continue }
            for restatement in restatements where !restatement.owners.contains(relativePath) {
                let line = String(line)
                if restatement.pattern.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil {
                    found.append("\(relativePath):\(index + 1): restates \(restatement): \(code)")
                }
            }
        }
        return found
    }

    @Test func noSourceOrTemplate_statesARuntimeDefault_butItsOwner() throws {
        let restatements = try Self.restatements()
        let files = try Self.scannedFiles()
        #expect(files.contains("templates/swift.mustache"))
        #expect(files.contains("Sources/PickListCompiler/Model/Spec.swift"))
        var findings: [String] = []
        for file in files {
            let text = try String(contentsOf: Self.packageRoot.appendingPathComponent(file), encoding: .utf8)
            findings += Self.findings(in: file, text: text, restatements: restatements)
        }
        #expect(findings.isEmpty, "read the default from PickListKit instead:\n\(findings.joined(separator: "\n"))")
    }

    /// The owners do state their defaults: a pattern that matched nothing would check nothing.
    @Test func everyRestatementPattern_findsItsOwnersStatement() throws {
        for restatement in try Self.restatements() {
            var matched = false
            for owner in restatement.owners {
                let text = try String(contentsOf: Self.packageRoot.appendingPathComponent(owner), encoding: .utf8)
                matched = matched || !Self.findings(in: "elsewhere.swift", text: text, restatements: [restatement]).isEmpty
            }
            #expect(matched, "no owner states \(restatement)")
        }
    }

    /// Each way of restating a default is caught; the look-alikes that state none are not.
    @Test func restatementPatterns_catchCopies_notLookAlikes() throws {
        let restatements = try Self.restatements()
        func caught(_ line: String) -> Bool {
            !Self.findings(in: "x.swift", text: line, restatements: restatements).isEmpty
        }
        for copy in [
            #"    public init(title: String = "All") {"#,
            #"        row.title = allRow.title ?? "All""#,
            "        case .other: other ?? \"{count} selected\"",
            #"    init(one: String = "{title}") {"#,
            "        row.whileAll = written ?? .isolate",
            "        whileAll: WhileAll = .isolate",
            "        allRow: PickListAllRow(position: .first, whileAll: .isolate),",
            "        let defaults = (position: Spec.AllPosition.first, 0)",
            #"        let position = written ?? "first""#,
        ] {
            #expect(caught(copy), "not caught: \(copy)")
        }
        for lookAlike in [
            "        case .isolate where min >= 2:",
            "        case \"isolate\": return",
            "        if allRow.whileAll == .isolate {",
            "        let first = sections.first",
            "        guard let source = BuiltinTemplates.all.first(where: { $0.name == name }) else { return nil }",
            "        let firstItem = items.first ?? fallback",
            "        case \"isFirst\": allRow?.position == .first",
            #"        "while_all": "it belongs under 'all:' ('all:' then '  while_all: isolate')","#,
            #"        (.one, summary.text(.one), "one item is selected; {title} is its title"),"#,
            "    /// `other` falls back to `{count} selected`.",
            #"        let title = "All notifications""#,
        ] {
            #expect(!caught(lookAlike), "a false alarm: \(lookAlike)")
        }
    }

    /// The swift template passes only what a spec writes: a list leaving the all-row's
    /// settings and the summary out renders with `PickListAllRow()` and no summary.
    @Test func generatedCode_ofAListLeavingDefaultsOut_statesNone() throws {
        var spec = SampleSpecs.quoteCategories
        spec.allRow = Spec.AllRow()
        spec.summary = Spec.Summary()
        let template = try #require(Template.builtin(named: "swift"))
        let text = Renderer(template: template).render(RenderJob(
            sourcePath: "x", displayPath: "x", outputPath: "o", specs: [spec]
        )).text
        #expect(text.contains("        allRow: PickListAllRow(),\n"))
        #expect(!text.contains("summary:"))
        let findings = Self.findings(in: "generated.swift", text: text, restatements: try Self.restatements())
        #expect(findings.isEmpty, "\(findings)")
    }

    /// The summary placeholders the validator accepts are the ones PickListKit replaces (the
    /// translation linter's `Placeholders.names`, in PickListStrings, reads PickListKit's list).
    @Test func summaryPlaceholders_areThoseOfPickListKit() {
        let runtime = PickListSummaryFormat.Placeholder.allCases.map(\.rawValue)
        #expect(SpecDocumentValidator.summaryPlaceholders == runtime)
        #expect(SpecDocumentValidator.placeholderList == "{count}, {total} and {title}")
    }

    /// The schema's descriptions tell editors the defaults: they must be PickListKit's.
    @Test func schemaDescriptions_stateTheRuntimesDefaults() throws {
        let definitions = try #require(try SpecSchemaTests.schemaObject()["definitions"] as? [String: Any])
        func description(_ definition: String, _ property: String) throws -> String {
            let object = try #require(definitions[definition] as? [String: Any])
            let properties = try #require(object["properties"] as? [String: Any])
            let entry = try #require(properties[property] as? [String: Any])
            return try #require(entry["description"] as? String)
        }
        let allRow = PickListAllRow()
        #expect(try description("allRow", "title").contains("Default `\(allRow.title)`."))
        #expect(try description("allRow", "position").contains("(`\(allRow.position.rawValue)`, default)"))
        #expect(try description("allRow", "while_all").contains("`\(allRow.whileAll.rawValue)` (default)"))
        let summary = PickListSummaryFormat()
        #expect(summary.text(.none).isEmpty)
        #expect(try description("summary", "none").contains("Default: empty."))
        #expect(try description("summary", "one").contains("Default `\(summary.text(.one))`."))
        #expect(try description("summary", "other").contains("Default `\(summary.text(.other))`."))
        #expect(PickListSummaryFormat(other: "x").text(.all) == "x")
        #expect(try description("summary", "all").contains("Default: the `other` text."))
    }
}
