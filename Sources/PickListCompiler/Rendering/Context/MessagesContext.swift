import Mustache
import PickListKit

/// The refusal texts of a list (`messages`) in the template context.
///
/// `maximum`, `minimum`, `disabled`, `locked`, `notEditing` and `notSelectable` (and their `…Literal`, `…JSON`
/// and `…Key` forms) are the texts the list shows, PickListKit's defaults applied
/// (`PickListMessages.text(_:)`). `writtenArguments` holds only the texts the spec writes, so
/// generated code leaves the defaults to the runtime.
final class MessagesContext: ContextLevel {
    /// Each text's context name (the Swift property's) with the text.
    private static let texts: [(name: String, text: PickListMessages.Text)] = [
        ("maximum", .maximum), ("minimum", .minimum), ("disabled", .disabled), ("locked", .locked),
        ("notEditing", .notEditing), ("notSelectable", .notSelectable),
    ]

    static let keys = texts.flatMap { [$0.name, $0.name + "Literal", $0.name + "JSON", $0.name + "Key"] }
        + ["writtenArguments"]

    /// The texts as the spec writes them.
    private let messages: Spec.Messages
    private let keys: PickListLocalizationKeys?

    init(_ messages: Spec.Messages, keys: PickListLocalizationKeys? = nil) {
        self.messages = messages
        self.keys = keys
    }

    func child(named name: String) -> Any? {
        RenderedText.wrapping(value(named: name))
    }

    private func value(named name: String) -> Any? {
        if name == "writtenArguments" { return writtenArguments }
        for (textName, text) in Self.texts where name.hasPrefix(textName) {
            switch name.dropFirst(textName.count) {
            case "": return messages.text(text)
            case "Literal": return LiteralEscaping.swiftString(messages.text(text))
            case "JSON": return LiteralEscaping.jsonString(messages.text(text))
            // The translation key; empty for a list that is not localized.
            case "Key": return keys.map { $0.key(for: $0.message(text), text: messages.text(text)) } ?? ""
            default: continue
            }
        }
        return nil
    }

    /// The arguments of `PickListMessages(…)` for the texts the spec writes, in the
    /// initialiser's order, e.g. `maximum: "Three at most."`; empty when it writes none.
    private var writtenArguments: String {
        Self.texts.compactMap { name, text in
            messages.written(text).map { name + ": " + LiteralEscaping.swiftString($0) }
        }.joined(separator: ", ")
    }
}
