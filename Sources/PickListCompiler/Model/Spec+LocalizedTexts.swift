import PickListKit

extension Spec {
    /// Every translatable text of the list, in display order: the list title, the all-row,
    /// the summary texts the list can show that are not empty (`none` and `one` for a single
    /// list), the refusal messages the list can show (``canRefuse(_:)``) and the rows'
    /// accessibility values, then each section's title followed by its items' titles and
    /// subtitles. The all-row, summary, message and accessibility texts are those the list
    /// shows, PickListKit's defaults and fallbacks applied; with `default_texts: omit`, only
    /// those the spec writes. A `rows: runtime` list has no sections or items, so only its own
    /// texts. Empty for a list that is not localized.
    package var localizedTexts: [LocalizedText] {
        guard let keys = localizationKeys else { return [] }
        let omitsDefaults = localization?.defaultTexts == .omit
        var texts: [LocalizedText] = []
        // The format keys written so far: several items (or summary texts) share each.
        var formatKeys: Set<String> = []
        func add(
            _ stableKey: String, _ source: String, _ comment: String, at location: SourceLocation,
            forms: [PluralCategory: String]? = nil, isDefault: Bool = false, isFormat: Bool = false
        ) {
            if isDefault, omitsDefaults { return }
            let key = keys.key(for: stableKey, text: source)
            if isFormat, !formatKeys.insert(key).inserted { return }
            var text = LocalizedText(
                key: key, table: keys.table, source: source, comment: comment, location: location, isAppOwned: key != stableKey)
            text.forms = forms
            texts.append(text)
        }
        add(keys.listTitle, title, doc ?? "The title of the list \(name).", at: location)
        if let allRow {
            if allRow.isButton {
                add(
                    keys.allRowTitle, allRow.effective.title, "The button that selects every item of the list \(name).", at: location,
                    isDefault: allRow.title == nil)
                add(
                    keys.allDeselectTitle, allRow.effective.deselectTitle,
                    "The button that clears the selection of the list \(name), shown while every item is selected.", at: location,
                    isDefault: allRow.deselectTitle == nil)
            } else {
                add(keys.allRowTitle, allRow.effective.title, "The row that selects every item of the list \(name).", at: location, isDefault: allRow.title == nil)
            }
        }
        // Each with whether the spec writes it (`all` without a text of its own is `other`'s).
        let summaryTexts: [(PickListSummaryFormat.Text, String, String, Bool)] = [
            (.none, summary.text(.none), "nothing is selected", summary.none != nil),
            (.one, summary.text(.one), "one item is selected; {title} is its title", summary.one != nil),
            (.other, summary.text(.other), "several items are selected; {count} of {total}, {title} their titles", summary.other != nil),
            (.all, summary.text(.all), "every item is selected; {count} of {total}", summary.all != nil || summary.other != nil),
        ]
        // A single list shows only `none` and `one`: it never holds several items.
        let shown = selection == .single ? summaryTexts.prefix(2) : summaryTexts[...]
        for (text, source, when, isWritten) in shown where !source.isEmpty {
            // `all` without a text of its own shows `other`, with its forms.
            let forms = summary.forms[text] ?? (text == .all && summary.all == nil ? summary.forms[.other] : nil)
            if summary.isCountFormat(text) {
                add(
                    keys.summary(text), source,
                    "The summary of the list \(name) when \(when.prefix { $0 != ";" }): a format whose placeholder is the number of selected items.",
                    at: location, isFormat: true)
                continue
            }
            add(keys.summary(text), source, "The summary of the list \(name) when \(when).", at: location, forms: forms, isDefault: !isWritten)
        }
        for text in PickListMessages.Text.allCases where canRefuse(text) {
            add(
                keys.message(text), messages.text(text),
                "Why a tap on the list \(name) was refused: \(Self.refusalReasons[text] ?? ""). Shown or read aloud by VoiceOver; \(Self.refusalPlaceholders[text] ?? "").",
                at: location, isDefault: messages.written(text) == nil)
        }
        // Any row can be disabled: an item with `enabled: false`, one the app marks
        // unavailable at runtime (a device without Face ID), a runtime row.
        add(
            keys.accessibility(.unavailable), PickListAccessibilityText.unavailable.defaultText,
            "What VoiceOver says after the title of a row of the list \(name) that cannot be selected: the word VoiceOver says for a dimmed control.",
            at: location, isDefault: true)
        if allRow != nil {
            add(
                keys.accessibility(.someSelected), PickListAccessibilityText.someSelected.defaultText,
                "What VoiceOver says after the title of the all-row of the list \(name) while some items are selected; {count} of {total}.",
                at: location, isDefault: true)
        }
        // A runtime list's own footer, under the rows the app supplies.
        if let runtimeFooter {
            add(keys.listFooter, runtimeFooter, "The text under the rows of the list \(name).", at: location)
        }
        for section in sections {
            if let title = section.title, let id = section.id {
                add(keys.sectionTitle(id: id), title, "The title of a section of the list \(name).", at: location)
            }
            // A section's footer; the untitled section's is the footer of a list without sections.
            if let footer = section.footer, let key = section.title == nil ? keys.listFooter : section.id.map(keys.sectionFooter) {
                add(key, footer, "The text under the rows of \(section.title.map { "the section '\($0)'" } ?? "the list \(name)").", at: location)
            }
            for item in section.items {
                if item.titleArguments != nil {
                    add(
                        keys.itemTitle(id: item.id), item.title, formatComment(keys.itemTitle(id: item.id), of: item.title, keys: keys),
                        at: item.location, isFormat: true)
                } else {
                    add(keys.itemTitle(id: item.id), item.title, item.doc ?? "The title of an item of the list \(name).", at: item.location)
                }
                if let subtitle = item.subtitle {
                    if item.subtitleArguments != nil {
                        add(
                            keys.itemSubtitle(id: item.id), subtitle, formatComment(keys.itemSubtitle(id: item.id), of: subtitle, keys: keys),
                            at: item.location, isFormat: true)
                    } else {
                        add(keys.itemSubtitle(id: item.id), subtitle, "The subtitle of the item '\(item.title)' of the list \(name).", at: item.location)
                    }
                }
            }
        }
        return texts
    }

