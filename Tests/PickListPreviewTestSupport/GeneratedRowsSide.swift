package import PickListKit
import PickListPreview

/// How the ids of a list's rows read as the names the preview gives its rows (strings).
protocol AgreementRowNames {
    associatedtype ID: Hashable & Sendable
    /// The id of the row the preview names `name`.
    static func id(_ name: String) -> ID
    /// The preview's name of the row with `id`.
    static func name(_ id: ID) -> String
}

/// A runtime list's rows: the app's string ids are the names.
enum PlainRowNames: AgreementRowNames {
    static func id(_ name: String) -> String { name }
    static func name(_ id: String) -> String { id }
}

/// A mixed list's rows: a name is the written item whose id it is, and otherwise the app's row
/// (the rows compared have no written id, as the preview leaves such a row out).
enum MixedRowNames<L: MixedPickList>: AgreementRowNames {
    static func id(_ name: String) -> L.RowID<String> {
        L.definition.item(forCurrentID: name).map(L.RowID<String>.item) ?? .entry(name)
    }

    static func name(_ id: L.RowID<String>) -> String { id.description }
}

/// The generated rows of a runtime list (`L.Rows`) or a mixed list (written rows beside the
/// app's), holding the app's rows given; `Names` reads their ids as the preview's names.
struct GeneratedRowsSide<Behaviour: RuntimePickList, Names: AgreementRowNames>: AgreementSide {
    typealias Row = PickListEntryRow<Names.ID>
    var rows: PickListRows<Behaviour, Names.ID>

    /// The rows' names as the preview has them (`nil`: the all-row).
    static func names(_ rows: [Row]) -> [String?] {
        var names: [String?] = []
        for row in rows {
            if case .entry(let id) = row { names.append(Names.name(id)) } else { names.append(nil) }
        }
        return names
    }

    /// The sections shown, every one: a section whose rows are all hidden (or a mixed list's
    /// empty section of the app's rows) keeps its place, as the preview keeps it.
    var layout: [AgreementSection] {
        rows.sections.map { section in
            AgreementSection(title: section.title, rows: section.rows.map { row in
                switch row {
                case .all: return AgreementRow(id: nil, title: rows.title(of: row) ?? "", subtitle: nil, isEnabled: true)
                case .entry(let id):
                    let entry = rows.entry(id)
                    return AgreementRow(id: Names.name(id), title: entry?.title ?? "", subtitle: entry?.subtitle, isEnabled: entry?.isEnabled ?? false)
                }
            })
        }
    }

    var isSearchable: Bool { Behaviour.definition.isSearchable }

    /// Hidden rows, and the app's select and deselect (played as steps); rows have no
    /// availability or title of the app's beyond the rows' own.
    var takesAppChanges: Bool { true }

    var takesAvailabilityAndTitles: Bool { false }

    mutating func applyAppChange(_ action: AgreementAction) -> AgreementRowUpdate {
        guard case .setHidden(let name, let hidden) = action else {
            return AgreementRowUpdate(deleted: [], inserted: [], reloaded: [], changed: [])
        }
        let wasAll = rows.isChecked(.all)
        let update = rows.setHidden(hidden, for: Names.id(name))
        var changed = Set<String?>((update.deselected + update.selected).map(Names.name))
        if wasAll != rows.isChecked(.all) { changed.insert(nil) }
        return AgreementRowUpdate(deleted: update.deletedRows, inserted: update.insertedRows, reloaded: update.reloadedRows, changed: changed)
    }

    mutating func apply(_ action: AgreementAction) -> (outcome: PickListOutcome, changed: [String?], refusal: String?) {
        let change: PickListChange<Row>
        let tapped: Row?
        switch action {
        case .tapItem(let name): tapped = .entry(Names.id(name)); change = rows.tap(.entry(Names.id(name)))
        case .tapAll: tapped = .all; change = rows.tap(.all)
        case .toggleAll: tapped = .all; change = rows.toggleAll()
        case .tapIndexPath(let section, let row): tapped = rows.row(section: section, row: row); change = rows.tap(section: section, row: row)
        case .setEditing(let editing): tapped = nil; change = rows.setEditing(editing)
        case .select(let name): tapped = .entry(Names.id(name)); change = rows.select(Names.id(name))
        case .deselect(let name): tapped = .entry(Names.id(name)); change = rows.deselect(Names.id(name))
        case .setHidden, .setAvailable, .setTitle: return (.unchanged, [], nil)
        }
        return (change.outcome, Self.names(change.rows), tapped.flatMap { rows.message(for: change, tapping: $0) })
    }

    var record: (checked: [String?], isEditing: Bool, summary: String) {
        let checked = Self.names(rows.sections.flatMap(\.rows).filter { rows.isChecked($0) })
        return (checked, rows.isEditing, rows.summary)
    }

    mutating func search(_ query: String) -> [String] {
        rows.search(query).map(Names.name)
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
            let generated = GeneratedRowsSide<PickListMixed<L>, MixedRowNames<L>>(rows: L.Rows<String>(sections: rows))
            let problems = PreviewAgreement.compare(generated, PreviewSide(session: session), seed: seed)
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
