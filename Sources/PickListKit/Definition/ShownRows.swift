/// Which of a list's rows are shown, and where: the written layout (``RowPositions``) less
/// the rows an app hid, with index paths both ways.
///
/// Hidden rows are a layout, not a second engine: the engine keeps its ordinals over every
/// row, and this maps the index paths a table view shows to ordinals and back. The shown rows
/// are counted by a Fenwick tree over the ordinals (a 1 for each shown row), so
///
/// - the ordinal at an index path is a descent of the tree: O(log n);
/// - an ordinal's index path is a prefix sum: O(log n);
/// - hiding or showing one row is one update of the tree: O(log n).
///
/// Sections keep their places: a section whose rows are all hidden is shown with no rows (its
/// number does not change, so the index paths of the sections after it do not move). The
/// all-row is never hidden.
///
/// A list that hides nothing has none: its index paths are read from ``RowPositions`` alone,
/// as they always were.
@usableFromInline
struct ShownRows: Hashable, Sendable {
    /// The written layout: every row, the all-row placed.
    let base: RowPositions
    /// The first ordinal of each section of rows (the displayed sections but the all-row's
    /// own), then the number of rows.
    let sectionOrdinalStarts: [Int]
    /// Whether the all-row comes first in its section (or is the first section).
    let isAllRowFirst: Bool
    /// The hidden rows' ordinals.
    private(set) var hidden: OrdinalSet
    /// The Fenwick tree, 1-based: `tree[i]` counts the shown rows among the ordinals
    /// `i - (i & -i) ..< i`.
    private var tree: [Int32]

    /// Every row of `base` shown, for a list of `count` rows.
    init(base: RowPositions, count: Int) {
        self.base = base
        var starts: [Int] = []
        for section in 0..<base.sectionCount where !(base.allRowHasOwnSection && section == base.allRowSection) {
            let start = base.sectionStarts[section]
            starts.append(start > base.allRowPosition ? start - 1 : start)
        }
        starts.append(count)
        sectionOrdinalStarts = starts
        isAllRowFirst = base.allRowSection >= 0 && base.allRowPosition == base.sectionStarts[base.allRowSection]
        hidden = OrdinalSet(capacity: count)
        // Every row shown: each node counts the ordinals it covers.
        tree = [0] + (1...max(count, 1)).prefix(count).map { Int32($0 & -$0) }
    }

    /// Two are equal when they hide the same rows (the layout is the list's).
    @usableFromInline static func == (lhs: Self, rhs: Self) -> Bool { lhs.hidden == rhs.hidden }

    /// Hashes the hidden rows.
    @usableFromInline func hash(into hasher: inout Hasher) { hasher.combine(hidden) }

    /// The number of rows (hidden ones included).
    var rowCount: Int { sectionOrdinalStarts[sectionOrdinalStarts.count - 1] }

    /// Whether nothing is hidden.
    var hidesNothing: Bool { hidden.isEmpty }

    // MARK: Counting

    /// The number of shown rows among the ordinals `0 ..< ordinal`.
    func shownBefore(_ ordinal: Int) -> Int {
        var index = ordinal
        var sum: Int32 = 0
        while index > 0 {
            sum &+= tree[index]
            index &= index &- 1
        }
        return Int(sum)
    }

    /// The ordinal of the shown row with `rank` shown rows before it (`rank` < the number of
    /// shown rows).
    func ordinal(ofShownRank rank: Int) -> Int {
        let count = tree.count &- 1
        var position = 0
        var remaining = Int32(rank &+ 1)
        var step = 1
        while step &<< 1 <= count { step &<<= 1 }
        while step > 0 {
            let next = position &+ step
            if next <= count && tree[next] < remaining {
                position = next
                remaining &-= tree[next]
            }
            step &>>= 1
        }
        return position
    }

    /// Hides or shows the row with `ordinal`; `false` when it already was.
    mutating func setHidden(_ isHidden: Bool, ordinal: Int) -> Bool {
        guard isHidden ? hidden.insert(ordinal) : hidden.remove(ordinal) else { return false }
        let delta: Int32 = isHidden ? -1 : 1
        var index = ordinal &+ 1
        while index < tree.count {
            tree[index] &+= delta
            index &+= index & (0 &- index)
        }
        return true
    }

