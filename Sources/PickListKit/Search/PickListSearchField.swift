/// A text of a row that search matches (`searchable: {in: [title, subtitle, keywords,
/// section]}` in the spec).
///
/// A list searches ``defaults`` (titles and keywords) unless its spec names others: a list of
/// languages whose subtitles give each language's own name, say, also searches subtitles.
///
/// ```swift
/// PickListPolicy(title: "Voice", selection: .single, searchIn: [.title, .subtitle, .section])
/// ```
public enum PickListSearchField: String, Hashable, Sendable, CaseIterable {
    /// The row's title (as shown: translated, or set by the app).
    case title
    /// The row's subtitle.
    case subtitle
    /// The row's keywords (never shown).
    case keywords
    /// The title of the row's section.
    case section

    /// What a list searches when its spec names nothing: titles and keywords.
    public static let defaults: [PickListSearchField] = [.title, .keywords]

    /// The texts of a row that `fields` search, in a fixed order.
    static func texts(
        _ fields: Set<PickListSearchField>, title: String, subtitle: @autoclosure () -> String?, keywords: [String],
        section: @autoclosure () -> String?
    ) -> [String] {
        var texts: [String] = []
        if fields.contains(.title) { texts.append(title) }
        if fields.contains(.subtitle), let subtitle = subtitle() { texts.append(subtitle) }
        if fields.contains(.keywords) { texts += keywords }
        if fields.contains(.section), let section = section() { texts.append(section) }
        return texts
    }
}
