import PickListCompiler
package import PickListKit

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
    /// The explanatory text under a section's rows (`footer` in the spec).
    case footer(String)

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
    /// The all-row while some but not all items are selected: the mixed state of a "select
    /// all" checkbox (WAI-ARIA's `aria-checked="mixed"`), drawn as a dash.
    package var isMixed: Bool
    /// The image before the title (`symbol` or `image` in the spec), if any.
    package var image: PickListImage?
    /// The item's `value` as text (`30`), in a list with `value_type`.
    package var value: String?
    /// An exclusive item (`exclusive: true`, a "None of these" row): selecting it clears the
    /// others, selecting another clears it.
    package var isExclusive: Bool
    /// The values that read as this item besides its own (`value_aliases`), as text.
    package var valueAliases: [String] = []
    /// Whether an unknown stored id or value reads as this item (`fallback`).
    package var isFallback = false
    /// Whether this is the item that no stored value means (`absent`): the app stores nothing
    /// (`nil`) for it.
    package var isAbsent = false
    /// Whether the app made the item unavailable at runtime (it is drawn as a disabled row;
    /// a tap on it is refused with the list's `messages.disabled`).
    package var isUnavailable = false
    /// An action row (`action: true`, "Add Sound…"): a button, drawn without a checkmark.
    package var isAction = false
    /// Whether a tap may select the row: `false` for a row only the app selects
    /// (`selectable: false`), drawn as any row.
    package var isSelectable = true
    /// How far the row is indented, in levels (`indent` in the spec).
    package var indent = 0
    /// The item's values of the list's `fields` as text, in their order (`nil` for an optional
    /// field it leaves out); empty for a list without fields, and for the all-row.
    package var fieldValues: [String?] = []

    package init(
        id: String?, title: String, subtitle: String? = nil, isEnabled: Bool = true, isChecked: Bool = false,
        isMixed: Bool = false, image: PickListImage? = nil, value: String? = nil, isExclusive: Bool = false
    ) {
        self.isExclusive = isExclusive
        self.id = id
        self.title = title
        self.subtitle = subtitle
        self.isEnabled = isEnabled
        self.isChecked = isChecked
        self.isMixed = isMixed
        self.image = image
        self.value = value
    }

    /// Whether this is the "select all" row.
    package var isAllRow: Bool { id == nil }
}

/// A displayed section: its header (`nil` for none), its rows and the text under them.
package struct PreviewSection: Hashable, Sendable {
    package var title: String?
    package var rows: [PreviewRow]
    /// The explanatory text under the rows (`footer` in the spec), or `nil`.
    package var footer: String?

    package init(title: String?, rows: [PreviewRow], footer: String? = nil) {
        self.title = title
        self.rows = rows
        self.footer = footer
    }
}
