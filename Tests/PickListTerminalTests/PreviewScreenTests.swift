@testable import PickListTerminal
import Testing
@testable import PickListCompiler

/// The interactive preview's screen over a stand-in model: layout, cursor, scrolling, search,
/// refusals, resizing, and the note a too-small terminal gets. Drawn without colour, so a line
/// is its text.
@Suite struct PreviewScreenTests {
    typealias Row = StubPreviewModel.Row

    static let zones = StubPreviewModel(title: "Time Zone", sections: [
        ("Americas", [Row(id: "la", title: "Los Angeles"), Row(id: "ny", title: "New York")]),
        ("Asia", [Row(id: "kolkata", title: "Kolkata", subtitle: "India Standard Time"),
                  Row(id: "kathmandu", title: "Kathmandu", subtitle: "Not yet", isEnabled: false),
                  Row(id: "tokyo", title: "Tokyo")]),
    ], maximum: 2, isSearchable: true)

    private func screen<Model>(_ model: Model, columns: Int = 40, rows: Int = 10) -> PreviewScreen<Model> {
        PreviewScreen(model: model, size: TerminalSize(columns: columns, rows: rows), colors: false, unicode: true)
    }

    private func text<Model>(_ screen: PreviewScreen<Model>) -> [String] {
        screen.frame().lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
    }