    // MARK: Sections

    /// The number of displayed sections (fixed: hiding rows never removes one).
    var sectionCount: Int { base.sectionCount }

    /// The section of rows a displayed section shows, or `nil` for the all-row's own section
    /// and outside the list.
    func rowSection(ofDisplayed section: Int) -> Int? {
        guard section >= 0, section < base.sectionCount else { return nil }
        guard base.allRowHasOwnSection else { return section }
        if section == base.allRowSection { return nil }
        return section > base.allRowSection ? section &- 1 : section
    }

    /// The displayed section of a section of rows.
    func displayedSection(ofRowSection section: Int) -> Int {
        base.allRowHasOwnSection && base.allRowSection == 0 ? section &+ 1 : section
    }

    /// The number of shown rows of a section of rows.
    func shownCount(inRowSection section: Int) -> Int {
        shownBefore(sectionOrdinalStarts[section &+ 1]) &- shownBefore(sectionOrdinalStarts[section])
    }

    /// Whether the all-row shares the displayed section `section` with rows.
    func sharesAllRow(_ section: Int) -> Bool {
        !base.allRowHasOwnSection && base.allRowSection == section
    }

    /// The number of rows shown in a displayed section, the all-row included (0 outside the
    /// list).
    func rowCount(inSection section: Int) -> Int {
        guard section >= 0, section < base.sectionCount else { return 0 }
        guard let rows = rowSection(ofDisplayed: section) else { return 1 }
        return shownCount(inRowSection: rows) &+ (sharesAllRow(section) ? 1 : 0)
    }

    // MARK: Index paths

    /// What is at an index path: `-1` for the all-row, an ordinal for a row, `nil` outside
    /// the shown rows.
    func lookup(section: Int, row: Int) -> Int? {
        guard section >= 0, section < base.sectionCount, row >= 0 else { return nil }
        guard let rows = rowSection(ofDisplayed: section) else { return row == 0 ? -1 : nil }
        let shown = shownCount(inRowSection: rows)
        var row = row
        if sharesAllRow(section) {
            if isAllRowFirst {
                if row == 0 { return -1 }
                row &-= 1
            } else if row == shown {
                return -1
            }
        }
        guard row < shown else { return nil }
        return ordinal(ofShownRank: shownBefore(sectionOrdinalStarts[rows]) &+ row)
    }

    /// The index path of the row with `ordinal`, or `nil` when it is hidden.
    func indexPath(ofOrdinal ordinal: Int) -> PickListIndexPath? {
        guard ordinal >= 0, ordinal < rowCount, !hidden.contains(ordinal) else { return nil }
        var low = 0
        var high = sectionOrdinalStarts.count &- 2
        while low < high {
            let middle = (low &+ high &+ 1) &>> 1
            if sectionOrdinalStarts[middle] <= ordinal { low = middle } else { high = middle &- 1 }
        }
        let section = displayedSection(ofRowSection: low)
        let row = shownBefore(ordinal) &- shownBefore(sectionOrdinalStarts[low])
        return PickListIndexPath(section: section, row: sharesAllRow(section) && isAllRowFirst ? row &+ 1 : row)
    }

    /// The all-row's index path, or `nil` for a list without one.
    var allRowIndexPath: PickListIndexPath? {
        guard base.allRowSection >= 0 else { return nil }
        let section = base.allRowSection
        if base.allRowHasOwnSection || isAllRowFirst { return PickListIndexPath(section: section, row: 0) }
        return PickListIndexPath(section: section, row: shownCount(inRowSection: section))
    }

    /// The shown ordinals of a displayed section (the all-row as `-1`), in display order.
    func shownRows(inSection section: Int) -> [Int] {
        guard let rows = rowSection(ofDisplayed: section) else { return [-1] }
        var result: [Int] = []
        if sharesAllRow(section) && isAllRowFirst { result.append(-1) }
        for ordinal in sectionOrdinalStarts[rows]..<sectionOrdinalStarts[rows &+ 1] where !hidden.contains(ordinal) {
            result.append(ordinal)
        }
        if sharesAllRow(section) && !isAllRowFirst { result.append(-1) }
        return result
    }
}
