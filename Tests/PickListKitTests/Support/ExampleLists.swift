// Hand-written lists in exactly the shape the built-in `swift` template generates
// (docs/design.md, "Generated code"). They keep the generator and the runtime in step: if
// this file stops compiling, generated code stops compiling too.

public import PickListKit

/// Single selection without deselection; one disabled item; a default (seed 000/001).
public enum JobPurpose: String, PickList {
    case principalExcavationActivity
    case design
    case testing
    /// A disabled item.
    case archived
    case other

    public static let definition = PickListDefinition<JobPurpose>(
        title: "Job Purpose",
        selection: .single,
        summary: PickListSummaryFormat(none: "Choose a purpose"),
        sections: [
            PickListSectionInfo(title: nil, items: [
                PickListItemInfo(.principalExcavationActivity, title: "Principal Excavation Activity"),
                PickListItemInfo(.design, title: "Design"),
                PickListItemInfo(.testing, title: "Testing", subtitle: "QA and acceptance"),
                PickListItemInfo(.archived, title: "Archived", isEnabled: false),
                PickListItemInfo(.other, title: "Something else", keywords: ["misc", "extra"]),
            ]),
        ],
        defaultSelection: .items([.design]),
        renamed: ["misc_old": .other, "qa": .testing]
    )
}

/// Single selection with deselection; a Swift keyword as an id.
public enum Sorting: String, PickList {
    case `default`
    case name
    case date

    public static let definition = PickListDefinition<Sorting>(
        title: "Sort By",
        selection: .single,
        deselect: true,
        sections: [
            PickListSectionInfo(title: nil, items: [
                PickListItemInfo(.default, title: "Default"),
                PickListItemInfo(.name, title: "Name"),
                PickListItemInfo(.date, title: "Date"),
            ]),
        ]
    )
}

/// Multiple selection with bounds (1…3) and a disabled item; no all-row.
public enum Topping: String, PickList {
    case cheese, ham, mushrooms, olives, pineapple, anchovies

    public static let definition = PickListDefinition<Topping>(
        title: "Toppings",
        selection: .multiple,
        minimum: 1,
        maximum: 3,
        summary: PickListSummaryFormat(one: "Just {title}", other: "{count} of {total}: {title}"),
        sections: [
            PickListSectionInfo(title: nil, items: [
                PickListItemInfo(.cheese, title: "Cheese"),
                PickListItemInfo(.ham, title: "Ham"),
                PickListItemInfo(.mushrooms, title: "Mushrooms"),
                PickListItemInfo(.olives, title: "Olives"),
                PickListItemInfo(.pineapple, title: "Pineapple", isEnabled: false),
                PickListItemInfo(.anchovies, title: "Anchovies"),
            ]),
        ],
        defaultSelection: .items([.cheese])
    )
}

/// Multiple selection with an all-row first, `while_all: isolate` (seed 002), default all.
public enum QuoteCategory: String, PickList {
    case achievement
    case attitude
    /// A doc comment from the item's `doc`.
    case brave
    case change

    public static let definition = PickListDefinition<QuoteCategory>(
        title: "Categories",
        selection: .multiple,
        allRow: PickListAllRow(title: "All", position: .first, whileAll: .isolate),
        summary: PickListSummaryFormat(none: "No categories", all: "All categories"),
        sections: [
            PickListSectionInfo(title: nil, items: [
                PickListItemInfo(.achievement, title: "Achievement"),
                PickListItemInfo(.attitude, title: "Attitude"),
                PickListItemInfo(.brave, title: "Brave", keywords: ["courage"]),
                PickListItemInfo(.change, title: "Change"),
            ]),
        ],
        defaultSelection: .all
    )
}

/// Multiple selection with an all-row last, `while_all: exclude`, and a disabled item.
public enum Weekday: String, PickList {
    case monday, tuesday, wednesday, thursday, friday, holiday

