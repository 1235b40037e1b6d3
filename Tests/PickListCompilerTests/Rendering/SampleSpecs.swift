@testable import PickListCompiler

/// Hand-made, validated specs covering every option of the format, for rendering tests
/// that must not depend on the loader and validator.
enum SampleSpecs {
    static func location(_ file: String, _ line: Int, _ column: Int = 3) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }

    static func item(
        _ id: String, _ title: String, caseName: String? = nil, subtitle: String? = nil, keywords: [String] = [],
        enabled: Bool = true, renamedFrom: [String] = [], doc: String? = nil, file: String = "fixture", line: Int = 1
    ) -> Spec.Item {
        Spec.Item(
            id: id, caseName: caseName ?? id, title: title, subtitle: subtitle, keywords: keywords,
            isEnabled: enabled, renamedFrom: renamedFrom, doc: doc, location: location(file, line)
        )
    }

    /// Quote categories with a "select all" row that isolates.
    static let quoteCategories: Spec = {
        let file = "specs/quote-categories.picklist.yml"
        return Spec(
            name: "QuoteCategory", title: "Categories", selection: .multiple,
            sections: [
                Spec.Section(title: nil, items: [
                    item("achievement", "Achievement", file: file, line: 8),
                    item("attitude", "Attitude", file: file, line: 9),
                    item("brave", "Brave", keywords: ["courage"], doc: "Quotes about courage.", file: file, line: 10),
                ])
            ],
            defaultSelection: .all, allRow: Spec.AllRow(), summary: Spec.Summary(other: "{count} categories", all: "All categories"),
            doc: "Categories of quotes to show.\n\nShown on the settings screen.",
            sourcePath: file, location: location(file, 1, 1)
        )
    }()

    /// A single list with sections, subtitles, a disabled item, renamed ids and awkward text.
    static let jobPurpose: Spec = {
        let file = "fixtures/job-purpose.picklist.yml"
        return Spec(
            name: "JobPurpose", title: #"Job "purpose" \ reason"#, selection: .single,
            sections: [
                Spec.Section(title: "Site", items: [
                    item("principalExcavationActivity", "Principal Excavation Activity", file: file, line: 6),
                    item("design", "Design", subtitle: "Plans\tand drawings", renamedFrom: ["drawing"], file: file, line: 7),
                ]),
                Spec.Section(title: "Other", items: [
                    item("testing", "Testing \\(x)", enabled: false, file: file, line: 10),
                    item("default", "Default", caseName: "`default`", renamedFrom: ["old_default", "legacy"], file: file, line: 11),
                ]),
            ],
            defaultSelection: .items(["design"]), deselect: true, searchable: true,
            sourcePath: file, location: location(file, 1, 1)
        )
    }()

    /// A bounded multiple list in edit mode with the all-row last, and a second document.
    static let mailboxes: [Spec] = {
        let file = "fixtures/mailboxes.picklist.yml"
        return [
            Spec(
                name: "Mailbox", title: "Mailboxes", selection: .multiple,
                sections: [
                    Spec.Section(title: nil, items: [
                        item("inbox", "Inbox", file: file, line: 5),
                        item("1Archive", "1 Archive", caseName: "_1Archive", file: file, line: 6),
                        item("café", "Café", file: file, line: 7),
                    ])
                ],
                defaultSelection: .items(["café", "inbox"]), min: 1, max: 2,
                allRow: Spec.AllRow(title: "Every mailbox", position: .last, whileAll: .exclude), editMode: true,
                sourcePath: file, location: location(file, 1, 1)
            ),
            Spec(
                name: "MailFlag", title: "Flags", selection: .single,
                sections: [Spec.Section(title: nil, items: [item("red", "Red", file: file, line: 12), item("blue", "Blue", file: file, line: 13)])],
                sourcePath: file, location: location(file, 10, 1)
            ),
        ]
    }()

    /// Lists whose rows the app supplies (`rows: runtime`) beside one with written rows: every
    /// option a runtime list passes, and one that passes none but its title and mode.
    static let runtimeLists: [Spec] = {
        let file = "fixtures/runtime-lists.picklist.yml"
        return [
            Spec(
                name: "Inbox", title: "Recipients", selection: .multiple, rows: .runtime, sections: [],
                min: 1, max: 3, allRow: Spec.AllRow(title: "Everyone"), editMode: true,
                summary: Spec.Summary(none: "Nobody", other: "{count} recipients"), searchable: true,
                localization: Spec.Localization(), doc: "The people a message goes to.",
                sourcePath: file, location: location(file, 1, 1)
            ),
            Spec(
                name: "Folder", title: "Folder", selection: .single, rows: .runtime, sections: [], deselect: true,
                sourcePath: file, location: location(file, 16, 1)
            ),
            Spec(
                name: "Label", title: "Labels", selection: .multiple, rows: .runtime, sections: [],
                defaultSelection: .all, allRow: Spec.AllRow(),
                sourcePath: file, location: location(file, 22, 1)
            ),
            Spec(
                name: "MailFlag", title: "Flags", selection: .single,
                sections: [Spec.Section(title: nil, items: [item("red", "Red", file: file, line: 30)])],
                sourcePath: file, location: location(file, 27, 1)
            ),
            Spec(
                name: "Plain", title: "Plain", selection: .single, rows: .runtime, sections: [],
                sourcePath: file, location: location(file, 32, 1)
            ),
        ]
    }()

    /// Lists of several screens: a section without a header, subsets and search in more
    /// fields; and a runtime list searching subtitles.
    static let screens: [Spec] = {
        let file = "fixtures/screens.picklist.yml"
        var duration = Spec(
            name: "TimeSpan", title: "Duration", selection: .single,
            sections: [
                Spec.Section(title: nil, items: [item("forever", "Until I turn it back on", file: file, line: 5)]),
                Spec.Section(id: "for", title: "For", items: [
                    item("fiveMinutes", "5 minutes", subtitle: "A break", file: file, line: 8),
                    item("oneHour", "1 hour", file: file, line: 9),
                    item("default", "Default", caseName: "`default`", file: file, line: 10),
                ]),
            ],
            searchable: true, required: true, sourcePath: file, location: location(file, 1, 1)
        )
        duration.searchFields = [.title, .subtitle, .section]
        duration.subsets = [
            Spec.Subset(name: "poll", ids: ["fiveMinutes", "oneHour"], location: location(file, 12)),
            Spec.Subset(name: "mute", ids: ["oneHour", "default", "forever"], location: location(file, 13)),
        ]
        var voices = Spec(
            name: "SpokenVoice", title: "Voice", selection: .single, rows: .runtime, sections: [],
            searchable: true, sourcePath: file, location: location(file, 15, 1)
        )
        voices.searchFields = [.subtitle]
        return [duration, voices]
    }()
}

