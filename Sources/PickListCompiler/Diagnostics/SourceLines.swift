/// The lines of a source text, split where libyaml splits them (LF, CR, CRLF, NEL, LS, PS),
/// so that a diagnostic's line number finds the line libyaml meant.
struct SourceLines {
    private let text: String
    private var starts: [String.Index] = []
    private var ends: [String.Index] = []

    init(_ text: String) {
        self.text = text
        let scalars = text.unicodeScalars
        var start = scalars.startIndex
        var index = start
        while index < scalars.endIndex {
            let scalar = scalars[index]
            switch scalar.value {
            case 0x0A, 0x0D, 0x85, 0x2028, 0x2029:
                starts.append(start)
                ends.append(index)
                var next = scalars.index(after: index)
                if scalar.value == 0x0D, next < scalars.endIndex, scalars[next].value == 0x0A {
                    next = scalars.index(after: next)
                }
                start = next
                index = next
            default:
                index = scalars.index(after: index)
            }
        }
        starts.append(start)
        ends.append(scalars.endIndex)
    }

    /// The text of 1-based line `number`, without its line break; `nil` past the end.
    func line(_ number: Int) -> Substring? {
        guard number >= 1, number <= starts.count else { return nil }
        return Substring(text.unicodeScalars[starts[number - 1]..<ends[number - 1]])
    }
}
