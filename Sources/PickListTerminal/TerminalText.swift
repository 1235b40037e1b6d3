import PickListSupport

/// Text laid out in terminal columns, with its styles written as SGR codes.
///
/// A screen line is built from spans (text plus a style); ``TerminalLineBuilder`` clips them to
/// the width in columns — a CJK character or an emoji takes two, a combining mark none — so a
/// line never wraps, and escapes control characters (``DisplayText``) so a title cannot move the
/// cursor or recolour the screen.
struct TerminalStyle: OptionSet, Hashable, Sendable {
    let rawValue: UInt8
    init(rawValue: UInt8) { self.rawValue = rawValue }

    static let bold = TerminalStyle(rawValue: 1 << 0)
    static let dim = TerminalStyle(rawValue: 1 << 1)
    static let reverse = TerminalStyle(rawValue: 1 << 2)
    static let underline = TerminalStyle(rawValue: 1 << 3)
    /// Yellow: a refusal on the status line.
    static let warning = TerminalStyle(rawValue: 1 << 4)
    /// Green: the checkmark.
    static let accent = TerminalStyle(rawValue: 1 << 5)
    /// Text in a colour of its own (``TerminalLineBuilder/append(_:red:green:blue:)``): never
    /// written as such; the next style starts with a reset.
    static let painted = TerminalStyle(rawValue: 1 << 7)

    /// The SGR sequence that sets exactly this style (after a reset).
    var sgr: String {
        var codes = ["0"]
        if contains(.bold) { codes.append("1") }
        if contains(.dim) { codes.append("2") }
        if contains(.underline) { codes.append("4") }
        if contains(.reverse) { codes.append("7") }
        if contains(.warning) { codes.append("33") }
        if contains(.accent) { codes.append("32") }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }
}

enum TerminalText {
    /// The columns `character` takes: 0 for combining marks and other zero-width characters,
    /// 2 for East Asian wide and full-width characters and emoji shown as pictures, else 1.
    static func width(of character: Character) -> Int {
        guard let first = character.unicodeScalars.first else { return 0 }
        if character.unicodeScalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
        if isWide(first) { return 2 }
        switch first.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: return first.value == 0x200B ? 0 : 1
        }
    }

    static func width(of text: some StringProtocol) -> Int {
        var columns = 0
        for character in text {
            columns += width(of: character)
        }
        return columns
    }

    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100 ... 0x115F, 0x231A ... 0x231B, 0x2329 ... 0x232A, 0x23E9 ... 0x23EC, 0x23F0, 0x23F3,
             0x25FD ... 0x25FE, 0x2614 ... 0x2615, 0x2648 ... 0x2653, 0x267F, 0x2693, 0x26A1, 0x26AA ... 0x26AB,
             0x26BD ... 0x26BE, 0x26C4 ... 0x26C5, 0x26CE, 0x26D4, 0x26EA, 0x26F2 ... 0x26F3, 0x26F5, 0x26FA,
             0x26FD, 0x2705, 0x270A ... 0x270B, 0x2728, 0x274C, 0x274E, 0x2753 ... 0x2755, 0x2757,
             0x2795 ... 0x2797, 0x27B0, 0x27BF, 0x2B1B ... 0x2B1C, 0x2B50, 0x2B55,
             0x2E80 ... 0x303E, 0x3041 ... 0x33FF, 0x3400 ... 0x4DBF, 0x4E00 ... 0x9FFF, 0xA000 ... 0xA4CF,
             0xA960 ... 0xA97F, 0xAC00 ... 0xD7A3, 0xF900 ... 0xFAFF, 0xFE10 ... 0xFE19, 0xFE30 ... 0xFE6F,
             0xFF00 ... 0xFF60, 0xFFE0 ... 0xFFE6, 0x16FE0 ... 0x16FE4, 0x17000 ... 0x18CFF, 0x1B000 ... 0x1B2FF,
             0x1F004, 0x1F0CF, 0x1F18E, 0x1F191 ... 0x1F19A, 0x1F200 ... 0x1F251, 0x1F300 ... 0x1F320,
             0x1F32D ... 0x1F335, 0x1F337 ... 0x1F37C, 0x1F37E ... 0x1F393, 0x1F3A0 ... 0x1F3CA,
             0x1F3CF ... 0x1F3D3, 0x1F3E0 ... 0x1F3F0, 0x1F3F4, 0x1F3F8 ... 0x1F43E, 0x1F440, 0x1F442 ... 0x1F4FC,
             0x1F4FF ... 0x1F53D, 0x1F54B ... 0x1F54E, 0x1F550 ... 0x1F567, 0x1F57A, 0x1F595 ... 0x1F596, 0x1F5A4,
             0x1F5FB ... 0x1F64F, 0x1F680 ... 0x1F6C5, 0x1F6CC, 0x1F6D0 ... 0x1F6D2, 0x1F6D5 ... 0x1F6D7,
             0x1F6DC ... 0x1F6DF, 0x1F6EB ... 0x1F6EC, 0x1F6F4 ... 0x1F6FC, 0x1F7E0 ... 0x1F7EB, 0x1F7F0,
             0x1F90C ... 0x1F93A, 0x1F93C ... 0x1F945, 0x1F947 ... 0x1F9FF, 0x1FA70 ... 0x1FAFF,
             0x20000 ... 0x2FFFD, 0x30000 ... 0x3FFFD:
            true
        default:
            false
        }
    }
}

