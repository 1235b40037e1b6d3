import Foundation
import PickListCompiler
package import PickListKit
import PickListPreview
import Testing

// `picklist preview` and the generated Swift play the same seeded steps and must agree on each:
// the outcome, the rows whose checkmark changed, the text of a refusal, and then the whole state (checkmarks, edit
// mode, summary). The preview reads the spec file as the tool does (PreviewLoader); the
// generated side is the type PickListPlugin made from the same file while this target built.
//
// A test-support target of its own, used by GeneratedCodeTests (the specs of specs/ and other
// fixtures) and ExampleListsTests (the example package's specs, whose type names clash with
// specs/' own).

/// One step of a played sequence.
enum AgreementAction: Hashable, CustomStringConvertible {
    /// A tap on the item's row, by id.
    case tapItem(String)
    /// A tap on the all-row.
    case tapAll
    /// A press of a Select All button: `toggleAll()` (on any list: one without `all:`
    /// refuses it).
    case toggleAll
    /// A tap by index path (sometimes outside the list).
    case tapIndexPath(section: Int, row: Int)
    /// Edit / Done.
    case setEditing(Bool)
    /// The app hides (`true`) or shows the item's row.
    case setHidden(String, Bool)
    /// The app makes the item unavailable (`false`) or available again.
    case setAvailable(String, Bool)
    /// The app sets the item's title (`nil`: the written one).
    case setTitle(String, String?)
    /// The app selects the item.
    case select(String)
    /// The app deselects the item.
    case deselect(String)

    var description: String {
        switch self {
        case .tapItem(let id): "tap \(id)"
        case .tapAll: "tap all"
        case .toggleAll: "toggle-all"
        case .tapIndexPath(let section, let row): "tap [\(section), \(row)]"
        case .setEditing(let editing): editing ? "edit" : "done"
        case .setHidden(let id, let hidden): (hidden ? "hide " : "show ") + id
        case .setAvailable(let id, let available): (available ? "available " : "unavailable ") + id
        case .setTitle(let id, let title): "set-title \(id)=\(title ?? "")"
        case .select(let id): "select \(id)"
        case .deselect(let id): "deselect \(id)"
        }
    }

    /// Whether the step is one the app takes at runtime (not a tap or edit mode).
    var isAppChange: Bool {
        switch self {
        case .setHidden, .setAvailable, .setTitle: true
        default: false
        }
    }
}

/// What a change the app made to the rows did, in terms both sides state: the index paths a
/// table view deletes, inserts and reloads (for hiding and showing rows, and a title set),
/// and the ids whose checkmark changed (`nil`: the all-row).
struct AgreementRowUpdate: Hashable, CustomStringConvertible {
    var deleted: [PickListIndexPath]
    var inserted: [PickListIndexPath]
    var reloaded: [PickListIndexPath]
    var changed: Set<String?>

    var description: String { "deleted \(deleted), inserted \(inserted), reloaded \(reloaded), changed \(changed.map { $0 ?? "all" }.sorted())" }
}

/// What a step did, and the state after it, in terms both sides can state.
struct AgreementRecord: Hashable, CustomStringConvertible {
    var outcome: PickListOutcome
    /// Ids of the rows whose checkmark changed (`nil`: the all-row), in display order.
    var changed: [String?]
    /// Ids of the checked rows (`nil`: the all-row), in display order.
    var checked: [String?]
    var isEditing: Bool
    var summary: String
    /// Why the step was refused, as the app would tell the person (`nil`: not refused, or no row).
    var refusal: String?

    var description: String {
        "\(outcome), changed \(changed.map { $0 ?? "all" }), checked \(checked.map { $0 ?? "all" }), editing \(isEditing), summary '\(summary)', refusal \(refusal ?? "none")"
    }
}

/// A row as laid out: its id (`nil`: the all-row), title, subtitle and whether it is enabled.
struct AgreementRow: Hashable {
    var id: String?
    var title: String
    var subtitle: String?
    var isEnabled: Bool
}

