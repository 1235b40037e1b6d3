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

/// The hand-written way of keeping the selection of rows that come at runtime: an array of the
/// selected rows' ids, searched linearly for every checkmark and every removal, with the same
/// all-row (first, `while_all: isolate`) as ``NaiveSelection``.
struct NaiveIDSelection<ID: Equatable> {
    /// The rows' ids in display order (the all-row not included).
    let ids: [ID]
    /// Selected ids, in the order they were tapped.
    private(set) var selected: [ID] = []

    init(ids: [ID]) {
        self.ids = ids
    }

    /// Every row selected (the all-row's checkmark).
    var isAll: Bool { !ids.isEmpty && selected.count == ids.count }

    /// Whether the row of `id` shows a checkmark: `containsObject:` on the array.
    func isChecked(_ id: ID) -> Bool {
        selected.contains(id)
    }

    /// A tap on the all-row: everything, or nothing when everything was selected.
    mutating func tapAllRow() {
        selected = isAll ? [] : ids
    }

    /// A tap on the row of `id`, with the all-row's isolate rule.
    mutating func tap(_ id: ID) {
        if isAll {
            selected = [id]
        } else if let index = selected.firstIndex(of: id) {
            selected.remove(at: index)
        } else {
            selected.append(id)
        }
    }
}
