@testable import PickListTerminal
import Testing
@testable import PickListCompiler

/// The bytes terminals send for keys, decoded whole, split across reads, and broken.
@Suite struct KeyDecoderTests {
    private func keys(_ text: String) -> [TerminalKey] {
        var decoder = KeyDecoder()
        return decoder.feed(Array(text.utf8)) + decoder.flush()
    }

    @Test func cursorKeysInBothModes() {
        #expect(keys("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [.up, .down, .right, .left])
        #expect(keys("\u{1B}OA\u{1B}OB\u{1B}OC\u{1B}OD") == [.up, .down, .right, .left])
        // With a modifier (Ctrl-Up, Shift-Down): still the arrow.
        #expect(keys("\u{1B}[1;5A\u{1B}[1;2B") == [.up, .down])
    }

    @Test func homeEndAndPageKeysInEveryVariant() {
        #expect(keys("\u{1B}[H\u{1B}OH\u{1B}[1~\u{1B}[7~") == [.home, .home, .home, .home])
        #expect(keys("\u{1B}[F\u{1B}OF\u{1B}[4~\u{1B}[8~") == [.end, .end, .end, .end])
        #expect(keys("\u{1B}[5~\u{1B}[6~\u{1B}[3~") == [.pageUp, .pageDown, .delete])
    }

    @Test func plainAndControlBytes() {
        #expect(keys("j k/") == [.character("j"), .character(" "), .character("k"), .character("/")])
        #expect(keys("\r\n\t\u{7F}\u{08}") == [.enter, .enter, .tab, .backspace, .backspace])
        #expect(keys("\u{03}\u{15}") == [.interrupt, .control(0x15)])
        #expect(keys("\u{1B}OM") == [.enter])
    }

    @Test func utf8Characters() {
        #expect(keys("é日🙂") == [.character("é"), .character("日"), .character("🙂")])
    }

    @Test func aLoneEscapeWaitsThenIsTheEscapeKey() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]) == [])
        #expect(decoder.hasPending)
        #expect(decoder.flush() == [.escape])
        #expect(!decoder.hasPending)
    }

    @Test func sequencesSplitAcrossReadsAreJoined() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]) == [])
        #expect(decoder.feed(Array("[".utf8)) == [])
        #expect(decoder.feed(Array("5".utf8)) == [])
        #expect(decoder.feed(Array("~j".utf8)) == [.pageUp, .character("j")])
        #expect(decoder.feed([0xC3]) == [])
        #expect(decoder.feed([0xA9]) == [.character("é")])
        #expect(decoder.feed(Array("\u{1B}O".utf8)) == [])
        #expect(decoder.feed(Array("B".utf8)) == [.down])
        #expect(!decoder.hasPending)
    }

    @Test func escapeThenAKeyInOneReadIsTwoKeys() {
        // Escape typed just before `q` (or Alt-q): Escape, then q.
        #expect(keys("\u{1B}q") == [.escape, .character("q")])
        #expect(keys("\u{1B}\u{1B}[A") == [.escape, .up])
    }

    @Test func unusedSequencesAreSwallowedWhole() {
        // F5, bracketed paste start, F1 (SS3 P), a focus report.
        #expect(keys("\u{1B}[15~x") == [.unknown, .character("x")])
        #expect(keys("\u{1B}[200~") == [.unknown])
        #expect(keys("\u{1B}OPx") == [.unknown, .character("x")])
        #expect(keys("\u{1B}[I") == [.unknown])
    }

    @Test func brokenInputNeverStopsTheDecoder() {
        // An incomplete CSI flushed: Escape, then its bytes as typed.
        #expect(keys("\u{1B}[") == [.escape, .character("[")])
        // A CSI cut by another Escape: the broken part dropped, the next sequence decoded.
        #expect(keys("\u{1B}[1\u{1B}[B") == [.unknown, .down])
        // Bytes no UTF-8 character starts with, and a character cut short.
        var decoder = KeyDecoder()
        #expect(decoder.feed([0xFF, 0x80, 0x61]) == [.unknown, .unknown, .character("a")])
        #expect(decoder.feed([0xE6, 0x97, 0x61]) == [.unknown, .unknown, .character("a")])
        #expect(decoder.feed([0xE6]) == [])
        #expect(decoder.flush() == [.unknown])
        // A parameter run longer than any real sequence is given up on: Escape, then typed bytes.
        let endless = [UInt8]([0x1B, UInt8(ascii: "[")]) + [UInt8](repeating: UInt8(ascii: "1"), count: 40)
        var long = KeyDecoder()
        let decoded = long.feed(endless)
        #expect(decoded.first == .escape)
        #expect(!long.hasPending)
    }
}
