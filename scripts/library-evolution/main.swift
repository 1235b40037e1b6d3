// An app's use of PickListKit, PickListLocalization and PickListFoundation built with library evolution, for
// `make library-evolution-check` (scripts/check-library-evolution.sh). It is compiled against
// the modules' .swiftinterface files alone, as an app compiles against a prebuilt framework,
// together with the generated Swift of specs/ (and of three test fixtures), then linked with the
// evolution-built objects and run: the taps and checkmark reads below are PickListKit's `@inlinable` code compiled into
// this program, reading the library's values across the resilience boundary.

import Foundation
import PickListFoundation
import PickListKit
import PickListLocalization

/// Stops the check with a message naming what an app would have seen go wrong.
func expect(_ condition: Bool, _ message: String, line: Int = #line) {
    if !condition {
        print("library-evolution client, line \(line): \(message)")
        exit(1)
    }
}

// An enum list: "Categories", multiple, default all, an all-row first with `while_all: isolate`.
var categories = QuoteCategory.Selection()
expect(categories.isAll && categories.isChecked(.all), "the default selection is not all")
var change = categories.tap(.item(.brave))
expect(change.outcome == .changed && categories.selectedItems == [.brave], "tapping Brave while all did not isolate it")
expect(categories.isChecked(.item(.brave)) && !categories.isChecked(.all), "the checkmarks do not follow the tap")
change = categories.tap(section: 0, row: 0)
expect(categories.isAll && change.rows.first == .all, "tapping the all-row by index path did not select all")
expect(categories.summary == "All categories", "summary \(categories.summary)")

// A runtime list: "People", multiple, an all-row; while it is checked, newcomers are selected.
var people = People.Rows([PickListEntry(id: 1, title: "Ada"), PickListEntry(id: 2, title: "Grace")])
people.tap(.entry(2))
expect(people.contains(2) && !people.contains(1) && people.count == 1, "tapping Grace did not select her alone")
people.tap(.all)
expect(people.isAll && people.isChecked(section: 0, row: 0), "the all-row did not select everyone")
let update = people.update([PickListEntry(id: 2, title: "Grace"), PickListEntry(id: 3, title: "Alan")])
expect(update.deselected == [1] && people.selectedIDs == [2, 3], "update while all: \(update), \(people.selectedIDs)")

// The exhaustive switches an app writes over a change's rows and outcome (the example app's
// transcripts do): rows and outcomes are `@frozen`, so they need no `@unknown default`.
func describe(_ change: PickListChange<PickListEntryRow<Int>>) -> String {
    let rows = change.rows.map { row in
        switch row {
        case .all: "all"
        case .entry(let id): "\(id)"
        }
    }
    switch change.outcome {
    case .changed: return "changed \(rows)"
    case .unchanged: return "unchanged"
    case .action: return "action"
    case .rejected(let reason): return "rejected (\(reason.rawValue))"
    }
}
expect(describe(people.tap(.entry(3))) == "changed [\"all\", \"2\"]", "tapping Alan while all did not isolate him")

// The localizer, named through PickListKit's enum that shares the second module's name. This
// program's bundle has no strings tables, so the texts read through it are the spec's.
let spec = QuoteCategory.Selection([.love, .fame]).summary
PickListLocalization.localizer = BundleLocalizer()
let translated = QuoteCategory.Selection([.love, .fame]).summary
expect(translated == spec && spec.contains("2"), "the summary through the bundle localizer: \(translated), \(spec)")
PickListLocalization.localizer = nil

// Index paths, as a UITableView call site uses them (PickListFoundation).
var byIndexPath = QuoteCategory.Selection()
let allRow = byIndexPath.tap(IndexPath(indexes: [0, 0]))
expect(byIndexPath.isEmpty && allRow.indexPaths.first == IndexPath(indexes: [0, 0]), "tapping the all-row by IndexPath: \(allRow.indexPaths)")
expect(byIndexPath.tap(IndexPath(indexes: [9, 0])) == .rejected(.noSuchRow), "an index path outside the list was not refused")
var team = People.Rows([PickListEntry(id: 1, title: "Ada"), PickListEntry(id: 2, title: "Grace")])
let grace = team.tap(IndexPath(indexes: [0, 2]))
expect(grace.indexPaths(in: team) == [IndexPath(indexes: [0, 2])] && team.row(at: IndexPath(indexes: [0, 2])) == .entry(2),
    "tapping Grace by IndexPath: \(grace.indexPaths(in: team))")

print("library-evolution client: taps, checkmarks, updates, the localizer and index paths behave through the module interfaces")
