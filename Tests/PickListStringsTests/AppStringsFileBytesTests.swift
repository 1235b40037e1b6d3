import Foundation
import PickListCompilerTestSupport
@testable import PickListStrings
import Testing
@testable import PickListCompiler

/// `picklist strings --strings` over a table the app owns (`Localizable`): the app's files
/// keep their bytes (layout, empty lines, line breaks, encoding), and only the entries
/// picklist adds or changes differ.
@Suite struct AppStringsFileBytesTests {
    /// An app's English table as teams write it: a header, no empty line between entries.
    static let compact = """
        /*
          Localizable.strings
          MyApp
        */
        "Scene.Settings.Title" = "Settings";
        "Scene.Settings.Appearance.Light" = "Light";
        "enum.expand-media.show" = "Show all";
        "Cancel" = "Cancel";

        """

    /// The same with an empty line between entries and one at the end of the file.
    static let spaced = """
        /* The settings screen's title. */
        "Scene.Settings.Title" = "Settings";

        "Scene.Settings.Appearance.Light" = "Light";

        "Cancel" = "Cancel";


        """

    static let german = """
        "Scene.Settings.Title" = "Einstellungen";
        "Scene.Settings.Appearance.Light" = "Hell";
        "Cancel" = "Abbrechen";

        """

    /// Runs `picklist strings` for the Appearance list over `english` (and `german`), as
    /// `encode` writes them; returns the English file's bytes after the run, and the run's report.
    private func run(english: String, encode: (String) -> [UInt8] = { Array($0.utf8) }) throws -> (bytes: [UInt8], german: [UInt8], report: StringsReport, second: StringsReport) {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("Res/en.lproj/Localizable.strings", bytes: encode(english))
        try folder.write("Res/de.lproj/Localizable.strings", bytes: encode(Self.german))
        let lint = try StringsFixtures.lint(["a.picklist.yml": AppKeyStringsTests.appearance], in: folder)
        let exporter = StringsExporter(destination: .stringsFolder(folder.path + "/Res"))
        let report = exporter.export(lint)
        let bytes = Array(FileManager.default.contents(atPath: folder.path + "/Res/en.lproj/Localizable.strings") ?? Data())
        let german = Array(FileManager.default.contents(atPath: folder.path + "/Res/de.lproj/Localizable.strings") ?? Data())
        return (bytes, german, report, exporter.export(lint))
    }

    /// The keys picklist adds for the Appearance list: its own texts' (the app's keys are there).
    private static let addedKeys = [
        "Appearance.summary.one", "Appearance.message.disabled", "Appearance.accessibility.unavailable", "Appearance.dark.title",
    ]

    @Test func fileWithoutEmptyLines_keepsItsBytes_andTheAddedEntriesHaveNoneEither() throws {
        let (bytes, german, report, second) = try run(english: Self.compact)
        #expect(report.diagnostics.isEmpty)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.hasPrefix(Self.compact))
        let added = String(text.dropFirst(Self.compact.count))
        #expect(!added.contains("\n\n"))
        #expect(added.hasSuffix(";\n"))
        #expect(try StringsFileParser.parse(Array(added.utf8)).entries.map(\.key) == Self.addedKeys)
        // A translation has nothing to add: its bytes are the app's.
        #expect(german == Array(Self.german.utf8))
        #expect(second.files.allSatisfy { $0.status == .unchanged })
    }

    @Test func fileWithEmptyLines_andOneAtTheEnd_keepsThem() throws {
        let (bytes, _, report, second) = try run(english: Self.spaced)
        #expect(report.diagnostics.isEmpty)
        let text = String(decoding: bytes, as: UTF8.self)
        let entries = Self.spaced.dropLast()   // the empty line after the last entry
        #expect(text.hasPrefix(entries))
        #expect(text.hasSuffix(";\n\n"))
        let added = String(text.dropFirst(entries.count).dropLast())
        #expect(added.hasPrefix("\n/* "))
        #expect(added.components(separatedBy: "\n\n").count == Self.addedKeys.count)
        #expect(!added.contains("\n\n\n"))
        #expect(second.files.allSatisfy { $0.status == .unchanged })
    }

    @Test func utf16FileWithCRLF_staysUTF16WithCRLF() throws {
        let crlf = { (text: String) in text.replacingOccurrences(of: "\n", with: "\r\n") }
        let utf16 = { (text: String) -> [UInt8] in [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] } }
        let (bytes, german, report, second) = try run(english: Self.compact, encode: { utf16(crlf($0)) })
        #expect(report.diagnostics.isEmpty)
        #expect(bytes.starts(with: utf16(crlf(Self.compact))))
        let units = stride(from: 2, to: bytes.count - 1, by: 2).map { UInt16(bytes[$0]) | UInt16(bytes[$0 + 1]) << 8 }
        let text = String(decoding: units, as: UTF16.self)
        #expect(text.hasPrefix(crlf(Self.compact)))
        #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
        #expect(try StringsFileParser.parse(bytes).entries.map(\.key).suffix(Self.addedKeys.count) == Self.addedKeys[...])
        #expect(german == utf16(crlf(Self.german)))
        #expect(second.files.allSatisfy { $0.status == .unchanged })
    }

    // MARK: The writer

    private func parse(_ text: String) throws -> StringsFile {
        try StringsFileParser.parse(Array(text.utf8))
    }

    private func rendered(_ file: StringsFile, over original: StringsFile) -> String {
        String(decoding: StringsFileWriter.render(file, over: original), as: UTF8.self)
    }

    @Test func writer_changesAValueAndAComment_inPlace() throws {
        let original = try parse("// Header\n\n  \"a\" = 'old';   // after\n\"b\"=\"keep\";\n")
        var file = original
        file.entries[0].value = "new \"one\""
        file.entries[0].comment = "What a is."
        file.entries[1].comment = "What b is."
        #expect(rendered(file, over: original) == "// Header\n\n  /* What a is. */\n  \"a\" = \"new \\\"one\\\"\";   // after\n/* What b is. */\n\"b\"=\"keep\";\n")
        // The header is not a's comment: it is kept as it is.
    }

    @Test func writer_removesAnEntry_withItsCommentAndOneEmptyLine() throws {
        let spaced = try parse("\"a\" = \"1\";\n\n/* B. */\n\"b\" = \"2\";\n\n\"c\" = \"3\";\n")
        var file = spaced
        file.entries.remove(at: 1)
        #expect(rendered(file, over: spaced) == "\"a\" = \"1\";\n\n\"c\" = \"3\";\n")
        let compact = try parse("\"a\" = \"1\";\r\n/* B. */\r\n\"b\" = \"2\";\r\n\"c\" = \"3\";")
        file = compact
        file.entries.remove(at: 2)
        #expect(rendered(file, over: compact) == "\"a\" = \"1\";\r\n/* B. */\r\n\"b\" = \"2\";\r\n")
    }

    @Test func writer_addsToAFileWithoutALineBreakAtTheEnd_andKeepsItSo() throws {
        let original = try parse("\"a\" = \"1\";\n\"b\" = \"2\";")
        var file = original
        file.entries.append(.init(key: "c", value: "3", comment: "C."))
        #expect(rendered(file, over: original) == "\"a\" = \"1\";\n\"b\" = \"2\";\n/* C. */\n\"c\" = \"3\";")
    }

    @Test func writer_withoutASource_writesTheWholeFile() {
        let file = StringsFile(entries: [.init(key: "a", value: "1", comment: nil)])
        #expect(rendered(file, over: StringsFile(entries: [])) == "\"a\" = \"1\";\n")
    }
}