    public static let definition = PickListDefinition<Weekday>(
        title: "Repeat",
        selection: .multiple,
        allRow: PickListAllRow(title: "Every Day", position: .last, whileAll: .exclude),
        sections: [
            PickListSectionInfo(title: nil, items: [
                PickListItemInfo(.monday, title: "Monday"),
                PickListItemInfo(.tuesday, title: "Tuesday"),
                PickListItemInfo(.wednesday, title: "Wednesday"),
                PickListItemInfo(.thursday, title: "Thursday"),
                PickListItemInfo(.friday, title: "Friday"),
                PickListItemInfo(.holiday, title: "Holiday", isEnabled: false),
            ]),
        ]
    )
}

/// Multiple selection with an all-row, `while_all: lock`, and a minimum.
public enum Channel: String, PickList {
    case email, sms, push

    public static let definition = PickListDefinition<Channel>(
        title: "Notify Me By",
        selection: .multiple,
        minimum: 1,
        allRow: PickListAllRow(title: "Everything", whileAll: .lock),
        sections: [
            PickListSectionInfo(title: nil, items: [
                PickListItemInfo(.email, title: "Email"),
                PickListItemInfo(.sms, title: "SMS"),
                PickListItemInfo(.push, title: "Push"),
            ]),
        ],
        defaultSelection: .items([.email])
    )
}

/// Sections, an all-row in its own leading section, searchable (seed 003).
public enum City: String, PickList {
    case zurich, geneva, newYork, boston, saoPaulo, koln

    public static let definition = PickListDefinition<City>(
        title: "Cities",
        selection: .multiple,
        allRow: PickListAllRow(),
        sections: [
            PickListSectionInfo(title: "Switzerland", items: [
                PickListItemInfo(.zurich, title: "Zürich"),
                PickListItemInfo(.geneva, title: "Geneva", keywords: ["Genève", "Genf"]),
            ]),
            PickListSectionInfo(title: "United States", items: [
                PickListItemInfo(.newYork, title: "New York", keywords: ["NYC", "Big Apple"]),
                PickListItemInfo(.boston, title: "Boston"),
            ]),
            PickListSectionInfo(title: "Elsewhere", items: [
                PickListItemInfo(.saoPaulo, title: "São Paulo"),
                PickListItemInfo(.koln, title: "Köln", subtitle: "Cologne", keywords: ["Cologne"], isEnabled: false),
            ]),
        ]
    )

    public static func search(_ query: String) -> [City] { definition.search(query) }
}

/// Sections with the all-row in its own trailing section and `while_all: exclude`.
public enum Fabric: String, PickList {
    case cotton, linen, wool, silk

    public static let definition = PickListDefinition<Fabric>(
        title: "Fabrics",
        selection: .multiple,
        allRow: PickListAllRow(title: "Any Fabric", position: .last, whileAll: .exclude),
        sections: [
            PickListSectionInfo(title: "Plant", items: [
                PickListItemInfo(.cotton, title: "Cotton"),
                PickListItemInfo(.linen, title: "Linen"),
            ]),
            PickListSectionInfo(title: "Animal", items: [
                PickListItemInfo(.wool, title: "Wool"),
                PickListItemInfo(.silk, title: "Silk"),
            ]),
        ]
    )
}

/// Edit mode (seed 004's Mail-style selection) with an all-row.
public enum Message: String, PickList {
    case welcome, invoice, newsletter, reminder

    public static let definition = PickListDefinition<Message>(
        title: "Inbox",
        selection: .multiple,
        allRow: PickListAllRow(title: "Select All"),
        editMode: true,
        summary: PickListSummaryFormat(none: "Select Items", one: "1 Selected", other: "{count} Selected"),
        sections: [
            PickListSectionInfo(title: nil, items: [
                PickListItemInfo(.welcome, title: "Welcome"),
                PickListItemInfo(.invoice, title: "Invoice"),
                PickListItemInfo(.newsletter, title: "Newsletter"),
                PickListItemInfo(.reminder, title: "Reminder"),
            ]),
        ]
    )
}
