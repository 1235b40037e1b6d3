import PickListCompiler

/// The steps of a scripted preview (`--edit`, `--tap`, `--search`) and what they did.
///
/// Order: `--edit` enters edit mode first, then each `--tap` in the order given, then
/// `--search` filters what is shown. Taps name rows by id (shown or not); `all` is the
/// all-row, and `id:NAME` is always the item `NAME` (for an item whose id is `all`).
package struct PreviewScript: Hashable, Sendable {
    /// Enter edit mode before the taps.
    package var edit: Bool
    /// Rows to tap, in order.
    package var taps: [String]
    /// The search query shown at the end (`nil`: none).
    package var search: String?

    package init(edit: Bool = false, taps: [String] = [], search: String? = nil) {
        self.edit = edit
        self.taps = taps
        self.search = search
    }

    /// Whether the script does anything.
    package var isEmpty: Bool { !edit && taps.isEmpty && search == nil }

    /// Plays the script on `session`, returning each step as it was written and what it did.
    package func play(on session: inout PreviewSession) -> [PreviewStep] {
        var steps: [PreviewStep] = []
        if edit {
            steps.append(PreviewStep(written: "edit", outcome: session.setEditing(true)))
        }
        for tap in taps {
            let outcome = tap.hasPrefix("id:") ? session.tap(itemID: String(tap.dropFirst(3))) : session.tap(id: tap)
            steps.append(PreviewStep(written: tap, outcome: outcome))
        }
        if let search {
            session.search(search)
        }
        return steps
    }
}

/// One step of a script as written (`brave`, `all`, `edit`) and its outcome.
package struct PreviewStep: Hashable, Sendable {
    package var written: String
    package var outcome: PreviewOutcome

    package init(written: String, outcome: PreviewOutcome) {
        self.written = written
        self.outcome = outcome
    }
}
