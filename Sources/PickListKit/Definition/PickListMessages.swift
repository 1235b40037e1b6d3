/// The texts saying why a tap was refused (`messages` in the spec), which both kinds of list
/// give through `message(for:tapping:)`: show one under the list, or announce it to VoiceOver.
///
/// Each text may use the placeholders `{max}` (the list's `max`), `{min}` (its `min`) and
/// `{title}` (the tapped row's title): the cases of ``Placeholder``.
///
/// This type owns the texts a spec leaves out (``text(_:)``), in English: generated code passes
/// only the texts its spec writes, and picklist (`picklist preview`, `picklist strings`) asks
/// this type for the rest, so the tool and the runtime can never disagree about them.
///
/// | refusal | text | default |
/// | --- | --- | --- |
/// | ``PickListRejection/maximum`` | ``maximum`` | `You can choose up to {max}.` |
/// | ``PickListRejection/minimum`` | ``minimum`` | `Keep at least {min} selected.` |
/// | ``PickListRejection/disabled`` | ``disabled`` | `{title} is unavailable.` |
/// | ``PickListRejection/locked`` | ``locked`` | `Everything is selected. Clear the selection to change it.` |
/// | ``PickListRejection/notEditing`` | ``notEditing`` | `Tap Edit to select.` |
/// | ``PickListRejection/notSelectable`` | ``notSelectable`` | `{title} is chosen automatically.` |
///
/// ``PickListRejection/noSuchRow`` has no text: it is a programming error (an index path
/// outside the list), not something to tell a person.
public struct PickListMessages: Hashable, Sendable {
    /// The text when a tap would select more than `max`; `nil` means `You can choose up to {max}.`
    public var maximum: String?
    /// The text when a tap would leave fewer than `min`; `nil` means `Keep at least {min} selected.`
    public var minimum: String?
    /// The text when a disabled (or unavailable) row is tapped; `nil` means `{title} is unavailable.`
    public var disabled: String?
    /// The text when an item is tapped while every item is selected and the all-row's
    /// `while_all` is `lock`; `nil` means
    /// `Everything is selected. Clear the selection to change it.`
    public var locked: String?
    /// The text when an edit-mode list is tapped outside edit mode; `nil` means `Tap Edit to select.`
    public var notEditing: String?
    /// The text when a row only the app selects (`selectable: false`) is tapped; `nil` means
    /// `{title} is chosen automatically.`
    public var notSelectable: String?

    /// One of the six texts. Its raw value is the text's key under `messages` in the spec and
    /// the last part of its localization key (`Fruit.message.not_editing`).
    public enum Text: String, Hashable, Sendable, CaseIterable {
        /// A tap would select more than `max`.
        case maximum
        /// A tap would leave fewer than `min` selected.
        case minimum
        /// A disabled row was tapped.
        case disabled
        /// An item was tapped while all are selected, under `while_all: lock`.
        case locked
        /// An edit-mode list was tapped outside edit mode.
        case notEditing = "not_editing"
        /// A row only the app selects was tapped.
        case notSelectable = "not_selectable"

        /// The text of a refusal, or `nil` for ``PickListRejection/noSuchRow``, which has none.
        public init?(_ rejection: PickListRejection) {
            switch rejection {
            case .maximum: self = .maximum
            case .minimum: self = .minimum
            case .disabled: self = .disabled
            case .locked: self = .locked
            case .notEditing: self = .notEditing
            case .notSelectable: self = .notSelectable
            case .noSuchRow: return nil
            }
        }

        /// The text PickListKit gives when a spec writes none, in English.
        public var defaultText: String {
            switch self {
            case .maximum: "You can choose up to {max}."
            case .minimum: "Keep at least {min} selected."
            case .disabled: "{title} is unavailable."
            case .locked: "Everything is selected. Clear the selection to change it."
            case .notEditing: "Tap Edit to select."
            case .notSelectable: "{title} is chosen automatically."
            }
        }
    }

    /// A placeholder a message may use, written in braces: `{max}`.
    public enum Placeholder: String, Hashable, Sendable, CaseIterable {
        /// The most rows the list lets a person select (`max`).
        case max
        /// The fewest rows the list lets a person leave selected (`min`; 0 when it has none).
        case min
        /// The title of the tapped row (the all-row's title when it was the all-row).
        case title
    }

    /// Creates refusal texts; omitted texts are PickListKit's (``Text/defaultText``).
    public init(
        maximum: String? = nil, minimum: String? = nil, disabled: String? = nil, locked: String? = nil,
        notEditing: String? = nil, notSelectable: String? = nil
    ) {
        self.maximum = maximum
        self.minimum = minimum
        self.disabled = disabled
        self.locked = locked
        self.notEditing = notEditing
        self.notSelectable = notSelectable
    }

    /// The text the spec writes for `text`, or `nil`.
    public func written(_ text: Text) -> String? {
        switch text {
        case .maximum: maximum
        case .minimum: minimum
        case .disabled: disabled
        case .locked: locked
        case .notEditing: notEditing
        case .notSelectable: notSelectable
        }
    }

    /// The text shown for `text`: the spec's, or PickListKit's default when it wrote none. Its
    /// placeholders are not yet replaced.
    public func text(_ text: Text) -> String {
        written(text) ?? text.defaultText
    }

    /// A message with its placeholders replaced: `{max}` and `{min}` by the list's bounds
    /// (`{max}` stays as written on a list without `max`), `{title}` by the tapped row's
    /// title, read only when the text asks for it. Both kinds of list fill their messages
    /// through this.
    static func fill(_ template: String, minimum: Int, maximum: Int?, title: () -> String) -> String {
        PickListSummaryFormat.substitute(template) { name in
            switch Placeholder(rawValue: String(name)) {
            case .max: maximum.map(String.init)
            case .min: String(minimum)
            case .title: title()
            case nil: nil
            }
        }
    }
}
