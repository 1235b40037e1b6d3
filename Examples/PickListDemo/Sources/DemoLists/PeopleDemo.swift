public import Foundation
import PickListKit

/// A searchable people picker with real data: the people of a CSV file in a searchable multiple-selection
/// table, a section per team, whose selection is kept across launches. Each run restores the
/// ids saved by the previous one (`restore` says which are gone), plays the taps, and saves
/// the selected ids again.
public enum PeopleDemo {
    /// One thing the user does.
    public enum Step: Equatable, Sendable {
        /// Taps a person's row, or the "Everyone" row (`.all`).
        case tap(PickListEntryRow<Person.ID>)
        /// Types into the search field (names and nicknames are searched).
        case search(String)
    }

    /// One launch: reads the people of `data`, restores the selection saved in `state` (a
    /// JSON array of ids) if there is one, plays the steps, saves the selection to `state`,
    /// and returns what the screen showed.
    public static func transcript(data: URL, state: URL, steps: [Step]) throws -> String {
        let people = try Person.load(from: data)
        let sections = People.sections(people)
        var rows = People.Rows(sections: sections)
        var transcript = RowsTranscript<People, Person.ID>()
        transcript.note("\(People.listTitle): \(people.count) from \(data.lastPathComponent), \(sections.count) teams")
        if !rows.duplicateIDs.isEmpty {
            transcript.note("left out, their id is taken by an earlier row: \(rows.duplicateIDs.joined(separator: ", "))")
        }

        if FileManager.default.fileExists(atPath: state.path) {
            let saved = try JSONDecoder().decode([Person.ID].self, from: Data(contentsOf: state))
            let restoration = rows.restore(saved)
            transcript.note(
                "restore \(state.lastPathComponent): \(saved.count) saved, \(restoration.restored.count) restored, \(restoration.dropped.count) dropped")
            let byID = Dictionary(people.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            for id in restoration.restored {
                let person = byID[id]
                transcript.note("   kept     \(id) \(person?.name ?? "") (\(person?.team ?? ""))")
            }
            for id in restoration.dropped {
                let reason = rows.entry(id) == nil ? "no longer in \(data.lastPathComponent)" : "on leave"
                transcript.note("   dropped  \(id): \(reason)")
            }
        } else {
            transcript.note("no saved selection (\(state.lastPathComponent) does not exist yet)")
        }
        transcript.note("")
        transcript.frame("start", rows)

        for step in steps {
            switch step {
            case .tap(let row):
                let change = rows.tap(row)
                transcript.tap(row, change, rows)
            case .search(let query):
                transcript.search(query, rows)
            }
        }

        // The app's side: save the selected ids for the next launch.
        let saved = try JSONEncoder().encode(rows.selectedIDs)
        try saved.write(to: state, options: .atomic)
        transcript.note("── save \(state.lastPathComponent): \(String(decoding: saved, as: UTF8.self))")
        transcript.note("")
        if !steps.isEmpty {
            transcript.frame("end", rows)
        }
        return transcript.text
    }
}
