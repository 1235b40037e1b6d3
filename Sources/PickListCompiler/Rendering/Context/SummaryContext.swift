import Mustache
import PickListKit

/// The summary formats of a list (fallbacks applied) in the template context.
final class SummaryContext: ContextLevel {
    static let keys = [
        "none", "noneLiteral", "noneJSON", "one", "oneLiteral", "oneJSON",
        "other", "otherLiteral", "otherJSON", "all", "allLiteral", "allJSON",
        "noneKey", "oneKey", "otherKey", "allKey",
    ]

    private let summary: Spec.Summary
    private let keys: PickListLocalizationKeys?

    init(_ summary: Spec.Summary, keys: PickListLocalizationKeys? = nil) {
        self.summary = summary
        self.keys = keys
    }

    func child(named name: String) -> Any? {
        RenderedText.wrapping(value(named: name))
    }

    private func value(named name: String) -> Any? {
        switch name {
        case "none": summary.none
        case "noneLiteral": LiteralEscaping.swiftString(summary.none)
        case "noneJSON": LiteralEscaping.jsonString(summary.none)
        case "one": summary.one
        case "oneLiteral": LiteralEscaping.swiftString(summary.one)
        case "oneJSON": LiteralEscaping.jsonString(summary.one)
        case "other": summary.other
        case "otherLiteral": LiteralEscaping.swiftString(summary.other)
        case "otherJSON": LiteralEscaping.jsonString(summary.other)
        case "all": summary.all
        case "allLiteral": LiteralEscaping.swiftString(summary.all)
        case "allJSON": LiteralEscaping.jsonString(summary.all)
        // Translation keys ("" for a list that is not localized; `none` has one only when
        // its text is not empty, as `picklist strings` writes them).
        case "noneKey": summary.none.isEmpty ? "" : keys?.summary(.none) ?? ""
        case "oneKey": keys?.summary(.one) ?? ""
        case "otherKey": keys?.summary(.other) ?? ""
        case "allKey": keys?.summary(.all) ?? ""
        default: nil
        }
    }
}
