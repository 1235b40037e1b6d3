package import PickListKit

/// What a table view does for a change the app made to a list's rows: the index paths it
/// deletes (as they were before the change), inserts and reloads (as they are after it), as
/// `PickListUpdate` reports them to an app.
///
/// Its ``description`` is what the scripted preview prints for the step: `deleted [0, 2]`,
/// `inserted [0, 2]; reloaded [0, 0]`, `reloaded [1, 3]`.
package struct PreviewRowUpdate: Hashable, Sendable, CustomStringConvertible {
    /// The rows no longer shown, at their index paths before the change.
    package var deleted: [PickListIndexPath] = []
    /// The rows now shown that were not, at their index paths after the change.
    package var inserted: [PickListIndexPath] = []
    /// The rows shown before and after whose look changed (a title set, a row made
    /// unavailable, the all-row's checkmark), at their index paths after the change.
    package var reloaded: [PickListIndexPath] = []
    /// Why nothing changed, for a step that changed nothing (`already hidden`), or why a
    /// change shows nowhere (a hidden row's).
    package var note: String?

    package init(
        deleted: [PickListIndexPath] = [], inserted: [PickListIndexPath] = [], reloaded: [PickListIndexPath] = [],
        note: String? = nil
    ) {
        self.deleted = deleted
        self.inserted = inserted
        self.reloaded = reloaded
        self.note = note
    }

    /// Whether a table view has anything to do.
    package var isEmpty: Bool { deleted.isEmpty && inserted.isEmpty && reloaded.isEmpty }

    /// `deleted [0, 2]; reloaded [0, 0]`: each kind of change with its index paths, in the
    /// order a table view makes them; `changed (hidden; …)` for a change to a hidden row,
    /// which a table view does not show.
    package var description: String {
        if isEmpty { return "changed" + (note.map { " (\($0))" } ?? "") }
        let parts: [(String, [PickListIndexPath])] = [("deleted", deleted), ("inserted", inserted), ("reloaded", reloaded)]
        return parts.filter { !$0.1.isEmpty }
            .map { name, paths in name + " " + paths.map(\.description).joined(separator: ", ") }
            .joined(separator: "; ")
    }
}