/// A displayed section: its title and rows.
struct AgreementSection: Hashable {
    var title: String?
    var rows: [AgreementRow]
}

/// SplitMix64: a small seeded generator, the same sequence on every machine.
struct AgreementRandom {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0 ..< bound` (`bound` > 0).
    mutating func below(_ bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }
}

/// The list as the generated code or the preview holds it.
protocol AgreementSide {
    var layout: [AgreementSection] { get }
    var isSearchable: Bool { get }
    mutating func apply(_ action: AgreementAction) -> (outcome: PickListOutcome, changed: [String?], refusal: String?)
    var record: (checked: [String?], isEditing: Bool, summary: String) { get }
    /// The ids of the item rows a search shows, in display order.
    mutating func search(_ query: String) -> [String]
    /// Whether the side takes the app's changes (hidden rows, availability, titles, the
    /// app's select); only enum lists' selections do.
    var takesAppChanges: Bool { get }
    /// Applies a change the app makes to the rows (``AgreementAction/isAppChange``).
    mutating func applyAppChange(_ action: AgreementAction) -> AgreementRowUpdate
    /// Whether the side, taking the app's changes, takes availability and titles too (a mixed
    /// list's rows take hiding, select and deselect only).
    var takesAvailabilityAndTitles: Bool { get }
}

extension AgreementSide {
    var takesAppChanges: Bool { false }

    var takesAvailabilityAndTitles: Bool { true }

    mutating func applyAppChange(_ action: AgreementAction) -> AgreementRowUpdate {
        AgreementRowUpdate(deleted: [], inserted: [], reloaded: [], changed: [])
    }
}

/// The generated enum list `L`.
struct GeneratedEnumSide<L: PickList>: AgreementSide {
    var selection = L.Selection()

    /// The sections the selection shows (hidden rows left out, a section whose rows are all
    /// hidden kept in its place, empty, as the preview keeps it), with the titles set and the
    /// rows the app made unavailable disabled.
    var layout: [AgreementSection] {
        selection.sections.map { section in
            AgreementSection(title: section.title, rows: section.rows.map { row in
                switch row {
                case .all: AgreementRow(id: nil, title: row.title, subtitle: nil, isEnabled: true)
                case .item(let item):
                    AgreementRow(id: item.id, title: selection.title(of: item), subtitle: selection.subtitle(of: item), isEnabled: selection.isEnabled(item))
                }
            })
        }
    }

    var isSearchable: Bool { L.definition.policy.isSearchable }

    var takesAppChanges: Bool { true }

    mutating func applyAppChange(_ action: AgreementAction) -> AgreementRowUpdate {
        let wasAll = selection.isChecked(.all)
        let update: PickListUpdate<L>
        switch action {
        case .setHidden(let id, let hidden):
            guard let item = L.definition.item(forCurrentID: id) else { return AgreementRowUpdate(deleted: [], inserted: [], reloaded: [], changed: []) }
            update = selection.setHidden(hidden, for: item)
        case .setAvailable(let id, let available):
            guard let item = L.definition.item(forCurrentID: id) else { return AgreementRowUpdate(deleted: [], inserted: [], reloaded: [], changed: []) }
            update = selection.setAvailable(available, for: item)
        case .setTitle(let id, let title):
            guard let item = L.definition.item(forCurrentID: id) else { return AgreementRowUpdate(deleted: [], inserted: [], reloaded: [], changed: []) }
            let reloaded = selection.setTitle(title, for: item)
            return AgreementRowUpdate(deleted: [], inserted: [], reloaded: reloaded.map { [$0] } ?? [], changed: [])
        default:
            return AgreementRowUpdate(deleted: [], inserted: [], reloaded: [], changed: [])
        }
        var changed = Set<String?>(update.deselected.map(\.id) + update.selected.map(\.id))
        if wasAll != selection.isChecked(.all) { changed.insert(nil) }
        return AgreementRowUpdate(deleted: update.deletedRows, inserted: update.insertedRows, reloaded: update.reloadedRows, changed: changed)
    }

    mutating func apply(_ action: AgreementAction) -> (outcome: PickListOutcome, changed: [String?], refusal: String?) {
        let change: PickListChange<L.Row>
        let tapped: L.Row?
        switch action {
        case .tapItem(let id):
            guard let item = L.definition.item(forCurrentID: id) else { return (.rejected(.noSuchRow), [], nil) }
            tapped = .item(item)
            change = selection.tap(.item(item))
        case .tapAll:
            tapped = .all
            change = selection.tap(.all)
        case .toggleAll:
            tapped = .all
            change = selection.toggleAll()
        case .tapIndexPath(let section, let row):
            tapped = selection.row(section: section, row: row)  // the rows shown (hidden ones left out)
            change = selection.tap(section: section, row: row)
        case .setEditing(let editing):
            tapped = nil
            change = selection.setEditing(editing)
        case .select(let id), .deselect(let id):
            guard let item = L.definition.item(forCurrentID: id) else { return (.rejected(.noSuchRow), [], nil) }
            tapped = .item(item)
            change = if case .select = action { selection.select(item) } else { selection.deselect(item) }
        case .setHidden, .setAvailable, .setTitle:
            return (.unchanged, [], nil)
        }
        return (change.outcome, change.rows.map(Self.id), tapped.flatMap { selection.message(for: change, tapping: $0) })
    }

    static func id(_ row: L.Row) -> String? {
        if case .item(let item) = row { return item.id }
        return nil
    }

    var record: (checked: [String?], isEditing: Bool, summary: String) {
        let checked = selection.sections.flatMap(\.rows).filter { selection.isChecked($0) }.map(Self.id)
        return (checked, selection.isEditing, selection.summary)
    }

    mutating func search(_ query: String) -> [String] {
        selection.search(query).map(\.id)
    }
}

/// The preview's session, driven through its own API: taps by id, by the all-row, and by
/// line (an index path becomes the line the preview shows that row on).
struct PreviewSide: AgreementSide {
    var session: PreviewSession

    var layout: [AgreementSection] {
        session.sections.map { section in
            AgreementSection(title: section.title, rows: section.rows.map {
                AgreementRow(id: $0.id, title: $0.title, subtitle: $0.subtitle, isEnabled: $0.isEnabled)
            })
        }
    }

    var isSearchable: Bool { session.isSearchable }

    mutating func apply(_ action: AgreementAction) -> (outcome: PickListOutcome, changed: [String?], refusal: String?) {
        let outcome: PreviewOutcome
        switch action {
        case .tapItem(let id): outcome = session.tap(itemID: id)
        case .tapAll: outcome = session.tapAllRow()
        case .toggleAll: outcome = session.allButton(.toggleAll)
        case .tapIndexPath(let section, let row): outcome = session.tap(line: line(section: section, row: row))
        case .setEditing(let editing): outcome = session.setEditing(editing)
        case .select(let id): outcome = session.select(id)
        case .deselect(let id): outcome = session.deselect(id)
        case .setHidden, .setAvailable, .setTitle: return (.unchanged, [], nil)
        }
        return (outcome.outcome, outcome.changedRows, outcome.refusalText)
    }

    var takesAppChanges: Bool { true }

    mutating func applyAppChange(_ action: AgreementAction) -> AgreementRowUpdate {
        let outcome: PreviewOutcome
        switch action {
        case .setHidden(let id, let hidden):
            do { outcome = try session.setHidden(hidden, id: id) } catch { return AgreementRowUpdate(deleted: [], inserted: [], reloaded: [], changed: ["(\(error.message))"]) }
        case .setAvailable(let id, let available): outcome = session.setAvailable(available, id: id)
        case .setTitle(let id, let title): outcome = session.setTitle(title, id: id)
        default: return AgreementRowUpdate(deleted: [], inserted: [], reloaded: [], changed: [])
        }
        let update = outcome.rowUpdate ?? PreviewRowUpdate()
        // A change of availability: PickListKit's update names no row (the app reloads the
        // table), where the preview names the row it dims.
        var isAvailability = false
        if case .setAvailable = action { isAvailability = true }
        return AgreementRowUpdate(
            deleted: update.deleted, inserted: update.inserted, reloaded: isAvailability ? [] : update.reloaded,
            changed: Set(outcome.changedRows))
    }

    /// The line of the row at an index path (past the last line when there is none).
    func line(section: Int, row: Int) -> Int {
        // With rows hidden, sections keep their index (an emptied one too, a header with no
        // rows), as does a mixed list's empty section of the app's rows: the row is the
        // engine's, found among the lines.
        if !session.hiddenIDs.isEmpty || session.rows.sections.contains(where: \.rows.isEmpty) {
            guard let shown = session.rows.row(section: section, row: row) else { return Int.max / 2 }
            return session.lines.firstIndex { $0.row.map { $0.id == shown.id } ?? false } ?? Int.max / 2
        }
        let sections = session.sections
        guard section >= 0, section < sections.count, row >= 0, row < sections[section].rows.count else {
            return Int.max / 2
        }
        var line = 0
        for (index, shown) in sections.enumerated() {
            if shown.title != nil || index > 0 { line += 1 }  // the header, or the gap
            if index == section { return line + row }
            line += shown.rows.count
            if shown.footer != nil { line += 1 }  // the footer under the rows
        }
        return Int.max / 2
    }

    var record: (checked: [String?], isEditing: Bool, summary: String) {
        let checked = session.sections.flatMap(\.rows).filter(\.isChecked).map(\.id)
        return (checked, session.isEditing, session.summary)
    }

    mutating func search(_ query: String) -> [String] {
        session.search(query)
        defer { session.search("") }
        return session.sections.flatMap(\.rows).compactMap(\.id)
    }
}

package enum PreviewAgreement {
    /// The package root.
    package static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }   // PreviewAgreement.swift, PickListPreviewTestSupport, Tests
        return url.path
    }()

    /// The preview of the list `name` of the spec at `path` (relative to the package root),
    /// read as `picklist preview` reads it; `rows` for a runtime list.
    static func session(
        _ path: String, list name: String, rows: [PickListEntrySection<String>]? = nil, subset: String? = nil
    ) throws -> PreviewSession {
        let preparation = PreviewLoader.prepare(PreviewRequest(specPath: root + "/" + path, list: name, subset: subset))
        guard let session = preparation.session else {
            throw AgreementError(message: "\(path) (\(name)): \(preparation.diagnostics.map(\.message))")
        }
        return rows.map { PreviewSession(spec: session.spec, rows: $0, texts: session.texts) } ?? session
    }

    /// Plays `steps` seeded steps on both sides; the mismatches found (empty when they agree).
    static func compare(_ generated: some AgreementSide, _ preview: PreviewSide, seed: UInt64, steps: Int = 150) -> [String] {
        var generated = generated
        var preview = preview
        var problems: [String] = []
        let layout = generated.layout
        if layout != preview.layout {
            return ["the layouts differ:\n  generated \(layout)\n  preview   \(preview.layout)"]
        }
        let itemIDs = layout.flatMap(\.rows).compactMap(\.id)
        var random = AgreementRandom(state: seed)
        var played: [AgreementAction] = []
        for _ in 0..<steps {
            let action: AgreementAction
            switch random.below(20) {
            case 0: action = random.below(3) == 0 ? .toggleAll : .tapAll
            case 1: action = .setEditing(random.below(3) != 0)
            case 2, 3:
                let section = random.below(layout.count + 1) - (random.below(8) == 0 ? 1 : 0)
                let rows = section >= 0 && section < layout.count ? layout[section].rows.count : 1
                action = .tapIndexPath(section: section, row: random.below(rows + 1))
            case 4:
                action = .tapItem(random.below(2) == 0 ? "noSuchRow" : "all")
            case 16...19 where generated.takesAppChanges && !itemIDs.isEmpty:
                let id = itemIDs[random.below(itemIDs.count)]
                switch random.below(8) {
                // Hiding the last row shown is refused by the preview (an error): not played.
                case 0, 1: action = .setHidden(id, preview.session.rowCount > 1 || preview.session.hiddenIDs.contains(id) ? random.below(3) != 0 : false)
                case 2 where generated.takesAvailabilityAndTitles: action = .setAvailable(id, random.below(2) == 0)
                case 3 where generated.takesAvailabilityAndTitles: action = .setTitle(id, random.below(3) == 0 ? nil : "Title \(random.below(4))")
                case 2...5: action = .select(id)
                default: action = .deselect(id)
                }
            default:
                action = itemIDs.isEmpty ? .tapAll : .tapItem(itemIDs[random.below(itemIDs.count)])
            }
            played.append(action)
            if action.isAppChange {
                let left = generated.applyAppChange(action)
                let right = preview.applyAppChange(action)
                let leftState = generated.record
                let rightState = preview.record
                if left != right || leftState.checked != rightState.checked || leftState.summary != rightState.summary
                    || generated.layout != preview.layout
                {
                    problems.append("""
                        seed \(seed), after \(played.map(\.description).joined(separator: ", ")):
                          generated \(left), checked \(leftState.checked.map { $0 ?? "all" }), summary '\(leftState.summary)', \(generated.layout)
                          preview   \(right), checked \(rightState.checked.map { $0 ?? "all" }), summary '\(rightState.summary)', \(preview.layout)
                        """)
                    break
                }
                continue
            }
            let left = generated.apply(action)
            let right = preview.apply(action)
            let leftState = generated.record
            let rightState = preview.record
            let leftRecord = AgreementRecord(
                outcome: left.outcome, changed: left.changed, checked: leftState.checked,
                isEditing: leftState.isEditing, summary: leftState.summary, refusal: left.refusal)
            let rightRecord = AgreementRecord(
                outcome: right.outcome, changed: right.changed, checked: rightState.checked,
                isEditing: rightState.isEditing, summary: rightState.summary, refusal: right.refusal)
            if leftRecord != rightRecord {
                problems.append("seed \(seed), after \(played.map(\.description).joined(separator: ", ")):\n  generated \(leftRecord)\n  preview   \(rightRecord)")
                break
            }
        }
        // Search: prefixes of titles and keywords, and a few words that match nothing.
        let titles = layout.flatMap(\.rows).filter { $0.id != nil }.map(\.title)
        var queries = ["", "zzq", "—"]
        for _ in 0..<6 where !titles.isEmpty {
            let title = titles[random.below(titles.count)]
            queries.append(String(title.prefix(1 + random.below(max(1, title.count)))))
        }
        for query in queries {
            let left = generated.search(query)
            let right = preview.search(query)
            if left != right {
                problems.append("seed \(seed), search '\(query)': generated \(left), preview \(right)")
            }
        }
        return problems
    }

    /// Rows for a runtime list from a seed: up to 14 rows, some disabled, some with subtitles
    /// and keywords, some action rows, rows only the app selects or indented rows, in no
    /// sections or in up to three titled ones.
    static func rows(seed: UInt64) -> [PickListEntrySection<String>] {
        var random = AgreementRandom(state: seed &* 31)
        let count = random.below(15)
        let words = ["Ada", "Grace", "Alan", "Edsger", "Barbara", "Donald", "Frances", "Ken", "Dennis", "Margaret"]
        let entries = (0..<count).map { index in
            PickListEntry(
                id: "r\(index)",
                title: words[random.below(words.count)] + " " + String(index),
                subtitle: random.below(3) == 0 ? "Team \(random.below(4))" : nil,
                isEnabled: random.below(6) != 0,
                keywords: random.below(4) == 0 ? [words[random.below(words.count)].lowercased()] : [])
        }.map { entry in
            var entry = entry
            switch random.below(12) {
            case 0: entry.isAction = true
            case 1: entry.isSelectable = false
            case 2: entry.indent = 1 + random.below(2)
            default: break
            }
            return entry
        }
        let sectionCount = random.below(4)
        guard sectionCount > 0 else { return [PickListEntrySection(title: nil, entries: entries)] }
        var sections = (0..<sectionCount).map { PickListEntrySection<String>(title: "Group \($0 + 1)", entries: []) }
        for entry in entries {
            sections[random.below(sectionCount)].entries.append(entry)
        }
        return sections.filter { !$0.entries.isEmpty }
    }
}

struct AgreementError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

/// A list of a spec file and how to compare it: the cases of both agreement suites.
package struct AgreementCase: Sendable, CustomTestStringConvertible {
    package var file: String
    package var name: String
    package var comparison: any AgreementComparison

    package var testDescription: String { "\(file) (\(name))" }

    /// An enum list of `folder + file`; with `subset`, only that subset's items, as
    /// `X.Selection(subset:)` and `picklist preview --subset` show them.
    package static func enumList<L: PickList>(_: L.Type, _ file: String, in folder: String, subset: String? = nil) -> AgreementCase {
        AgreementCase(
            file: file, name: String(describing: L.self) + (subset.map { ", subset \($0)" } ?? ""),
            comparison: EnumComparison<L>(file: folder + file, subset: subset))
    }

    /// A runtime list of `folder + file`, on rows made from each seed, or on the rows of a
    /// `--rows` file (relative to the repository) read as `picklist preview --rows` reads it.
    package static func runtimeList<L: RuntimePickList>(
        _: L.Type, _ file: String, in folder: String, rowsFile: String? = nil
    ) -> AgreementCase {
        AgreementCase(
            file: file, name: String(describing: L.self) + (rowsFile.map { ", rows of \($0)" } ?? ""),
            comparison: RuntimeComparison<L>(file: folder + file, rowsFile: rowsFile))
    }
}

/// One seeded comparison of a list. (Types, not closures: a closure over a runtime list's
/// metatype is not `Sendable`.)
package protocol AgreementComparison: Sendable {
    /// The mismatches of the first seed that has any (none: they agree on every seed).
    func compare(seeds: ClosedRange<UInt64>) throws -> [String]
}

struct EnumComparison<L: PickList>: AgreementComparison {
    var file: String
    var subset: String?

    func compare(seeds: ClosedRange<UInt64>) throws -> [String] {
        let session = try PreviewAgreement.session(file, list: String(describing: L.self), subset: subset)
        let selection = subset.map { L.Selection(subset: PickListSubset($0)) } ?? L.Selection()
        for seed in seeds {
            let problems = PreviewAgreement.compare(GeneratedEnumSide<L>(selection: selection), PreviewSide(session: session), seed: seed)
            if !problems.isEmpty { return problems }
        }
        return []
    }
}

struct RuntimeComparison<L: RuntimePickList>: AgreementComparison {
    var file: String
    var rowsFile: String?

    func compare(seeds: ClosedRange<UInt64>) throws -> [String] {
        let spec = try PreviewAgreement.session(file, list: String(describing: L.self)).spec
        var fileRows: [PickListEntrySection<String>]?
        if let rowsFile {
            let read = PreviewRowsFile.read(path: PreviewAgreement.root + "/" + rowsFile)
            guard read.isValid, read.rowCount > 0 else { return ["\(rowsFile): \(read.diagnostics.map(\.message))"] }
            fileRows = read.sections
        }
        for seed in seeds {
            let rows = fileRows ?? PreviewAgreement.rows(seed: seed)
            let session = PreviewSession(spec: spec, rows: rows)
            let problems = PreviewAgreement.compare(
                GeneratedRowsSide<L, PlainRowNames>(rows: L.Rows<String>(sections: rows.isEmpty ? [PickListEntrySection(title: nil, entries: [])] : rows)),
                PreviewSide(session: session), seed: seed)
            if !problems.isEmpty { return problems }
        }
        return []
    }
}
