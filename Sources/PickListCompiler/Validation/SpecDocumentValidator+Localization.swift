import PickListKit

/// `localization`: whether and where a list's texts are translated, and the check that its
/// translation keys are unique (keys are built from the list's name and ids, see
/// `PickListLocalizationKeys`, so two ids can make one key).
extension SpecDocumentValidator {
    /// `localization: true`, `false` or `{table: NAME, keys: stable|text, default_texts:
    /// include|omit}`; `nil` for `false` and for an invalid value (reported).
    mutating func resolveLocalization(_ pair: Node.Pair) -> Spec.Localization? {
        guard case .on(let keys) = switchOrMapping(pair, key: "localization", allowed: SpecKeys.localization, mappingKeys: "table, keys, default_texts") else {
            return nil
        }
        var localization = Spec.Localization()
        if let defaultsPair = keys?["default_texts"] {
            guard let defaultTexts = enumValue(defaultsPair, key: "default_texts", as: Spec.DefaultTexts.self) else { return nil }
            localization.defaultTexts = defaultTexts
        }
        if let keysPair = keys?["keys"] {
            guard let style = enumValue(keysPair, key: "keys", as: PickListLocalizationKeys.Style.self) else { return nil }
            localization.keys = style
        }
        guard let tablePair = keys?["table"] else { return localization }
        guard let table = string(tablePair, key: "table") else { return nil }
        guard Self.isTableName(table) else {
            error(
                .invalidValue,
                "invalid table '\(table)': a table names the files '\(table).xcstrings' and '\(table).strings', so it may contain only letters, digits, '_', '-' and '.', and not start with '.'",
                at: tablePair.value)
            return nil
        }
        localization.table = table
        return localization
    }

    /// `language`: a locale identifier (`en`, `de`, `pt_BR`, `zh-Hant`): two or three
    /// letters, then parts of letters and digits after `-` or `_`.
    mutating func resolveLanguage(_ pair: Node.Pair) -> String? {
        guard let language = string(pair, key: "language") else { return nil }
        guard Self.isLanguageIdentifier(language) else {
            error(
                .invalidValue,
                "invalid language '\(language)': write the language the texts are in as a locale identifier, such as 'en', 'de' or 'pt_BR'",
                at: pair.value)
            return nil
        }
        return language
    }

    /// Whether `text` reads as a locale identifier: a language of two or three ASCII letters,
    /// then any parts of ASCII letters and digits after `-` or `_` (`en`, `pt_BR`, `zh-Hant-TW`).
    static func isLanguageIdentifier(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        let isASCIIAlphanumeric = { (part: Substring) in
            !part.isEmpty && part.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }
        }
        guard let first = parts.first, (2...3).contains(first.count) else { return false }
        return first.unicodeScalars.allSatisfy { $0.isASCII && $0.properties.isAlphabetic } && parts.dropFirst().allSatisfy(isASCIIAlphanumeric)
    }

    static func isTableName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first != "." else { return false }
        return name.unicodeScalars.allSatisfy { scalar in
            scalar == "_" || scalar == "-" || scalar == "." || (scalar.isASCII && scalar.properties.isAlphabetic)
                || (scalar.value >= 0x30 && scalar.value <= 0x39)
        }
    }

    /// Reports a titled section without an id, and every two texts of the list whose keys
    /// are the same (two sections whose titles derive one id; the item `section` beside a
    /// section with the id `title`), with a note at the first. The keys of the list's title,
    /// all-row, summary, messages and accessibility values (`<Name>.title`, `<Name>.all`,
    /// `<Name>.summary.…`, `<Name>.message.…`, `<Name>.accessibility.…`) can meet no
    /// other: item keys end in `.title` or `.subtitle` after an id, section keys start
    /// `<Name>.section.`.
    ///
    /// Only the keys a text is read by take part: an item or section with its own key
    /// (`title_key`, …) or a list keyed by its texts (`keys: text`, where one text is one
    /// translation wherever it appears) has no stable key to clash, and an item whose id an
    /// earlier item has is reported once, as a `duplicate-id`, not again for its keys.
    mutating func checkLocalizationKeys(of parsed: ParsedItems, name: String, textKeys: Bool = false) {
        let keys = PickListLocalizationKeys(name: name)
        var owners: [String: (what: String, location: SourceLocation)] = [:]
        func claim(_ key: String, by what: String, at location: SourceLocation, fix: String) {
            if let first = owners[key] {
                error(
                    .duplicateID,
                    "\(what) has the translation key '\(key)', which \(first.what) has already; \(fix)",
                    at: location, notes: [.init("\(first.what) is here", at: first.location)])
            } else {
                owners[key] = (what, location)
            }
        }
        var itemIDs: Set<String> = []
        for section in parsed.sections {
            if let title = section.title, let idLocation = section.idLocation {
                if let id = section.id {
                    if section.titleKey == nil, !textKeys {
                        let fix = section.isIDDerived ? "give the section an 'id:' of its own" : "change the section's 'id:'"
                        claim(keys.sectionTitle(id: id), by: "the section '\(title)'", at: idLocation, fix: fix)
                    }
                } else if section.isIDDerived {
                    error(
                        .underivableID,
                        "cannot derive an id from the section title '\(title)' (it has no letter or digit), and a localized list keys each section's title by its id; add 'id:' to the section",
                        at: idLocation)
                }
            }
            // A section without a header has no title key, and its footer is keyed as the
            // list's footer: one such footer per list.
            if section.title == nil, section.footer != nil, let footerLocation = section.footerLocation, section.footerKey == nil, !textKeys {
                claim(
                    keys.listFooter, by: "the footer of a section without a title", at: footerLocation,
                    fix: "give one of the sections a 'title' (a titled section's footer is keyed by its id)")
            }
            for item in section.items {
                guard let id = item.id, itemIDs.insert(id).inserted, !textKeys else { continue }
                let fix = item.isDerived ? "give the item an 'id:' of its own" : "change the item's id"
                if item.titleKey == nil {
                    claim(keys.itemTitle(id: id), by: "the title of the item '\(id)'", at: item.idLocation, fix: fix)
                }
                if item.subtitle != nil, item.subtitleKey == nil {
                    claim(keys.itemSubtitle(id: id), by: "the subtitle of the item '\(id)'", at: item.idLocation, fix: fix)
                }
            }
        }
    }
}
