package import PickListKit

/// What one validated list means to PickListKit: the policy and the rows that its generated
/// definition hands the runtime, decided once.
///
/// This is the translation step between ``Spec`` (what the file says, with everything the
/// spec leaves out still `nil`) and the two back ends that need the runtime's view of it:
///
/// - the template context reads the written rows' traits from ``sections`` (which rows are
///   exclusive, action rows, selected only by the app, disabled, indented) and formats them as
///   the definition's arguments;
/// - `picklist preview` hands ``policy`` and ``sections`` to PickListKit's own engine, with its
///   texts translated through ``Translate``.
///
/// A spec key that changes what a row or the list does is therefore read from the spec here,
/// and only here; the templates and the preview format or draw what this gives them. (Swift
/// literal formatting stays in the rendering layer: this type holds values, not text.)
package struct ListModel: Sendable {
    /// The text a list shows for one of its texts: `text` as the spec writes it, and `key`,
    /// which picks the text's stable key from the list's keys (the item title's, the section
    /// footer's…) for a localized list. ``asWritten`` shows every text as written.
    package typealias Translate = (_ text: String, _ key: (PickListLocalizationKeys) -> String) -> String

    /// Every text as the spec writes it: what the generated code passes (the runtime
    /// translates at run time).
    package static func asWritten(_ text: String, _ key: (PickListLocalizationKeys) -> String) -> String { text }

    /// The list's behaviour as the runtime holds it: the spec's settings, PickListKit's
    /// defaults for what it leaves out (`PickListPolicy`'s own), texts through the translation.
    package let policy: PickListPolicy
    /// The written rows in display order, in their sections; none for a list whose rows all
    /// come from the app. Under a subset, only the subset's rows (every section keeps its
    /// place, as `X.Selection(subset:)` shows them).
    package let sections: [PickListEntrySection<String>]
    /// The ids selected at the start when no saved selection reads: the spec's `default` ids
    /// (less those outside the subset); empty for none, and for `default: all`, which the
    /// policy's ``PickListPolicy/defaultSelection`` says.
    package let initialSelection: [String]
    /// Each written item's `value` as text, by id (a list with `value_type`; empty otherwise).
    package let values: [String: String]
    /// Each written item's `value_aliases` as text, by id.
    package let valueAliases: [String: [String]]
    /// The `fallback` item's id.
    package let fallbackID: String?
    /// The `absent` item's id: the item no stored value means (`X(storedValue: nil)`), whose
    /// `storedValue` is `nil`.
    package let absentID: String?
    /// The attributes the items carry (`fields`), in the order declared; empty for most lists.
    package let fields: [Spec.Field]
    /// Each written item's values of ``fields`` as text (its field's default where it gives
    /// none; `nil` for an optional field it leaves out), by id.
    package let fieldValues: [String: [String?]]

    /// The model of `spec`.
    ///
    /// - Parameters:
    ///   - spec: A validated list (one without errors).
    ///   - subset: One of the spec's `subsets`: only its items have rows, and the default keeps
    ///     only its items (a single list's default outside it leaves it empty).
    ///   - localized: Whether the policy names the list's translation keys, so that PickListKit
    ///     translates the summary through the app's localizer (the preview shows a language).
    ///   - translate: The text shown for each of the list's texts but the summary's, which
    ///     PickListKit translates itself.
    package init(_ spec: Spec, subset: Spec.Subset? = nil, localized: Bool = false, translate: Translate = asWritten) {
        policy = Self.policy(of: spec, localized: localized, translate: translate)
        sections = Self.sections(of: spec, subset: subset, translate: translate)
        if case .items(let ids) = spec.defaultSelection {
            initialSelection = subset.map { subset in ids.filter(subset.ids.contains) } ?? ids
        } else {
            initialSelection = []
        }
        var values: [String: String] = [:]
        var valueAliases: [String: [String]] = [:]
        var fieldValues: [String: [String?]] = [:]
        for section in spec.sections {
            for item in section.items {
                if let value = item.value { values[item.id] = value.text }
                if !item.valueAliases.isEmpty { valueAliases[item.id] = item.valueAliases.map(\.text) }
                if !spec.fields.isEmpty { fieldValues[item.id] = item.fieldValues }
            }
        }
        fields = spec.fields
        self.fieldValues = fieldValues
        self.values = values
        self.valueAliases = valueAliases
        fallbackID = spec.fallback
        absentID = spec.absent
    }

    /// What a written item is and does beyond its texts, as PickListKit holds it for an enum
    /// list's item and a runtime list's row alike.
    ///
    /// The one place an item's keys become row traits: the preview's rows carry these, and the
    /// template context reads the generated definition's trait tables off them. A trait added
    /// to `PickListRowTraits` is read from the spec here.
    package static func traits(of item: Spec.Item) -> PickListRowTraits {
        PickListRowTraits(
            isEnabled: item.isEnabled, keywords: item.keywords, image: item.image, isExclusive: item.isExclusive,
            isAction: item.isAction, isSelectable: item.isSelectable, indent: item.indent)
    }

    /// The row a written item has: its texts (translated) and its ``traits(of:)``.
    package static func entry(of item: Spec.Item, translate: Translate = asWritten) -> PickListEntry<String> {
        PickListEntry(
            id: item.id,
            title: shown(item.title, filledWith: item.titleArguments, translated: translate(item.title) { $0.itemTitle(id: item.id) }),
            subtitle: item.subtitle.map { subtitle in
                shown(subtitle, filledWith: item.subtitleArguments, translated: translate(subtitle) { $0.itemSubtitle(id: item.id) })
            },
            traits: traits(of: item))
    }

    /// A text as shown: its `translation`, and when `text` is a format (`title_arguments`),
    /// the translation's format filled in with `arguments`, or the spec's format when the
    /// translation's placeholders differ (PickListKit's rule, ``PickListFormat``).
    package static func shown(_ text: String, filledWith arguments: [PickListFormatArgument]?, translated translation: String) -> String {
        guard let arguments else { return translation }
        return PickListFormat.text(translation: translation, development: text, arguments: arguments)
    }

    private static func sections(of spec: Spec, subset: Spec.Subset?, translate: Translate) -> [PickListEntrySection<String>] {
        guard !spec.hasRuntimeRows || spec.isMixed else { return [] }
        let members = subset.map { Set($0.ids) }
        return spec.sections.map { section in
            PickListEntrySection(
                title: section.title.map { title in
                    section.id.map { id in translate(title) { $0.sectionTitle(id: id) } } ?? title
                },
                entries: section.items.compactMap { item in
                    // Only the subset's items have rows; every section keeps its place.
                    if let members, !members.contains(item.id) { return nil }
                    return entry(of: item, translate: translate)
                },
                footer: section.footer.map { footer in
                    translate(footer) { section.title == nil ? $0.listFooter : $0.sectionFooter(id: section.id ?? "") }
                })
        }
    }

    private static func policy(of spec: Spec, localized: Bool, translate: Translate) -> PickListPolicy {
        // The refusal texts as the list shows them: the spec's or PickListKit's.
        func message(_ text: PickListMessages.Text) -> String {
            translate(spec.messages.text(text)) { $0.message(text) }
        }
        let messages = PickListMessages(
            maximum: message(.maximum), minimum: message(.minimum), disabled: message(.disabled),
            locked: message(.locked), notEditing: message(.notEditing), notSelectable: message(.notSelectable))
        // The summary texts as written: PickListKit translates them (plain text or plural
        // form) through the app's localizer when the summary is read.
        let summary = PickListSummaryFormat(
            none: spec.summary.text(.none), one: spec.summary.text(.one),
            other: spec.summary.text(.other), all: spec.summary.text(.all), forms: spec.summary.forms,
            countFormats: Set(PickListSummaryFormat.Text.allCases.filter(spec.summary.isCountFormat)))
        var allRow = spec.allRow?.effective
        if let title = allRow?.title {
            allRow?.title = translate(title) { $0.allRowTitle }
        }
        // A Select All button's other title; an all-row's is its title.
        if let title = allRow?.deselectTitle, allRow?.showsRow == false {
            allRow?.deselectTitle = translate(title) { $0.allDeselectTitle }
        } else if let title = allRow?.title {
            allRow?.deselectTitle = title
        }
        return PickListPolicy(
            title: translate(spec.title) { $0.listTitle },
            selection: spec.selection == .single ? .single : .multiple,
            deselect: spec.deselect,
            required: spec.required,
            minimum: spec.min,
            maximum: spec.max,
            allRow: allRow,
            editMode: spec.editMode,
            summary: summary,
            messages: messages,
            localization: localized ? spec.localizationKeys : nil,
            searchable: spec.searchable,
            defaultSelection: spec.defaultSelection == .all ? .all : .none,
            order: spec.order,
            footer: spec.runtimeFooter.map { footer in translate(footer) { $0.listFooter } },
            language: spec.language ?? "en",
            searchIn: spec.searchFields ?? PickListSearchField.defaults)
    }
}
