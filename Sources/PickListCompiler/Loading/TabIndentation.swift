/// Finds tabs in a line's indentation, to explain a libyaml error that a tab caused.
///
/// libyaml reports a tab in indentation as "found character that cannot start any token",
/// which does not say what to fix. The loader checks the failing line's leading whitespace
/// and, when it holds a tab, reports that instead.
enum TabIndentation {
    /// The 1-based column of the first tab in the leading whitespace of `line`, if any.
    static func firstTab(onLine line: Int, in text: UnsafeBufferPointer<UInt8>) -> Int? {
        var currentLine = 1
        var index = 0
        while currentLine < line, index < text.count {
            switch text[index] {
            case 0x0A:
                currentLine += 1
            case 0x0D:
                if index + 1 < text.count, text[index + 1] == 0x0A { index += 1 }
                currentLine += 1
            default:
                break
            }
            index += 1
        }
        guard currentLine == line else { return nil }
        var column = 1
        while index < text.count {
            switch text[index] {
            case 0x09: return column
            case 0x20: column += 1; index += 1
            default: return nil
            }
        }
        return nil
    }
}