    @Test func theListIsDrawnWithTitleSearchRowsStatusAndSummary() {
        let screen = screen(Self.zones, columns: 50, rows: 11)
        #expect(text(screen) == [
            " Time Zone",
            " Search: press / to search",
            "── Americas ──────────────────────────────────────",
            ">   Los Angeles",
            "    New York",
            "── Asia ──────────────────────────────────────────",
            "    Kolkata  India Standard Time",
            "    Kathmandu (disabled)  Not yet",
            "    Tokyo",
            " ↑↓ move  space tap  / search  r reset  q quit",
            " None                                         2/7",
        ])
    }

    @Test func theCursorSkipsHeadersAndTapsShowCheckmarksAndRefusals() {
        var screen = screen(Self.zones, rows: 11)
        #expect(screen.handle(.character(" ")) == .continuing)
        #expect(text(screen)[3] == "> ✓ Los Angeles")
        #expect(text(screen)[9] == " changed")
        _ = screen.handle(.down)
        _ = screen.handle(.character("j"))
        #expect(screen.cursor == 4)
        _ = screen.handle(.enter)
        _ = screen.handle(.down)
        _ = screen.handle(.down)
        _ = screen.handle(.enter)
        #expect(text(screen)[9] == " refused: maximum of 2 reached")
        _ = screen.handle(.up)
        _ = screen.handle(.enter)
        #expect(text(screen)[9] == " refused: disabled")
        #expect(text(screen)[10] == " 2 selected                         6/7")
        // Any key clears the message.
        _ = screen.handle(.home)
        #expect(screen.cursor == 1)
        #expect(text(screen)[9].hasPrefix(" ↑↓ move"))
        _ = screen.handle(.character("r"))
        #expect(text(screen)[10].hasPrefix(" None"))
    }

    @Test func searchFiltersAsTheQueryIsTyped() {
        var screen = screen(Self.zones, rows: 11)
        _ = screen.handle(.character("/"))
        #expect(screen.isTypingQuery)
        for character in "ko" { _ = screen.handle(.character(character)) }
        #expect(text(screen)[1] == " Search: ko_")
        #expect(text(screen)[2 ... 4] == ["── Asia ────────────────────────────────", ">   Kolkata  India Standard Time", ""])
        // q is typed into the query while searching, not quitting.
        #expect(screen.handle(.character("q")) == .continuing)
        #expect(text(screen)[2] == "  no rows match “koq”")
        _ = screen.handle(.backspace)
        _ = screen.handle(.enter)
        #expect(!screen.isTypingQuery)
        #expect(text(screen)[1] == " Search: ko")
        _ = screen.handle(.character(" "))
        #expect(text(screen)[3] == "> ✓ Kolkata  India Standard Time")
        // Escape outside the query clears the search; the cursor stays on its row.
        _ = screen.handle(.escape)
        #expect(text(screen)[1] == " Search: press / to search")
        #expect(screen.cursor == 4)
    }

    @Test func theKeysOfOneReadSearchOnce() {
        var screen = screen(Self.zones, rows: 11)
        #expect(screen.handle(Array("/tok".map(TerminalKey.character)) + [.backspace, .character("k")]) == .continuing)
        #expect(screen.model.searchCount == 1)
        #expect(screen.model.searchQuery == "tok")
        #expect(text(screen)[3] == ">   Tokyo")
        // A key that is not typing runs the search typed before it first.
        _ = screen.handle([.character("y"), .character("o"), .enter, .character(" ")])
        #expect(screen.model.searchCount == 2)
        #expect(text(screen)[3] == "> ✓ Tokyo")
        #expect(screen.handle([.character("/"), .character("x"), .interrupt]) == .quit)
        #expect(screen.model.searchQuery == "tokyox")
    }

    @Test func aListThatIsNotSearchableSaysSo() {
        var screen = screen(StubPreviewModel.numbered(3))
        _ = screen.handle(.character("/"))
        #expect(!screen.isTypingQuery)
        #expect(screen.status?.isRefusal == true)
    }

    @Test func editModeIsToggledByE() {
        var screen = screen(StubPreviewModel(title: "Inbox", sections: [(nil, [Row(id: "a", title: "A")])], isEditable: true))
        #expect(text(screen)[0] == " Inbox                            [Edit]")
        _ = screen.handle(.enter)
        #expect(text(screen)[8] == " refused: not editing")
        _ = screen.handle(.character("e"))
        #expect(text(screen)[0] == " Inbox                            [Done]")
        _ = screen.handle(.enter)
        #expect(text(screen)[1] == "> ✓ A")
    }

    @Test func longListsScrollToKeepTheCursorInView() {
        var screen = screen(StubPreviewModel.numbered(10_000), rows: 10)
        #expect(screen.listRows == 7)
        for _ in 0 ..< 7 { _ = screen.handle(.down) }
        #expect(screen.cursor == 7)
        #expect(screen.top == 1)
        #expect(text(screen)[7] == ">   Item 8")
        _ = screen.handle(.pageDown)
        #expect(screen.cursor == 14)
        _ = screen.handle(.end)
        #expect(screen.cursor == 9_999)
        #expect(screen.top == 10_000 - 7)
        #expect(text(screen)[9].hasSuffix("10000/10000"))
        _ = screen.handle(.pageUp)
        #expect(screen.cursor == 9_992)
        #expect(screen.top == 9_992)
        _ = screen.handle(.home)
        #expect(screen.cursor == 0 && screen.top == 0)
        // Moving one line rewrites only the two rows and the position.
        let before = screen.frame()
        _ = screen.handle(.down)
        #expect(screen.frame().changedRows(from: before) == [1, 2, 9])
    }

    @Test func aHeaderAboveTheCursorScrollsIntoViewWithIt() {
        var screen = screen(Self.zones, rows: 7)
        // Three list rows: the last row, then back up to the first of Asia.
        _ = screen.handle(.end)
        #expect(screen.cursor == 6)
        #expect(screen.top == 4)
        _ = screen.handle(.up)
        _ = screen.handle(.up)
        #expect(screen.cursor == 4)
        #expect(screen.top == 3)
        _ = screen.handle(.up)
        #expect(screen.cursor == 2)
        #expect(screen.top == 2)
        _ = screen.handle(.home)
        #expect(screen.top == 0)
    }

    @Test func aResizeKeepsTheCursorInViewAndNeverScrollsPastTheEnd() {
        var screen = screen(StubPreviewModel.numbered(30), rows: 24)
        _ = screen.handle(.end)
        screen.resize(to: TerminalSize(columns: 40, rows: 8))
        #expect(screen.top == 30 - 5)
        screen.resize(to: TerminalSize(columns: 40, rows: 40))
        #expect(screen.top == 0)
        #expect(screen.frame().lines.count == 40)
    }

    @Test func aTerminalTooSmallSaysSoAndOnlyQuits() {
        var screen = screen(StubPreviewModel.numbered(3), columns: 19, rows: 10)
        #expect(text(screen)[0 ... 1] == ["Terminal too small", "needs 20x5"])
        #expect(screen.handle(.down) == .continuing)
        #expect(screen.cursor == 0)
        screen.resize(to: TerminalSize(columns: 8, rows: 2))
        #expect(text(screen) == ["too sma…", "needs 2…"])
        screen.resize(to: TerminalSize(columns: 80, rows: 4))
        #expect(screen.isTooSmall)
        screen.resize(to: TerminalSize(columns: 1, rows: 1))
        #expect(screen.frame().lines.count == 1)
        #expect(screen.handle(.character("q")) == .quit)
    }

    @Test func ctrlCQuitsAndCtrlZSuspendsEvenWhileTyping() {
        var screen = screen(Self.zones)
        _ = screen.handle(.character("/"))
        #expect(screen.handle([.character("k"), .control(0x1A), .character("o")]) == .suspend)
        #expect(screen.model.searchQuery == "k")
        #expect(screen.handle(.interrupt) == .quit)
    }

    @Test func everyFrameFitsItsSize() {
        var screen = screen(Self.zones, rows: 5)
        for columns in [1, 5, 19, 20, 21, 33, 80] {
            for rows in [1, 4, 5, 6, 24] {
                screen.resize(to: TerminalSize(columns: columns, rows: rows))
                let frame = screen.frame()
                #expect(frame.lines.count == rows)
                for line in frame.lines {
                    #expect(TerminalText.width(of: line) <= columns, "\(columns)×\(rows): '\(line)'")
                }
            }
        }
    }
}
