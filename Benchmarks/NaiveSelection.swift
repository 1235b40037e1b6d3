/// The hand-written way of keeping a multiple selection with a "select all" row: an array of the
/// selected items' titles, searched linearly for every checkmark and every removal.
///
/// It implements the same behaviour as the generated list it is compared with (an all-row
/// first, `while_all: isolate`), so both sides do the same work the slow and the fast way.
struct NaiveSelection {
    /// Row titles in display order; row 0 is the all-row.
    let rows: [String]
    /// Selected item titles, in the order they were tapped.
    private(set) var selected: [String] = []

    init(itemTitles: [String]) {
        rows = ["All"] + itemTitles
    }

    private var itemCount: Int { rows.count - 1 }

    /// Every item selected (the all-row's checkmark).
    var isAll: Bool { selected.count == itemCount }

    /// Whether row `row` shows a checkmark: `containsObject:` on the array.
    func isChecked(row: Int) -> Bool {
        row == 0 ? isAll : selected.contains(rows[row])
    }

    /// A hand-written `didSelectRowAtIndexPath:`, with the all-row's isolate rule.
    mutating func tap(row: Int) {
        if row == 0 {
            selected = isAll ? [] : Array(rows.dropFirst())
            return
        }
        let title = rows[row]
        if isAll {
            selected = [title]
        } else if let index = selected.firstIndex(of: title) {
            selected.remove(at: index)
        } else {
            selected.append(title)
        }
    }
}
