@testable import PickListCompiler
import PickListKit
@testable import PickListPreview
import PickListPreviewTestSupport
import Testing

/// The preview model: rows and lines of a spec, and every outcome a step can have.
@Suite struct PreviewSessionTests {
    @Test func singleList_startsWithItsDefault_andMovesTheCheckmark() {
        var session = PreviewSession(spec: PreviewSpecs.purpose)
        #expect(session.title == "Job Purpose")
        #expect(session.selectedIDs == ["design"])
        #expect(session.lines.count == 4)
        #expect(session.lines[0] == .row(PreviewRow(id: "design", title: "Design", isChecked: true)))
        #expect(session.lines[3] == .row(PreviewRow(id: "archived", title: "Archived", isEnabled: false)))

        let moved = session.tap(id: "testing")
        #expect(moved.outcome == .changed)
        #expect(moved.changedRows == ["design", "testing"])
        #expect(moved.message == "changed")
        #expect(session.selectedIDs == ["testing"])

        let again = session.tap(line: 2)
        #expect(again.outcome == .unchanged)
        #expect(again.changedRows.isEmpty)
        #expect(again.message == "unchanged")
    }

    @Test func everyRefusal_isReportedWithPickListKitsText() {
        var purpose = PreviewSession(spec: PreviewSpecs.purpose)
        #expect(purpose.tap(id: "archived").message == "refused: Archived is unavailable.")
        #expect(purpose.tap(id: "nope").message == "refused: no such row")
        #expect(purpose.tap(id: "all").message == "refused: no such row")
        #expect(purpose.tap(line: 99).message == "refused: no such row")

        var bounded = PreviewSession(spec: PreviewSpecs.bounded)
        #expect(bounded.tap(id: "alice").message == "refused: Keep at least 1 selected.")
        #expect(bounded.tap(id: "bob").outcome == .changed)
        let third = bounded.tap(id: "carol")
        #expect(third.rejection == .maximum)
        #expect(third.message == "refused: You can choose up to 2.")
        #expect(bounded.summary == "2 recipients")

        var locked = PreviewSession(spec: PreviewSpecs.allRow("lock"))
        #expect(locked.tap(id: "apple").message == "refused: Everything is selected. Clear the selection to change it.")

        var messages = PreviewSession(spec: PreviewSpecs.messages)
        #expect(messages.tap(id: "lunch").message == "refused: Tap Edit to select.")
    }

    /// The spec's `messages` replace PickListKit's texts, placeholders filled; a translated
    /// list shows the translation under `<Name>.message.<key>`.
    @Test func refusals_showTheSpecsMessages_andTheirTranslations() {
        let spec = PreviewSpecs.spec("""
            name: Topping
            title: Toppings
            selection: multiple
            max: 1
            localization: true
            messages: {maximum: "Only {max}: not {title}."}
            items: [Cheese, Olives, {id: basil, title: Basil, enabled: false}]
            """)
        var english = PreviewSession(spec: spec)
        english.tap(id: "cheese")
        #expect(english.tap(id: "olives").message == "refused: Only 1: not Olives.")
        #expect(english.tap(id: "basil").refusalText == "Basil is unavailable.")
        let german = PreviewTexts(language: "de", tables: ["PickLists": [
            "Topping.message.maximum": "Nur {max}: {title} nicht.",
            "Topping.message.disabled": "{title} ist aus.",
            "Topping.olives.title": "Oliven",
        ]])
        var translated = PreviewSession(spec: spec, texts: german)
        translated.tap(id: "cheese")
        #expect(translated.tap(id: "olives").message == "refused: Nur 1: Oliven nicht.")
        #expect(translated.tap(id: "basil").message == "refused: Basil ist aus.")
        #expect(translated.tap(id: "nope").refusalText == nil)
    }

    @Test func allRow_isolateExcludeAndLock() {
        var isolate = PreviewSession(spec: PreviewSpecs.allRow("isolate"))
        #expect(isolate.selectedIDs == ["apple", "banana", "carrot"])
        let isolated = isolate.tap(id: "banana")
        #expect(isolated.changedRows == [nil, "apple", "carrot"])
        #expect(isolate.selectedIDs == ["banana"])

        var exclude = PreviewSession(spec: PreviewSpecs.allRow("exclude"))
        #expect(exclude.tap(id: "banana").changedRows == [nil, "banana"])
        #expect(exclude.selectedIDs == ["apple", "carrot"])
        #expect(exclude.tap(id: "all").changedRows == [nil, "banana"])

        let locked = PreviewSession(spec: PreviewSpecs.allRow("lock"))
        #expect(locked.lines.first == .row(PreviewRow(id: nil, title: "Everything", isChecked: true)))
        #expect(locked.lines[1] == .header("Fruit"))
        #expect(locked.sections.map(\.title) == [nil, "Fruit", "Vegetables"])

        let last = PreviewSession(spec: PreviewSpecs.allRow("isolate", position: "last"))
        #expect(last.lines.suffix(2) == [.gap, .row(PreviewRow(id: nil, title: "Everything", isChecked: true))])
    }

