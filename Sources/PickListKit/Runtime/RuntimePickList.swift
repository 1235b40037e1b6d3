/// A pick list whose rows come at runtime (`rows: runtime` in the spec): messages, people,
/// files, tags — rows the app loads rather than the spec lists.
///
/// picklist generates a caseless enum per spec that holds the list's behaviour and nothing
/// else; the app supplies the rows to ``PickListRows``, named through the enum:
///
/// ```swift
/// public enum Inbox: RuntimePickList {
///     public static let definition = PickListPolicy(title: "Inbox", selection: .multiple, editMode: true)
/// }
///
/// var inbox = Inbox.Rows(messages.map { PickListEntry(id: $0.id, title: $0.subject, subtitle: $0.sender) })
/// inbox.setEditing(true)
/// inbox.tap(.entry(messages[0].id))     // selected, by the same rules as an enum list
/// inbox.update(reloadedMessages)        // the selection follows the ids
/// ```
///
/// The rules are those of enum lists (``PickListSelection``), applied by the same engine.
public protocol RuntimePickList {
    /// The list's behaviour: selection mode, bounds, all-row, edit mode, summary, search and
    /// localization. Declare it as a `static let` so it is built once per type.
    static var definition: PickListPolicy { get }
}

extension RuntimePickList {
    /// The rows of this list and their selection, with ids of type `ID`.
    public typealias Rows<ID: Hashable & Sendable> = PickListRows<Self, ID>

    /// The list's display title, typically the navigation title (translated for a localized
    /// list).
    public static var listTitle: String { definition.displayedTitle }
}

extension PickListPolicy {
    /// The list type of rows made with a policy of their own
    /// (`PickListRows<PickListPolicy.Dynamic, ID>(policy:sections:selecting:)`), as
    /// `picklist preview` makes them from a spec it has just read. Its `definition` is never
    /// read.
    package enum Dynamic: RuntimePickList {
        package static var definition: PickListPolicy {
            preconditionFailure("PickListPolicy.Dynamic has no definition: rows of it carry their own policy")
        }
    }
}
