/// A 64-bit FNV-1a hash: the same bytes give the same value in every process and on every
/// machine (unlike `Hasher`, which is seeded per process).
///
/// It fingerprints the inputs and bytes of an output for its ``OutputStamp``. It is not a
/// cryptographic hash: it tells an edited file from an unchanged one, it does not resist
/// someone crafting a collision (which would only make picklist skip a render).
struct StableHash: Sendable {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    init() {}

    /// Adds bytes.
    mutating func combine(_ bytes: some Sequence<UInt8>) {
        for byte in bytes {
            value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
    }

    /// Adds a string's UTF-8 and a terminating zero byte, so `("ab", "c")` and `("a", "bc")`
    /// hash differently.
    mutating func combine(field: String) {
        var text = field
        text.withUTF8 { combine($0) }
        combine(CollectionOfOne(0))
    }

    /// The hash of some bytes.
    static func of(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var hash = StableHash()
        hash.combine(bytes)
        return hash.value
    }
}
