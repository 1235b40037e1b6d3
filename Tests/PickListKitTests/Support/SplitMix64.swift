/// A small seeded random number generator (SplitMix64), so every property-test run taps the
/// same sequences and a failure names a reproducible seed.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound`, drawn without the standard library's generic (and, in a debug
    /// build, slow) `Int.random(in:using:)`; the modulo bias is negligible for test data.
    mutating func next(below bound: Int) -> Int {
        precondition(bound > 0)
        return Int(truncatingIfNeeded: next() % UInt64(bound))
    }

    /// A number in `range`.
    mutating func next(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + next(below: range.count)
    }

    /// `true` or `false`, evenly.
    mutating func nextBool() -> Bool {
        next() & 1 == 1
    }
}
