/// The static description of a pick list, with lookup tables precomputed once.
///
/// Generated code declares it as the list enum's `static let definition`; app code rarely
/// touches it directly, because ``PickList`` exposes what a view needs (`title`, `sections`,
/// `row(section:row:)`, …) and ``PickListSelection`` applies the policy. Generic UI code can
/// read the policy here (``mode``, ``allRow``, ``isEditable``, …).
///
/// Creating a definition checks that the items of its sections are exactly `Item.allCases`
/// in the same order (the display order); a mismatch stops the program with a message naming
/// the first difference. It is a class so that reading it is cheap: its tables are shared,
/// never copied. The initialiser must not read `Item.definition` (nor anything
/// derived from it, such as an item's `title`).
public final class PickListDefinition<Item: PickList>: Sendable {
    /// The list's display title.
    public let title: String
    /// Whether the list holds one item or many.
    public let mode: PickListMode
    /// Single lists: whether tapping the selected item clears the selection.
    public let deselect: Bool
    /// Multiple lists: the fewest items a tap may leave selected (0 when unbounded).
    public let minimum: Int
    /// Multiple lists: the most items a tap may leave selected, or `nil` when unbounded.
    public let maximum: Int?
    /// The "select all" row, if the list has one.
    public let allRow: PickListAllRow?
    /// Whether items are selectable only in edit mode (`edit_mode`).
    public let isEditable: Bool
    /// The texts for ``PickListSelection/summary``.
    public let summary: PickListSummaryFormat
    /// The initial selection, as declared.
    public let defaultSelection: PickListDefault<Item>
    /// The displayed sections (the all-row included where the list has one): a list with
    /// exactly one section titled `nil` shows its all-row as that section's first or last row;
    /// otherwise the all-row is an untitled section of its own, first or last.
    public let sections: [PickListSection<Item>]
    /// Every item's description, in display order (`allCases` order).
    public let items: [PickListItemInfo<Item>]
    /// The number of enabled items, the `{total}` of the summary.
    public let enabledCount: Int

    // The tables below are `@usableFromInline` because ``PickListSelection``'s taps and
    // checkmark reads are `@inlinable`: an app compiles them for its own list, reading these
    // directly instead of calling into PickListKit's generic code.

    /// The items in display order (`allCases`), kept apart from ``items`` so reading one does
    /// not copy its description.
    @usableFromInline let cases: [Item]
    /// Each item's ordinal, for items whose ordinal cannot be read from the case tag.
    @usableFromInline let ordinals: [Item: Int]
    /// How an item's ordinal is read (see ``CaseTag``).
    @usableFromInline let caseTag: CaseTag
    let ordinalsByID: [String: Int]
    /// The enabled items' ordinals.
    @usableFromInline let enabled: OrdinalSet
    let defaultOrdinals: OrdinalSet
    /// The rows' positions, for index paths.
    @usableFromInline let layout: RowLayout<Item>
    /// Whether the list has an all-row (``allRow`` is not `nil`), read without copying it.
    @usableFromInline let hasAllRow: Bool
    /// Whether the all-row is shown before the items.
    @usableFromInline let isAllRowFirst: Bool
    /// The all-row's `while_all` rule (`.isolate` when the list has no all-row).
    @usableFromInline let whileAll: PickListAllRow.WhileAll
    let searchWords: [[String]]

