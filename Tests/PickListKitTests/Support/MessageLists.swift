// Lists whose specs write `messages`, and a localized one, in the shape picklist generates.

public import PickListKit

/// A multiple list with bounds, an all-row that locks, edit mode, a disabled item and every
/// refusal text of its own, each using a placeholder.
public enum Snack: PickList {
    case chips, nuts, olives, candy

    public static let definition = PickListDefinition<Snack>(
        title: "Snacks",
        selection: .multiple,
        minimum: 1,
        maximum: 3,
        allRow: PickListAllRow(title: "Every Snack", whileAll: .lock),
        editMode: true,
        messages: PickListMessages(
            maximum: "No more than {max} snacks, so not {title}.", minimum: "{title}: keep {min} or more.",
            disabled: "{title} is sold out.", locked: "{title} stays while {max} are in.", notEditing: "Edit first, then {title}."),
        ids: """
            chips
            nuts
            olives
            candy
            """,
        titles: """
            Chips
            Nuts
            Olives
            Candy
            """,
        disabled: ["candy"]
    )
}

/// A localized multiple list with `max`, an all-row and a disabled item; the spec writes no
/// `messages`, so its refusal texts are PickListKit's until translated.
public enum Seat: PickList {
    case window, aisle, middle, exitRow

    public static let definition = PickListDefinition<Seat>(
        title: "Seats",
        selection: .multiple,
        maximum: 3,
        allRow: PickListAllRow(title: "Any Seat"),
        localization: PickListLocalizationKeys(name: "Seat", table: "Travel"),
        ids: """
            window
            aisle
            middle
            exitRow
            """,
        titles: """
            Window
            Aisle
            Middle
            Exit Row
            """,
        disabled: ["exitRow"]
    )
}
