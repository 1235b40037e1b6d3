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
    /// `--select ID`: the app selects the item, as ``PreviewSession/select(_:)`` does.
    case select(String)
    /// `--deselect ID`: the app deselects the item.
    case deselect(String)

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
        case .select: "--select"
        case .deselect: "--deselect"
        }
    }

    /// Whether the step is one the app takes (hide, show, unavailable, a title, select,
    /// deselect), not a person's tap, edit mode or search: such steps may set a list up for
    /// the interactive preview.
    package var isAppChange: Bool {
        switch self {
        case .edit, .tap, .tapAllRow, .search: false
        case .hide, .show, .unavailable, .setTitle, .select, .deselect: true
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
            guard let equals = written.firstIndex(of: "=") else {
                throw PreviewScriptError("\(option) \(written): write ID=TEXT, as in \(option) \(written)='New title' (ID= shows the written title again)")
            }
            let id = try check(String(written[..<equals]), in: session)
            let title = String(written[written.index(after: equals)...])
            return PreviewStep(written: written, outcome: session.setTitle(title.isEmpty ? nil : title, id: id), kind: .setTitle)
        case .select(let id):
            return PreviewStep(written: id, outcome: session.select(try check(id, in: session)), kind: .select)
        case .deselect(let id):
            return PreviewStep(written: id, outcome: session.deselect(try check(id, in: session)), kind: .deselect)
        }
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
        let written = if case .setTitle(let text) = self { text } else { id }
        if let subset = session.subset, session.spec.items.contains(where: { $0.id == id }) {
            throw PreviewScriptError("\(option) \(written): the item '\(id)' is not in the subset '\(subset.name)' shown, so it has no row")
        }
        let meant = session.suggestedID(for: id).map { "; did you mean '\($0)'?" } ?? ""
        throw PreviewScriptError("\(option) \(written): the list '\(session.spec.name)' has no item '\(id)'\(meant)")
    }
}
