@testable import PickListCompiler
import Testing

@Suite("StableHash is XXH64 (seed 0), the same in every process")
struct StableHashTests {
    @Test func knownAnswers() {
        #expect(StableHash.of([UInt8]()) == 0xEF46_DB37_51D8_E999)
        #expect(StableHash.of(Array("a".utf8)) == 0xD24E_C4F1_A98C_6E5B)
        #expect(StableHash.of(Array("abc".utf8)) == 0x44BC_2CF5_AD77_0999)
        // 39 bytes: a 32-byte stripe through the four lanes, then the tail.
        #expect(StableHash.of(Array("Nobody inspects the spammish repetition".utf8)) == 0xFBCE_A83C_8A37_8BF1)
    }

    /// Bytes hash the same whether combined at once or in pieces of any size (a stripe is
    /// 32 bytes; the tail is gathered across calls).
    @Test func pieces_hashAsTheWhole() {
        let bytes = (0..<1000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        let whole = StableHash.of(bytes)
        for size in [1, 3, 8, 31, 32, 33, 100] {
            var hash = StableHash()
            var start = 0
            while start < bytes.count {
                hash.combine(bytes[start..<min(start + size, bytes.count)])
                start += size
            }
            #expect(hash.value == whole, "pieces of \(size)")
        }
        #expect(StableHash.of(bytes.dropLast()) != whole)
        var changed = bytes
        changed[500] ^= 0x80
        #expect(StableHash.of(changed) != whole)
    }

    @Test func fields_areSeparated() {
        var first = StableHash()
        first.combine(field: "ab")
        first.combine(field: "c")
        var second = StableHash()
        second.combine(field: "a")
        second.combine(field: "bc")
        #expect(first.value != second.value)
    }
}
