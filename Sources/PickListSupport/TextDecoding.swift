/// Turns the bytes of a catalog or `.strings` file into Unicode scalars, or says where they
/// stop being text.
///
/// UTF-8 is read with or without a byte order mark; UTF-16 (which older `.strings` files
/// use) only with one, as Xcode writes it. The text returned never includes the mark.
///
/// Why not `String(decoding:as:)` or `String(data:encoding:)`: the first replaces bad bytes
/// silently and the second says only "nil"; lint must point at the first bad byte's line and
/// column. Used by PickListStrings and the preview's rows and translation files.
package enum TextDecoding {
    /// Where the bytes are not valid in their encoding, and the encoding's name.
    package struct Failure: Error, Equatable {
        package var position: TextPosition
        package var encoding: String
    }

    /// The scalars of `bytes`; `allowsUTF16` accepts a UTF-16 byte order mark.
    package static func scalars(of bytes: [UInt8], allowsUTF16: Bool) -> Result<[Unicode.Scalar], Failure> {
        if allowsUTF16, bytes.count >= 2 {
            if bytes[0] == 0xFF, bytes[1] == 0xFE { return utf16(bytes.dropFirst(2), bigEndian: false) }
            if bytes[0] == 0xFE, bytes[1] == 0xFF { return utf16(bytes.dropFirst(2), bigEndian: true) }
        }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(body.count)
        var counter = TextPositionCounter()
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = body.makeIterator()
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                let scalar = Unicode.UTF8.decode(encoded)
                scalars.append(scalar)
                counter.advance(over: scalar)
            case .emptyInput:
                return .success(scalars)
            case .error:
                return .failure(Failure(position: counter.position, encoding: "UTF-8"))
            }
        }
    }

    /// The file's text for source excerpts: decoded as the parsers decode it (so lines and
    /// columns agree), or as UTF-8 with replacement characters when it is not valid.
    package static func displayText(of bytes: [UInt8]) -> String {
        switch scalars(of: bytes, allowsUTF16: true) {
        case .success(let decoded):
            var text = String.UnicodeScalarView()
            text.append(contentsOf: decoded)
            return String(text)
        case .failure:
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    private static func utf16(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) -> Result<[Unicode.Scalar], Failure> {
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = bytes.startIndex
        while index + 1 < bytes.endIndex {
            let first = UInt16(bytes[index]), second = UInt16(bytes[index + 1])
            units.append(bigEndian ? first << 8 | second : second << 8 | first)
            index += 2
        }
        var scalars: [Unicode.Scalar] = []
        var counter = TextPositionCounter()
        var parser = Unicode.UTF16.ForwardParser()
        var iterator = units.makeIterator()
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                let scalar = Unicode.UTF16.decode(encoded)
                scalars.append(scalar)
                counter.advance(over: scalar)
            case .emptyInput:
                // An odd byte at the end is half a code unit.
                if index < bytes.endIndex { return .failure(Failure(position: counter.position, encoding: "UTF-16")) }
                return .success(scalars)
            case .error:
                return .failure(Failure(position: counter.position, encoding: "UTF-16"))
            }
        }
    }
}
