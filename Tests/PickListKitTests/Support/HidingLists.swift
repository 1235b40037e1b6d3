// Lists for the runtime changes of a written list: a required multiple list, and a small
// list with subsets, sections and an all-row, whose index paths the hand-written tests spell out.

import PickListKit

/// Multiple, `required`, an all-row first with `while_all: exclude`: valid only with a
/// topping, while the last one can still be deselected.
enum RequiredTopping: PickList {
    case cheese, ham, olives, basil

    static let definition = PickListDefinition<RequiredTopping>(
        title: "Toppings",
        selection: .multiple,
        required: true,
        allRow: PickListAllRow(position: .first, whileAll: .exclude),
        sections: [PickListSectionInfo(title: nil, ids: ["cheese", "ham", "olives", "basil"], titles: ["Cheese", "Ham", "Olives", "Basil"])]
    )
}

/// Durations in two sections, an all-row last (its own section), two subsets, and search in
/// titles, subtitles and section titles.
enum Duration: PickList {
    case fiveMinutes, oneHour, eightHours, oneDay, oneWeek, forever

    static let definition = PickListDefinition<Duration>(
        title: "Mute",
        selection: .multiple,
        allRow: PickListAllRow(title: "Any", position: .last, whileAll: .isolate),
        summary: PickListSummaryFormat(other: "{count} of {total}: {title}"),
        sections: [
            PickListSectionInfo(
                title: "Short", ids: ["fiveMinutes", "oneHour", "eightHours"], titles: ["5 minutes", "1 hour", "8 hours"],
                subtitles: [nil, "Until the meeting ends", nil]),
            PickListSectionInfo(title: "Long", ids: ["oneDay", "oneWeek", "forever"], titles: ["1 day", "1 week", "Forever"]),
        ],
        // One subset as an array, the other as the table of lines generated code writes for a
        // long subset (PickListIDList): the tests read both the same.
        subsets: [
            "poll": ["fiveMinutes", "oneHour", "oneDay"],
            "mute": """
                oneHour
                oneDay
                oneWeek
                forever
                """,
        ],
        searchIn: [.title, .subtitle, .section]
    )
}

extension PickListSubset where Item == Duration {
    /// The durations a poll offers.
    static var poll: Self { Self("poll") }
    /// The durations muting offers.
    static var mute: Self { Self("mute") }
}
