/// A 64-bit XXH64 hash (seed 0): the same bytes give the same value in every process and on
/// every machine (unlike `Hasher`, which is seeded per process).
///
/// It fingerprints the inputs and bytes of an output for its ``OutputStamp``: every run hashes
/// each spec's text, and a run whose outputs are current hashes each output's bytes, so its
/// speed is part of a no-op run's. XXH64 reads eight bytes at a time in four independent lanes
/// (FNV-1a, used before, chained a multiplication through every byte: four cycles a byte,
/// several milliseconds over C1000). It is not a cryptographic hash: it tells an edited file
/// from an unchanged one, it does not resist someone crafting a collision (which would only
/// make picklist skip a render).
///
/// Bytes are gathered as they are combined, so ``combine(_:)`` in pieces hashes the same as
/// one call with all of them.
///
/// No library serves: the standard library's `Hasher` is seeded per process (its values
/// cannot be stored), Foundation on Linux has no digest at all, and the xxHash C library
/// would be a system dependency for 150 lines.
struct StableHash: Sendable {
    private static let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
    private static let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private static let prime3: UInt64 = 0x1656_67B1_9E37_79F9
    private static let prime4: UInt64 = 0x85EB_CA77_C2B2_AE63
    private static let prime5: UInt64 = 0x27D4_EB2F_1656_67C5

    /// The four lanes (seed 0).
    private var lanes = (prime1 &+ prime2, prime2, UInt64(0), 0 &- prime1)
    /// Bytes not yet in a 32-byte stripe.
    private var pending: [UInt8] = []
    /// Bytes combined in all.
    private var length: UInt64 = 0

    init() {}

    /// The hash of everything combined so far.
    var value: UInt64 {
        var hash: UInt64
        if length >= 32 {
            hash = Self.rotate(lanes.0, 1) &+ Self.rotate(lanes.1, 7) &+ Self.rotate(lanes.2, 12) &+ Self.rotate(lanes.3, 18)
            hash = Self.merge(hash, lanes.0)
            hash = Self.merge(hash, lanes.1)
            hash = Self.merge(hash, lanes.2)
            hash = Self.merge(hash, lanes.3)
        } else {
            hash = Self.prime5
        }
        hash &+= length
        var index = 0
        while index + 8 <= pending.count {
            hash ^= Self.round(0, Self.word64(pending, at: index))
            hash = Self.rotate(hash, 27) &* Self.prime1 &+ Self.prime4
            index += 8
        }
        if index + 4 <= pending.count {
            hash ^= UInt64(Self.word32(pending, at: index)) &* Self.prime1
            hash = Self.rotate(hash, 23) &* Self.prime2 &+ Self.prime3
            index += 4
        }
        while index < pending.count {
            hash ^= UInt64(pending[index]) &* Self.prime5
            hash = Self.rotate(hash, 11) &* Self.prime1
            index += 1
        }
        hash ^= hash >> 33
        hash &*= Self.prime2
        hash ^= hash >> 29
        hash &*= Self.prime3
        hash ^= hash >> 32
        return hash
    }

    /// Adds bytes.
    mutating func combine(_ bytes: some Sequence<UInt8>) {
        let done: Void? = bytes.withContiguousStorageIfAvailable { combine(UnsafeRawBufferPointer($0)) }
        if done == nil {
            let array = Array(bytes)
            array.withUnsafeBytes { combine($0) }
        }
    }

    /// Adds bytes in memory.
    mutating func combine(_ bytes: UnsafeRawBufferPointer) {
        length &+= UInt64(bytes.count)
        var start = 0
        if !pending.isEmpty {
            let taken = min(32 - pending.count, bytes.count)
            pending.append(contentsOf: bytes[0..<taken])
            start = taken
            guard pending.count == 32 else { return }
            pending.withUnsafeBytes { consumeStripes($0) }
            pending.removeAll(keepingCapacity: true)
        }
        let whole = (bytes.count - start) / 32 * 32
        if whole > 0 { consumeStripes(UnsafeRawBufferPointer(rebasing: bytes[start..<(start + whole)])) }
        pending.append(contentsOf: bytes[(start + whole)...])
    }

    /// Adds a string's UTF-8 and a terminating zero byte, so `("ab", "c")` and `("a", "bc")`
    /// hash differently.
    mutating func combine(field: String) {
        var text = field
        text.withUTF8 { combine(UnsafeRawBufferPointer($0)) }
        withUnsafeBytes(of: UInt8(0)) { combine($0) }
    }

    /// The hash of some bytes.
    static func of(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var hash = StableHash()
        hash.combine(bytes)
        return hash.value
    }

    /// Runs the four lanes over whole 32-byte stripes.
    private mutating func consumeStripes(_ bytes: UnsafeRawBufferPointer) {
        var (lane0, lane1, lane2, lane3) = lanes
        var offset = 0
        while offset + 32 <= bytes.count {
            lane0 = Self.round(lane0, bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self).littleEndian)
            lane1 = Self.round(lane1, bytes.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self).littleEndian)
            lane2 = Self.round(lane2, bytes.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self).littleEndian)
            lane3 = Self.round(lane3, bytes.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self).littleEndian)
            offset += 32
        }
        lanes = (lane0, lane1, lane2, lane3)
    }

    private static func round(_ lane: UInt64, _ input: UInt64) -> UInt64 {
        rotate(lane &+ input &* prime2, 31) &* prime1
    }

    private static func merge(_ hash: UInt64, _ lane: UInt64) -> UInt64 {
        (hash ^ round(0, lane)) &* prime1 &+ prime4
    }

    private static func rotate(_ value: UInt64, _ count: UInt64) -> UInt64 {
        (value << count) | (value >> (64 - count))
    }

    private static func word64(_ bytes: [UInt8], at index: Int) -> UInt64 {
        bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: index, as: UInt64.self).littleEndian }
    }

    private static func word32(_ bytes: [UInt8], at index: Int) -> UInt32 {
        bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: index, as: UInt32.self).littleEndian }
    }
}
