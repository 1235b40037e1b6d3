// Hand-written lists in exactly the shape the built-in `swift` template generates
// (docs/design.md, "Generated code"): an enum without a raw type whose cases are the items,
// described by string tables. They keep the generator and the runtime in step: if this file
// stops compiling, generated code stops compiling too.

public import PickListKit

/// Single selection without deselection; one disabled item; a default.
public enum JobPurpose: PickList {
    case principalExcavationActivity
    case design
    case testing
    /// A disabled item.
    case archived
    case other

    /// The type of the items' ids (`rawValue`), which come from `definition`.
    public typealias RawValue = String

    public static let definition = PickListDefinition<JobPurpose>(
        title: "Job Purpose",
        selection: .single,
        summary: PickListSummaryFormat(none: "Choose a purpose"),
        ids: """
            principalExcavationActivity
            design
            testing
            archived
            other
            """,
        titles: """
            Principal Excavation Activity
            Design
            Testing
            Archived
            Something else
            """,
        subtitles: """


            QA and acceptance


            """,
        keywords: """




            misc\textra
            """,
        disabled: ["archived"],
        defaultSelection: .ids(["design"]),
        renamed: """
            misc_old -> other
            qa -> testing
            """
    )
}

/// Single selection with deselection; a Swift keyword as an id.
public enum Sorting: PickList {
    case `default`
    case name
    case date

    /// The type of the items' ids (`rawValue`), which come from `definition`.
    public typealias RawValue = String

    public static let definition = PickListDefinition<Sorting>(
        title: "Sort By",
        selection: .single,
        deselect: true,
        ids: """
            default
            name
            date
            """,
        titles: """
            Default
            Name
            Date
            """
    )
}

/// Multiple selection with bounds (1…3) and a disabled item; no all-row.
public enum Topping: PickList {
    case cheese, ham, mushrooms, olives, pineapple, anchovies

    /// The type of the items' ids (`rawValue`), which come from `definition`.
    public typealias RawValue = String

    public static let definition = PickListDefinition<Topping>(
        title: "Toppings",
        selection: .multiple,
        minimum: 1,
        maximum: 3,
        summary: PickListSummaryFormat(one: "Just {title}", other: "{count} of {total}: {title}"),
        ids: """
            cheese
            ham
            mushrooms
            olives
            pineapple
            anchovies
            """,
        titles: """
            Cheese
            Ham
            Mushrooms
            Olives
            Pineapple
            Anchovies
            """,
        disabled: ["pineapple"],
        defaultSelection: .ids(["cheese"])
    )
}

/// Multiple selection with an all-row first, `while_all: isolate`, default all.
public enum QuoteCategory: PickList {
    case achievement
    case attitude
    /// A doc comment from the item's `doc`.
    case brave
    case change

    /// The type of the items' ids (`rawValue`), which come from `definition`.
    public typealias RawValue = String

    public static let definition = PickListDefinition<QuoteCategory>(
        title: "Categories",
        selection: .multiple,
        allRow: PickListAllRow(title: "All", position: .first, whileAll: .isolate),
        summary: PickListSummaryFormat(none: "No categories", all: "All categories"),
        ids: """
            achievement
            attitude
            brave
            change
            """,
        titles: """
            Achievement
            Attitude
            Brave
            Change
            """,
        keywords: """


            courage

            """,
        defaultSelection: .all
    )
}

/// Multiple selection with an all-row last, `while_all: exclude`, and a disabled item.
public enum Weekday: PickList {
    case monday, tuesday, wednesday, thursday, friday, holiday

    /// The type of the items' ids (`rawValue`), which come from `definition`.
    public typealias RawValue = String

    public static let definition = PickListDefinition<Weekday>(
        title: "Repeat",
        selection: .multiple,
        allRow: PickListAllRow(title: "Every Day", position: .last, whileAll: .exclude),
        ids: """
            monday
            tuesday
            wednesday
            thursday
            friday
            holiday
            """,
        titles: """
            Monday
            Tuesday
            Wednesday
            Thursday
            Friday
            Holiday
            """,
        disabled: ["holiday"]
    )
}

/// Multiple selection with an all-row, `while_all: lock`, and a minimum.
public enum Channel: PickList {
    case email, sms, push

    /// The type of the items' ids (`rawValue`), which come from `definition`.
    public typealias RawValue = String

    public static let definition = PickListDefinition<Channel>(
        title: "Notify Me By",
        selection: .multiple,
        minimum: 1,
        allRow: PickListAllRow(title: "Everything", whileAll: .lock),
        ids: """
            email
            sms
            push
            """,
        titles: """
            Email
            SMS
            Push
            """,
        defaultSelection: .ids(["email"])
    )
}

/// Sections, an all-row in its own leading section, searchable.
public enum City: PickList {
    case zurich, geneva, newYork, boston, saoPaulo, koln

    /// The type of the items' ids (`rawValue`), which come from `definition`.
    public typealias RawValue = String

    public static let definition = PickListDefinition<City>(
        title: "Cities",
        selection: .multiple,
        allRow: PickListAllRow(),
        sections: [
            PickListSectionInfo(
                title: "Switzerland",
                ids: """
                    zurich
                    geneva
                    """,
                titles: """
                    Zürich
                    Geneva
                    """,
                keywords: """

                    Genève\tGenf
                    """
            ),
            PickListSectionInfo(
                title: "United States",
                ids: """
                    newYork
                    boston
                    """,
                titles: """
                    New York
                    Boston
                    """,
                keywords: """
                    NYC\tBig Apple

                    """
            ),
            PickListSectionInfo(
                title: "Elsewhere",
                ids: """
                    saoPaulo
                    koln
                    """,
                titles: """
                    São Paulo
                    Köln
                    """,
                subtitles: """

                    Cologne
                    """,
                keywords: """

                    Cologne
                    """
            ),
        ],
        disabled: ["koln"]
    )

    /// The items whose title or keywords match `query`, in display order: each word of the query
    /// must begin a word of the title or a keyword, ignoring case and diacritics.
    public static func search(_ query: String) -> [City] {
        definition.search(query)
    }
}

/// Sections with the all-row in its own trailing section and `while_all: exclude`.
public enum Fabric: PickList {
    case cotton, linen, wool, silk

    /// The type of the items' ids (`rawValue`), which come from `definition`.
    public typealias RawValue = String

    public static let definition = PickListDefinition<Fabric>(
        title: "Fabrics",
        selection: .multiple,
        allRow: PickListAllRow(title: "Any Fabric", position: .last, whileAll: .exclude),
        sections: [
            PickListSectionInfo(
                title: "Plant",
                ids: """
                    cotton
                    linen
                    """,
                titles: """
                    Cotton
                    Linen
                    """
            ),
            PickListSectionInfo(
                title: "Animal",
                ids: """
                    wool
                    silk
                    """,
                titles: """
                    Wool
                    Silk
                    """
            ),
        ]
    )
}

/// Edit mode (Mail-style selection) with an all-row.
public enum Message: PickList {
    case welcome, invoice, newsletter, reminder

    /// The type of the items' ids (`rawValue`), which come from `definition`.
    public typealias RawValue = String

    public static let definition = PickListDefinition<Message>(
        title: "Inbox",
        selection: .multiple,
        allRow: PickListAllRow(title: "Select All"),
        editMode: true,
        summary: PickListSummaryFormat(none: "Select Items", one: "1 Selected", other: "{count} Selected"),
        ids: """
            welcome
            invoice
            newsletter
            reminder
            """,
        titles: """
            Welcome
            Invoice
            Newsletter
            Reminder
            """
    )
}
