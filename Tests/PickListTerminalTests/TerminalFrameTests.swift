@testable import PickListTerminal
import Testing
@testable import PickListCompiler

/// What a frame writes over the previous one, and how lines are clipped to the width.
@Suite struct TerminalFrameTests {
    private let size = TerminalSize(columns: 20, rows: 4)

    @Test func theFirstFrameClearsAndWritesEveryLine() {
        let frame = TerminalFrame(size: size, lines: ["a", "", "c", "d"])
        #expect(frame.update(from: nil) == "\u{1B}[0m\u{1B}[H\u{1B}[2J"
            + "\u{1B}[1;1H\u{1B}[2Ka" + "\u{1B}[3;1H\u{1B}[2Kc" + "\u{1B}[4;1H\u{1B}[2Kd")
        #expect(frame.changedRows(from: nil) == [0, 1, 2, 3])
    }

    @Test func anIdenticalFrameWritesNothing() {
        let frame = TerminalFrame(size: size, lines: ["a", "b", "c", "d"])
        #expect(frame.update(from: frame) == "")
        #expect(frame.changedRows(from: frame) == [])
    }

    @Test func onlyChangedLinesAreWritten() {
        let before = TerminalFrame(size: size, lines: ["> a", "  b", "", "3"])
        let after = TerminalFrame(size: size, lines: ["  a", "> b", "", "3"])
        #expect(after.update(from: before) == "\u{1B}[1;1H\u{1B}[2K  a\u{1B}[2;1H\u{1B}[2K> b")
        #expect(after.changedRows(from: before) == [0, 1])
        // A line emptied is cleared.
        let cleared = TerminalFrame(size: size, lines: ["  a", "> b", "", ""])
        #expect(cleared.update(from: after) == "\u{1B}[4;1H\u{1B}[2K")
    }

    @Test func aResizeRedrawsEverything() {
        let before = TerminalFrame(size: size, lines: ["a", "b", "c", "d"])
        let after = TerminalFrame(size: TerminalSize(columns: 30, rows: 4), lines: ["a", "b", "c", "d"])
        #expect(after.update(from: before).hasPrefix("\u{1B}[0m\u{1B}[H\u{1B}[2J"))
        #expect(after.changedRows(from: before) == [0, 1, 2, 3])
    }

    @Test func linesAreClippedToTheWidthWithAnEllipsis() {
        var builder = TerminalLineBuilder(width: 10, colors: false)
        builder.append("Alice Archer  Engineering")
        #expect(builder.finished() == "Alice Arc…")
        #expect(builder.columns == 10)

        var exact = TerminalLineBuilder(width: 5, colors: false)
        exact.append("Alice")
        exact.append("x")
        #expect(exact.finished() == "Alice")
    }

    @Test func wideCharactersTakeTwoColumns() {
        #expect(TerminalText.width(of: "日本") == 4)
        #expect(TerminalText.width(of: "e\u{301}") == 1)
        #expect(TerminalText.width(of: "🙂") == 2)
        var builder = TerminalLineBuilder(width: 6, colors: false)
        builder.append("日本語です")
        // Two wide characters (4 columns), the ellipsis, and the column a third cannot use.
        #expect(builder.finished() == "日本… ")
        #expect(builder.columns == 6)
    }

    @Test func controlCharactersInUserTextAreShownEscaped() {
        var builder = TerminalLineBuilder(width: 40, colors: false)
        builder.append("\u{1B}[31mred\n")
        #expect(builder.finished() == "\\u{1B}[31mred\\n")
    }

    @Test func stylesAreSGRCodesResetAtTheEnd() {
        var builder = TerminalLineBuilder(width: 20, colors: true)
        builder.append("Title", .bold)
        builder.append(" sub", .dim)
        #expect(builder.finished() == "\u{1B}[0;1mTitle\u{1B}[0;2m sub\u{1B}[0m")
        var plain = TerminalLineBuilder(width: 20, colors: false)
        plain.append("Title", .bold)
        #expect(plain.finished() == "Title")
    }
}