    /// The comment of a format key's entry: what fills it in, with the texts the items sharing
    /// the key show ("8 hours", "24 hours").
    private func formatComment(_ stableKey: String, of format: String, keys: PickListLocalizationKeys) -> String {
        let key = keys.key(for: stableKey, text: format)
        var shown: [String] = []
        for item in items {
            if item.titleArguments != nil, keys.key(for: keys.itemTitle(id: item.id), text: item.title) == key {
                shown.append(ListModel.entry(of: item).title)
            }
            if item.subtitleArguments != nil, let subtitle = item.subtitle, keys.key(for: keys.itemSubtitle(id: item.id), text: subtitle) == key {
                shown.append(ListModel.entry(of: item).subtitle ?? subtitle)
            }
        }
        return "A format shared by rows of the list \(name), each filling in its placeholders with its own values: "
            + shown.map { "'\($0)'" }.joined(separator: ", ") + ". Keep every placeholder."
    }

    /// Whether the list can refuse a tap for the reason of `text`: a list without `max` never
    /// says "up to {max}", so translators are not asked for it. Every list can refuse a
    /// disabled row: an app can mark any item unavailable at runtime. A row only the app
    /// selects refuses taps in a list with `selectable: false` items, or whose spec writes
    /// `messages.not_selectable` (a runtime list's app may make its rows so).
    func canRefuse(_ text: PickListMessages.Text) -> Bool {
        switch text {
        case .maximum: max != nil
        case .minimum: (min ?? 0) > 0
        case .disabled: true
        case .locked: allRow?.effective.whileAll == .lock
        case .notEditing: editMode
        case .notSelectable: hasUnselectableItems || messages.notSelectable != nil
        }
    }

    private static let refusalReasons: [PickListMessages.Text: String] = [
        .maximum: "it would select more than the list allows",
        .minimum: "it would leave fewer selected than the list needs",
        .disabled: "the row cannot be selected",
        .locked: "every item is selected, and only the all-row can change that",
        .notEditing: "the list selects only in edit mode (after Edit)",
        .notSelectable: "the row is chosen by the app, not by a tap",
    ]

    private static let refusalPlaceholders: [PickListMessages.Text: String] = [
        .maximum: "{max} is the most that may be selected",
        .minimum: "{min} is the fewest that may stay selected",
        .disabled: "{title} is the row's title",
        .locked: "{title} is the tapped row's title",
        .notEditing: "{title} is the tapped row's title",
        .notSelectable: "{title} is the row's title",
    ]
}
