/// A list's runtime rows as ``PickListRows`` holds them: the rows in display order, their
/// index by id, which are enabled, and where each is displayed.
///
/// Duplicate ids are settled here: the first row with an id is kept and the later ones are
/// left out (and reported), so every id names exactly one row. Building a table is O(n): one
/// pass to index the rows, one to find the enabled ones.
///
/// A tap reads the index, the rows and the enabled set in the app's own code; the table is
/// `@frozen`, for apps built against a prebuilt PickListKit
/// (PickListKit.docc, "Prebuilt PickListKit: what is frozen").
@frozen @usableFromInline
struct EntryTable<ID: Hashable & Sendable>: Sendable {
    /// The rows in display order (sections laid end to end): a row's ordinal is its index.
    @usableFromInline let entries: [PickListEntry<ID>]
    /// Each row's ordinal by id.
    @usableFromInline let index: EntryIndex
    /// The enabled rows' ordinals, and those of them the all-row selects (all but the
    /// exclusive rows of a multiple-selection list).
    @usableFromInline let selectable: SelectableRows
    /// The policy's rules for these rows (whether some are exclusive): what the taps read.
    @usableFromInline let rules: SelectionRules
    /// The rows a tap may select (``selectable``'s ``SelectableRows/tappable``, read by a tap
    /// without going through it): the enabled rows but action rows and rows only the app
    /// selects.
    @usableFromInline let enabled: OrdinalSet
    /// The titles of the app's sections, in order (`[nil]` for rows given without sections).
    @usableFromInline let sectionTitles: [String?]
    /// The footers of the app's sections, in order (`nil`: none).
    @usableFromInline let sectionFooters: [String?]
    /// Where each row is displayed.
    @usableFromInline let positions: RowPositions
    /// The ids of the rows left out because an earlier row has the same id, in the order given.
    @usableFromInline let duplicateIDs: [ID]

    /// Builds the table of `sections` (`isUnsectioned`: rows given without sections) for a
    /// list with the all-row `allRow` and the policy's `rules`; a multiple-selection list reads
    /// the rows' ``PickListEntry/isExclusive``, which a single-selection list ignores.
    @inlinable
    init(sections: [PickListEntrySection<ID>], isUnsectioned: Bool, allRow: PickListAllRow.Position?, rules: SelectionRules) {
        let honoursExclusive = rules.mode == .multiple
        var entries: [PickListEntry<ID>]
        if sections.count == 1 {
            entries = sections[0].entries  // shared, not copied
        } else {
            entries = []
            entries.reserveCapacity(sections.reduce(0) { $0 + $1.entries.count })
            for section in sections { entries.append(contentsOf: section.entries) }
        }
        var sizes = sections.map(\.entries.count)
        var index = EntryIndex(capacity: entries.count)
        var duplicatePositions: [Int] = []
        entries.withUnsafeBufferPointer { entries in
            for ordinal in entries.indices where index.insert(entries[ordinal].id, at: ordinal, in: entries) != nil {
                duplicatePositions.append(ordinal)
            }
        }
        var duplicateIDs: [ID] = []
        if !duplicatePositions.isEmpty {
            // Rare: leave the later rows out, then index what is left afresh (ordinals moved).
            duplicateIDs = duplicatePositions.map { entries[$0].id }
            var isDuplicate = [Bool](repeating: false, count: entries.count)
            for position in duplicatePositions { isDuplicate[position] = true }
            var start = 0
            for section in sizes.indices {
                let end = start + sizes[section]
                sizes[section] -= isDuplicate[start..<end].lazy.filter { $0 }.count
                start = end
            }
            entries = entries.indices.compactMap { isDuplicate[$0] ? nil : entries[$0] }
            index = EntryIndex(capacity: entries.count)
            entries.withUnsafeBufferPointer { entries in
                for ordinal in entries.indices {
                    _ = index.insert(entries[ordinal].id, at: ordinal, in: entries)
                }
            }
        }
        var enabled = OrdinalSet(capacity: entries.count)
        var exclusive: OrdinalSet?
        var actions: OrdinalSet?
        var appOnly: OrdinalSet?
        func add(_ ordinal: Int, to kind: inout OrdinalSet?) {
            if kind == nil { kind = OrdinalSet(capacity: entries.count) }
            kind?.insert(ordinal)
        }
        // Read in place, here and above: each id and flag is loaded from the buffer, no entry
        // is copied (a copy retains and releases its id, texts, keywords and image).
        entries.withUnsafeBufferPointer { entries in
            for ordinal in entries.indices where entries[ordinal].isEnabled {
                enabled.insert(ordinal)
                if entries[ordinal].isAction {
                    add(ordinal, to: &actions)  // an action row is nothing else
                } else {
                    if honoursExclusive && entries[ordinal].isExclusive { add(ordinal, to: &exclusive) }
                    if !entries[ordinal].isSelectable { add(ordinal, to: &appOnly) }
                }
            }
        }
        let selectable = SelectableRows(enabled: enabled, exclusive: exclusive, actions: actions, appOnly: appOnly)
        self.entries = entries
        self.index = index
        self.selectable = selectable
        self.enabled = selectable.tappable
        self.rules = rules.with(exclusiveRows: selectable.hasSpecialRows)
        self.sectionTitles = sections.map(\.title)
        self.sectionFooters = sections.map(\.footer)
        self.positions = RowPositions(sizes: sizes, isUnsectioned: isUnsectioned, allRow: allRow)
        self.duplicateIDs = duplicateIDs
    }

    /// The ordinal of the row with `id`, or `nil` when no row has it.
    @inlinable
    func ordinal(of id: ID) -> Int? {
        index.ordinal(of: id, in: entries)
    }

    /// The ordinals of the rows with `ids` that exist, in the order given.
    @inlinable
    func ordinals(of ids: some Sequence<ID>) -> [Int] {
        ids.compactMap { ordinal(of: $0) }
    }

    /// The app's section a displayed section shows, or `nil` for the all-row's own section.
    func sourceSection(ofDisplayed section: Int) -> Int? {
        guard positions.allRowHasOwnSection else { return section }
        if section == positions.allRowSection { return nil }
        return section > positions.allRowSection ? section - 1 : section
    }
}
