/// Byte-level checks that run before libyaml sees a file: UTF-8 validity, NUL bytes
/// (binary files), and turning a byte offset into a 1-based line and column.
///
/// Lines break where libyaml breaks them (LF, CR, CRLF, NEL, LS, PS) and columns count
/// Unicode scalars, so positions found here agree with the ones libyaml reports.
enum UTF8Scan {
    /// The first reason the bytes cannot be a text spec file.
    enum Problem: Equatable {
        /// The byte at this offset starts no valid UTF-8 sequence.
        case invalidUTF8(offset: Int)
        /// A NUL byte at this offset: valid UTF-8, but never text.
        case nulByte(offset: Int)
    }

    private static let highBits: UInt64 = 0x8080_8080_8080_8080
    private static let lowBits: UInt64 = 0x0101_0101_0101_0101

    /// Finds the first invalid UTF-8 sequence or NUL byte, or `nil` when the text is clean.
    ///
    /// Plain ASCII is checked eight bytes at a time; only non-ASCII bytes are decoded.
    static func firstProblem(in bytes: UnsafeBufferPointer<UInt8>) -> Problem? {
        guard let base = bytes.baseAddress else { return nil }
        let count = bytes.count
        var index = 0
        while index < count {
            if index &+ 8 <= count {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                // No high bit set and no zero byte: eight plain ASCII characters.
                if word & highBits == 0, (word &- lowBits) & ~word & highBits == 0 {
                    index &+= 8
                    continue
                }
            }
            let lead = base[index]
            if lead < 0x80 {
                if lead == 0 { return .nulByte(offset: index) }
                index &+= 1
                continue
            }
            let length: Int
            var low: UInt8 = 0x80
            var high: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; high = 0x9F
            case 0xF0: length = 4; low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; high = 0x8F
            default: return .invalidUTF8(offset: index)
            }
            guard index &+ length <= count else { return .invalidUTF8(offset: index) }
            let second = base[index &+ 1]
            guard second >= low, second <= high else { return .invalidUTF8(offset: index) }
            var next = index &+ 2
            while next < index &+ length {
                guard base[next] & 0xC0 == 0x80 else { return .invalidUTF8(offset: index) }
                next &+= 1
            }
            index = next
        }
        return nil
    }

    /// The 1-based line and column of the byte at `offset` (which must start a character).
    static func mark(ofByteOffset offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Mark {
        var line = 1
        var column = 1
        var index = 0
        let end = min(offset, bytes.count)
        while index < end {
            let byte = bytes[index]
            switch byte {
            case 0x0A:
                line += 1; column = 1; index += 1
            case 0x0D:
                index += (index + 1 < end && bytes[index + 1] == 0x0A) ? 2 : 1
                line += 1; column = 1
            case 0xC2 where index + 1 < end && bytes[index + 1] == 0x85:
                line += 1; column = 1; index += 2
            case 0xE2 where index + 2 < end && bytes[index + 1] == 0x80
                && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                line += 1; column = 1; index += 3
            default:
                if byte & 0xC0 != 0x80 { column += 1 }
                index += 1
            }
        }
        return Mark(line: line, column: column)
    }
}