    /// Describes a list; generated code calls this once per list.
    ///
    /// - Parameters:
    ///   - title: The list's display title.
    ///   - selection: ``PickListMode/single`` or ``PickListMode/multiple``.
    ///   - deselect: Single lists: tapping the selected item clears the selection.
    ///   - minimum: Multiple lists: the fewest items a tap may leave selected.
    ///   - maximum: Multiple lists: the most items a tap may leave selected.
    ///   - allRow: Multiple lists: the "select all" row.
    ///   - editMode: Multiple lists: items are selectable only in edit mode.
    ///   - summary: The texts describing the selection.
    ///   - sections: The items, grouped; one section titled `nil` for a list without sections.
    ///   - defaultSelection: What `Selection()` starts with.
    ///   - renamed: Former ids mapped to the items now carrying them, accepted when decoding.
    public init(
        title: String,
        selection: PickListMode,
        deselect: Bool = false,
        minimum: Int? = nil,
        maximum: Int? = nil,
        allRow: PickListAllRow? = nil,
        editMode: Bool = false,
        summary: PickListSummaryFormat = PickListSummaryFormat(),
        sections: [PickListSectionInfo<Item>],
        defaultSelection: PickListDefault<Item> = .none,
        renamed: [String: Item] = [:]
    ) {
        let name = "PickListDefinition<\(Item.self)>"
        precondition(
            selection == .multiple || (minimum == nil && maximum == nil && allRow == nil && !editMode),
            "\(name): minimum, maximum, allRow and editMode apply to multiple-selection lists only"
        )
        precondition(selection == .single || !deselect, "\(name): deselect applies to single-selection lists only")
        precondition((minimum ?? 0) >= 0, "\(name): minimum must not be negative")
        precondition((minimum ?? 0) <= (maximum ?? Int.max), "\(name): minimum must not exceed maximum")

        let items = sections.flatMap(\.items)
        let allCases = Item.allCases
        for (index, info) in items.enumerated() {
            precondition(
                index < allCases.count,
                "\(name): the sections list \(items.count) items but \(Item.self).allCases has only \(allCases.count); '\(info.item.rawValue)' is extra or repeated"
            )
            precondition(
                info.item == allCases[index],
                "\(name): item \(index) of the sections is '\(info.item.rawValue)' but \(Item.self).allCases[\(index)] is '\(allCases[index].rawValue)'; the sections must list every case once, in allCases order"
            )
        }
        precondition(
            items.count == allCases.count,
            "\(name): the sections list \(items.count) items but \(Item.self).allCases has \(allCases.count); '\(allCases[min(items.count, allCases.count - 1)].rawValue)' is missing"
        )

        var ordinals: [Item: Int] = [:]
        var ordinalsByID: [String: Int] = [:]
        var enabled = OrdinalSet(capacity: items.count)
        ordinals.reserveCapacity(items.count)
        for (ordinal, info) in items.enumerated() {
            ordinals[info.item] = ordinal
            ordinalsByID[info.item.rawValue] = ordinal
            if info.isEnabled { enabled.insert(ordinal) }
        }
        for (oldID, item) in renamed {
            precondition(
                ordinalsByID[oldID] == nil,
                "\(name): renamed id '\(oldID)' is the id of a current item"
            )
            ordinalsByID[oldID] = ordinals[item]
        }

        let layout = RowLayout(sections: sections, allRow: allRow)
        let caseTag = CaseTag(verifiedFor: allCases)

        var defaultOrdinals = OrdinalSet(capacity: items.count)
        switch defaultSelection {
        case .none:
            break
        case .all:
            precondition(selection == .multiple, "\(name): a default of all applies to multiple-selection lists only")
            defaultOrdinals = enabled
        case .items(let defaults):
            // As `Selection(_:)`: enabled items only; a single list keeps the first in display order.
            for ordinal in defaults.compactMap({ ordinals[$0] }) where enabled.contains(ordinal) {
                defaultOrdinals.insert(ordinal)
            }
            if selection == .single, defaultOrdinals.count > 1, let first = defaultOrdinals.first {
                defaultOrdinals = OrdinalSet(capacity: items.count)
                defaultOrdinals.insert(first)
            }
        }

        self.title = title
        self.mode = selection
        self.deselect = deselect
        self.minimum = minimum ?? 0
        self.maximum = maximum
        self.allRow = allRow
        self.isEditable = editMode
        self.summary = summary
        self.defaultSelection = defaultSelection
        self.sections = layout.sections
        self.items = items
        self.enabledCount = enabled.count
        self.cases = allCases
        self.ordinals = ordinals
        self.caseTag = caseTag
        self.ordinalsByID = ordinalsByID
        self.enabled = enabled
        self.defaultOrdinals = defaultOrdinals
        self.layout = layout
        self.hasAllRow = allRow != nil
        self.isAllRowFirst = allRow?.position == .first
        self.whileAll = allRow?.whileAll ?? .isolate
        self.searchWords = items.map { SearchFolding.words(of: [$0.title] + $0.keywords) }
    }

