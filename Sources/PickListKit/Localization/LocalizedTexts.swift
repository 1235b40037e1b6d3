/// The displayed texts of one localized list: its spec's texts translated through the
/// installed ``PickListLocalizer``, each asked for once and kept until another localizer is
/// installed.
///
/// Every text has a slot in one array (list title, all-row, the four summary texts, section
/// titles, item titles, item subtitles), filled on first read; the search words and the
/// translated sections are built whole on first use. Reading a cached text costs two
/// uncontended lock acquisitions and an array read. The localizer is called outside the
/// lock, so a slow localizer never blocks other readers, and a localizer that reads a pick
/// list's texts cannot deadlock.
final class LocalizedTexts<Item: PickList>: Sendable {
    /// Where each kind of text starts in ``Cache/texts``.
    private struct Slots: Sendable {
        let sectionCount: Int
        let itemCount: Int

        static var listTitle: Int { 0 }
        static var allRowTitle: Int { 1 }
        static func summary(_ text: PickListSummaryFormat.Text) -> Int {
            switch text {
            case .none: 2
            case .one: 3
            case .other: 4
            case .all: 5
            }
        }
        func section(_ index: Int) -> Int { 6 + index }
        func itemTitle(_ ordinal: Int) -> Int { 6 + sectionCount + ordinal }
        func itemSubtitle(_ ordinal: Int) -> Int { 6 + sectionCount + itemCount + ordinal }
        var count: Int { 6 + sectionCount + 2 * itemCount }
    }

    private struct Cache {
        /// The installation of the localizer these texts came from.
        var generation: Int
        var texts: [String?]
        var searchWords: [[String]]?
        var sections: [PickListSection<Item>]?
        /// Each summary text's plural forms once asked for (by ``PickListSummaryFormat/Text``
        /// order): `.some(nil)` when the localizer has none.
        var summaryForms: [[PluralCategory: String]??] = [nil, nil, nil, nil]
        /// The rules of the localizer's language, looked up on the first plural read.
        var pluralRules: PluralRules?
    }

    let keys: PickListLocalizationKeys
    /// Each titled section's id, in order (untitled sections have none).
    private let sectionIDs: [String]
    private let slots: Slots
    private let cache: Locked<Cache>

    /// The items whose title or subtitle is a format key's text, by ordinal: the format and
    /// the item's arguments (`title_arguments`, `subtitle_arguments`).
    private let titleFormats: [Int: FormattedText]
    private let subtitleFormats: [Int: FormattedText]

    init(
        keys: PickListLocalizationKeys, sectionIDs: [String], itemCount: Int,
        titleFormats: [Int: FormattedText] = [:], subtitleFormats: [Int: FormattedText] = [:]
    ) {
        self.keys = keys
        self.titleFormats = titleFormats
        self.subtitleFormats = subtitleFormats
        self.sectionIDs = sectionIDs
        slots = Slots(sectionCount: sectionIDs.count, itemCount: itemCount)
        cache = Locked(Cache(generation: -1, texts: []))
    }

    // MARK: Texts

    func listTitle(default text: String) -> String {
        translated(slot: Slots.listTitle, key: keys.listTitle, default: text)
    }

    func allRowTitle(default text: String) -> String {
        translated(slot: Slots.allRowTitle, key: keys.allRowTitle, default: text)
    }

    /// A summary text; an empty text (`none` when the spec writes none) is not translated.
    func summary(_ text: PickListSummaryFormat.Text, default format: String) -> String {
        format.isEmpty ? format : translated(slot: Slots.summary(text), key: keys.summary(text), default: format)
    }

    /// A summary text for a selection of `count` of `total`: its plural form for the number
    /// that chooses (``PickListSummaryFormat/pluralNumber(of:count:total:)``), else its
    /// translation, else `format` when the translation is empty (the rule of
    /// ``PickListLocalizer/string(forKey:table:default:pluralFor:)``). The forms and the
    /// language's rules are asked for once per installed localizer; choosing is O(1).
    func summary(_ text: PickListSummaryFormat.Text, default format: String, count: Int, total: Int) -> String {
        guard !format.isEmpty, let (localizer, generation) = PickListLocalization.current else { return format }
        let number = PickListSummaryFormat.pluralNumber(of: format, count: count, total: total)
        if let number {
            // Both cached (the usual read after the first): one lock acquisition.
            let index = Slots.summary(text) - Slots.summary(.none)
            let cached = cache.withLock { cache -> ([PluralCategory: String]?, PluralRules)? in
                guard cache.generation == generation, let forms = cache.summaryForms[index], let rules = cache.pluralRules else { return nil }
                return (forms, rules)
            }
            if let (forms, rules) = cached, let forms, let form = rules.form(for: number, in: forms) { return form }
        }
        return PluralText.resolve(
            number, forms: pluralForms(text, format: format, localizer: localizer, generation: generation),
            rules: pluralRules(localizer: localizer, generation: generation),
            plain: self.text(slot: Slots.summary(text), key: keys.summary(text), default: format, localizer: localizer, generation: generation),
            default: format)
    }

    private func pluralForms(
        _ text: PickListSummaryFormat.Text, format: String, localizer: any PickListLocalizer, generation: Int
    ) -> [PluralCategory: String]? {
        let index = Slots.summary(text) - Slots.summary(.none)
        if let cached = cache.withLock({ $0.generation == generation ? $0.summaryForms[index] : nil }) { return cached }
        let forms = localizer.pluralForms(forKey: keys.key(for: keys.summary(text), text: format), table: keys.table)
        store(generation) { $0.summaryForms[index] = .some(forms) }
        return forms
    }

