// Taps through the generated lists as a user would, and checks what the screen shows after
// each tap: the checkmarks, the rows to redraw and the summary. Exits 1 on the first difference.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Lists
import PickListKit

/// The rows of a list as a screen draws them: a checkmark, then the title.
func screen<List: PickList>(_ selection: PickListSelection<List>) -> String {
    List.sections.flatMap(\.rows).map { (selection.isChecked($0) ? "✓ " : "  ") + $0.title }.joined(separator: "\n")
}

func expect<Value: Equatable>(_ actual: Value, _ expected: Value, _ what: String) {
    guard actual != expected else { return }
    print("taps: \(what):\n\(actual)\ninstead of\n\(expected)")
    exit(1)
}

// Job Purpose, single choice: Design is chosen at first; tapping Testing moves the checkmark,
// and exactly the two rows redraw; tapping Testing again changes nothing.
var purpose = JobPurpose.Selection()
expect(screen(purpose), "✓ Design\n  Principal Excavation Activity\n  Testing\n  Maintenance", "Job Purpose at first")
let moved = purpose.tap(.item(.testing))
expect(moved.outcome, .changed, "tapping Testing")
expect(Set(moved.rows), [.item(.design), .item(.testing)], "the rows tapping Testing redraws")
expect(purpose.tap(.item(.testing)).outcome, .unchanged, "tapping Testing again")
expect(screen(purpose), "  Design\n  Principal Excavation Activity\n✓ Testing\n  Maintenance", "Job Purpose after the taps")

// Toppings, multiple choice with an all-row: two taps, then the all-row, then it again.
var toppings = Toppings.Selection()
expect(toppings.summary, "No toppings", "the summary at first")
_ = toppings.tap(.item(.cheese))
_ = toppings.tap(.item(.basil))
expect(toppings.summary, "2 toppings", "the summary after two taps")
expect(screen(toppings), "  All\n✓ Cheese\n  Olives\n✓ Basil", "Toppings after two taps")
_ = toppings.tap(.all)
expect(toppings.summary, "Everything", "the summary after the all-row")
expect(screen(toppings), "✓ All\n✓ Cheese\n✓ Olives\n✓ Basil", "Toppings after the all-row")
_ = toppings.tap(.all)
expect(toppings.isEmpty, true, "the all-row tapped again clears the selection")

print("taps: Job Purpose and Toppings behave as their specs say")
