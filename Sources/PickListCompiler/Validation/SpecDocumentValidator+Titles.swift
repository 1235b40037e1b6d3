import PickListKit

/// `duplicate-title` between items: two items users cannot tell apart.
extension SpecDocumentValidator {
    /// What users tell items apart by: the section they are listed in (its header), the title
    /// and the subtitle. Titles and subtitles are compared as Swift strings (exactly, up to
    /// Unicode canonical equivalence; not case-folded); a blank subtitle shows as none, so it
    /// counts as none.
    ///
    /// The looks seen so far are kept by title, each title's looks in a short array: a
    /// dictionary keyed by a struct of the three would make the Swift runtime scan every
    /// conformance record for the struct's `Hashable` conformance the first time, as costly as
    /// validating a small spec (docs/performance.md, "The pipeline").
    struct ItemLooks {
        private struct Look {
            var section: Int?
            var subtitle: String?
            var location: SourceLocation
        }

        /// The first look of each title, then any others (seldom any: no array until then).
        private var byTitle: [String: (first: Look, more: [Look])] = [:]

        init(capacity: Int) {
            byTitle.reserveCapacity(capacity)
        }

        /// Where an earlier item looked the same, or `nil` after remembering this one.
        mutating func first(section: Int?, title: String, subtitle: String?, at location: SourceLocation) -> SourceLocation? {
            let look = Look(section: section, subtitle: subtitle, location: location)
            guard let index = byTitle.index(forKey: title) else {
                byTitle[title] = (look, [])
                return nil
            }
            let seen = byTitle.values[index]
            if let same = ([seen.first] + seen.more).first(where: { $0.section == section && $0.subtitle == subtitle }) {
                return same.location
            }
            byTitle.values[index].more.append(look)
            return nil
        }
    }

    /// Warns when `parsed` looks like an earlier item of its section (same title, same
    /// subtitle or none); otherwise remembers it in `looks`. An item whose title or subtitle
    /// could not be read is skipped.
    mutating func checkDuplicateTitle(of parsed: ParsedItem, looks: inout ItemLooks) {
        guard var title = parsed.title, parsed.isSubtitleKnown else { return }
        var subtitle = parsed.subtitle
        // A format (`title_arguments`) shows as filled in: items sharing it differ by their arguments.
        if let arguments = parsed.titleArguments { title = PickListFormat.text(translation: title, development: title, arguments: arguments) }
        if let arguments = parsed.subtitleArguments, let format = subtitle {
            subtitle = PickListFormat.text(translation: format, development: format, arguments: arguments)
        }
        subtitle = subtitle.flatMap { Self.isBlank($0) ? nil : $0 }
        guard let first = looks.first(section: parsed.section, title: title, subtitle: subtitle, at: parsed.location) else {
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