    @Test func editMode_entersAndLeaves_clearingTheSelection() {
        var session = PreviewSession(spec: PreviewSpecs.messages)
        #expect(session.isEditable && !session.isEditing)
        #expect(session.summary == "No Action")
        #expect(session.toggleEditing().outcome == .unchanged)
        #expect(session.isEditing)
        session.tap(id: "welcome")
        session.tap(id: "invoice")
        #expect(session.summary == "Delete (2)")
        let done = session.toggleEditing()
        #expect(done.target == .done)
        #expect(done.changedRows == ["welcome", "invoice"])
        #expect(!session.isEditing && session.selectedIDs.isEmpty)

        var single = PreviewSession(spec: PreviewSpecs.purpose)
        #expect(single.toggleEditing().outcome == .unchanged)
        #expect(!single.isEditing)
    }

    @Test func search_showsMatchingRows_withoutTheAllRow() {
        var filters = PreviewSession(spec: PreviewSpecs.allRow("isolate"))
        filters.search("car")
        #expect(filters.isSearching)
        #expect(filters.lines == [.header("Vegetables"), .row(PreviewRow(id: "carrot", title: "Carrot", isChecked: true))])
        #expect(filters.tap(line: 0).message == "refused: no such row")
        #expect(filters.tap(line: 1).changedRows == [nil, "apple", "banana"])
        filters.search("")
        #expect(filters.lines.count == 6)

        var recipients = PreviewSession(spec: PreviewSpecs.bounded)
        recipients.search("ally")
        #expect(recipients.lines.compactMap(\.row?.id) == ["alice"])
    }

    @Test func reset_returnsToTheDefault() {
        var session = PreviewSession(spec: PreviewSpecs.purpose)
        session.tap(id: "testing")
        session.reset()
        #expect(session.selectedIDs == ["design"])
    }

    @Test func runtimeList_showsTheRowsGiven_orNone() {
        let spec = PreviewSpecs.spec("""
            name: People
            title: People
            selection: multiple
            rows: runtime
            all: {title: Everyone}
            summary: {none: Nobody, other: "{count} people", all: "Everyone ({total})"}
            """)
        let empty = PreviewSession(spec: spec)
        #expect(empty.rowCount == 0)
        #expect(empty.lines == [.row(PreviewRow(id: nil, title: "Everyone"))])
        #expect(empty.summary == "Nobody")

        var people = PreviewSession(spec: spec, rows: [
            PickListEntrySection(title: "Design", entries: [PickListEntry(id: "E1", title: "Ada")]),
            PickListEntrySection(title: "Support", entries: [PickListEntry(id: "E2", title: "Bo", isEnabled: false)]),
        ])
        #expect(people.lines.count == 5)
        #expect(people.tap(id: "all").outcome == .changed)
        #expect(people.summary == "Ada")
        #expect(people.tap(id: "E2").message == "refused: Bo is unavailable.")
    }

    /// A mixed list: the written rows before (or after) the rows file's, one selection.
    @Test func mixedList_showsTheWrittenRowsBeforeTheRowsGiven_underOneSelection() {
        let spec = PreviewSpecs.spec("""
            name: Spaces
            title: Spaces
            selection: multiple
            rows: runtime
            all: {title: All Spaces}
            items: [{id: noSpace, title: No space, exclusive: true}]
            """)
        let alone = PreviewSession(spec: spec)
        #expect(alone.lines.map(\.row?.id) == [nil, "noSpace"])

        var spaces = PreviewSession(spec: spec, rows: [
            PickListEntrySection(title: nil, entries: [PickListEntry(id: "w", title: "Work"), PickListEntry(id: "h", title: "Home")])
        ])
        #expect(spaces.lines.map(\.row?.id) == [nil, "noSpace", "w", "h"])
        #expect(spaces.tap(id: "all").changedRows == [nil, "w", "h"])
        #expect(spaces.tap(id: "noSpace").changedRows == [nil, "noSpace", "w", "h"])
        #expect(spaces.selectedIDs == ["noSpace"])

        let last = PreviewSpecs.spec("""
            name: Voice
            title: Voice
            selection: single
            rows: runtime
            written: last
            sections: [{title: System, items: [System voice]}]
            """)
        let voices = PreviewSession(spec: last, rows: [
            PickListEntrySection(title: "English", entries: [PickListEntry(id: "ava", title: "Ava")])
        ])
        #expect(voices.lines.compactMap(\.row?.id) == ["ava", "systemVoice"])
    }

    @Test func localizedList_showsTranslations() {
        let spec = PreviewSpecs.fruit
        let texts = PreviewTexts(language: "de", tables: ["PickLists": [
            "Fruit.title": "Obst", "Fruit.all": "Alle", "Fruit.section.sweet": "Süß",
            "Fruit.apple.title": "Apfel", "Fruit.kiwi.subtitle": "Grün", "Fruit.summary.other": "{count} Früchte",
            "Fruit.summary.all": "Alles Obst ({count})",
        ]])
        var session = PreviewSession(spec: spec, texts: texts)
        #expect(session.title == "Obst")
        #expect(session.lines == [
            .row(PreviewRow(id: nil, title: "Alle")), .header("Süß"),
            .row(PreviewRow(id: "apple", title: "Apfel")), .row(PreviewRow(id: "kiwi", title: "Kiwi", subtitle: "Grün")),
        ])
        session.tap(id: "apple")
        #expect(session.summary == "Apfel")
        session.tap(id: "kiwi")
        #expect(session.summary == "Alles Obst (2)")
        session.search("apf")
        #expect(session.lines.compactMap(\.row?.id) == ["apple"])
    }
}
