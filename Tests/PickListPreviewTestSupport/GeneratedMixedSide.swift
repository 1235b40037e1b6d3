package import PickListKit
import PickListPreview

/// The generated mixed list `L` (written rows beside the app's), holding the app's rows given.
///
/// The preview names every row by a string, a written item's id or the app's; here a name is
/// the written item whose id it is, and otherwise the app's row (the rows the comparison gives
/// have no written id, as the preview leaves such a row out).
struct GeneratedMixedSide<L: MixedPickList>: AgreementSide {
    typealias RowID = L.RowID<String>
    var rows: L.Rows<String>

    init(sections: [PickListEntrySection<String>]) {
        rows = L.Rows<String>(sections: sections)
    }

    static func rowID(_ name: String) -> RowID {
        L.definition.item(forCurrentID: name).map(RowID.item) ?? .entry(name)
    }

    /// The row's name as the preview has it (`nil`: the all-row).
    static func name(_ row: PickListEntryRow<RowID>) -> String? {
        row.id.map(\.description)
    }

    /// The sections shown: as the preview draws them, a section whose rows are all hidden is
    /// left out (a table gives it no header).
    var layout: [AgreementSection] {
        let sections = rows.sections
        return sections.compactMap { section in
            guard !section.rows.isEmpty || sections.count == 1 else { return nil }
            return AgreementSection(title: section.title, rows: section.rows.map { row in
                switch row {
                case .all: return AgreementRow(id: nil, title: rows.title(of: row) ?? "", subtitle: nil, isEnabled: true)
                case .entry(let id):
                    let entry = rows.entry(id)
                    return AgreementRow(id: id.description, title: entry?.title ?? "", subtitle: entry?.subtitle, isEnabled: entry?.isEnabled ?? false)
                }
            })
        }
    }

    var isSearchable: Bool { L.definition.policy.isSearchable }

    /// Hidden rows, and the app's select and deselect (played as steps); a mixed list's rows
    /// have no availability or title of the app's beyond its rows' own.
    var takesAppChanges: Bool { true }

    var takesAvailabilityAndTitles: Bool { false }

    mutating func applyAppChange(_ action: AgreementAction) -> AgreementRowUpdate {
        guard case .setHidden(let name, let hidden) = action else {
            return AgreementRowUpdate(deleted: [], inserted: [], reloaded: [], changed: [])
        }
        let wasAll = rows.isChecked(.all)
        let update = rows.setHidden(hidden, for: Self.rowID(name))
        var changed = Set<String?>((update.deselected + update.selected).map(\.description))
        if wasAll != rows.isChecked(.all) { changed.insert(nil) }
        return AgreementRowUpdate(deleted: update.deletedRows, inserted: update.insertedRows, reloaded: update.reloadedRows, changed: changed)
    }

    mutating func apply(_ action: AgreementAction) -> (outcome: PickListOutcome, changed: [String?], refusal: String?) {
        let change: PickListChange<PickListEntryRow<RowID>>
        let tapped: PickListEntryRow<RowID>?
        switch action {
        case .tapItem(let name): tapped = .entry(Self.rowID(name)); change = rows.tap(.entry(Self.rowID(name)))
        case .tapAll: tapped = .all; change = rows.tap(.all)
        case .tapIndexPath(let section, let row): tapped = rows.row(section: section, row: row); change = rows.tap(section: section, row: row)
        case .setEditing(let editing): tapped = nil; change = rows.setEditing(editing)
        case .select(let name): tapped = .entry(Self.rowID(name)); change = rows.select(Self.rowID(name))
        case .deselect(let name): tapped = .entry(Self.rowID(name)); change = rows.deselect(Self.rowID(name))
        case .setHidden, .setAvailable, .setTitle: return (.unchanged, [], nil)
        }
        return (change.outcome, change.rows.map(Self.name), tapped.flatMap { rows.message(for: change, tapping: $0) })
    }

    var record: (checked: [String?], isEditing: Bool, summary: String) {
        let checked = rows.sections.flatMap(\.rows).filter { rows.isChecked($0) }.map(Self.name)
        return (checked, rows.isEditing, rows.summary)
    }

    mutating func search(_ query: String) -> [String] {
        rows.search(query).map(\.description)
    }
}

/// A mixed list of a spec file, on the app's rows made from each seed.
struct MixedComparison<L: MixedPickList>: AgreementComparison {
    var file: String

    func compare(seeds: ClosedRange<UInt64>) throws -> [String] {
        let spec = try PreviewAgreement.session(file, list: String(describing: L.self)).spec
        for seed in seeds {
            // No rows at all is one untitled section without rows, on both sides.
            let seeded = PreviewAgreement.rows(seed: seed)
            let rows = seeded.isEmpty ? [PickListEntrySection<String>(title: nil, entries: [])] : seeded
            let session = PreviewSession(spec: spec, rows: rows)
            let problems = PreviewAgreement.compare(GeneratedMixedSide<L>(sections: rows), PreviewSide(session: session), seed: seed)
            if !problems.isEmpty { return problems }
        }
        return []
    }
}

extension AgreementCase {
    /// A mixed list of `folder + file` (written rows beside the app's), on rows made from each
    /// seed.
    package static func mixedList<L: MixedPickList>(_: L.Type, _ file: String, in folder: String) -> AgreementCase {
        AgreementCase(file: file, name: String(describing: L.self), comparison: MixedComparison<L>(file: folder + file))
    }
}
