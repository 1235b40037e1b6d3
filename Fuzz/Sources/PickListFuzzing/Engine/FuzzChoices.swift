import PickListTestSupport

/// The fuzz input read as a stream of decisions (``RandomChoices``, the property tests'
/// generators' source of decisions): each call takes the next byte or two and
/// turns it into a number, a yes or no, an element. Past the end every byte reads as zero, so
/// every input, the empty one included, is a whole run, and a short input is a short run
/// (the first choices of a run are the list and its rules, the rest are steps).
///
/// One decision is one byte where it can be (two for a bound above 256), so libFuzzer's
/// byte-level mutations change one decision at a time, and its comparison hints land on the
/// byte that made the decision.
package struct FuzzChoices: RandomChoices {
    private let bytes: [UInt8]
    private var position = 0

    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Whether every byte has been read (later reads give zeros).
    package var isExhausted: Bool { position >= bytes.count }

    /// The next byte, or zero past the end.
    package mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    /// A number in `0 ..< bound` (`bound` ≥ 1).
    package mutating func next(below bound: Int) -> Int {
        precondition(bound >= 1, "FuzzChoices.next(below:) needs a bound of at least 1, not \(bound)")
        if bound == 1 { return 0 }
        if bound <= 256 { return Int(byte()) % bound }
        return (Int(byte()) << 8 | Int(byte())) % bound
    }

    /// Yes or no, from the lowest bit of a byte.
    package mutating func nextBool() -> Bool {
        byte() & 1 == 1
    }

    /// Yes in about `percent` of the byte values.
    package mutating func chance(_ percent: Int) -> Bool {
        Int(byte()) * 100 < percent * 256
    }

    /// `elements` in an order drawn from the input: each next element picked from those left.
    package mutating func shuffled<T>(_ elements: [T]) -> [T] {
        var rest = elements
        var result: [T] = []
        while !rest.isEmpty {
            result.append(rest.remove(at: next(below: rest.count)))
        }
        return result
    }

    /// Some of `elements`, in their order: one bit per element.
    package mutating func subset<T>(of elements: [T]) -> [T] {
        var chosen: [T] = []
        var bits: UInt8 = 0
        for (index, element) in elements.enumerated() {
            if index % 8 == 0 { bits = byte() }
            if bits & (1 << UInt8(index % 8)) != 0 { chosen.append(element) }
        }
        return chosen
    }
}
