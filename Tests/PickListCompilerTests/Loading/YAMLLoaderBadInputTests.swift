import Foundation
import PickListCompilerTestSupport
import Testing
@testable import PickListCompiler

/// Bad input gives a located diagnostic, never a crash, a hang or a stack overflow.
@Suite struct YAMLLoaderBadInputTests {
    private func only(_ file: LoadedFile) throws -> Diagnostic {
        #expect(file.diagnostics.count == 1, "\(file.diagnostics)")
        return try #require(file.diagnostics.first)
    }

    @Test func emptyFile_isAnErrorAtItsFirstLine() throws {
        let file = Fixtures.load("empty.picklist.yml")
        let diagnostic = try only(file)
        #expect(diagnostic.rule == "empty-file")
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.location == SourceLocation(file: file.path, line: 1, column: 1))
        #expect(file.documents.isEmpty)
    }

    @Test func commentsOnly_isAnEmptyFile() throws {
        let diagnostic = try only(Fixtures.load("comments-only.picklist.yml"))
        #expect(diagnostic.rule == "empty-file")
    }

    @Test func binaryFile_isReportedAsNotText() throws {
        let file = Fixtures.load("binary.picklist.yml")
        let diagnostic = try only(file)
        #expect(diagnostic.rule == "binary-file")
        #expect(diagnostic.location?.line == 1)
        #expect(diagnostic.location?.column == 1)
        #expect(file.documents.isEmpty)
    }

    @Test func nulByteInOtherwiseValidText_isABinaryFileAtTheNul() throws {
        let file = YAMLLoader().load(bytes: Array("title: a\nitems: [b\u{0}c]\n".utf8), path: "nul.yml")
        let diagnostic = try only(file)
        #expect(diagnostic.rule == "binary-file")
        #expect(diagnostic.location == SourceLocation(file: "nul.yml", line: 2, column: 10))
    }

    @Test func invalidUTF8_isLocatedAtTheFirstBadByte() throws {
        let file = Fixtures.load("invalid-utf8.picklist.yml")
        let diagnostic = try only(file)
        #expect(diagnostic.rule == "invalid-utf8")
        #expect(diagnostic.message == "invalid UTF-8 byte 0xFF; spec files must be UTF-8")
        // `  - bad \xFF here` on line 4; "Café" on line 1 must not confuse line counting.
        #expect(diagnostic.location == SourceLocation(file: file.path, line: 4, column: 9))
        #expect(file.documents.isEmpty)
    }

    @Test(arguments: [
        ([0xC3, 0x28] as [UInt8], 1),          // lead byte without continuation
        ([0x41, 0xE0, 0x80, 0xAF], 2),         // overlong encoding of '/'
        ([0x41, 0x42, 0xED, 0xA0, 0x80], 3),   // UTF-16 surrogate
        ([0xF4, 0x90, 0x80, 0x80], 1),         // beyond U+10FFFF
        ([0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x80], 10),  // stray continuation after the fast path
    ])
    func invalidSequences_areFoundAtTheirLeadByte(bytes: [UInt8], column: Int) throws {
        let diagnostic = try only(YAMLLoader().load(bytes: bytes, path: "x.yml"))
        #expect(diagnostic.rule == "invalid-utf8")
        #expect(diagnostic.location == SourceLocation(file: "x.yml", line: 1, column: column))
    }

    @Test func utf16File_saysSo() throws {
        let bytes: [UInt8] = [0xFF, 0xFE] + Array("a: b\n".utf8).flatMap { [$0, 0] }
        let diagnostic = try only(YAMLLoader().load(bytes: bytes, path: "u.yml"))
        #expect(diagnostic.location == SourceLocation(file: "u.yml", line: 1, column: 1))
        #expect(diagnostic.rule == "invalid-utf8")
        #expect(diagnostic.message == "file is UTF-16 encoded; save it as UTF-8")
    }

    @Test func tabsForIndentation_areAClearErrorAtTheTab() throws {
        let file = Fixtures.load("tabs.picklist.yml")
        let diagnostic = try only(file)
        #expect(diagnostic.rule == "tab-indentation")
        #expect(diagnostic.message == "tab character used for indentation; indent YAML with spaces")
        #expect(diagnostic.location == SourceLocation(file: file.path, line: 3, column: 1))
        #expect(diagnostic.notes.first?.message == "libyaml: found character that cannot start any token")
    }

    @Test func tabAfterSpaces_isLocatedAtTheTab() throws {
        let file = YAMLLoader().load(string: "a:\n  b: 1\n  \tc: 2\n", path: "t.yml")
        let diagnostic = try only(file)
        #expect(diagnostic.rule == "tab-indentation")
        #expect(diagnostic.location == SourceLocation(file: "t.yml", line: 3, column: 3))
    }

    @Test func tabAfterAColon_isFine() throws {
        let file = YAMLLoader().load(string: "a:\tb\n", path: "t.yml")
        #expect(file.diagnostics.isEmpty)
        #expect(file.documents.first?.testValue("a")?.testScalar == "b")
    }

    @Test func syntaxError_carriesLibyamlProblemPositionAndContext() throws {
        let file = Fixtures.load("syntax-error.picklist.yml")
        let diagnostic = try only(file)
        #expect(diagnostic.rule == "yaml-syntax")
        #expect(diagnostic.message == "did not find expected ',' or ']'")
        #expect(diagnostic.location == SourceLocation(file: file.path, line: 3, column: 1))
        #expect(diagnostic.notes == [
            Diagnostic.Note("while parsing a flow sequence", at: SourceLocation(file: file.path, line: 2, column: 8)),
        ])
    }

    @Test func syntaxErrorInALaterDocument_keepsTheEarlierDocuments() throws {
        let file = YAMLLoader().load(string: "a: 1\n---\nb: [\n", path: "m.yml")
        #expect(file.documents.count == 1)
        #expect(file.diagnostics.map(\.rule) == ["yaml-syntax"])
    }

    @Test func mappingValueInPlainScalar_isASyntaxErrorAtLibyamlsMark() throws {
        let diagnostic = try only(YAMLLoader().load(string: "title: a: b\n", path: "s.yml"))
        #expect(diagnostic.rule == "yaml-syntax")
        #expect(diagnostic.message == "mapping values are not allowed in this context")
        #expect(diagnostic.location == SourceLocation(file: "s.yml", line: 1, column: 9))
    }

    @Test func controlCharacter_isASyntaxErrorLocatedFromItsByteOffset() throws {
        let diagnostic = try only(YAMLLoader().load(string: "title: Café\nitems: [a\u{7}]\n", path: "c.yml"))
        #expect(diagnostic.rule == "yaml-syntax")
        #expect(diagnostic.message == "control characters are not allowed")
        #expect(diagnostic.location == SourceLocation(file: "c.yml", line: 2, column: 10))
    }

    @Test func deepNesting_100000Levels_isATooDeepErrorNotACrash() throws {
        let depth = 100_000
        let text = "items: " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "\n"
        let file = YAMLLoader().load(string: text, path: "deep.yml")
        let diagnostic = try only(file)
        #expect(diagnostic.rule == "too-deep")
        // The root mapping is level 1, so the 256th `[` (column 8 + 255) opens level 257.
        #expect(diagnostic.location == SourceLocation(file: "deep.yml", line: 1, column: 8 + 255))
        #expect(file.documents.isEmpty)
    }

    @Test func deepBlockNesting_isATooDeepError() throws {
        var text = ""
        for level in 0..<300 { text += String(repeating: " ", count: level) + "k:\n" }
        let file = YAMLLoader(maxDepth: 256).load(string: text, path: "deep.yml")
        #expect(file.diagnostics.map(\.rule) == ["too-deep"])
        #expect(file.diagnostics.first?.location?.line == 257)
    }

    @Test func nestingWithinTheLimit_loads() throws {
        let text = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
        let file = YAMLLoader().load(string: text, path: "ok.yml")
        #expect(file.diagnostics.isEmpty)
        #expect(file.documents.count == 1)
    }

    @Test func aliasBomb_stopsAtTheBudgetWithALocatedError() throws {
        let file = Fixtures.load("alias-bomb.picklist.yml")
        let diagnostic = try only(file)
        #expect(diagnostic.rule == "alias-budget")
        // 9^5 = 59 049 nodes fit; the first `*e` (9^5 + … each) goes over 100 000.
        #expect(diagnostic.location == SourceLocation(file: file.path, line: 6, column: 8))
        #expect(diagnostic.message == "alias '*e' expands beyond the limit of 100000 nodes (an alias bomb?); the file is not loaded further")
        // The document is incomplete past the budget, so it is dropped: no follow-on errors.
        #expect(file.documents.isEmpty)
    }

    @Test func aliasesThatDeepenTheTree_areBoundedByTheDepthLimit() throws {
        var text = "a0: &a0 [x]\n"
        for level in 1..<40 { text += "a\(level): &a\(level) [[[[[[[[[[*a\(level - 1)]]]]]]]]]]\n" }
        let file = YAMLLoader().load(string: text, path: "d.yml")
        #expect(file.diagnostics.map(\.rule) == ["too-deep"])
    }

    @Test func unknownAlias_isAnErrorAndLoadingGoesOn() throws {
        let file = Fixtures.load("aliases.picklist.yml")
        let diagnostic = try only(file)
        #expect(diagnostic.rule == "unknown-alias")
        #expect(diagnostic.location == SourceLocation(file: file.path, line: 5, column: 10))
        #expect(file.documents.first?.testValue("items")?.testItems.count == 2)
    }

    @Test func recursiveAlias_isAnUnknownAliasNotALoop() throws {
        let file = YAMLLoader().load(string: "a: &a [1, *a]\n", path: "r.yml")
        #expect(file.diagnostics.map(\.rule) == ["unknown-alias"])
    }

    @Test func anchorsDoNotCrossDocuments() throws {
        let file = YAMLLoader().load(string: "a: &x 1\n---\nb: *x\n", path: "r.yml")
        #expect(file.diagnostics.map(\.rule) == ["unknown-alias"])
        #expect(file.diagnostics.first?.location?.line == 3)
    }

    @Test func duplicateKeys_areErrorsWithANoteAtTheFirstAndTheFirstIsKept() throws {
        let file = Fixtures.load("duplicate-keys.picklist.yml")
        #expect(file.diagnostics == [
            .error("duplicate-key", "duplicate key 'id'; the first one is used",
                   at: SourceLocation(file: file.path, line: 6, column: 5),
                   notes: [Diagnostic.Note("'id' first defined here", at: SourceLocation(file: file.path, line: 4, column: 5))]),
            .error("duplicate-key", "duplicate key 'title'; the first one is used",
                   at: SourceLocation(file: file.path, line: 7, column: 1),
                   notes: [Diagnostic.Note("'title' first defined here", at: SourceLocation(file: file.path, line: 1, column: 1))]),
        ])
        let root = try #require(file.documents.first)
        #expect(root.testPairs.map { $0.key.testScalar } == ["title", "selection", "items"])
        #expect(root.testValue("title")?.testScalar == "First")
        let item = try #require(root.testValue("items")?.testItems.first)
        #expect(item.testValue("id")?.testScalar == "a")
        #expect(item.testPairs.count == 2)
    }

    @Test func duplicateKeysInALargeMapping_areFound() throws {
        var text = ""
        for index in 0..<40 { text += "key\(index): \(index)\n" }
        text += "key7: again\n"
        let file = YAMLLoader().load(string: text, path: "big.yml")
        #expect(file.diagnostics.map(\.rule) == ["duplicate-key"])
        #expect(file.diagnostics.first?.location?.line == 41)
        #expect(file.diagnostics.first?.notes.first?.location?.line == 8)
        #expect(file.documents.first?.testPairs.count == 40)
    }

    @Test func quotedAndPlainSpellingsOfOneKey_areDuplicates() throws {
        let file = YAMLLoader().load(string: "title: a\n\"title\": b\n", path: "q.yml")
        #expect(file.diagnostics.map(\.rule) == ["duplicate-key"])
    }

    @Test func unreadablePath_isAnUnreadableFileError() throws {
        let file = YAMLLoader().load(path: Fixtures.path("Loading/does-not-exist.picklist.yml"))
        let diagnostic = try only(file)
        #expect(diagnostic.rule == "unreadable-file")
        #expect(diagnostic.message.hasSuffix("no such file or directory"))
        #expect(diagnostic.location?.line == 1)
    }

    @Test func directory_isAnUnreadableFileError() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.makeFolder("x.picklist.yml")
        let diagnostic = try only(YAMLLoader().load(path: folder.path + "/x.picklist.yml"))
        #expect(diagnostic.rule == "unreadable-file")
        #expect(diagnostic.message.hasSuffix("it is a directory, not a spec file"))
    }

    @Test func fileWithoutReadPermission_isAnUnreadableFileError() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.write("locked.picklist.yml", "title: x\n")
        #expect(chmod(path, 0) == 0)
        let file = YAMLLoader().load(path: path)
        if isRunningAsRoot {
            // Root reads files whatever their mode: the permission check cannot fail here.
            #expect(file.diagnostics.isEmpty)
        } else {
            let diagnostic = try only(file)
            #expect(diagnostic.rule == "unreadable-file")
            #expect(diagnostic.message == "cannot read '\(path)': permission denied")
        }
    }
}
