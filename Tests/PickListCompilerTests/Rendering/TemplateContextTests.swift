import Mustache
import PickListKit
@testable import PickListCompiler
import Testing

@Suite("The template context answers every documented key at every level")
struct TemplateContextTests {
    /// Every key of every level, for lists with and without each optional part: a key that
    /// answered `nil` would make Mustache look it up in the enclosing level instead.
    @Test(arguments: [[SampleSpecs.quoteCategories], [SampleSpecs.jobPurpose], SampleSpecs.mailboxes, SampleSpecs.runtimeLists, SampleSpecs.screens])
    func everyKey_hasAValue(specs: [Spec]) throws {
        let file = TemplateContext.make(specs: specs, sourcePath: "x.picklist.yml", access: .public)
        expectAllKeys(of: file)
        let lists = try #require(file.child(named: "lists") as? [ListContext])
        #expect(lists.count == specs.count)
        for list in lists {
            expectAllKeys(of: list)
            expectAllKeys(of: try #require(list.child(named: "allRow") as? AllRowContext))
            expectAllKeys(of: try #require(list.child(named: "summary") as? SummaryContext))
            expectAllKeys(of: try #require(list.child(named: "messages") as? MessagesContext))
            for section in try #require(list.child(named: "sections") as? [SectionContext]) { expectAllKeys(of: section) }
            for item in try #require(list.child(named: "items") as? [ItemContext]) { expectAllKeys(of: item) }
            for item in try #require(list.child(named: "defaultItems") as? [DefaultItemContext]) { expectAllKeys(of: item) }
            for entry in try #require(list.child(named: "renamed") as? [RenamedContext]) { expectAllKeys(of: entry) }
            for subset in try #require(list.child(named: "subsets") as? [SubsetContext]) { expectAllKeys(of: subset) }
        }
    }

    /// Mustache looks a key a level does not answer up in the enclosing levels: inside
    /// `{{#renamed}}`, `{{title}}` must be the item's title, never the list's.
    @Test func keysThatDescribeALevel_areAnsweredByThatLevel_neverByAnEnclosingOne() {
        let position = ["index", "isLast"]
        let title = ["title", "titleLiteral", "titleJSON"]
        let doc = ["hasDoc", "docLines", "docJSON"]
        let items = ["items", "itemCount", "enabledItemCount"]
        func expect(_ level: String, _ keys: [String], answer wanted: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
            let missing = wanted.filter { !keys.contains($0) }
            #expect(missing.isEmpty, "\(level) does not answer \(missing)", sourceLocation: sourceLocation)
        }
        expect("list", ListContext.keys, answer: position + title + doc + items)
        expect("section", SectionContext.keys, answer: position + title + doc + items)
        expect("item", ItemContext.keys, answer: position + title + doc)
        expect("all-row", AllRowContext.keys, answer: title)
        // An entry of `defaultItems` or `renamed` stands for an item: it answers what an item does.
        expect("defaultItems entry", DefaultItemContext.keys, answer: ItemContext.keys)
        expect("renamed entry", RenamedContext.keys, answer: ItemContext.keys)
        // A subset answers its own name, never the list's.
        expect("subset", SubsetContext.keys, answer: position + ["name"])
    }

    @Test func renamedAndDefaultItems_renderTheirItemsTitles_notTheLists() throws {
        let template = try Template(
            text: "{{% CONTENT_TYPE: TEXT}}{{#lists}}{{#renamed}}{{from}}→{{title}} {{titleLiteral}} {{titleJSON}} {{index}}{{^isLast}}; {{/isLast}}{{/renamed}}|"
                + "{{#defaultItems}}{{title}} {{index}}{{^isLast}}, {{/isLast}}{{/defaultItems}}\n{{/lists}}",
            name: "t", outputExtension: "txt", file: "t")
        let text = Renderer(template: template).render(RenderJob(
            sourcePath: "x", displayPath: "x", outputPath: "o", specs: [SampleSpecs.jobPurpose] + SampleSpecs.mailboxes
        )).text
        #expect(text == """
            drawing→Design "Design" "Design" 0; old_default→Default "Default" "Default" 1; legacy→Default "Default" "Default" 2|Design 0
            |Inbox 0, Café 1
            |

            """)
    }

    /// `default: all` selects every enabled item, and `defaultItems` lists them.
    @Test func defaultItems_ofDefaultAll_areTheEnabledItems() throws {
        var spec = SampleSpecs.quoteCategories
        spec.sections[0].items[1].isEnabled = false
        let list = ListContext(spec, index: 0, isLast: true)
        let items = try #require(list.child(named: "defaultItems") as? [DefaultItemContext])
        #expect(items.map(\.item.id) == ["achievement", "brave"])
        #expect((list.child(named: "defaultCaseList") as? RenderedText)?.renderText == ".achievement, .brave")
        #expect((list.child(named: "defaultJSON") as? RenderedText)?.renderText == #""all""#)
    }

    @Test func aSection_countsItsOwnItems_andHasNoDoc() throws {
        let list = ListContext(SampleSpecs.jobPurpose, index: 0, isLast: true)
        let sections = try #require(list.child(named: "sections") as? [SectionContext])
        #expect(sections.map { $0.child(named: "itemCount") as? Int } == [2, 2])
        #expect(sections.map { $0.child(named: "enabledItemCount") as? Int } == [2, 1])
        #expect(sections.map { $0.child(named: "hasDoc") as? Bool } == [false, false])
        #expect(sections.map { ($0.child(named: "docJSON") as? RenderedText)?.renderText } == ["null", "null"])
    }

    /// `rows`, `hasRuntimeRows` and `hasWrittenRows` tell the two kinds of list apart; a
    /// runtime list answers every item key of the list level empty, and its other keys as any
    /// list does.
    @Test func runtimeList_isToldApart_andHasNoItems() throws {
        func text(_ value: Any?) -> String? { (value as? RenderedText)?.renderText }
        let file = TemplateContext.make(specs: SampleSpecs.runtimeLists, sourcePath: "x.picklist.yml", access: .public)
        let lists = try #require(file.child(named: "lists") as? [ListContext])
        #expect(lists.map { text($0.child(named: "rows")) } == ["runtime", "runtime", "runtime", "written", "runtime"])
        #expect(lists.map { $0.child(named: "hasRuntimeRows") as? Bool } == [true, true, true, false, true])
        #expect(lists.map { $0.child(named: "hasWrittenRows") as? Bool } == [false, false, false, true, false])

        let inbox = lists[0]
        for key in ["sections", "items", "caseDeclarations", "defaultItems", "renamed", "renamedLines", "detailItems"] {
            #expect((inbox.child(named: key) as? [Any])?.isEmpty == true, "\(key)")
        }
        for key in ["hasSectionTitles", "hasRenamed", "hasDetailItems", "hasDisabled", "hasDefault"] {
            #expect(inbox.child(named: key) as? Bool == false, "\(key)")
        }
        #expect(inbox.child(named: "itemCount") as? Int == 0)
        #expect(inbox.child(named: "enabledItemCount") as? Int == 0)
        #expect(text(inbox.child(named: "disabledIDList")) == "")
        #expect(text(inbox.child(named: "defaultIDList")) == "")
        #expect(inbox.child(named: "isSearchable") as? Bool == true)
        #expect(text(inbox.child(named: "titleKey")) == "Inbox.title")
        #expect(text(inbox.child(named: "allRowKey")) == "Inbox.all")

        let labels = lists[2]
        #expect(labels.child(named: "defaultIsAll") as? Bool == true)
        #expect(text(labels.child(named: "defaultJSON")) == #""all""#)
        #expect((labels.child(named: "defaultItems") as? [Any])?.isEmpty == true)
        #expect(text(labels.child(named: "defaultCaseList")) == "")
    }

    @Test func unknownKey_hasNoValue() {
        let file = TemplateContext.make(specs: [SampleSpecs.jobPurpose], sourcePath: "x", access: .public)
        #expect(file.child(named: "nope") == nil)
    }

    @Test func caseNeedsRawValue_onlyWhenItsNameDiffersFromTheId() throws {
        let file = TemplateContext.make(specs: SampleSpecs.mailboxes + [SampleSpecs.jobPurpose], sourcePath: "x", access: .public)
        let lists = try #require(file.child(named: "lists") as? [ListContext])
        var flags: [String: Bool] = [:]
        for list in lists {
            for item in try #require(list.child(named: "items") as? [ItemContext]) {
                flags[try #require((item.child(named: "id") as? RenderedText)?.renderText)] = item.child(named: "needsRawValue") as? Bool
            }
        }
        #expect(flags["1Archive"] == true)
        #expect(flags["default"] == false)
        #expect(flags["café"] == false)
    }

    /// Past 1 000 items a case is a declaration of its own only when it has a `doc` (swiftc
    /// type-checks an enum in time quadratic in its declarations): the others share one.
    @Test func caseDeclarations_ofALongList_documentOnlyItemsWithADoc_undocumentedNeighboursSharingADeclaration() throws {
        var items = (0..<1_001).map {
            Spec.Item(id: "n\($0)", caseName: "n\($0)", title: "N \($0)", location: SampleSpecs.location("x", $0 + 1))
        }
        items[1].subtitle = "Shown under"
        items[1].doc = "Documented."
        let spec = Spec(
            name: "Long", title: "Long", selection: .single, sections: [Spec.Section(title: nil, items: items)],
            sourcePath: "x", location: SampleSpecs.location("x", 1))
        let lines = try #require(ListContext(spec, index: 0, isLast: true).child(named: "caseDeclarations") as? [RenderedText])
            .map(\.renderText)
        #expect(Array(lines.prefix(8)) == [
            "case n0", "/// N 1", "///", "/// Shown under", "///", "/// Documented.", "case n1", "case n2,",
        ])
        #expect(lines.count == 1_001 + 5)
    }

    /// A subtitle is the second paragraph of a case's comment, and text is escaped for a comment.
    @Test func caseDeclarations_putTheSubtitleUnderTheTitle() throws {
        var item = Spec.Item(id: "thirty", caseName: "thirty", title: "30 Seconds", location: SampleSpecs.location("x", 1))
        item.subtitle = "Locks soonest"
        let spec = Spec(
            name: "AutoLock", title: "Auto-Lock", selection: .single, sections: [Spec.Section(title: nil, items: [item])],
            sourcePath: "x", location: SampleSpecs.location("x", 1))
        let lines = try #require(ListContext(spec, index: 0, isLast: true).child(named: "caseDeclarations") as? [RenderedText])
            .map(\.renderText)
        #expect(lines == ["/// 30 Seconds", "///", "/// Locks soonest", "case thirty"])
    }

    @Test func caseDeclarations_documentEachCaseWithItsTitleSubtitleAndDoc() throws {
        let items = [
            Spec.Item(id: "inbox", caseName: "inbox", title: "Inbox", doc: "Where mail arrives.\n\nSecond paragraph.", location: SampleSpecs.location("x", 1)),
            Spec.Item(id: "1st", caseName: "_1st", title: "First", location: SampleSpecs.location("x", 2)),
            Spec.Item(id: "default", caseName: "`default`", title: "Default", location: SampleSpecs.location("x", 3)),
        ]
        let spec = Spec(
            name: "Box", title: "Boxes", selection: .single, sections: [Spec.Section(title: nil, items: items)],
            sourcePath: "x", location: SampleSpecs.location("x", 1))
        let list = ListContext(spec, index: 0, isLast: true)
        let lines = try #require(list.child(named: "caseDeclarations") as? [RenderedText]).map(\.renderText)
        #expect(lines == [
            "/// Inbox", "///", "/// Where mail arrives.", "///", "/// Second paragraph.", "case inbox",
            "/// First", "case _1st", "/// Default", "case `default`",
        ])
        let section = try #require((list.child(named: "sections") as? [SectionContext])?.first)
        let titles = try #require(section.child(named: "titleLines") as? [RenderedText]).map(\.renderText)
        #expect(titles == ["Inbox", "First", "Default"])
        // The raw values come from the ids table, never from the case names.
        let ids = try #require(section.child(named: "idLines") as? [RenderedText]).map(\.renderText)
        #expect(ids == ["inbox", "1st", "default"])
    }

    /// Each `…Block` key holds what iterating its lines writes, in one value: every line after
    /// the indentation of the built-in `swift` template (an empty line stays empty), joined by
    /// line feeds.
    @Test(arguments: [[SampleSpecs.quoteCategories], [SampleSpecs.jobPurpose], SampleSpecs.mailboxes, SampleSpecs.runtimeLists, SampleSpecs.screens])
    func blocks_areTheirLines_indentedAndJoined(specs: [Spec]) throws {
        func text(_ value: Any?) -> String? { (value as? RenderedText)?.renderText }
        func lines(_ value: Any?) throws -> [String] { try #require(value as? [RenderedText]).map(\.renderText) }
        func joined(_ lines: [String], _ indentation: Int) -> String {
            lines.map { $0.isEmpty ? "" : String(repeating: " ", count: indentation) + $0 }.joined(separator: "\n")
        }
        let file = TemplateContext.make(specs: specs, sourcePath: "x.picklist.yml", access: .public)
        for list in try #require(file.child(named: "lists") as? [ListContext]) {
            #expect(text(list.child(named: "caseDeclarationsBlock")) == joined(try lines(list.child(named: "caseDeclarations")), 4))
            #expect(text(list.child(named: "renamedLinesBlock")) == joined(try lines(list.child(named: "renamedLines")), 12))
            let indentation = list.child(named: "hasSectionTitles") as? Bool == true ? 20 : 12
            for section in try #require(list.child(named: "sections") as? [SectionContext]) {
                for key in ["idLines", "titleLines", "subtitleLines", "keywordLines"] {
                    #expect(text(section.child(named: key + "Block")) == joined(try lines(section.child(named: key)), indentation), "\(key)")
                }
            }
        }
    }

    /// Generated code passes what the spec writes, even a value equal to PickListKit's default
    /// (which the runtime alone owns), and nothing else.
    @Test func allRowWrittenArguments_nameOnlyWhatTheSpecWrites() throws {
        func arguments(_ allRow: Spec.AllRow?) -> String? {
            (AllRowContext(allRow).child(named: "writtenArguments") as? RenderedText)?.renderText
        }
        #expect(arguments(Spec.AllRow()) == "")
        #expect(arguments(Spec.AllRow(title: "Every \"one\"")) == #"title: "Every \"one\"""#)
        #expect(arguments(Spec.AllRow(position: .last, whileAll: .lock)) == "position: .last, whileAll: .lock")
        let defaults = PickListAllRow()
        #expect(
            arguments(Spec.AllRow(title: defaults.title, position: defaults.position, whileAll: defaults.whileAll))
                == "title: \(LiteralEscaping.swiftString(defaults.title)), position: .\(defaults.position), whileAll: .\(defaults.whileAll)")
        #expect(arguments(nil) == "")
    }

    /// `swiftArguments` (context version 3) names what differs from PickListKit's defaults.
    @Test func allRowSwiftArguments_nameOnlyWhatDiffersFromPickListKitsDefaults() throws {
        func arguments(_ allRow: Spec.AllRow?) -> String? {
            (AllRowContext(allRow).child(named: "swiftArguments") as? RenderedText)?.renderText
        }
        let defaults = PickListAllRow()
        #expect(arguments(Spec.AllRow()) == "")
        #expect(arguments(Spec.AllRow(title: defaults.title, position: defaults.position, whileAll: defaults.whileAll)) == "")
        #expect(arguments(Spec.AllRow(title: "Every \"one\"")) == #"title: "Every \"one\"""#)
        #expect(arguments(Spec.AllRow(position: .last, whileAll: .lock)) == "position: .last, whileAll: .lock")
        #expect(arguments(nil) == "")
    }

    /// `title`, `position` and `whileAll` are what the list shows: PickListKit's defaults for
    /// what the spec leaves out.
    @Test func allRowKeys_fillWhatTheSpecLeavesOut_fromPickListKit() throws {
        let context = AllRowContext(Spec.AllRow(position: .last))
        func text(_ key: String) -> String? { (context.child(named: key) as? RenderedText)?.renderText }
        #expect(text("title") == PickListAllRow().title)
        #expect(text("position") == "last")
        #expect(text("whileAll") == PickListAllRow().whileAll.rawValue)
        #expect(AllRowContext(Spec.AllRow(position: .last)).json == AllRowContext(Spec.AllRow(
            title: PickListAllRow().title, position: .last, whileAll: PickListAllRow().whileAll)).json)
    }

    @Test func summaryWrittenArguments_nameOnlyTheTextsTheSpecWrites_inTheInitialisersOrder() throws {
        func arguments(_ summary: Spec.Summary) -> String? {
            (SummaryContext(summary).child(named: "writtenArguments") as? RenderedText)?.renderText
        }
        #expect(arguments(Spec.Summary()) == "")
        #expect(arguments(Spec.Summary(none: "")) == #"none: """#)
        #expect(arguments(Spec.Summary(none: "No \"fruit\"", all: "Every fruit")) == #"none: "No \"fruit\"", all: "Every fruit""#)
        #expect(arguments(Spec.Summary(none: "a", one: "b", other: "c", all: "d")) == #"none: "a", one: "b", other: "c", all: "d""#)
    }

    /// The four texts (and `noneKey`, which exists only for a text that is not empty) are those
    /// the list shows: PickListKit's fallbacks for what the spec leaves out.
    @Test func summaryTexts_areTheShownOnes_fallbacksFromPickListKit() throws {
        let summary = Spec.Summary(other: "{count} fruits")
        let context = SummaryContext(summary, keys: PickListLocalizationKeys(name: "Fruit"))
        func text(_ key: String) -> String? { (context.child(named: key) as? RenderedText)?.renderText }
        for shown in PickListSummaryFormat.Text.allCases {
            #expect(text(shown.rawValue) == summary.text(shown))
        }
        #expect(text("all") == "{count} fruits")
        #expect(text("noneKey") == (summary.text(.none).isEmpty ? "" : "Fruit.summary.none"))
        #expect(text("otherKey") == "Fruit.summary.other")
    }

    /// `hasWrittenSummary`: the spec writes a summary text; `hasCustomSummary` (context
    /// version 3): the texts shown differ from PickListKit's fallbacks.
    @Test func summaryFlags_tellWrittenTextsFromTextsThatDifferFromTheDefaults() throws {
        func flags(_ summary: Spec.Summary) -> [Bool?] {
            var spec = SampleSpecs.jobPurpose
            spec.summary = summary
            let list = ListContext(spec, index: 0, isLast: true)
            return [list.child(named: "hasWrittenSummary") as? Bool, list.child(named: "hasCustomSummary") as? Bool]
        }
        #expect(flags(Spec.Summary()) == [false, false])
        #expect(flags(Spec.Summary(one: PickListSummaryFormat().text(.one))) == [true, false])
        #expect(flags(Spec.Summary(all: "Every one")) == [true, true])
    }

    @Test func titleLine_ofATitleWithALineFeed_isOneLine_andTheItemHasDetails() throws {
        let item = Spec.Item(id: "two", caseName: "two", title: "Line one\nline \"two\"", location: SampleSpecs.location("x", 1))
        let context = ItemContext(item, index: 0, isLast: true, indexInSection: 0, isLastInSection: true)
        #expect((context.child(named: "titleLine") as? RenderedText)?.renderText == #"Line one line "two""#)
        #expect(context.child(named: "hasDetails") as? Bool == true)
        let plain = ItemContext(Spec.Item(id: "one", caseName: "one", title: "One", location: SampleSpecs.location("x", 2)), index: 0, isLast: true, indexInSection: 0, isLastInSection: true)
        #expect(plain.child(named: "hasDetails") as? Bool == false)
    }

    /// The built-in templates' subsets, search fields and untitled sections, as values.
    @Test func screensSpec_rendersSubsetsSearchFieldsAndUntitledSections() throws {
        let list = ListContext(SampleSpecs.screens[0], index: 0, isLast: false)
        func text(_ key: String) -> String? { (list.child(named: key) as? RenderedText)?.renderText }
        #expect(list.child(named: "hasSectionTitles") as? Bool == true)
        #expect(text("searchFieldList") == ".title, .subtitle, .section")
        #expect(text("searchFieldsJSON") == #"["title", "subtitle", "section"]"#)
        #expect(text("searchFieldsDescription") == "title, subtitle or section title")
        #expect(text("subsetsJSON") == #"{"poll": ["fiveMinutes", "oneHour"], "mute": ["oneHour", "default", "forever"]}"#)
        let subsets = try #require(list.child(named: "subsets") as? [SubsetContext])
        #expect(subsets.map { ($0.child(named: "caseList") as? RenderedText)?.renderText } == [".fiveMinutes, .oneHour", ".oneHour, .`default`, .forever"])
        #expect(subsets.map { ($0.child(named: "idList") as? RenderedText)?.renderText } == [#""fiveMinutes", "oneHour""#, #""oneHour", "default", "forever""#])
        let sections = try #require(list.child(named: "sections") as? [SectionContext])
        #expect(sections.map { ($0.child(named: "titleLiteral") as? RenderedText)?.renderText } == ["nil", #""For""#])
        let plain = ListContext(SampleSpecs.quoteCategories, index: 0, isLast: true)
        #expect(plain.child(named: "hasSearchFields") as? Bool == false)
        #expect((plain.child(named: "searchFieldsDescription") as? RenderedText)?.renderText == "title or keywords")
        #expect((plain.child(named: "subsetsJSON") as? RenderedText)?.renderText == "null")
    }

    private func expectAllKeys<Level: ContextLevel>(of level: Level, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        for key in Level.keys {
            #expect(level.child(named: key) != nil, "\(Level.self) has no value for '\(key)'", sourceLocation: sourceLocation)
        }
    }
}
