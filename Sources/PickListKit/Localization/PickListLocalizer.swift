/// Translates the texts of localized pick lists (lists whose spec says `localization: true`).
///
/// Install one at app start, before the first list is shown:
///
/// ```swift
/// import PickListKit
/// import PickListLocalization
///
/// PickListLocalization.localizer = BundleLocalizer(bundle: .main)
/// ```
///
/// `BundleLocalizer`, in the `PickListLocalization` library, reads the app's String Catalog or
/// `.strings` files through Foundation. Any other source works too: a server-fed dictionary, a
/// test's fixed translations. A localizer is called at most once per key and installed
/// localizer: PickListKit keeps the texts it returns until another localizer is installed.
///
/// The keys are built from the list's name and its ids, never from the displayed texts (see
/// ``PickListLocalizationKeys``), so fixing a typo in the spec keeps every translation.
public protocol PickListLocalizer: Sendable {
    /// The translation of the text stored under `key` in `table`, or `default` (the spec's
    /// text, in the development language) when there is none.
    ///
    /// - Parameters:
    ///   - key: The text's key, such as `Fruit.banana.title`.
    ///   - table: The strings table the list names (`PickLists` unless the spec's
    ///     `localization` gives a `table`).
    ///   - default: The spec's text, returned when the table has no translation.
    func string(forKey key: String, table: String, default: String) -> String

    /// The language the translations are in, as a locale identifier (`"fr"`, `"pt-BR"`), or
    /// `nil` when unknown (the default).
    ///
    /// With a language, a localized list's summary joins several titles in `{title}` as that
    /// language joins a list (``ListPattern``: "Ada, Bob et Cy" in French); without one, with
    /// `, `.
    var languageIdentifier: String? { get }

    /// The plural forms of the text stored under `key` in `table`, by CLDR category, or `nil`
    /// when the table holds none for it (the default).
    ///
    /// PickListKit asks for a text's forms only when the text holds a number — a summary
    /// text with `{count}` or `{total}` — and only when it is read, never on a tap. It picks
    /// the form the number takes in ``languageIdentifier``'s language
    /// (``PluralRules/form(for:in:)``): for Russian, `[.one: "{count} категория", .few:
    /// "{count} категории", .many: "{count} категорий", .other: "{count} категории"]` gives
    /// "21 категория", "3 категории", "5 категорий". The forms keep the placeholders; PickListKit
    /// fills them in after choosing.
    ///
    /// A category the forms lack reads as the `other` form; an empty form counts as
    /// missing; forms without `other` and without the needed category read as
    /// ``string(forKey:table:default:)``. A localizer that names no language gets the `other`
    /// form for every number.
    ///
    /// - Parameters:
    ///   - key: The text's key, such as `Fruit.summary.other`.
    ///   - table: The strings table the list names.
    func pluralForms(forKey key: String, table: String) -> [PluralCategory: String]?

    /// How numbers are written in the translations' language: what fills a format key's
    /// numbers (`title_arguments`, `summary_keys`: "1,5 Stunden" in German). The default is
    /// English's (`.` and `,`).
    var numberSymbols: PickListNumberSymbols { get }
}

extension PickListLocalizer {
    /// No language: summaries join titles with `, `.
    public var languageIdentifier: String? { nil }

    /// No plural forms: every number reads the text ``string(forKey:table:default:)`` gives.
    public func pluralForms(forKey key: String, table: String) -> [PluralCategory: String]? { nil }

    /// English's: `1,234.5`.
    public var numberSymbols: PickListNumberSymbols { PickListNumberSymbols() }
}
