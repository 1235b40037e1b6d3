package import PickListKit

/// Random runtime lists and random steps on them, drawn from any ``RandomChoices``: the
/// property tests' seeded sequences and fuzz-engine's inputs make their lists and steps here.
///
/// Rows take their ids from a small ``pool`` (so rows often share one, and duplicates happen),
/// are mostly enabled and now and then exclusive; ``unknown`` ids are never a row's.
package struct RuntimeRowsRandom<ID: Hashable> {
    /// The ids rows are drawn from (few, so rows share them).
    package let pool: [ID]
    /// Ids no row ever has.
    package let unknown: [ID]

    package init(pool: [ID], unknown: [ID]) {
        self.pool = pool
        self.unknown = unknown
    }

    /// Titles, some of them placeholders or separators a summary must not read as its own.
    package static var titles: [String] { ["Apple", "Pear", "", "{count}", "Ünïcode", "a, b", "Fig", "{title}"] }

    /// A valid policy: single (with or without `deselect` and `required`) or multiple with any
    /// bounds, all-row (position, `while_all`), edit mode, default and `order`; summary texts
    /// with and without placeholders, or none. Rows are exclusive at random (``entry(_:)``), so
    /// exclusive rows meet every other rule.
    package static func policy(_ random: inout some RandomChoices) -> PickListPolicy {
        let texts: [String?] = [nil, nil, "", "{count} selected", "{title}", "{count} of {total}", "All {total}", "{{count}} {nope", "None"]
        let summary = PickListSummaryFormat(
            none: random.element(of: texts), one: random.element(of: texts), other: random.element(of: texts),
            all: random.element(of: texts))
        if random.chance(25) {
            return PickListPolicy(
                title: "Random", selection: .single, deselect: random.nextBool(), required: random.nextBool(), summary: summary)
        }
        let minimum: Int? = random.chance(50) ? nil : random.next(in: 0...3)
        let maximum: Int? = random.chance(50) ? nil : (minimum ?? 0) + random.next(in: 0...4)
        var allRow: PickListAllRow? =
            random.chance(40)
            ? nil
            : PickListAllRow(
                position: random.nextBool() ? .first : .last,
                whileAll: random.element(of: PickListAllRow.WhileAll.allCases))
        // A Select All button instead of the row, now and then (`all: {row: false}`).
        if let row = allRow, random.chance(30) { allRow = PickListAllRow(whileAll: row.whileAll, showsRow: false) }
        return PickListPolicy(
            title: "Random", selection: .multiple, minimum: minimum, maximum: maximum, allRow: allRow,
            editMode: random.chance(30), summary: summary, defaultSelection: random.chance(25) ? .all : .none,
            order: random.nextBool() ? .selection : .display)
    }

    /// A row with an id from the pool, mostly enabled, now and then exclusive, an action row
    /// or one only the app selects.
    package func entry(_ random: inout some RandomChoices) -> ModelEntry<ID> {
        ModelEntry(
            id: random.element(of: pool), title: random.element(of: Self.titles), isEnabled: !random.chance(15),
            isExclusive: random.chance(12), isAction: random.chance(8), isSelectable: !random.chance(8))
    }

    /// Rows and whether they are plain rows (one untitled section, made or updated without
    /// sections): none at all, an empty section, plain rows, or titled and untitled sections,
    /// some empty.
    package func sections(_ random: inout some RandomChoices) -> ([ModelSection<ID>], plain: Bool) {
        switch random.next(below: 12) {
        case 0:
            return ([], false)
        case 1:
            return ([ModelSection(title: nil, entries: [])], random.nextBool())
        case 2..<7:
            let entries = (0..<random.next(in: 1...12)).map { _ in entry(&random) }
            return ([ModelSection(title: nil, entries: entries)], random.chance(80))
        default:
            let sections = (0..<random.next(in: 1...4)).map { _ in
                ModelSection(
                    title: random.chance(20) ? nil : "S\(random.next(below: 3))",
                    entries: (0..<random.next(in: 0...5)).map { _ in entry(&random) })
            }
            return (sections, false)
        }
    }

    /// Ids to select, save or apply: some of the pool (perhaps repeated) and perhaps ids no row
    /// has, in any order.
    package func ids(_ random: inout some RandomChoices) -> [ID] {
        var ids = pool.filter { _ in random.chance(30) }
        if random.chance(20) { ids.append(random.element(of: pool)) }
        if random.chance(25) { ids.append(random.element(of: unknown)) }
        return random.shuffled(ids)
    }

    /// A step on the list `model` follows: taps (on its rows, on ids no row has, on the all-row,
    /// by index path inside and outside the list), edit-mode switches, updates, restores, selects
    /// and deselects (of rows not loaded too), sets applied or assigned, and rows hidden or
    /// shown by id.
    package func step(_ model: SelectionModel<ID>, _ random: inout some RandomChoices) -> RuntimeRowsStep<ID> {
        let ids = model.ids
        switch random.next(below: 110) {
        case 100...:
            return .tap(.setHidden(random.chance(60), hiding(model, &random)))
        case 0..<30 where !ids.isEmpty:
            return .tap(.tap(.row(random.element(of: ids))))
        case 0..<33:
            return .tap(.tap(.row(random.element(of: pool + unknown))))
        case 33..<38:
            return .tap(.tap(.all))
        case 38..<41:
            return .tap(.allButton(random.element(of: AllButtonAction.allCases)))
        case 41..<51:
            let sections = model.displaySections
            let section = random.next(in: -1...sections.count)
            let rowCount = sections.indices.contains(section) ? sections[section].rows.count : 2
            return .tap(.tapIndexPath(section: section, row: random.next(in: -1...rowCount)))
        case 51..<58:
            return .tap(.setEditing(random.chance(70) != model.isEditing))
        case 58..<76:
            return update(model, &random)
        case 76..<80:
            return .restore(self.ids(&random))
        case 80..<83:
            // A row's id, a kept row's (not loaded) or one no row has.
            let known = ids + model.kept.map(\.id)
            let id = random.chance(85) && !known.isEmpty ? random.element(of: known) : random.element(of: unknown)
            return .tap(random.nextBool() ? .select(id) : .deselect(id))
        case 83..<94:
            return .applySelection(set(model, &random))
        default:
            return .assignSelection(set(model, &random))
        }
    }

    /// Ids to hide or show: one to three of the pool (rows' ids, perhaps hidden already, or
    /// ids no row has yet), now and then one no row ever has, or every row's.
    package func hiding(_ model: SelectionModel<ID>, _ random: inout some RandomChoices) -> [ID] {
        if random.chance(5) { return model.ids }
        var ids = (0..<random.next(in: 1...3)).map { _ in random.element(of: pool) }
        if random.chance(10) { ids.append(random.element(of: unknown)) }
        return ids
    }

    /// A set as SwiftUI would hand one over: the selection with a row or two toggled, every
    /// enabled row, none, every row, or any ids (perhaps ones no row has).
    package func set(_ model: SelectionModel<ID>, _ random: inout some RandomChoices) -> Set<ID> {
        var ids: Set<ID>
        switch random.next(below: 10) {
        case 0..<4:
            ids = Set(model.selectedIDs)
            for _ in 0..<random.next(in: 1...2) {
                let id = random.element(of: pool)
                if ids.remove(id) == nil { ids.insert(id) }
            }
        case 4, 5:
            ids = Set(model.entries.filter { $0.isEnabled }.map { $0.id })
        case 6:
            ids = []
        case 7:
            ids = Set(model.ids)
        default:
            ids = Set(self.ids(&random))
        }
        if random.chance(10) { ids.insert(random.element(of: unknown)) }
        return ids
    }

    /// New rows made from the current ones by one to three edits (insert, delete, move,
    /// retitle, enable or disable, a duplicate id, a change of sections), or entirely new ones;
    /// half of the time keeping the selected rows they lack (a page or a search result).
    package func update(_ model: SelectionModel<ID>, _ random: inout some RandomChoices) -> RuntimeRowsStep<ID> {
        let keeping = random.nextBool()
        if random.chance(10) {
            let (sections, plain) = self.sections(&random)
            return .update(sections, plain: plain, keepingUnloaded: keeping)
        }
        var sections = model.sections
        for _ in 0..<random.next(in: 1...3) {
            let positions = sections.indices.flatMap { section in sections[section].entries.indices.map { (section, $0) } }
            switch random.next(below: 8) {
            case 0, 1:
                // Insert a row (its id perhaps a row's already: a duplicate, kept or left out by
                // where it lands).
                if sections.isEmpty { sections.append(ModelSection(title: nil, entries: [])) }
                let section = random.next(below: sections.count)
                sections[section].entries.insert(entry(&random), at: random.next(in: 0...sections[section].entries.count))
            case 2 where !positions.isEmpty:
                let (section, row) = random.element(of: positions)
                sections[section].entries.remove(at: row)
            case 3 where !positions.isEmpty:
                // Move a row, perhaps to another section.
                let (section, row) = random.element(of: positions)
                let entry = sections[section].entries.remove(at: row)
                let target = random.next(below: sections.count)
                sections[target].entries.insert(entry, at: random.next(in: 0...sections[target].entries.count))
            case 4 where !positions.isEmpty:
                let (section, row) = random.element(of: positions)
                sections[section].entries[row].title = random.element(of: Self.titles)
            case 5 where !positions.isEmpty:
                let (section, row) = random.element(of: positions)
                sections[section].entries[row].isEnabled.toggle()
            case 6 where !positions.isEmpty:
                // Another row with a row's id, before or after it.
                let (section, row) = random.element(of: positions)
                var copy = sections[section].entries[row]
                copy.title = random.element(of: Self.titles)
                copy.isEnabled = random.chance(70)
                let target = random.next(below: sections.count)
                sections[target].entries.insert(copy, at: random.next(in: 0...sections[target].entries.count))
            default:
                Self.resection(&sections, &random)
            }
        }
        // Mostly the form the list has; sometimes the other.
        let isPlain = sections.count == 1 && sections[0].title == nil
        if random.chance(isPlain ? 70 : 10) {
            return .update([ModelSection(title: nil, entries: sections.flatMap { $0.entries })], plain: true, keepingUnloaded: keeping)
        }
        return .update(sections, plain: false, keepingUnloaded: keeping)
    }

    /// Changes the sections but not (much) the rows: splits one, merges two, adds an empty one,
    /// drops one with its rows, or renames one (perhaps to no title).
    static func resection(_ sections: inout [ModelSection<ID>], _ random: inout some RandomChoices) {
        switch random.next(below: 5) {
        case 0 where !sections.isEmpty:
            let section = random.next(below: sections.count)
            let entries = sections[section].entries
            let cut = random.next(in: 0...entries.count)
            sections[section].entries = Array(entries[..<cut])
            sections.insert(ModelSection(title: "S\(random.next(below: 3))", entries: Array(entries[cut...])), at: section + 1)
        case 1 where sections.count > 1:
            let section = random.next(below: sections.count - 1)
            sections[section].entries += sections.remove(at: section + 1).entries
        case 2:
            sections.insert(
                ModelSection(title: random.chance(30) ? nil : "Empty", entries: []), at: random.next(in: 0...sections.count))
        case 3 where !sections.isEmpty:
            sections.remove(at: random.next(below: sections.count))
        default:
            if !sections.isEmpty {
                sections[random.next(below: sections.count)].title = random.chance(30) ? nil : "S\(random.next(below: 3))"
            }
        }
    }
}

extension RuntimeRowsRandom: Sendable where ID: Sendable {}