    /// The description of an item.
    public func info(for item: Item) -> PickListItemInfo<Item> {
        items[ordinal(of: item)]
    }

    /// The row at an index path, or `nil` when the index path is outside the list.
    @inlinable
    public func row(section: Int, row: Int) -> PickListRow<Item>? {
        guard let position = layout.position(section: section, row: row) else { return nil }
        return position == layout.allRowPosition ? .all : .item(cases[layout.ordinal(atItemPosition: position)])
    }

    /// The index path of a row, or `nil` for the all-row of a list without one.
    @inlinable
    public func indexPath(of row: PickListRow<Item>) -> (section: Int, row: Int)? {
        switch row {
        case .all:
            layout.allRowIndexPath
        case .item(let item):
            layout.indexPath(ofOrdinal: ordinal(of: item))
        }
    }

    /// The item with an id, also accepting former ids (`renamed_from`); `nil` when none has it.
    public func item(forID id: String) -> Item? {
        ordinalsByID[id].map { cases[$0] }
    }

    /// The items whose title or keywords match a search query, in display order.
    ///
    /// Matching ignores case and diacritics: an item matches when every word of the query is
    /// the beginning of a word of its title or keywords (`zur` finds "Zürich", `york new`
    /// finds "New York", `office` finds "Oﬃce"). Precomposed and decomposed text (NFC and NFD)
    /// match alike. An empty query (or one without letters or digits) returns every item.
    public func search(_ query: String) -> [Item] {
        let queryWords = SearchFolding.words(of: [query])
        guard !queryWords.isEmpty else { return cases }
        return items.indices.compactMap { ordinal in
            let words = searchWords[ordinal]
            let matches = queryWords.allSatisfy { queryWord in
                words.contains { $0.utf8.starts(with: queryWord.utf8) }
            }
            return matches ? cases[ordinal] : nil
        }
    }

    /// The position of `item` in `allCases`, or `nil` for a value that is not a case.
    ///
    /// Compiled into the app for its own list, the size test folds away and a generated
    /// enum's ordinal is one load of its tag.
    @inlinable
    func lookupOrdinal(_ item: Item) -> Int? {
        switch MemoryLayout<Item>.size {
        case 1 where caseTag == .byte:
            Int(withUnsafeBytes(of: item) { $0[0] })
        case 2 where caseTag == .halfword:
            Int(withUnsafeBytes(of: item) { $0.loadUnaligned(as: UInt16.self) })
        case 0 where caseTag == .singleCase:
            0
        default:
            ordinals[item]
        }
    }

    /// The position of `item` in `allCases`; stops the program for a value that is not a case.
    @inlinable
    func ordinal(of item: Item) -> Int {
        guard let ordinal = lookupOrdinal(item) else { Self.notAnItem(item) }
        return ordinal
    }

    /// Stops the program for a value that is not among the items (kept out of line so the
    /// message is not compiled into every caller).
    @usableFromInline
    static func notAnItem(_ item: Item) -> Never {
        preconditionFailure("PickListDefinition<\(Item.self)>: '\(item.rawValue)' is not among the items")
    }

    /// The row of an ordinal.
    @inlinable
    func row(ordinal: Int) -> PickListRow<Item> { .item(cases[ordinal]) }

    /// How an item's ordinal can be read without hashing it. A generated list is a Swift enum
    /// without payloads, which the compiler stores as its case index (one byte up to 256
    /// cases, two up to 65 536). That layout is not a language guarantee, so it is verified
    /// for every case when the definition is built, and hashing is the fallback.
    @usableFromInline
    enum CaseTag: Sendable {
        case singleCase, byte, halfword, unknown

        init(verifiedFor allCases: [Item]) {
            switch MemoryLayout<Item>.size {
            case 0 where allCases.count == 1:
                self = .singleCase
            case 1 where allCases.enumerated().allSatisfy({ index, item in
                withUnsafeBytes(of: item) { Int($0[0]) } == index
            }):
                self = .byte
            case 2 where allCases.enumerated().allSatisfy({ index, item in
                withUnsafeBytes(of: item) { Int($0.loadUnaligned(as: UInt16.self)) } == index
            }):
                self = .halfword
            default:
                self = .unknown
            }
        }
    }
}
