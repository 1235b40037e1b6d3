import PickListCompiler

/// One line of what `picklist preview` shows, top to bottom: a section's header, the gap
/// before an untitled section, or a row.
package enum PreviewLine: Hashable, Sendable {
    /// The header of a titled section.
    case header(String)
    /// The start of an untitled section that follows another one (the all-row's own section
    /// in a list with sections): a grouped table leaves a gap there.
    case gap
    /// A row: the all-row or an item.
    case row(PreviewRow)

    /// The row, or `nil` for a header or a gap.
    package var row: PreviewRow? {
        if case .row(let row) = self { return row }
        return nil
    }
}

/// A row as shown: its texts, whether it can be tapped and whether it shows a checkmark (or,
/// in edit mode, a filled circle).
package struct PreviewRow: Hashable, Sendable {
    /// The item's id; `nil` for the all-row.
    package var id: String?
    /// The title shown (translated for a localized list).
    package var title: String
    /// The subtitle shown under the title, if any.
    package var subtitle: String?
    /// Whether the row can be selected; a disabled row is drawn greyed.
    package var isEnabled: Bool
    /// Whether the row shows a checkmark.
    package var isChecked: Bool

    package init(id: String?, title: String, subtitle: String? = nil, isEnabled: Bool = true, isChecked: Bool = false) {
        self.id = id
        self.title = title
        self.subtitle = subtitle
        self.isEnabled = isEnabled
        self.isChecked = isChecked
    }

    /// Whether this is the "select all" row.
    package var isAllRow: Bool { id == nil }
}

/// A displayed section: its header (`nil` for none) and its rows.
package struct PreviewSection: Hashable, Sendable {
    package var title: String?
    package var rows: [PreviewRow]

    package init(title: String?, rows: [PreviewRow]) {
        self.title = title
        self.rows = rows
    }
}