/// Builds one screen line of at most `width` columns from styled spans. Text past the width is
/// cut, the last column then showing `…`; ``padded(style:)`` fills the rest of the line (for a
/// reverse-video bar).
struct TerminalLineBuilder {
    let width: Int
    let colors: Bool
    private(set) var columns = 0
    private var text = ""
    private var currentStyle: TerminalStyle = []

    init(width: Int, colors: Bool) {
        self.width = max(0, width)
        self.colors = colors
    }

    /// Columns still free.
    var remaining: Int { width - columns }

    /// Appends `string` (user text is escaped: control characters print as `\u{1B}` …),
    /// cut at the line's width: what does not fit is replaced by `…` in the last column.
    mutating func append(_ string: some StringProtocol, _ style: TerminalStyle = []) {
        guard columns < width, !string.isEmpty else { return }
        let visible = DisplayText.escaped(string)
        setStyle(style)
        let visibleWidth = TerminalText.width(of: visible)
        if columns + visibleWidth <= width {
            text += visible
            columns += visibleWidth
            return
        }
        for character in visible {
            let characterWidth = TerminalText.width(of: character)
            guard columns + characterWidth <= width - 1 else { break }
            text.append(character)
            columns += characterWidth
        }
        text += "…"
        columns += 1
        // A wide character that did not fit leaves at most one column: left empty.
        pad(to: width, style)
    }

    /// Spaces up to `column` (no-op past it).
    mutating func pad(to column: Int, _ style: TerminalStyle = []) {
        let target = min(column, width)
        guard columns < target else { return }
        setStyle(style)
        text += String(repeating: " ", count: target - columns)
        columns = target
    }

    /// The line, its remaining columns filled with spaces in `style`.
    mutating func padded(style: TerminalStyle = []) -> String {
        pad(to: width, style)
        return finished()
    }

    /// The line as written: its text with SGR codes, the style reset at the end.
    mutating func finished() -> String {
        if colors, !currentStyle.isEmpty {
            text += "\u{1B}[0m"
            currentStyle = []
        }
        return text
    }

    /// Appends `string` (no user text: a glyph such as `█`) in a 24-bit colour (SGR 38;2), a
    /// swatch's; without colours, as plain text. Nothing when it does not fit.
    mutating func append(_ string: String, red: UInt8, green: UInt8, blue: UInt8) {
        let stringWidth = TerminalText.width(of: string)
        guard columns + stringWidth <= width else { return }
        guard colors else {
            append(string)
            return
        }
        text += "\u{1B}[0;38;2;\(red);\(green);\(blue)m" + string
        columns += stringWidth
        currentStyle = .painted
    }

    private mutating func setStyle(_ style: TerminalStyle) {
        guard colors, style != currentStyle else { return }
        text += style.sgr
        currentStyle = style
    }
}
