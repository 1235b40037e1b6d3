/// What a row is and does beyond its texts, the same for an enum list's written item
/// (``PickListItemInfo``) and a runtime list's row (``PickListEntry``): whether it may be
/// selected, how taps treat it, how it is drawn and what search matches.
///
/// One value, so that converting a row from one shape to the other (a mixed list's written
/// rows among the app's, ``PickListMixedID``) carries every trait, including any added later.
public struct PickListRowTraits: Hashable, Sendable {
    /// Whether the row can be selected. A disabled row is shown but never selected.
    public var isEnabled: Bool
    /// Extra words search matches besides the title's.
    public var keywords: [String]
    /// The image shown before the title (an SF Symbol or an asset), if any.
    public var image: PickListImage?
    /// Multiple-selection lists: whether the row is exclusive, a "None of these" row:
    /// selecting it deselects every other row, selecting another row deselects it, and the
    /// all-row neither selects nor counts it. A single-selection list ignores it.
    public var isExclusive: Bool
    /// Whether the row is an action row ("Custom…", "Add Sound…"): it chooses nothing. A tap
    /// on it changes no selection and returns ``PickListOutcome/action`` with the change
    /// naming the row; nothing selects it, and `{total}`, the all-row, `min` and `max` leave
    /// it out. Draw it as a button row (no checkmark). An action row is neither exclusive nor
    /// selected only by the app: those flags are ignored on it.
    public var isAction: Bool
    /// Whether a tap may select the row: `false` for a row only the app selects (a "Custom"
    /// preset shown checked when the settings match no other). A tap on it is refused
    /// (``PickListRejection/notSelectable``), the all-row neither selects nor counts it, and
    /// the app selects it with `select`. It is drawn as any row, not dimmed.
    public var isSelectable: Bool
    /// How far the row is indented, in levels: 0 at the list's edge, 1 for a row under
    /// another (a folder under its account), at most ``maximumIndent``. Draw it indented; the
    /// rules ignore it. A level outside `0...maximumIndent`, given here or to the initialiser, is
    /// clamped into it: a folder tree deeper than 10 levels draws its deeper folders at 10.
    public var indent: Int {
        didSet { indent = Self.clampedIndent(indent) }
    }

    /// The deepest a row is indented, in levels (10): a spec's `indent` and a preview's rows
    /// file refuse more, and ``indent`` clamps a deeper level to it.
    public static var maximumIndent: Int { 10 }

    /// `levels` within `0...maximumIndent`.
    static func clampedIndent(_ levels: Int) -> Int {
        min(max(levels, 0), maximumIndent)
    }

    /// Traits; the defaults are a plain row: enabled, selectable, not indented.
    public init(
        isEnabled: Bool = true, keywords: [String] = [], image: PickListImage? = nil, isExclusive: Bool = false,
        isAction: Bool = false, isSelectable: Bool = true, indent: Int = 0
    ) {
        self.isEnabled = isEnabled
        self.keywords = keywords
        self.image = image
        self.isExclusive = isExclusive
        self.isAction = isAction
        self.isSelectable = isSelectable
        self.indent = Self.clampedIndent(indent)
    }
}
