import Testing
@testable import PickListKit

/// The bitset under every selection: its own operations against a plain `Set<Int>`, at word
/// boundaries, and its invariants.
@Suite struct OrdinalSetTests {
    @Test func insertRemoveContains_matchASet_acrossWordBoundaries() {
        for capacity in [0, 1, 63, 64, 65, 128, 200] {
            var set = OrdinalSet(capacity: capacity)
            var reference = Set<Int>()
            #expect(set.capacity >= capacity && set.capacity < capacity + 64)
            let ordinals = [0, 62, 63, 64, 65, 127, 128, 199].filter { $0 < capacity }
            for ordinal in ordinals {
                let inserted = set.insert(ordinal)
                let again = set.insert(ordinal)
                #expect(inserted == reference.insert(ordinal).inserted)
                #expect(!again)
            }
            #expect(set.count == reference.count)
            #expect(set.ordinals == reference.sorted())
            #expect(set.first == reference.min())
            for ordinal in ordinals where ordinal % 2 == 0 {
                let removed = set.remove(ordinal)
                let again = set.remove(ordinal)
                #expect(removed == (reference.remove(ordinal) != nil))
                #expect(!again)
            }
            #expect(set.ordinals == reference.sorted())
            #expect(set.count == reference.count)
            #expect(set.isEmpty == reference.isEmpty)
            for ordinal in 0..<capacity {
                #expect(set.contains(ordinal) == reference.contains(ordinal))
            }
            set.checkInvariants()
        }
    }

    @Test func difference_listsAndCountsTheOrdinalsInExactlyOne() {
        var a = OrdinalSet(capacity: 130)
        var b = OrdinalSet(capacity: 130)
        for ordinal in [0, 5, 64, 129] { a.insert(ordinal) }
        for ordinal in [5, 63, 129] { b.insert(ordinal) }
        var listed: [Int] = []
        a.forEachDifference(from: b) { listed.append($0) }
        #expect(listed == [0, 63, 64])
        #expect(a.differenceCount(from: b) == 3)
        #expect(a.differenceCount(from: a) == 0)
    }

    @Test func subset_isMembershipOfEveryMember() {
        var enabled = OrdinalSet(capacity: 70)
        var members = OrdinalSet(capacity: 70)
        for ordinal in [1, 2, 66] { enabled.insert(ordinal) }
        #expect(members.isSubset(of: enabled))
        members.insert(66)
        #expect(members.isSubset(of: enabled))
        members.insert(3)
        #expect(!members.isSubset(of: enabled))
    }

    @Test func emptySet_hasNoFirst_andNoOrdinals() {
        let set = OrdinalSet(capacity: 0)
        #expect(set.first == nil)
        #expect(set.ordinals.isEmpty)
        #expect(set.capacity == 0)
    }
}
