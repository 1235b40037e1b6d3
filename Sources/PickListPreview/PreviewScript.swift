import PickListCompiler

/// The steps of a scripted preview, in the order they run, and what they did.
///
/// Each step runs in turn, as the command line gives them: `--tap a --edit --tap b` taps `a`
/// outside edit mode (refused on an edit-mode list), then enters edit mode and taps `b`. Taps
/// name rows by id (shown or not); `all` is the all-row, `id:NAME` is always the item `NAME`,
/// and on a list that has both an all-row and an item whose id is `all`, `all` is refused as
/// ambiguous (``PreviewScriptError``): the script then says which it means with
/// ``PreviewScriptStep/tapAllRow`` or `id:all`. What the app does at runtime (hide, show, make
/// unavailable, retitle, select) names items by id, and an id no item has stops the script.
/// A search filters what is shown from its step on, and follows the rows as later steps
/// change them, as a search field does.
package struct PreviewScript: Hashable, Sendable {
    /// The steps, in the order they run.
    package var steps: [PreviewScriptStep]

    /// A script of `steps`, run in that order.
    package init(steps: [PreviewScriptStep]) {
        self.steps = steps
    }

    /// A script that enters edit mode (`edit`), then taps `taps` in order, then searches.
    package init(edit: Bool = false, taps: [String] = [], search: String? = nil) {
        steps = (edit ? [.edit] : []) + taps.map(PreviewScriptStep.tap) + (search.map { [.search($0)] } ?? [])
    }

    /// Whether the script does anything.
    package var isEmpty: Bool { steps.isEmpty }

    /// Plays the script on `session`, returning each step but searches as it was written and
    /// what it did (a search shows in the state, not as a step).
    ///
    /// - Throws: ``PreviewScriptError`` for a step that cannot run on this list (an id no item
    ///   has, an ambiguous `all`, a title without `=`, hiding the last row shown); the session
    ///   is then left as the earlier steps made it.
    package func play(on session: inout PreviewSession) throws(PreviewScriptError) -> [PreviewStep] {
        var played: [PreviewStep] = []
        for step in steps {
            guard var result = try step.play(on: &session) else { continue }
            // The rows' titles as they were: a later --set-title does not rename them.
            for id in result.outcome.changes.compactMap(\.id) + [result.outcome.target.itemID].compactMap({ $0 }) {
                result.titles[id] = session.title(ofRow: id)
            }
            played.append(result)
        }
        return played
    }
}

/// One step of a script as written (`brave`, `all`, `edit`) and its outcome.
package struct PreviewStep: Hashable, Sendable {
    /// What the step did to the list.
    package enum Kind: String, Hashable, Sendable {
        /// A tap (`--tap`, `--tap-all`), or entering edit mode (`--edit`).
        case tap
        /// `--hide`: the app hid the row.
        case hide
        /// `--show`: the app showed a hidden row again.
        case show
        /// `--unavailable`: the app made the item unavailable.
        case unavailable
        /// `--set-title`: the app set the row's title.
        case setTitle = "set-title"
        /// `--set-subtitle`: the app set the row's subtitle.
        case setSubtitle = "set-subtitle"
        /// `--move`: the picks of an `order: selection` list moved (SwiftUI's `onMove`).
        case move
        /// `--select`: the app selected the item (not a tap).
        case select
        /// `--deselect`: the app deselected the item.
        case deselect
        /// `--select-all`: the Select All button's `selectAll()`.
        case selectAll = "select-all"
        /// `--deselect-all`: the button's `deselectAll()`.
        case deselectAll = "deselect-all"
        /// `--toggle-all`: the button's `toggleAll()`, as a tap on it does.
        case toggleAll = "toggle-all"
    }

    package var written: String
    package var outcome: PreviewOutcome
    /// What kind of step it was; a tap or edit mode unless the app changed the list.
    package var kind: Kind = .tap

    /// The titles of the rows the step named (the row it took, the rows whose checkmark
    /// changed) when it ran, by id.
    package var titles: [String: String] = [:]

    package init(written: String, outcome: PreviewOutcome, kind: Kind = .tap) {
        self.written = written
        self.outcome = outcome
        self.kind = kind
    }

    /// A row's title as it was when the step ran (`nil`: the all-row), else as `session`
    /// shows it now.
    package func title(ofRow id: String?, in session: PreviewSession) -> String {
        id.flatMap { titles[$0] } ?? session.title(ofRow: id)
    }
}
