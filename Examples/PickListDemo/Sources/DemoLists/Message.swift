public import Foundation
public import PickListKit

/// A message of the mailbox, read from a JSON file such as `Data/inbox.json`:
///
/// ```json
/// [{"id": 4107, "subject": "Lunch on Friday?", "sender": "Samira Haddad",
///   "received": "2026-03-13T11:42:00Z", "unread": true, "flagged": false}]
/// ```
public struct Message: Codable, Identifiable, Hashable, Sendable {
    public var id: Int
    public var subject: String
    public var sender: String
    public var received: Date
    public var unread: Bool
    public var flagged: Bool

    public init(id: Int, subject: String, sender: String, received: Date, unread: Bool = false, flagged: Bool = false) {
        self.id = id
        self.subject = subject
        self.sender = sender
        self.received = received
        self.unread = unread
        self.flagged = flagged
    }

    /// The messages of a JSON file's data, newest first (as a mailbox shows them).
    public static func messages(json data: Data) throws -> [Message] {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode([Message].self, from: data).sorted { $0.received > $1.received }
    }

    /// The messages of a JSON file, newest first.
    public static func load(from file: URL) throws -> [Message] {
        try messages(json: Data(contentsOf: file))
    }

    /// The message's row: the subject, the sender under it; search finds either.
    public var entry: PickListEntry<Int> {
        PickListEntry(id: id, title: subject, subtitle: sender, keywords: [sender])
    }
}
