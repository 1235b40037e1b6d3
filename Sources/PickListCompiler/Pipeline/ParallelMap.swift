import Dispatch

/// Maps a transform over an array on every core, keeping the input order.
///
/// A handful of elements is mapped serially: starting worker threads would cost more than
/// a few small spec files take to load.
enum ParallelMap {
    static let serialThreshold = 8

    /// Result slots that worker threads fill, each index written exactly once.
    private final class Slots<Value>: @unchecked Sendable {
        let buffer: UnsafeMutableBufferPointer<Value?>

        init(count: Int) {
            buffer = .allocate(capacity: count)
            buffer.initialize(repeating: nil)
        }

        deinit {
            buffer.deinitialize()
            buffer.deallocate()
        }
    }

    static func map<Element: Sendable, Value>(
        _ elements: [Element], _ transform: @Sendable (Element) -> Value
    ) -> [Value] {
        guard elements.count > serialThreshold else { return elements.map(transform) }
        let slots = Slots<Value>(count: elements.count)
        DispatchQueue.concurrentPerform(iterations: elements.count) { index in
            slots.buffer[index] = transform(elements[index])
        }
        return slots.buffer.map { $0! }
    }
}
