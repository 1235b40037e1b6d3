@testable import PickListPreview
import PickListKit
import PickListPreviewTestSupport
@testable import PickListTerminal
import PickListTestSupport
import Testing
@testable import PickListCompiler

/// The terminal's view of a preview session: after every step its lines are the session's
/// own (taps update only the rows they name, so the two could drift), and each step is said
/// in words.
@Suite struct PreviewSessionScreenModelTests {
    static let specs: [Spec] = [
        PreviewSpecs.purpose, PreviewSpecs.bounded, PreviewSpecs.messages,
        PreviewSpecs.allRow("isolate"), PreviewSpecs.allRow("exclude", position: "last"), PreviewSpecs.allRow("lock"),
        PreviewSpecs.settings,
    ]

    private func expectSameLines(_ model: PreviewSessionScreenModel, _ step: String) {
        let expected = model.session.lines
        #expect(model.lineCount == expected.count, "\(step)")
        for (index, line) in expected.enumerated() where index < model.lineCount {
            let shown = model.line(at: index)
            switch line {
            case .header(let title):
                #expect(shown == .header(title), "\(step): line \(index)")
            case .gap:
                #expect(shown == .gap, "\(step): line \(index)")
            case .row(let row):
                #expect(shown == .row(id: row.id, title: row.title, subtitle: row.subtitle, isChecked: row.isChecked,
                                      isEnabled: row.isEnabled, isAllRow: row.isAllRow, image: row.image?.name,
                                      isMixed: row.isMixed, isExclusive: row.isExclusive, isAction: row.isAction,
                                      isAppOnly: !row.isSelectable, indent: row.indent), "\(step): line \(index)")
            case .footer(let text):
                #expect(shown == .footer(text), "\(step): line \(index)")
            }
        }
    }

    @Test(arguments: 0 ..< specs.count)
    func linesFollowTheSessionThroughRandomSteps(specIndex: Int) {
        var random = SplitMix64(seed: UInt64(specIndex) &+ 0x5EED)
        var model = PreviewSessionScreenModel(PreviewSession(spec: Self.specs[specIndex]))
        expectSameLines(model, "start")
        for step in 0 ..< 300 {
            let name: String
            switch random.next(below: 10) {
            case 0:
                name = "edit"
                _ = model.toggleEditing()
            case 1:
                let query = random.element(of: ["", "a", "car", "Ban", "zzz", "e"])
                name = "search '\(query)'"
                _ = model.search(query)
            case 2:
                name = "reset"
                _ = model.reset()
            default:
                let line = random.next(below: max(1, model.lineCount + 1))
                name = "tap line \(line)"
                _ = model.tap(line: line)
            }
            expectSameLines(model, "step \(step): \(name)")
        }
    }

    @Test func stepsAreSaidInWords() {
        var model = PreviewSessionScreenModel(PreviewSession(spec: PreviewSpecs.bounded))
        let alice = (0 ..< model.lineCount).first { model.line(at: $0).title == "Alice Archer" }!
        let bob = (0 ..< model.lineCount).first { model.line(at: $0).title == "Bob Brown" }!
        let carol = (0 ..< model.lineCount).first { model.line(at: $0).title == "Carol Chen" }!
        #expect(model.tap(line: alice) == TerminalPreviewFeedback(message: "Alice Archer: refused: Keep at least 1 selected.", isRefusal: true))
        #expect(model.tap(line: bob) == TerminalPreviewFeedback(message: "Bob Brown: checked"))
        #expect(model.tap(line: carol) == TerminalPreviewFeedback(message: "Carol Chen: refused: You can choose up to 2.", isRefusal: true))
        #expect(model.tap(line: bob) == TerminalPreviewFeedback(message: "Bob Brown: unchecked"))
        #expect(model.toggleEditing().isRefusal)
        #expect(model.reset().message.hasPrefix("reset"))

        var messages = PreviewSessionScreenModel(PreviewSession(spec: PreviewSpecs.messages))
        #expect(messages.tap(line: 0) == TerminalPreviewFeedback(message: "Welcome to Mail: refused: Tap Edit to select.", isRefusal: true))
        #expect(messages.toggleEditing().message.hasPrefix("editing"))
        #expect(messages.tap(line: 0).message == "Welcome to Mail: checked")
        #expect(messages.toggleEditing().message == "done: the selection is cleared")
    }

    @Test func settingsScreen_showsImagesFootersTheMixedAllRowAndValidity() {
        var model = PreviewSessionScreenModel(PreviewSession(spec: PreviewSpecs.settings))
        let lines = (0 ..< model.lineCount).map { model.line(at: $0) }
        #expect(lines.contains(.footer("Alerts show on the Lock Screen.")))
        let lockScreen = lines.first { $0.id == "lockScreen" }
        #expect(lockScreen?.image == "lock.fill")
        let allRow = (0 ..< model.lineCount).first { model.line(at: $0).title == "Allow All" }!
        #expect(!model.line(at: allRow).isMixed)
        #expect(model.validity == false)                                  // min: 1, nothing on
        let sounds = (0 ..< model.lineCount).first { model.line(at: $0).id == "sounds" }!
        #expect(model.tap(line: sounds).message == "Sounds: checked")
        #expect(model.line(at: allRow).isMixed)                            // some on: a dash
        #expect(model.validity == true)
        _ = model.tap(line: allRow)
        #expect(!model.line(at: allRow).isMixed)
        #expect(PreviewSessionScreenModel(PreviewSession(spec: PreviewSpecs.messages)).validity == nil)
    }

    @Test func settingsScreen_isDrawnWithImageNamesFootersTheDashAndValidity() {
        var model = PreviewSessionScreenModel(PreviewSession(spec: PreviewSpecs.settings))
        let sounds = (0 ..< model.lineCount).first { model.line(at: $0).id == "sounds" }!
        _ = model.tap(line: sounds)
        let screen = PreviewScreen(model: model, size: TerminalSize(columns: 50, rows: 13), colors: false, unicode: true)
        let lines = screen.frame().lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
        #expect(lines == [
            " Notifications",
            "> – Allow All",
            "── Alerts " + String(repeating: "─", count: 40),
            "    [lock.fill] Lock Screen",
            "    [Banner Style] Banners",
            "    footer: Alerts show on the Lock Screen.",
            "── Sounds " + String(repeating: "─", count: 40),
            "  ✓ [speaker.wave.2.fill] Sounds",
            "    Badges",
            "",
            "",
            " ↑↓ move  space tap  r reset  q quit",
            " Sounds" + String(repeating: " ", count: 39) + "1/8",
        ])
        // Nothing selected: below `min: 1`, the toolbar says so.
        let empty = PreviewScreen(
            model: PreviewSessionScreenModel(PreviewSession(spec: PreviewSpecs.settings)),
            size: TerminalSize(columns: 50, rows: 13), colors: false, unicode: true)
        #expect(empty.frame().lines.last?.hasPrefix("   (not valid)") == true)
    }

    /// Rows from an app with their kinds: an indented folder, a row only the app selects, an
    /// action row, drawn as the scripted text draws them.
    @Test func runtimeRowsOfEveryKind_areDrawnIndentedMarkedAndAsAButton() {
        let spec = PreviewSpecs.spec("""
            name: Folders
            title: Folders
            selection: single
            rows: runtime
            """)
        let model = PreviewSessionScreenModel(PreviewSession(spec: spec, rows: [PickListEntrySection(title: nil, entries: [
            PickListEntry(id: "icloud", title: "iCloud"),
            PickListEntry(id: "work", title: "Work", indent: 1),
            PickListEntry(id: "smart", title: "Smart", isSelectable: false),
            PickListEntry(id: "new", title: "New Folder…", isAction: true),
        ])]))
        let screen = PreviewScreen(model: model, size: TerminalSize(columns: 50, rows: 9), colors: false, unicode: true)
        let lines = screen.frame().lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
        #expect(Array(lines.prefix(5)) == [
            " Folders",
            ">   iCloud",
            "      Work",
            "    Smart  (selected by the app)",
            "    [New Folder…]",
        ])
    }

    /// `all: {row: false}`: the title line shows the button, `a` presses it (`toggleAll()`), and
    /// a list without the button refuses the key.
    @Test func allButton_onTheTitleLine_pressedWithA() {
        let spec = PreviewSpecs.spec("""
            name: NoteSelection
            title: Notes
            selection: multiple
            all: {row: false}
            items: [Groceries, Journal]
            """)
        var model = PreviewSessionScreenModel(PreviewSession(spec: spec))
        #expect(model.allButtonTitle == "Select All")
        #expect(model.toggleAll() == TerminalPreviewFeedback(message: "Select All: 2 checked"))
        #expect(model.allButtonTitle == "Deselect All")
        expectSameLines(model, "toggle all")
        let screen = PreviewScreen(model: model, size: TerminalSize(columns: 40, rows: 8), colors: false, unicode: true)
        #expect(screen.frame().lines.first?.hasSuffix("[Deselect All]") == true)
        var purpose = PreviewSessionScreenModel(PreviewSession(spec: PreviewSpecs.purpose))
        #expect(purpose.toggleAll().isRefusal)
    }
}
