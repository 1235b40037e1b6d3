/// Where random lists and steps come from: ``SplitMix64`` in the property tests (a seed names
/// a sequence), or a fuzzer's input read as decisions (fuzz-engine), so that one generator of
/// lists and steps serves both.
package protocol RandomChoices {
    /// A number in `0..<bound` (`bound` ≥ 1).
    mutating func next(below bound: Int) -> Int
    /// `true` or `false`.
    mutating func nextBool() -> Bool
    /// `true` with a chance of about `percent` in 100.
    mutating func chance(_ percent: Int) -> Bool
    /// `elements` in a random order.
    mutating func shuffled<T>(_ elements: [T]) -> [T]
}

extension RandomChoices {
    /// A number in `range`.
    package mutating func next(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + next(below: range.count)
    }

    /// A random element of `elements`, which must not be empty.
    package mutating func element<C: RandomAccessCollection>(of elements: C) -> C.Element where C.Index == Int {
        elements[elements.startIndex + next(below: elements.count)]
    }
}

extension SplitMix64: RandomChoices {
    package mutating func shuffled<T>(_ elements: [T]) -> [T] {
        elements.shuffled(using: &self)
    }
}
