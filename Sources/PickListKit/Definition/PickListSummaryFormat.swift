/// The texts describing a selection (`summary` in the spec), used by
/// ``PickListSelection/summary``.
///
/// Each text may use the placeholders `{count}` (number of selected items), `{total}` (number
/// of enabled items) and `{title}` (the selected items' titles joined as the display language
/// joins a list, "Ada, Bob, and Cy"; for one item, its title): the cases of ``Placeholder``.
///
/// A text with a number takes the plural form the number needs in the display language
/// ("1 категория", "3 категории", "5 категорий") when the installed localizer gives the
/// text's forms (``PickListLocalizer/pluralForms(forKey:table:)``). The number that chooses
/// is `{count}` when the spec's text has `{count}`, else `{total}` when it has `{total}`;
/// a text with neither has no plural forms (see ``pluralNumber(of:count:total:)``).
///
/// This type owns the fallbacks for texts a spec leaves out (``text(_:)``): generated code
/// passes only the texts its spec writes, and picklist asks this type for the rest, so the
/// tool and the runtime can never disagree about them.
public struct PickListSummaryFormat: Hashable, Sendable {
    /// The text when nothing is selected; `nil` means the empty string.
    public var none: String?
    /// The text when one item is selected; `nil` means `{title}`.
    public var one: String?
    /// The text when several items are selected; `nil` means `{count} selected`.
    public var other: String?
    /// The text when every enabled item (more than one) is selected; `nil` means ``other``.
    public var all: String?
    /// The plural forms the spec writes inline for texts with a number, in the language the
    /// spec is written in, by CLDR category: `[.other: [.one: "{count} категория", .few:
    /// "{count} категории", .many: "{count} категорий", .other: "{count} категории"]]`. A text
    /// with forms keeps its `other` form in its own property (``other`` here), which is what
    /// the text is when no form applies.
    ///
    /// The forms are used where no localizer gives the text's forms or a translation:
    /// ``PickListSelection/summary`` chooses among them by the rules of the list's
    /// ``PickListPolicy/language`` (see ``form(_:count:total:rules:)``).
    public var forms: [Text: [PluralCategory: String]]
    /// The texts that are the app's printf formats (`summary_keys` in the spec: `"%lld
    /// Selected"`), which receive the count as their only argument (``PickListFormat``)
    /// instead of holding placeholders in braces. `all` without a text of its own is one when
    /// `other` is.
    public var countFormats: Set<Text>

    /// One of the four texts.
    public enum Text: String, Hashable, Sendable, CaseIterable {
        /// Nothing is selected.
        case none
        /// One item is selected.
        case one
        /// Several items are selected.
        case other
        /// Every enabled item (more than one) is selected.
        case all
    }

    /// A placeholder a summary text may use, written in braces: `{count}`.
    public enum Placeholder: String, Hashable, Sendable, CaseIterable {
        /// The number of selected items.
        case count
        /// The number of enabled items.
        case total
        /// The selected items' titles joined as the display language joins a list (for one item,
        /// its title).
        case title
    }

    /// The text shown for `text`, its fallback applied when the spec wrote none.
    public func text(_ text: Text) -> String {
        switch text {
        case .none: none ?? ""
        case .one: one ?? "{title}"
        case .other: other ?? "{count} selected"
        case .all: all ?? other ?? "{count} selected"
        }
    }

    /// Creates summary texts; omitted texts fall back as described on each property.
    public init(
        none: String? = nil, one: String? = nil, other: String? = nil, all: String? = nil,
        forms: [Text: [PluralCategory: String]] = [:], countFormats: Set<Text> = []
    ) {
        self.none = none
        self.one = one
        self.other = other
        self.all = all
        self.forms = forms
        self.countFormats = countFormats
    }

    /// Whether `text` is shown as the app's format filled in with the count (``countFormats``).
    public func isCountFormat(_ text: Text) -> Bool {
        countFormats.contains(text) || (text == .all && all == nil && countFormats.contains(.other))
    }

    /// The spec's own form of `text` for a selection of `count` of `total`: the inline form
    /// (``forms``) of the number's category by `rules` (the number is the one of
    /// ``pluralNumber(of:count:total:)``), else the `other` form; the text itself when it
    /// has no inline forms or no number. `all` without a text of its own uses the forms of
    /// `other`, as it uses its text.
    ///
    /// ```swift
    /// let summary = PickListSummaryFormat(
    ///     other: "{count} категории",
    ///     forms: [.other: [.one: "{count} категория", .few: "{count} категории", .many: "{count} категорий", .other: "{count} категории"]])
    /// summary.form(.other, count: 5, total: 40, rules: PluralRules(localeIdentifier: "ru"))   // "{count} категорий"
    /// ```
    public func form(_ text: Text, count: Int, total: Int, rules: PluralRules) -> String {
        let format = self.text(text)
        guard let forms = forms[text] ?? (text == .all && all == nil ? forms[.other] : nil),
            let number = Self.pluralNumber(of: format, count: count, total: total)
        else { return format }
        return rules.form(for: number, in: forms) ?? format
    }

    /// A summary text with its placeholders replaced: `{count}`, `{total}`, and `{title}` by
    /// `titles` (the selected rows' titles in display order) joined by `listPattern`, or with
    /// `, ` without one. Both kinds of list fill their summary through this; `titles` is read
    /// only when the text asks for it.
    static func fill(
        _ template: String, count: Int, total: Int, titles: some Sequence<String>, listPattern: ListPattern? = nil
    ) -> String {
        substitute(template) { name in
            switch Placeholder(rawValue: String(name)) {
            case .count: String(count)
            case .total: String(total)
            case .title: listPattern.map { $0.join(Array(titles)) } ?? titles.joined(separator: ", ")
            case nil: nil
            }
        }
    }

    /// The number that chooses the plural form of a summary text: `count` when `template`
    /// (the spec's text) has `{count}`, else `total` when it has `{total}`, else `nil` (the
    /// text has no plural forms, and none are asked for).
    ///
    /// ```swift
    /// PickListSummaryFormat.pluralNumber(of: "{count} of {total}", count: 3, total: 40)   // 3
    /// PickListSummaryFormat.pluralNumber(of: "All {total}", count: 40, total: 40)         // 40
    /// PickListSummaryFormat.pluralNumber(of: "{title}", count: 1, total: 40)              // nil
    /// ```
    public static func pluralNumber(of template: String, count: Int, total: Int) -> Int? {
        if template.contains("{count}") { return count }
        if template.contains("{total}") { return total }
        return nil
    }

    /// Replaces each `{name}` in `template` for which `value(name)` is not `nil`; other braces
    /// are kept as written.
    static func substitute(_ template: String, _ value: (Substring) -> String?) -> String {
        var result = ""
        var rest = template[...]
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(where: { $0 == "}" || $0 == "{" }),
                rest[close] == "}", let replacement = value(rest[afterOpen..<close])
            else {
                result.append("{")
                rest = rest[afterOpen...]
                continue
            }
            result += replacement
            rest = rest[rest.index(after: close)...]
        }
        result += rest
        return result
    }
}
