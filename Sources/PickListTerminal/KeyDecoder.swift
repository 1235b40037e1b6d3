/// A key the preview reacts to, decoded from the bytes a terminal sends in raw mode.
enum TerminalKey: Equatable, Sendable {
    case up, down, left, right
    case home, end, pageUp, pageDown
    case enter, tab, backspace, delete
    /// A lone Escape (not the start of a sequence).
    case escape
    /// Ctrl-C (raw mode turns off the terminal's signal keys, so it arrives as a byte).
    case interrupt
    /// Another control key: Ctrl-U is `.control(0x15)`.
    case control(UInt8)
    /// A printable character (UTF-8 decoded).
    case character(Character)
    /// A sequence we recognise as one but do not use (F-keys, Insert, a mouse report …),
    /// swallowed whole so its bytes are not taken for typed characters.
    case unknown
}

/// Turns terminal input bytes into keys, across reads: a sequence split between two reads is
/// held until the rest arrives.
///
/// An Escape byte alone is ambiguous — the Escape key, or the start of an arrow key's
/// `ESC [ A` whose rest is still on its way. The decoder keeps it pending; the reader calls
/// ``flush()`` when no byte followed within a short wait, which makes it the Escape key.
///
/// Recognised: `ESC [` (CSI) and `ESC O` (SS3) cursor keys with or without modifier parameters
/// (`ESC [ A`, `ESC O A`, `ESC [ 1 ; 5 A`); Home as `ESC [ H`, `ESC O H`, `ESC [ 1 ~`,
/// `ESC [ 7 ~`; End as `ESC [ F`, `ESC O F`, `ESC [ 4 ~`, `ESC [ 8 ~`; Page Up `ESC [ 5 ~`, Page
/// Down `ESC [ 6 ~`, Delete `ESC [ 3 ~`; keypad Enter `ESC O M`. Any other complete CSI or SS3
/// sequence is ``TerminalKey/unknown``. Escape followed by another byte (Alt+key, or Escape
/// then a key typed quickly) is Escape, then that key.
struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []

    /// A CSI sequence longer than this without its final byte is garbage, dropped.
    private static let maximumSequenceLength = 32

    init() {}

    /// Whether bytes are held waiting for the rest of a sequence (the reader should then wait
    /// briefly for more input, and ``flush()`` if none comes).
    var hasPending: Bool { !pending.isEmpty }

    /// The keys `bytes` complete, in order; an incomplete sequence at the end is kept.
    mutating func feed(_ bytes: some Sequence<UInt8>) -> [TerminalKey] {
        pending.append(contentsOf: bytes)
        return decode(final: false)
    }

    /// The keys held: no more bytes are coming for now, so a pending Escape is the Escape key
    /// and an incomplete sequence's bytes are what they are alone.
    mutating func flush() -> [TerminalKey] {
        decode(final: true)
    }

    private mutating func decode(final: Bool) -> [TerminalKey] {
        var keys: [TerminalKey] = []
        var index = 0
        while index < pending.count {
            switch Self.decodeOne(pending, at: index, final: final) {
            case .key(let key, let length):
                keys.append(key)
                index += length
            case .incomplete:
                pending.removeFirst(index)
                return keys
            }
        }
        pending.removeAll(keepingCapacity: true)
        return keys
    }

    private enum Step {
        case key(TerminalKey, length: Int)
        case incomplete
    }

    private static func decodeOne(_ bytes: [UInt8], at start: Int, final: Bool) -> Step {
        let byte = bytes[start]
        switch byte {
        case 0x1B:
            return decodeEscape(bytes, at: start, final: final)
        case 0x0D, 0x0A:
            return .key(.enter, length: 1)
        case 0x09:
            return .key(.tab, length: 1)
        case 0x7F, 0x08:
            return .key(.backspace, length: 1)
        case 0x03:
            return .key(.interrupt, length: 1)
        case 0x00 ..< 0x20:
            return .key(.control(byte), length: 1)
        case 0x20 ..< 0x7F:
            return .key(.character(Character(Unicode.Scalar(byte))), length: 1)
        default:
            return decodeUTF8(bytes, at: start, final: final)
        }
    }

    private static func decodeEscape(_ bytes: [UInt8], at start: Int, final: Bool) -> Step {
        guard start + 1 < bytes.count else {
            return final ? .key(.escape, length: 1) : .incomplete
        }
        switch bytes[start + 1] {
        case UInt8(ascii: "["):
            return decodeCSI(bytes, at: start, final: final)
        case UInt8(ascii: "O"):
            guard start + 2 < bytes.count else {
                return final ? .key(.escape, length: 1) : .incomplete
            }
            let finalByte = bytes[start + 2]
            let key = cursorKey(finalByte) ?? (finalByte == UInt8(ascii: "M") ? .enter : .unknown)
            return .key(key, length: 3)
        default:
            // Escape, then whatever follows is a key of its own (decoded on the next step).
            return .key(.escape, length: 1)
        }
    }

    /// `ESC [` parameters (0x30–0x3F) intermediates (0x20–0x2F) final (0x40–0x7E).
    private static func decodeCSI(_ bytes: [UInt8], at start: Int, final: Bool) -> Step {
        var index = start + 2
        while index < bytes.count, (0x20 ... 0x3F).contains(bytes[index]) {
            index += 1
        }
        guard index < bytes.count else {
            if final || index - start > maximumSequenceLength {
                // Never completed: an Escape, and the rest typed characters.
                return .key(.escape, length: 1)
            }
            return .incomplete
        }
        let finalByte = bytes[index]
        let length = index - start + 1
        guard (0x40 ... 0x7E).contains(finalByte) else {
            // A byte no sequence may hold: the sequence is broken; drop what came before it.
            return .key(.unknown, length: length - 1)
        }
        let parameters = Array(bytes[(start + 2) ..< index])
        let firstParameter = Int(String(decoding: parameters.prefix { $0 != UInt8(ascii: ";") }, as: UTF8.self))
        if let key = cursorKey(finalByte) { return .key(key, length: length) }
        let key: TerminalKey = switch finalByte {
        case UInt8(ascii: "~"):
            switch firstParameter {
            case 1, 7: .home
            case 4, 8: .end
            case 5: .pageUp
            case 6: .pageDown
            case 3: .delete
            default: .unknown
            }
        default: .unknown
        }
        return .key(key, length: length)
    }

    /// The key of a cursor sequence's final byte, the same after `ESC [` and `ESC O`.
    private static func cursorKey(_ finalByte: UInt8) -> TerminalKey? {
        switch finalByte {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        default: nil
        }
    }

    private static func decodeUTF8(_ bytes: [UInt8], at start: Int, final: Bool) -> Step {
        let lead = bytes[start]
        let length = switch lead {
        case 0xC2 ... 0xDF: 2
        case 0xE0 ... 0xEF: 3
        case 0xF0 ... 0xF4: 4
        default: 0
        }
        guard length > 0 else { return .key(.unknown, length: 1) }
        guard start + length <= bytes.count else {
            // Wait for the rest, unless what came already cannot continue this character.
            let arrived = bytes[(start + 1)...]
            if final || arrived.contains(where: { $0 & 0xC0 != 0x80 }) {
                return .key(.unknown, length: 1)
            }
            return .incomplete
        }
        var decoder = UTF8()
        var iterator = bytes[start ..< start + length].makeIterator()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else {
            return .key(.unknown, length: 1)
        }
        return .key(.character(Character(scalar)), length: length)
    }
}