    private func pluralRules(localizer: any PickListLocalizer, generation: Int) -> PluralRules {
        if let cached = cached(generation, \.pluralRules) { return cached }
        let rules = PluralRules(localeIdentifier: localizer.languageIdentifier ?? "")
        store(generation) { $0.pluralRules = rules }
        return rules
    }

    func itemTitle(ordinal: Int, id: String, default text: String) -> String {
        let format = titleFormats[ordinal]
        return translated(slot: slots.itemTitle(ordinal), key: keys.itemTitle(id: id), default: format?.format ?? text, arguments: format?.arguments)
    }

    func itemSubtitle(ordinal: Int, id: String, default text: String?) -> String? {
        guard let text else { return nil }
        let format = subtitleFormats[ordinal]
        return translated(
            slot: slots.itemSubtitle(ordinal), key: keys.itemSubtitle(id: id), default: format?.format ?? text, arguments: format?.arguments)
    }

    /// The displayed sections with their titles translated: the `n`-th titled section is the
    /// `n`-th of ``sectionIDs``.
    func sections(_ sections: [PickListSection<Item>]) -> [PickListSection<Item>] {
        guard let (localizer, generation) = PickListLocalization.current else { return sections }
        if let cached = cached(generation, \.sections) { return cached }
        var titled = 0
        let translated = sections.map { section in
            guard let title = section.title else {
                // The untitled section of a list without sections: its footer is the list's.
                guard let footer = section.footer else { return section }
                return PickListSection(
                    title: nil, rows: section.rows,
                    footer: localizer.string(forKey: keys.key(for: keys.listFooter, text: footer), table: keys.table, default: footer))
            }
            defer { titled += 1 }
            let text = self.text(slot: slots.section(titled), key: keys.sectionTitle(id: sectionIDs[titled]), default: title, localizer: localizer, generation: generation)
            // Footers are read once per localizer generation, with the sections they belong to.
            let footer = section.footer.map {
                localizer.string(forKey: keys.key(for: keys.sectionFooter(id: sectionIDs[titled]), text: $0), table: keys.table, default: $0)
            }
            return PickListSection(title: text, rows: section.rows, footer: footer)
        }
        store(generation) { $0.sections = translated }
        return translated
    }

    /// The search words of every item, from `texts` of its translated title (its keywords,
    /// and what else the list searches); `nil` when no localizer is installed (search then
    /// uses the spec's titles).
    func searchWords(
        ids: [String], items: [PickListItemInfo<Item>], texts: (Int, String, String?) -> [String]
    ) -> [[String]]? {
        guard let (localizer, generation) = PickListLocalization.current else { return nil }
        if let cached = cached(generation, \.searchWords) { return cached }
        let words = items.indices.map { ordinal in
            let format = titleFormats[ordinal]
            let title = text(
                slot: slots.itemTitle(ordinal), key: keys.itemTitle(id: ids[ordinal]), default: format?.format ?? items[ordinal].title,
                arguments: format?.arguments, localizer: localizer, generation: generation)
            return SearchFolding.words(of: texts(ordinal, title, nil))
        }
        store(generation) { $0.searchWords = words }
        return words
    }

    // MARK: The cache

    private func translated(
        slot: Int, key: @autoclosure () -> String, default text: String, arguments: [PickListFormatArgument]? = nil
    ) -> String {
        guard let (localizer, generation) = PickListLocalization.current else {
            return arguments.map { PickListFormat.text(translation: text, development: text, arguments: $0) } ?? text
        }
        return self.text(slot: slot, key: key(), default: text, arguments: arguments, localizer: localizer, generation: generation)
    }

    /// The translation of `text`, kept in `slot`; with `arguments`, `text` is a format key's
    /// development format and the translation's format (or, when the translation's
    /// placeholders differ, the development format) is filled in with them.
    private func text(
        slot: Int, key: @autoclosure () -> String, default text: String, arguments: [PickListFormatArgument]? = nil,
        localizer: any PickListLocalizer, generation: Int
    ) -> String {
        let cached = cache.withLock { $0.generation == generation ? $0.texts[slot] : nil }
        if let cached { return cached }
        var translation = localizer.string(forKey: keys.key(for: key(), text: text), table: keys.table, default: text)
        if let arguments {
            translation = PickListFormat.text(
                translation: translation, development: text, arguments: arguments, symbols: localizer.numberSymbols)
        }
        store(generation) { $0.texts[slot] = translation }
        return translation
    }

    private func cached<Value>(_ generation: Int, _ value: KeyPath<Cache, Value?>) -> Value? {
        cache.withLock { $0.generation == generation ? $0[keyPath: value] : nil }
    }

    /// Stores into the cache of `generation`, starting it afresh when it holds another
    /// generation's texts. A generation older than the cache's is dropped: a newer
    /// localizer was installed meanwhile.
    private func store(_ generation: Int, _ update: (inout Cache) -> Void) {
        cache.withLock { cache in
            if cache.generation != generation {
                guard cache.generation < generation else { return }
                cache = Cache(generation: generation, texts: Array(repeating: nil, count: slots.count))
            }
            update(&cache)
        }
    }
}
