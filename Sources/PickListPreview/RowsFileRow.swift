import PickListCompiler
import PickListKit
import PickListSupport

/// One row of a `--rows` file as read, field by field, before it becomes a `PickListEntry`:
/// the JSON and the CSV reader fill it each from its own syntax, and
/// ``RowsFileReader/add(_:number:at:)`` checks what concerns the row as a whole.
struct RowsFileRow {
    var id: String?
    var title: String?
    var subtitle: String?
    var isEnabled = true
    var keywords: [String] = []
    var section: String?
    var symbol: String?
    var asset: String?
    var isExclusive = false
    var isAction = false
    var isSelectable = true
    var indent = 0
    /// Where `exclusive: true` is written: an action row ignores it.
    var exclusivePosition: TextPosition?
    /// Where `selectable: false` is written: an action row ignores it.
    var selectablePosition: TextPosition?

    /// The fields whose value is `true` or `false`, named as the spec's item keys are.
    static let flags = ["enabled", "exclusive", "action", "selectable"]

    /// Sets the flag field `name` (one of ``flags``) written at `position`.
    mutating func set(flag name: String, to value: Bool, at position: TextPosition) {
        switch name {
        case "enabled": isEnabled = value
        case "exclusive":
            isExclusive = value
            exclusivePosition = value ? position : nil
        case "action": isAction = value
        default:
            isSelectable = value
            selectablePosition = value ? nil : position
        }
    }

    /// What leaving a flag out means (a CSV row's empty field): the runtime's default.
    static func omitted(flag name: String) -> String {
        switch name {
        case "enabled": "enabled"
        case "exclusive": "not exclusive"
        case "action": "not an action row"
        default: "selectable"
        }
    }

    /// The levels of an `indent` written as `text` (a JSON number's text, a CSV field): a
    /// whole number from 0 to the spec's deepest indent, as an item's `indent`; `nil` for
    /// anything else.
    static func indent(_ text: String) -> Int? {
        guard let levels = Int(text), (0...Spec.Item.maximumIndent).contains(levels) else { return nil }
        return levels
    }

    /// What to write instead of an `indent` that is not one (``indent(_:)`` gave `nil`).
    static func indentHint(_ text: String) -> String {
        var hint = "write a whole number of levels from 0 to \(Spec.Item.maximumIndent)"
        if let levels = Int(text), levels > Spec.Item.maximumIndent {
            hint += "; \(Spec.Item.maximumIndent) is the deepest a row is drawn (PickListEntry draws a deeper folder of a tree at \(Spec.Item.maximumIndent)), so write \(Spec.Item.maximumIndent) for it"
        }
        return hint
    }

    /// The row as the app would give it, its id and title given.
    func entry(id: String, title: String) -> PickListEntry<String> {
        PickListEntry(
            id: id, title: title, subtitle: subtitle, isEnabled: isEnabled, keywords: keywords,
            image: symbol.map(PickListImage.symbol) ?? asset.map(PickListImage.asset),
            isExclusive: isExclusive, isAction: isAction, isSelectable: isSelectable, indent: indent)
    }
}
