// The app around the DocC articles' code: the data types and services the articles assume
// exist (a mail app's messages, a company directory's people), declared as an app would.
// scripts/check-docc-code.py compiles every article with this file and the lists generated
// from specs/ (QuoteCategory, Mailbox, People).
import Foundation
import PickListKit

/// A message of the Mail-style inbox.
struct Message: Identifiable, Hashable, Sendable {
    var id: Int
    var subject: String
    var sender: String
}

/// A person of the company directory.
struct Person: Identifiable, Hashable, Sendable {
    var id: String
    var name: String
    var team: String

    /// The person's row in a people picker.
    var entry: PickListEntry<String> { PickListEntry(id: id, title: name, subtitle: team) }
}

/// A company directory searched on a server: returns only the people matching a query.
protocol Directory: Sendable {
    func search(_ query: String) async throws -> [Person]
}

/// The app's directory service.
let directory: any Directory = ServerDirectory()

private struct ServerDirectory: Directory {
    func search(_ query: String) async throws -> [Person] { [] }
}

// Two lists written as picklist generates them from specs with keys whose compiler support is
// still to come (the runtime has them): `subsets`, and `required: true` on a multiple list.
// Once `picklist generate` writes them, their specs move to settings-screens.picklist.yml.

/// How long a poll runs, or a chat stays muted: one list with a subset per screen.
///
/// ```yaml
/// name: Duration
/// title: Duration
/// selection: single
/// items: [Five Minutes, One Hour, One Day, One Week]
/// subsets:
///   poll: [fiveMinutes, oneHour, oneDay]
///   mute: [oneHour, oneDay, oneWeek]
/// ```
public enum Duration: PickList {
    case fiveMinutes, oneHour, oneDay, oneWeek

    public static let definition = PickListDefinition<Duration>(
        title: "Duration",
        selection: .single,
        sections: [PickListSectionInfo(title: nil, ids: """
            fiveMinutes
            oneHour
            oneDay
            oneWeek
            """, titles: """
            Five Minutes
            One Hour
            One Day
            One Week
            """)],
        subsets: ["poll": ["fiveMinutes", "oneHour", "oneDay"], "mute": ["oneHour", "oneDay", "oneWeek"]]
    )
}

extension PickListSubset where Item == Duration {
    /// The durations a poll can run.
    public static var poll: Self { Self("poll") }
    /// The durations a chat can be muted for.
    public static var mute: Self { Self("mute") }
}

/// The topics a new user follows: Done waits for one, yet the last can be deselected.
///
/// ```yaml
/// name: Topic
/// title: Topics
/// selection: multiple
/// required: true
/// items: [Science, Sport, Music, Travel]
/// ```
public enum Topic: PickList {
    case science, sport, music, travel

    public static let definition = PickListDefinition<Topic>(
        title: "Topics",
        selection: .multiple,
        required: true,
        sections: [PickListSectionInfo(title: nil, ids: """
            science
            sport
            music
            travel
            """, titles: """
            Science
            Sport
            Music
            Travel
            """)]
    )
}
