import Testing
@testable import PickListCompiler

/// Every node carries the 1-based line and column where it starts.
@Suite struct YAMLLoaderPositionTests {
    @Test func scalars_haveExactPositionsAndStayUntypedStrings() throws {
        let file = Fixtures.load("scalars.picklist.yml")
        #expect(file.diagnostics.isEmpty)
        let root = try #require(file.documents.first)
        #expect(root.mark == .at(1, 1))

        let title = try #require(root.testEntry("title"))
        #expect(title.key.mark == .at(1, 1))
        #expect(title.value.mark == .at(1, 8))
        #expect(title.value.testScalar == "Purpose")

        let plain = try #require(root.testEntry("plain"))
        #expect(plain.value.mark == .at(3, 8))
        #expect(plain.value.testScalar == "No")
        #expect(plain.value.testIsPlain == true)

        let single = try #require(root.testEntry("single"))
        #expect(single.value.mark == .at(4, 9))
        #expect(single.value.testScalar == "On")
        #expect(single.value.testIsPlain == false)

        let double = try #require(root.testEntry("double"))
        #expect(double.value.mark == .at(5, 9))
        #expect(double.value.testScalar == "Yes")
        #expect(double.value.testIsPlain == false)

        let empty = try #require(root.testValue("empty"))
        #expect(empty.testScalar == "")
        #expect(empty.testIsPlain == true)

        let literal = try #require(root.testEntry("literal"))
        #expect(literal.key.mark == .at(7, 1))
        #expect(literal.value.mark == .at(7, 10))
        #expect(literal.value.testScalar == "two\nlines\n")
        #expect(literal.value.testIsPlain == false)
    }

    @Test func nestedMappingsAndSequences_haveExactPositions() throws {
        let file = Fixtures.load("nested.picklist.yml")
        #expect(file.diagnostics.isEmpty)
        let root = try #require(file.documents.first)
        let sections = try #require(root.testValue("sections"))
        #expect(sections.mark == .at(3, 3))
        #expect(sections.testItems.count == 2)

        let europe = sections.testItems[0]
        #expect(europe.mark == .at(3, 5))
        #expect(europe.testEntry("title")?.value.mark == .at(3, 12))
        let europeItems = try #require(europe.testValue("items"))
        #expect(europeItems.mark == .at(5, 7))
        #expect(europeItems.testItems[0].mark == .at(5, 9))
        #expect(europeItems.testItems[0].testScalar == "London")
        let paris = europeItems.testItems[1]
        #expect(paris.mark == .at(6, 9))
        #expect(paris.testEntry("paris")?.value.mark == .at(6, 16))

        let tokyo = try #require(sections.testItems[1].testValue("items")?.testItems.first)
        #expect(tokyo.mark == .at(9, 9))
        #expect(tokyo.testEntry("title")?.key.mark == .at(10, 9))
        #expect(tokyo.testEntry("title")?.value.mark == .at(10, 16))
    }

    @Test func flowCollections_havePositionsOfTheirBrackets() throws {
        let file = Fixtures.load("flow.picklist.yml")
        #expect(file.diagnostics.isEmpty)
        let root = try #require(file.documents.first)
        let items = try #require(root.testValue("items"))
        #expect(items.mark == .at(1, 8))
        #expect(items.testItems.map(\.mark) == [.at(1, 9), .at(1, 16), .at(1, 24)])
        #expect(items.testItems[1].testIsPlain == false)
        let gamma = items.testItems[2]
        #expect(gamma.testEntry("title")?.value.mark == .at(1, 43))
        #expect(gamma.testEntry("title")?.value.testScalar == "Gamma")

        let keywords = try #require(root.testValue("keywords"))
        #expect(keywords.mark == .at(2, 11))
        #expect(keywords.testEntry("two")?.value.mark == .at(2, 25))
        #expect(keywords.testEntry("two")?.value.testItems.last?.mark == .at(2, 29))
    }

    @Test func multiDocumentStream_loadsEveryDocumentWithFilePositions() throws {
        let file = Fixtures.load("multi.picklist.yml")
        #expect(file.diagnostics.isEmpty)
        #expect(file.documents.count == 3)
        #expect(file.documents[0].testValue("name")?.testScalar == "First")
        #expect(file.documents[0].mark == .at(1, 1))
        #expect(file.documents[1].mark == .at(4, 1))
        #expect(file.documents[1].testEntry("title")?.value.mark == .at(5, 8))
        #expect(file.documents[2].mark == .at(8, 1))
        #expect(file.documents[2].testItems.map(\.mark) == [.at(8, 3), .at(9, 3)])
    }

    @Test func crlfLineEnds_countAsOneLineBreak() throws {
        let file = Fixtures.load("crlf.picklist.yml")
        #expect(file.diagnostics.isEmpty)
        let root = try #require(file.documents.first)
        #expect(root.testEntry("title")?.value.testScalar == "Purpose")
        let items = try #require(root.testValue("items"))
        #expect(items.testItems[0].testEntry("design")?.value.mark == .at(3, 13))
        #expect(items.testItems[0].testEntry("design")?.value.testScalar == "Design")
        #expect(items.testItems[1].mark == .at(4, 5))
        #expect(items.testItems[1].testScalar == "Testing")
    }

    @Test func byteOrderMark_isSkippedWithoutShiftingColumns() throws {
        let file = Fixtures.load("bom.picklist.yml")
        #expect(file.diagnostics.isEmpty)
        #expect(!file.source.hasPrefix("\u{FEFF}"))
        let root = try #require(file.documents.first)
        let title = try #require(root.testEntry("title"))
        #expect(title.key.mark == .at(1, 1))
        #expect(title.value.mark == .at(1, 8))
        #expect(title.value.testScalar == "Café")
        #expect(root.testEntry("selection")?.value.mark == .at(2, 12))
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let file = Fixtures.load("unicode.picklist.yml")
        #expect(file.diagnostics.isEmpty)
        let items = try #require(file.documents.first?.testValue("items"))
        // `  - Café ☕: x` — "Café ☕" is 6 characters but 9 bytes.
        #expect(items.testItems[0].testEntry("Café ☕")?.value.mark == .at(3, 13))
        // `  - 😀: y` — one character, four bytes.
        #expect(items.testItems[1].testEntry("😀")?.value.mark == .at(4, 8))
    }

    @Test func aliases_expandToTheAnchoredNodeAtTheAliasPosition() throws {
        let file = Fixtures.load("aliases.picklist.yml")
        let root = try #require(file.documents.first)
        let items = try #require(root.testValue("items"))
        #expect(items.mark == .at(4, 8))
        #expect(items.testItems.map(\.testScalar) == ["Alpha", "Beta"])
        #expect(items.testItems.map(\.mark) == [.at(2, 5), .at(3, 5)])
    }

    @Test func rootThatIsNotAMapping_loadsFine() throws {
        let file = Fixtures.load("root-sequence.picklist.yml")
        #expect(file.diagnostics.isEmpty)
        let root = try #require(file.documents.first)
        #expect(root.testItems.map(\.testScalar) == ["Design", "Testing"])
    }

    @Test func explicitTags_areKept() throws {
        let file = YAMLLoader().load(string: "a: !!str 12\nb: !custom x\n", path: "t.yml")
        let root = try #require(file.documents.first)
        #expect(root.testValue("a")?.tag == "tag:yaml.org,2002:str")
        #expect(root.testValue("b")?.tag == "!custom")
        #expect(root.testValue("a")?.testScalar == "12")
    }
}
