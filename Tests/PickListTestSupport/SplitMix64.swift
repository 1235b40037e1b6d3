/// A small seeded random number generator (SplitMix64), shared by the property tests, the
/// compiler's robustness tests and the benchmark, so that every run draws the same numbers and
/// a failure names a seed that reproduces it.
package struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    package init(seed: UInt64) { state = seed }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound`, drawn without the standard library's generic (and, in a debug
    /// build, slow) `Int.random(in:using:)`; the modulo bias is negligible for test data.
    package mutating func next(below bound: Int) -> Int {
        precondition(bound > 0)
        return Int(truncatingIfNeeded: next() % UInt64(bound))
    }

    /// A number in `range`.
    package mutating func next(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + next(below: range.count)
    }

    /// `true` or `false`, evenly.
    package mutating func nextBool() -> Bool {
        next() & 1 == 1
    }

    /// `true` with a chance of `percent` in 100.
    package mutating func chance(_ percent: Int) -> Bool {
        next(below: 100) < percent
    }

    /// A random element of `elements`, which must not be empty.
    package mutating func element<C: RandomAccessCollection>(of elements: C) -> C.Element where C.Index == Int {
        elements[elements.startIndex + next(below: elements.count)]
    }
}
