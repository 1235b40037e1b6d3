package import PickListKit

extension Spec {
    /// The keys of this list's texts, or `nil` when the list is not localized: the runtime's
    /// own scheme (`PickListLocalizationKeys`), so the generated code, `picklist strings` and
    /// `picklist preview` name each text as an app reads it.
    package var localizationKeys: PickListLocalizationKeys? {
        localization.map {
            PickListLocalizationKeys(
                name: name, table: $0.table ?? PickListLocalizationKeys.defaultTable, keys: $0.keys,
                appKeys: appKeys.map { $0.stableKey + "\t" + $0.appKey }.joined(separator: "\n"))
        }
    }

    /// The app's own keys the spec gives (`title_key`, `subtitle_key`, `footer_key`), each
    /// with the stable key of the text it replaces, in display order: the list's title, the
    /// all-row's, the runtime footer, then each section's title and footer and its items'
    /// title and subtitle. Empty for a list that names none.
    package var appKeys: [(stableKey: String, appKey: String)] {
        let keys = PickListLocalizationKeys(name: name)
        var pairs: [(stableKey: String, appKey: String)] = []
        if let titleKey { pairs.append((keys.listTitle, titleKey)) }
        if let key = allRow?.titleKey { pairs.append((keys.allRowTitle, key)) }
        if let key = allRow?.deselectTitleKey { pairs.append((keys.allDeselectTitle, key)) }
        if let runtimeFooterKey { pairs.append((keys.listFooter, runtimeFooterKey)) }
        // The summary's format keys; `all` without a text of its own shows `other`'s, so it is
        // read under `other`'s key too.
        for text in PickListSummaryFormat.Text.allCases {
            if let key = summaryKeys[text] ?? (text == .all && summary.all == nil ? summaryKeys[.other] : nil) {
                pairs.append((keys.summary(text), key))
            }
        }
        for section in sections {
            if let key = section.titleKey, let id = section.id { pairs.append((keys.sectionTitle(id: id), key)) }
            if let key = section.footerKey {
                if section.title == nil {
                    pairs.append((keys.listFooter, key))
                } else if let id = section.id {
                    pairs.append((keys.sectionFooter(id: id), key))
                }
            }
            for item in section.items {
                if let key = item.titleKey { pairs.append((keys.itemTitle(id: item.id), key)) }
                if let key = item.subtitleKey, item.subtitle != nil { pairs.append((keys.itemSubtitle(id: item.id), key)) }
            }
        }
        return pairs
    }
}
