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
