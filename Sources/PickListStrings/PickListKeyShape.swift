import PickListCompiler
import PickListKit

/// Whether a catalog key is built like the keys of `PickListLocalizationKeys`, and which
/// list it belongs to.
///
/// `<Name>.title`, `<Name>.all`, `<Name>.section.<id>`, `<Name>.summary.none|one|other|all`,
/// `<Name>.message.maximum|minimum|disabled|locked|not_editing`,
/// `<Name>.accessibility.unavailable|some_selected`,
/// `<Name>.<id>.title` and `<Name>.<id>.subtitle`, where `<Name>` starts with an uppercase
/// letter and `<Name>` and each `<id>` hold only letters, digits and `_`. Keys Xcode extracts
/// from code are sentences (`Add %@ to favorites`) and almost never look like this.
enum PickListKeyShape {
    /// The list name of a key built like a pick-list key, or `nil` for any other key.
    static func listName(of key: String) -> String? {
        let parts = key.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2 || parts.count == 3, parts.allSatisfy(isIdentifier) else { return nil }
        let name = parts[0]
        guard let first = name.unicodeScalars.first, first.properties.isUppercase else { return nil }
        switch (parts.count, parts[1], parts.last!) {
        case (2, "title", _), (2, "all", _): return String(name)
        case (3, "section", _): return String(name)
        case (3, "summary", "none"), (3, "summary", "one"), (3, "summary", "other"), (3, "summary", "all"): return String(name)
        case (3, "message", let text) where PickListMessages.Text(rawValue: String(text)) != nil: return String(name)
        case (3, "accessibility", let text) where PickListAccessibilityText(rawValue: String(text)) != nil: return String(name)
        case (3, _, "title"), (3, _, "subtitle"): return String(name)
        default: return nil
        }
    }

    private static func isIdentifier(_ part: Substring) -> Bool {
        !part.isEmpty && part.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || $0.properties.numericType == .decimal }
    }
}
