@testable import PickListPreview
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
                                      isEnabled: row.isEnabled, isAllRow: row.isAllRow), "\(step): line \(index)")
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
}
