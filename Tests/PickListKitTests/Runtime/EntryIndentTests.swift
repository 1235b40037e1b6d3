import PickListKit
import Testing

/// `PickListEntry.indent`: 0 to `maximumIndent` (10) levels, the rule a spec's `indent` and a
/// preview's rows file check; an app's deeper (or negative) level is clamped, never a crash.
@Suite struct EntryIndentTests {
    @Test func maximumIndent_isTen() {
        #expect(PickListEntry<String>.maximumIndent == 10)
    }

    @Test func aLevelOutsideZeroToTen_isClamped_inTheInitialiserAndWhenSet() {
        // A folder tree 12 levels deep, as a mail app's accounts may have.
        let levels = [-1, 0, 3, 10, 11, 12]
        #expect(levels.map { PickListEntry(id: "f", title: "F", indent: $0).indent } == [0, 0, 3, 10, 10, 10])
        var entry = PickListEntry(id: "f", title: "F")
        entry.indent = 40
        #expect(entry.indent == 10)
        entry.indent = -3
        #expect(entry.indent == 0)
    }

    @Test func rowsKeepTheClampedLevel() {
        let rows = Inbox.Rows([PickListEntry(id: "deep", title: "Deep", indent: 14)])
        #expect(rows.entry("deep")?.indent == 10)
    }
}
