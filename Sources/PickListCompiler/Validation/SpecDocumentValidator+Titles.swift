/// `duplicate-title` between items: two items users cannot tell apart.
extension SpecDocumentValidator {
    /// What users tell items apart by: the section they are listed in (its header), the title
    /// and the subtitle. Titles and subtitles are compared as Swift strings (exactly, up to
    /// Unicode canonical equivalence; not case-folded); a blank subtitle shows as none, so it
    /// counts as none.
    struct ItemLook: Hashable {
        var section: Int?
        var title: String
        var subtitle: String?
    }

    /// Warns when `parsed` looks like an earlier item of its section (same title, same
    /// subtitle or none); otherwise remembers it in `firstByLook`. An item whose title or
    /// subtitle could not be read is skipped.
    mutating func checkDuplicateTitle(of parsed: ParsedItem, firstByLook: inout [ItemLook: SourceLocation]) {
        guard let title = parsed.title, parsed.isSubtitleKnown else { return }
        let subtitle = parsed.subtitle.flatMap { Self.isBlank($0) ? nil : $0 }
        let look = ItemLook(section: parsed.section, title: title, subtitle: subtitle)
        guard let first = firstByLook[look] else {
            firstByLook[look] = parsed.location
            return
        }
        let items = parsed.section == nil ? "two items" : "two items of one section"
        let message: String
        let note: String
        if let subtitle {
            message = "\(items) show the same title '\(title)' and subtitle '\(subtitle)'; users cannot tell them apart (change one title or subtitle)"
            note = "first item with this title and subtitle"
        } else {
            message = "\(items) show the same title '\(title)'; users cannot tell them apart (change one title, or give them different subtitles)"
            note = "first item with this title"
        }
        warning(.duplicateTitle, message, at: parsed.location, notes: [.init(note, at: first)])
    }
}
