public import Foundation
public import PickListKit

/// A person of the company directory, read from a CSV file such as `Data/people.csv`:
///
/// ```text
/// id,name,team,nicknames,status
/// E1003,Carmen Ruiz,"Sales, EMEA",,active
/// E1027,Beatrix Hale,Design,"Bea, Trix",active
/// E1010,Jonas Lindqvist,Design,,on leave
/// ```
///
/// The `id` is the person's identity: it stays when they are renamed or change team, so a
/// saved selection still finds them. `nicknames` (comma-separated) are found by search;
/// someone `on leave` is listed but cannot be picked.
public struct Person: Identifiable, Hashable, Sendable {
    public var id: String
    public var name: String
    public var team: String
    public var nicknames: [String]
    public var isOnLeave: Bool

    public init(id: String, name: String, team: String, nicknames: [String] = [], isOnLeave: Bool = false) {
        self.id = id
        self.name = name
        self.team = team
        self.nicknames = nicknames
        self.isOnLeave = isOnLeave
    }

    /// The people of a CSV file's text, in file order.
    public static func people(csv text: String) throws -> [Person] {
        let table = try CSVTable(parsing: text)
        let id = try table.column("id"), name = try table.column("name"), team = try table.column("team")
        let nicknames = try table.column("nicknames"), status = try table.column("status")
        return try table.records.map { record in
            let fields = record.fields
            guard !fields[id].isEmpty else {
                throw CSVTable.ParseError(line: record.line, message: "the id is empty")
            }
            guard ["active", "on leave"].contains(fields[status]) else {
                throw CSVTable.ParseError(
                    line: record.line, message: "status '\(fields[status])' is neither 'active' nor 'on leave'")
            }
            return Person(
                id: fields[id], name: fields[name], team: fields[team],
                nicknames: fields[nicknames].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) },
                isOnLeave: fields[status] == "on leave")
        }
    }

    /// The people of a CSV file.
    public static func load(from file: URL) throws -> [Person] {
        try people(csv: String(contentsOf: file, encoding: .utf8))
    }

    /// The person's row: their name, "On leave" under it (and not selectable) while they are
    /// away, found by their nicknames too.
    public var entry: PickListEntry<String> {
        PickListEntry(id: id, title: name, subtitle: isOnLeave ? "On leave" : nil, isEnabled: !isOnLeave, keywords: nicknames)
    }
}

extension People {
    /// The table's sections: one per team, teams and the people in each in alphabetical order.
    public static func sections(_ people: [Person]) -> [PickListEntrySection<String>] {
        Dictionary(grouping: people, by: \.team)
            .sorted { $0.key.localizedStandardCompare($1.key) == .orderedAscending }
            .map { team, members in
                PickListEntrySection(
                    title: team,
                    entries: members.sorted { $0.name.localizedStandardCompare($1.name) == .orderedAscending }.map(\.entry))
            }
    }
}
