/// Where a mixed list's written rows go among the app's rows: the one rule shared by
/// ``PickListRows``' mixed lists and `picklist preview`.
///
/// - Written `items` join the app's rows when the app gives them without sections: one
///   section, the written rows at its top (`written: first`) or bottom, as a table view shows
///   "Default" above the themes.
/// - Otherwise (the app gives sections, or the spec writes `sections`, even one untitled
///   section) the written rows keep sections of their own, before or after the app's: written
///   `items` an untitled section, written sections with their titles and footers.
/// - The footer of written `items` is the list's footer: it goes under the last section of
///   rows unless the app gave that section one.
package enum MixedSections {
    /// The sections to show, and whether they are one untitled section (a list without
    /// sections, whose all-row is a row of it rather than a section of its own).
    /// `writtenIsSections`: the spec writes `sections` (``MixedPickList/keepsWrittenSections``),
    /// so even one untitled section of written rows stays a section of its own.
    package static func place<ID>(
        written: [PickListEntrySection<ID>], writtenIsSections: Bool, app: [PickListEntrySection<ID>],
        appIsUnsectioned: Bool, position: PickListWrittenPosition
    ) -> (sections: [PickListEntrySection<ID>], isUnsectioned: Bool) {
        let writtenIsUnsectioned = written.count == 1 && written[0].title == nil
        if writtenIsUnsectioned && app.isEmpty {
            return (written, true)
        }
        let writtenIsItems = writtenIsUnsectioned && !writtenIsSections
        if writtenIsItems && appIsUnsectioned && app.count == 1 {
            var section = app[0]
            section.entries = position == .first ? written[0].entries + section.entries : section.entries + written[0].entries
            section.footer = section.footer ?? written[0].footer
            return ([section], true)
        }
        var writtenSections = written
        var listFooter: String?
        if writtenIsItems {
            listFooter = writtenSections[0].footer
            writtenSections[0].footer = nil
        }
        var sections = position == .first ? writtenSections + app : app + writtenSections
        if let listFooter, sections[sections.count - 1].footer == nil {
            sections[sections.count - 1].footer = listFooter
        }
        return (sections, false)
    }
}
