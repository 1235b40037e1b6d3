import Foundation
import PickListFoundation
import PickListKit
import Testing

/// A runtime list addressed by `IndexPath`: its rows in titled sections (so the all-row has a
/// section of its own), index paths outside the rows, rows that move in an update and rows not
/// loaded.
@Suite struct RuntimeListIndexPathTests {
    /// Everyone, then team A (1, 2), team B (3, 4, 5 on leave).
    static func teams() -> Recipients.Rows<Int> {
        var b = people([3, 4, 5])
        b[2].isEnabled = false
        return Recipients.Rows(sections: [
            PickListEntrySection(title: "A", entries: people([1, 2])),
            PickListEntrySection(title: "B", entries: b),
        ])
    }

    @Test func rowAt_andIndexPathFor_agreeWithTheSections() {
        let rows = Self.teams()
        #expect(rows.row(at: [0, 0]) == .all)
        #expect(rows.row(at: [1, 1]) == .entry(2))
        #expect(rows.row(at: [2, 2]) == .entry(5))
        for (sectionIndex, section) in rows.sections.enumerated() {
            for (rowIndex, row) in section.rows.enumerated() {
                #expect(rows.indexPath(for: row) == [sectionIndex, rowIndex])
                #expect(rows.row(at: [sectionIndex, rowIndex]) == row)
            }
        }
        #expect(rows.indexPath(for: .entry(99)) == nil)
        #expect(Assignee.Rows(people([1])).indexPath(for: .all) == nil)
    }

    @Test(arguments: [[3, 0], [1, 2], [0, 1], [-1, 0], [2, -1], [2], [1, 0, 0], []] as [IndexPath])
    func outsideTheRows_isNoRow_andATapIsRefused(_ indexPath: IndexPath) {
        var rows = Self.teams()
        #expect(rows.row(at: indexPath) == nil)
        let change = rows.tap(indexPath)
        #expect(change == .rejected(.noSuchRow))
        #expect(change.indexPaths(in: rows).isEmpty)
        #expect(rows == Self.teams())
        #expect(!rows.isChecked(at: indexPath))
    }

    @Test func tappingTheAllRow_reloadsEveryRowThatChanged() {
        var rows = Self.teams()
        let change = rows.tap([0, 0])
        #expect(change.outcome == .changed)
        // The all-row and the enabled rows; person 5 is on leave.
        #expect(change.indexPaths(in: rows) == [[0, 0], [1, 0], [1, 1], [2, 0], [2, 1]])
        #expect(rows.isChecked(at: [0, 0]))
        #expect(!rows.isChecked(at: [2, 2]))
        // Tapping one person while everyone is selected isolates them (while_all: isolate).
        let isolate = rows.tap([2, 1])
        #expect(isolate.indexPaths(in: rows) == [[0, 0], [1, 0], [1, 1], [2, 0]])
        #expect(rows.selectedIDs == [4])
    }

    @Test func aDisabledRow_refusesTheTap() {
        var rows = Self.teams()
        #expect(rows.tap([2, 2]) == .rejected(.disabled))
    }

    @Test func aChangeAskedOfMovedRows_namesWhereTheyAreNow() {
        var rows = Recipients.Rows(people([1, 2, 3]))
        let change = rows.tap([0, 2])  // person 2
        #expect(change.indexPaths(in: rows) == [[0, 2]])
        rows.update(people([2, 3]))  // person 1 left: 2 moved up
        #expect(change.indexPaths(in: rows) == [[0, 1]])
        rows.update(people([3]))  // person 2 left too: nothing to reload
        #expect(change.indexPaths(in: rows).isEmpty)
    }

    @Test func aRowNotLoaded_hasNoIndexPath() {
        var rows = Recipients.Rows(people([1, 2, 3]), selecting: [1, 3])
        rows.update(people([3, 4]), unloaded: .keepSelected)
        #expect(rows.contains(1))
        #expect(rows.indexPath(for: .entry(1)) == nil)
        #expect(rows.indexPath(for: .entry(3)) == [0, 1])
    }

    /// Every index path of a grid larger than the rows, tapped through `IndexPath` and through
    /// `(section:row:)` from the same states: the same changes and the same rows.
    @Test func tapsByIndexPath_areTapsBySectionAndRow() {
        var byIndexPath = Self.teams()
        var byTuple = Self.teams()
        for round in 0..<3 {
            for section in -1...3 {
                for row in -1...3 {
                    let change = byIndexPath.tap([section, row])
                    let expected = byTuple.tap(section: section, row: row)
                    #expect(change == expected, "round \(round), [\(section), \(row)]")
                    #expect(
                        change.indexPaths(in: byIndexPath)
                            == expected.rows.compactMap { byTuple.indexPath(of: $0) }.map { [$0.section, $0.row] })
                    #expect(byIndexPath == byTuple)
                }
            }
        }
    }
}
