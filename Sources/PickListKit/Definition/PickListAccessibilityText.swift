/// The texts VoiceOver says about a row beyond its title, which both kinds of list give
/// through `accessibilityValue(for:)`: set it as the row's accessibility value.
///
/// They follow Apple's own lists (Settings, Mail), and say only what the system does not:
///
/// - **Selected or not** is the `isSelected` trait's job, not the value's. VoiceOver says
///   "Selected" (in the user's language) for a row with the trait, and nothing for a row
///   without it, as in Settings' checkmark lists. Give a row the trait exactly when it shows a
///   checkmark (`isChecked(_:)`); its value then stays empty, so "Selected" is never said
///   twice.
/// - **A disabled row** says ``unavailable``, "Dimmed": the word VoiceOver uses for an element
///   that is not enabled. It is given as the value rather than by marking the row not enabled,
///   so the row stays activatable and a tap on it can say why it was refused
///   (`message(for:tapping:)`).
/// - **The all-row** with some rows selected says ``someSelected``, "3 of 5 selected": the one
///   state of a mixed checkbox no trait can say. With every row selected it carries the
///   `isSelected` trait ("Selected"); with none, nothing.
///
/// A localized list translates them under `<Name>.accessibility.<text>` (its raw value), as
/// every other text; the defaults below are in English.
public enum PickListAccessibilityText: String, Hashable, Sendable, CaseIterable {
    /// The value of a row that cannot be selected: `Dimmed`.
    case unavailable
    /// The value of the all-row while some, not all, rows are selected: `{count} of {total}
    /// selected`, with `{count}` the number selected and `{total}` the number of enabled rows.
    case someSelected = "some_selected"

    /// The text PickListKit gives, in English.
    public var defaultText: String {
        switch self {
        case .unavailable: "Dimmed"
        case .someSelected: "{count} of {total} selected"
        }
    }
}
