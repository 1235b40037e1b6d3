public import Foundation
import PickListKit

/// A Mail-style inbox with real data: the messages of a JSON file in an edit-mode list. Select
/// messages while editing, and "Delete (N)" removes them from the mailbox and gives the list
/// the remaining ones with `update`: the deleted rows and their selection are gone.
public enum InboxDemo {
    /// One thing the user does.
    public enum Step: Equatable, Sendable {
        /// Taps Edit: rows become selectable.
        case edit
        /// Taps Done: edit mode ends and the selection clears.
        case done
        /// Taps a message's row.
        case tap(Message.ID)
        /// Types into the search field (subject and sender are searched).
        case search(String)
        /// Taps the toolbar button: deletes the selected messages.
        case delete
    }

    /// Plays the steps on the messages of `data` and returns what the screen shows after
    /// each one.
    public static func transcript(data: URL, steps: [Step]) throws -> String {
        var mailbox = try Message.load(from: data)
        var rows = Inbox.Rows(mailbox.map(\.entry))
        let unread = Set(mailbox.filter(\.unread).map(\.id))
        var transcript = RowsTranscript<Inbox, Message.ID>(badge: { unread.contains($0) ? "●" : " " })
        transcript.note("\(Inbox.listTitle): \(mailbox.count) messages from \(data.lastPathComponent) (● unread)")
        transcript.note("")
        transcript.frame("start", rows)
        for step in steps {
            switch step {
            case .edit:
                rows.setEditing(true)
                transcript.frame("edit", rows)
            case .done:
                let change = rows.setEditing(false)
                let cleared = change.rows.count
                transcript.frame("done" + (cleared == 0 ? "" : ": \(cleared) row\(cleared == 1 ? "" : "s") cleared"), rows)
            case .tap(let id):
                let change = rows.tap(.entry(id))
                transcript.frame(RowsTranscript.tapHeading(.entry(id), change, rows), rows)
            case .search(let query):
                transcript.search(query, rows)
            case .delete:
                let button = rows.summary
                let doomed = Set(rows.selectedIDs)
                guard !doomed.isEmpty else {
                    transcript.note("── \"\(button)\": nothing is selected, nothing to delete")
                    transcript.note("")
                    continue
                }
                // The app's side: remove the messages from its data, then hand the list what is left.
                mailbox.removeAll { doomed.contains($0.id) }
                let update = rows.update(mailbox.map(\.entry))
                let ids = update.deselected.map { "\($0)" }.joined(separator: ", ")
                transcript.frame(
                    "\"\(button)\": \(doomed.count) deleted; update: deselected \(ids); \(rows.entries.count) messages left",
                    rows)
            }
        }
        return transcript.text
    }
}
