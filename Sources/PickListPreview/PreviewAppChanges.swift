package import PickListKit

/// What the app changed on a previewed list at runtime: rows it hid, items it made
/// unavailable, titles and subtitles it set (`--hide`, `--unavailable`, `--set-title`,
/// `--set-subtitle`).
///
/// The preview gives PickListKit's engine the list's rows with these applied, as an app hands
/// a list the rows it shows: a hidden row is left out (its section keeps its place, so the
/// index paths of the sections after it do not move), an unavailable one is disabled, a
/// retitled one carries the title set. Selection follows as it does in an app: a selected row
/// that is hidden or made unavailable leaves the selection, and while the all-row is checked a
/// row shown again joins it.
package struct PreviewAppChanges: Hashable, Sendable {
    /// The ids of the rows the app hid.
    package var hidden: Set<String> = []
    /// The ids of the items the app made unavailable.
    package var unavailable: Set<String> = []
    /// The titles the app set, by id.
    package var titles: [String: String] = [:]
    /// The subtitles the app set, by id.
    package var subtitles: [String: String] = [:]

    package init() {}

    /// `sections` as the app shows them: hidden rows left out (every section kept, empty or
    /// not), unavailable ones disabled, titles set.
    package func applied(to sections: [PickListEntrySection<String>]) -> [PickListEntrySection<String>] {
        guard !hidden.isEmpty || !unavailable.isEmpty || !titles.isEmpty || !subtitles.isEmpty else { return sections }
        return sections.map { section in
            var shown = section
            shown.entries = titled(section.entries.filter { !hidden.contains($0.id) })
            return shown
        }
    }

    /// `entries` with the titles and subtitles set and the unavailable items disabled; none
    /// left out.
    package func titled(_ entries: [PickListEntry<String>]) -> [PickListEntry<String>] {
        guard !unavailable.isEmpty || !titles.isEmpty || !subtitles.isEmpty else { return entries }
        return entries.map { entry in
            var shown = entry
            if let title = titles[entry.id] { shown.title = title }
            if let subtitle = subtitles[entry.id] { shown.subtitle = subtitle }
            if unavailable.contains(entry.id) { shown.isEnabled = false }
            return shown
        }
    }
}
