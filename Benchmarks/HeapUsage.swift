import CHeapUsage

/// The bytes the C allocator has handed out and not taken back: what a data structure really
/// costs on the heap, allocator overhead included.
///
/// - Linux (glibc): `mallinfo2()`, every arena's allocated chunks (`uordblks`, chunk headers
///   and rounding included) plus the blocks it mapped on its own (`hblkhd`, large arrays).
/// - Darwin: `malloc_zone_statistics` over every zone (`size_in_use`).
///
/// Both are read by a C function (CHeapUsage): Swift's Glibc module does not import <malloc.h>.
///
/// Measure a structure as the difference across building it, on one thread, with the
/// structure kept alive past the second reading (``keepAlive(_:)``).
enum HeapUsage {
    /// The bytes allocated now, or `nil` where the allocator cannot tell.
    static func bytesInUse() -> Int? {
        let bytes = bench_heap_bytes_in_use()
        return bytes < 0 ? nil : Int(bytes)
    }

    /// Heap growth across `make`, with what it made still alive: `nil` where the allocator
    /// cannot tell.
    static func growth<T>(_ make: () -> T) -> (value: T, bytes: Int?) {
        let before = bytesInUse()
        let value = make()
        let after = bytesInUse()
        keepAlive(value)
        guard let before, let after else { return (value, nil) }
        return (value, after - before)
    }

    /// Uses `value` where the optimiser cannot see, so it is neither freed early nor built
    /// on the stack.
    @inline(never)
    static func keepAlive<T>(_ value: T) {
        withExtendedLifetime(value) {}
    }
}
