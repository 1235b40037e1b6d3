/// One step of a scripted preview, as the command line gives it: a person's tap, edit mode, a
/// search, or a change the app makes at runtime.
package enum PreviewScriptStep: Hashable, Sendable {
    /// `--edit`: enter edit mode.
    case edit
    /// `--tap ID`: tap a row by id (`all`: the all-row; `id:NAME`: always the item `NAME`).
    case tap(String)
    /// `--tap-all`: tap the all-row, whatever the items' ids.
    case tapAllRow
    /// `--search TEXT`: show only the rows that match, from here on.
    case search(String)
    /// `--hide ID`: the app hides the item's row.
    case hide(String)
    /// `--show ID`: the app shows the item's row again.
    case show(String)
    /// `--unavailable ID`: the app marks the item unavailable (dimmed, taps refused).
    case unavailable(String)
    /// `--set-title ID=TEXT`: the app sets the item's title (`ID=`: the written title again).
    /// Kept as written, so that a value without `=` is reported when the script runs.
    case setTitle(String)
    /// `--set-subtitle ID=TEXT`: the app sets the item's subtitle (`ID=`: the written subtitle
    /// again). Kept as written, as ``setTitle(_:)``.
    case setSubtitle(String)
    /// `--move FROM:TO`: a person moves picks of an `order: selection` list (SwiftUI's
    /// `onMove`): offsets into the picks, from 0 (`1,2:0` moves two). Kept as written, so that a
    /// malformed value is reported when the script runs.
    case move(String)
    /// `--select ID`: the app selects the item, as ``PreviewSession/select(_:)`` does.
    case select(String)
    /// `--deselect ID`: the app deselects the item.
    case deselect(String)
    /// `--select-all`, `--deselect-all`, `--toggle-all`: a person presses the Select All
    /// button of a list with `all: {row: false}` (on a list with an all-row: the same as
    /// tapping it, each way).
    case allButton(PreviewOutcome.AllAction)

    /// The option that gives the step, as the command line spells it.
    package var option: String {
        switch self {
        case .edit: "--edit"
        case .tap: "--tap"
        case .tapAllRow: "--tap-all"
        case .search: "--search"
        case .hide: "--hide"
        case .show: "--show"
        case .unavailable: "--unavailable"
        case .setTitle: "--set-title"
        case .setSubtitle: "--set-subtitle"
        case .move: "--move"
        case .select: "--select"
        case .deselect: "--deselect"
        case .allButton(let action): "--" + action.rawValue
        }
    }

    /// Whether the step is one the app takes (hide, show, unavailable, a title or subtitle,
    /// select, deselect), not a person's tap, edit mode, search or move: such steps may set a
    /// list up for the interactive preview.
    package var isAppChange: Bool {
        switch self {
        case .edit, .tap, .tapAllRow, .search, .move, .allButton: false
        case .hide, .show, .unavailable, .setTitle, .setSubtitle, .select, .deselect: true
        }
    }

    /// Runs the step on `session`: what it did, or `nil` for a search (shown in the state).
    func play(on session: inout PreviewSession) throws(PreviewScriptError) -> PreviewStep? {
        switch self {
        case .edit:
            return PreviewStep(written: "edit", outcome: session.setEditing(true))
        case .tap(let written):
            return PreviewStep(written: written, outcome: try Self.tap(written, on: &session))
        case .tapAllRow:
            return PreviewStep(written: "all", outcome: session.tapAllRow())
        case .allButton(let action):
            // Named by the title the button showed when pressed.
            let title = session.allButtonTitle ?? session.title(ofRow: nil)
            let kind: PreviewStep.Kind = switch action {
            case .selectAll: .selectAll
            case .deselectAll: .deselectAll
            case .toggleAll: .toggleAll
            }
            return PreviewStep(written: title, outcome: session.allButton(action), kind: kind)
        case .search(let query):
            session.search(query)
            return nil
        case .hide(let id):
            return PreviewStep(written: id, outcome: try session.setHidden(true, id: check(id, in: session)), kind: .hide)
        case .show(let id):
            return PreviewStep(written: id, outcome: try session.setHidden(false, id: check(id, in: session)), kind: .show)
        case .unavailable(let id):
            return PreviewStep(written: id, outcome: session.setAvailable(false, id: try check(id, in: session)), kind: .unavailable)
        case .setTitle(let written):
            let (id, title) = try idAndText(written, what: "title", in: session)
            return PreviewStep(written: written, outcome: session.setTitle(title, id: id), kind: .setTitle)
        case .setSubtitle(let written):
            let (id, subtitle) = try idAndText(written, what: "subtitle", in: session)
            return PreviewStep(written: written, outcome: session.setSubtitle(subtitle, id: id), kind: .setSubtitle)
        case .move(let written):
            let (source, destination) = try offsets(written)
            return PreviewStep(written: written, outcome: session.move(fromOffsets: source, toOffset: destination), kind: .move)
        case .select(let id):
            return PreviewStep(written: id, outcome: session.select(try check(id, in: session)), kind: .select)
        case .deselect(let id):
            return PreviewStep(written: id, outcome: session.deselect(try check(id, in: session)), kind: .deselect)
        }
    }

    /// `ID=TEXT` of `--set-title` and `--set-subtitle`: the item's id (checked) and the text,
    /// `nil` for `ID=` (the written text again).
    private func idAndText(_ written: String, what: String, in session: PreviewSession) throws(PreviewScriptError) -> (String, String?) {
        guard let equals = written.firstIndex(of: "=") else {
            throw PreviewScriptError("\(option) \(written): write ID=TEXT, as in \(option) \(written)='New \(what)' (ID= shows the written \(what) again)")
        }
        let id = try check(String(written[..<equals]), in: session)
        let text = String(written[written.index(after: equals)...])
        return (id, text.isEmpty ? nil : text)
    }

    /// `FROM:TO` of `--move`: offsets into the picks, from 0; several comma-separated offsets
    /// move together (`1,2:0`).
    private func offsets(_ written: String) throws(PreviewScriptError) -> (source: [Int], destination: Int) {
        let parts = written.split(separator: ":", omittingEmptySubsequences: false)
        let source = parts.first.map { $0.split(separator: ",", omittingEmptySubsequences: false).map { Int($0) } } ?? []
        guard parts.count == 2, let destination = Int(parts[1]), destination >= 0,
              !source.isEmpty, source.allSatisfy({ ($0 ?? -1) >= 0 })
        else {
            throw PreviewScriptError(
                "\(option) \(written): write FROM:TO, offsets into the picks in their order counted from 0, as in \(option) 2:0 "
                    + "(the third pick first; several: \(option) 1,2:0)")
        }
        return (source.compactMap { $0 }, destination)
    }

    /// A tap by id: the all-row or an item, refusing an `all` that could be either.
    private static func tap(_ written: String, on session: inout PreviewSession) throws(PreviewScriptError) -> PreviewOutcome {
        if written.hasPrefix("id:") { return session.tap(itemID: String(written.dropFirst(3))) }
        if written == "all", session.hasAllRow, session.hasItem("all") {
            throw PreviewScriptError(
                "--tap all is ambiguous: the list '\(session.spec.name)' has an all-row ('\(session.title(ofRow: nil))') "
                    + "and an item whose id is 'all' ('\(session.title(ofRow: "all"))'); "
                    + "write --tap-all for the all-row or --tap id:all for the item")
        }
        return session.tap(id: written)
    }

    /// `id` when an item of the list has it, whether shown or not; otherwise the error that
    /// names the option and the id most likely meant.
    private func check(_ id: String, in session: PreviewSession) throws(PreviewScriptError) -> String {
        guard !session.hasItem(id) else { return id }
        let written = switch self {
        case .setTitle(let text), .setSubtitle(let text): text
        default: id
        }
        if let subset = session.subset, session.spec.items.contains(where: { $0.id == id }) {
            throw PreviewScriptError("\(option) \(written): the item '\(id)' is not in the subset '\(subset.name)' shown, so it has no row")
        }
        let meant = session.suggestedID(for: id).map { "; did you mean '\($0)'?" } ?? ""
        throw PreviewScriptError("\(option) \(written): the list '\(session.spec.name)' has no item '\(id)'\(meant)")
    }
}
