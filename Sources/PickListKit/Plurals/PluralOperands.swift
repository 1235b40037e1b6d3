/// A number as CLDR's plural rules read it: its integer digits and its visible fraction
/// digits, so that "1" and "1.0" (which some languages treat differently) are told apart.
///
/// Make one from an integer, or from a number as it is displayed (`"1.50"`, `"1c6"` for a
/// compact 1 million). The names are the operands of UTS #35's plural rules:
///
/// | operand | meaning | `"1.50"` |
/// | --- | --- | --- |
/// | ``i`` | the integer digits | 1 |
/// | ``v`` | how many fraction digits are visible | 2 |
/// | ``w`` | how many, without trailing zeros | 1 |
/// | ``f`` | the visible fraction digits, as a number | 50 |
/// | ``t`` | the same without trailing zeros | 5 |
/// | ``e`` | the exponent of a compact number (`c`) | 0 |
///
/// `n`, the absolute value, is ``i`` when ``t`` is 0 (and not a whole number otherwise).
public struct PluralOperands: Hashable, Sendable {
    /// The integer digits of the absolute value.
    public var i: UInt64
    /// The number of visible fraction digits, trailing zeros included.
    public var v: Int
    /// The number of visible fraction digits without trailing zeros.
    public var w: Int
    /// The visible fraction digits, trailing zeros included, as a number (`"1.05"`: 5).
    public var f: UInt64
    /// The visible fraction digits without trailing zeros, as a number (`"1.50"`: 5).
    public var t: UInt64
    /// The exponent of a number written in compact form (`"1.2c6"`: 6), else 0.
    public var e: Int

    /// The operands of a whole number (no fraction digits shown).
    public init(_ value: Int) {
        i = UInt64(value.magnitude)
        v = 0
        w = 0
        f = 0
        t = 0
        e = 0
    }

    /// The operands of a number as it is displayed: an optional `-`, digits, optionally `.`
    /// and fraction digits, optionally `c` (or `e`) and an exponent, as CLDR writes its
    /// samples (`"0"`, `"1.50"`, `"1.1c6"`). `nil` for anything else, or for more than 18
    /// integer or fraction digits.
    public init?(_ text: some StringProtocol) {
        var digits: [UInt8] = []
        var integerCount = -1
        var exponent = 0
        var utf8 = Substring(text).utf8[...]
        if utf8.first == UInt8(ascii: "-") { utf8 = utf8.dropFirst() }
        var sawExponent = false
        var exponentDigits = 0
        for byte in utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if sawExponent {
                    exponent = exponent * 10 + Int(byte - UInt8(ascii: "0"))
                    exponentDigits += 1
                    guard exponent <= 18 else { return nil }
                } else {
                    digits.append(byte - UInt8(ascii: "0"))
                }
            case UInt8(ascii: ".") where integerCount < 0 && !sawExponent && !digits.isEmpty:
                integerCount = digits.count
            case UInt8(ascii: "c"), UInt8(ascii: "e"):
                guard !sawExponent, !digits.isEmpty else { return nil }
                sawExponent = true
            default:
                return nil
            }
        }
        guard !digits.isEmpty, !sawExponent || exponentDigits > 0 else { return nil }
        if integerCount < 0 {
            integerCount = digits.count
        } else if integerCount == digits.count {
            return nil  // a point with no digit after it
        }
        // The exponent moves the decimal point right.
        let point = integerCount + exponent
        let integerDigits = point >= digits.count ? digits + Array(repeating: 0, count: point - digits.count) : Array(digits[..<point])
        let fractionDigits = point >= digits.count ? [] : Array(digits[point...])
        guard integerDigits.count <= 18, fractionDigits.count <= 18 else { return nil }
        var trimmed = fractionDigits[...]
        while trimmed.last == 0 { trimmed = trimmed.dropLast() }
        i = integerDigits.reduce(0) { $0 * 10 + UInt64($1) }
        v = fractionDigits.count
        w = trimmed.count
        f = fractionDigits.reduce(0) { $0 * 10 + UInt64($1) }
        t = trimmed.reduce(0) { $0 * 10 + UInt64($1) }
        e = exponent
    }
}
