public import Foundation
import PickListKit

/// A searchable people picker with real data: the people of a CSV file in a searchable multiple-selection
/// table, a section per team, whose selection is kept across launches. Each run restores the
/// ids saved by the previous one (`restore` says which are gone), plays the taps, and saves
/// the selected ids again. A directory search (``Step/find(_:)``) narrows the rows to the
/// people a query finds, as a server-side search would, without losing who was selected.
public enum PeopleDemo {
    /// One thing the user does.
    public enum Step: Equatable, Sendable {
        /// Taps a person's row, or the "Everyone" row (`.all`).
        case tap(PickListEntryRow<Person.ID>)
        /// Types into the search field (names and nicknames are searched).
        case search(String)
        /// Searches the company directory, as a server does: the rows become only the people
        /// who match (``PersonDirectory``). Who was selected and is not among them stays
        /// selected, unseen (`update(_:unloaded: .keepSelected)`).
        case find(String)
        /// Clears the directory search: the rows are the whole directory again, and who was
        /// selected shows checked.
        case findDone
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
            case .find(let query):
                let found = try PersonDirectory(file: data).search(query)
                let update = rows.update(sections: People.sections(found), unloaded: .keepSelected)
                transcript.note("── find \"\(query)\" in the directory: \(found.count) of \(people.count) people")
                if !update.unloaded.isEmpty {
                    transcript.note("   selected, not among them (kept, not shown): \(update.unloaded.joined(separator: ", "))")
                }
                transcript.frame("rows: the people found", rows)
            case .findDone:
                let update = rows.update(sections: People.sections(try Person.load(from: data)), unloaded: .keepSelected)
                transcript.note("── find cleared: the whole directory again, \(rows.unloadedIDs.count) selected not shown")
                if !update.deselected.isEmpty {
                    transcript.note("   deselected: \(update.deselected.joined(separator: ", "))")
                }
                transcript.frame("rows: everyone", rows)
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
