import Mustache
import PickListKit

/// The summary texts of a list in the template context.
///
/// `none`, `one`, `other` and `all` (and their `…Literal`, `…JSON` forms) are the texts the
/// list shows, fallbacks applied by PickListKit (`PickListSummaryFormat.text(_:)`).
/// `writtenArguments` holds only the texts the spec writes, so generated code leaves the
/// fallbacks to the runtime.
final class SummaryContext: ContextLevel {
    static let keys = [
        "none", "noneLiteral", "noneJSON", "one", "oneLiteral", "oneJSON",
        "other", "otherLiteral", "otherJSON", "all", "allLiteral", "allJSON",
        "noneKey", "oneKey", "otherKey", "allKey", "writtenArguments",
    ]

    /// The texts as the spec writes them.
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
        case "none": summary.text(.none)
        case "noneLiteral": LiteralEscaping.swiftString(summary.text(.none))
        case "noneJSON": LiteralEscaping.jsonString(summary.text(.none))
        case "one": summary.text(.one)
        case "oneLiteral": LiteralEscaping.swiftString(summary.text(.one))
        case "oneJSON": LiteralEscaping.jsonString(summary.text(.one))
        case "other": summary.text(.other)
        case "otherLiteral": LiteralEscaping.swiftString(summary.text(.other))
        case "otherJSON": LiteralEscaping.jsonString(summary.text(.other))
        case "all": summary.text(.all)
        case "allLiteral": LiteralEscaping.swiftString(summary.text(.all))
        case "allJSON": LiteralEscaping.jsonString(summary.text(.all))
        // Translation keys ("" for a list that is not localized; `none` has one only when
        // its text is not empty, as `picklist strings` writes them).
        case "noneKey": summary.text(.none).isEmpty ? "" : key(.none)
        case "oneKey": key(.one)
        case "otherKey": key(.other)
        case "allKey": key(.all)
        case "writtenArguments": writtenArguments
        default: nil
        }
    }

    /// The arguments of `PickListSummaryFormat(…)` for the texts the spec writes, in the
    /// initialiser's order, e.g. `none: "No fruit", other: "{count} fruits"`; empty when it
    /// writes none.
    private var writtenArguments: String {
        let texts = PickListSummaryFormat.Text.allCases.compactMap { text in
            Self.written(text, in: summary).map { text.rawValue + ": " + LiteralEscaping.swiftString($0) }
        }
        let countFormats = PickListSummaryFormat.Text.allCases.filter(summary.countFormats.contains).map { "." + $0.rawValue }
        return (texts + (formsLiteral.map { ["forms: " + $0] } ?? [])
            + (countFormats.isEmpty ? [] : ["countFormats: [" + countFormats.joined(separator: ", ") + "]"])).joined(separator: ", ")
    }

    /// The inline plural forms as a Swift dictionary literal, texts and categories in
    /// PickListKit's order (`[.other: [.one: "{count} категория", .other: "{count} категории"]]`);
    /// `nil` when the spec writes none.
    private var formsLiteral: String? {
        guard !summary.forms.isEmpty else { return nil }
        let texts = PickListSummaryFormat.Text.allCases.compactMap { text -> String? in
            guard let forms = summary.forms[text] else { return nil }
            let entries = PluralCategory.allCases.compactMap { category in
                forms[category].map { "." + category.rawValue + ": " + LiteralEscaping.swiftString($0) }
            }
            return "." + text.rawValue + ": [" + entries.joined(separator: ", ") + "]"
        }
        return "[" + texts.joined(separator: ", ") + "]"
    }

    /// The inline plural forms as a JSON object, texts and categories in PickListKit's order
    /// (`{"other": {"one": "{count} категория", "other": "{count} категории"}}`; `{}` without).
    static func formsJSON(_ summary: Spec.Summary) -> String {
        let texts = PickListSummaryFormat.Text.allCases.compactMap { text -> String? in
            guard let forms = summary.forms[text] else { return nil }
            let entries = PluralCategory.allCases.compactMap { category in
                forms[category].map { LiteralEscaping.jsonString(category.rawValue) + ": " + LiteralEscaping.jsonString($0) }
            }
            return LiteralEscaping.jsonString(text.rawValue) + ": {" + entries.joined(separator: ", ") + "}"
        }
        return "{" + texts.joined(separator: ", ") + "}"
    }

    /// The text `summary` writes for `text`, or `nil`.
    static func written(_ text: PickListSummaryFormat.Text, in summary: Spec.Summary) -> String? {
        switch text {
        case .none: summary.none
        case .one: summary.one
        case .other: summary.other
        case .all: summary.all
        }
    }

    /// Whether the texts `summary` shows differ from those of a list without `summary`
    /// (PickListKit's fallbacks).
    static func differsFromTheDefaults(_ summary: Spec.Summary) -> Bool {
        let defaults = PickListSummaryFormat()
        return PickListSummaryFormat.Text.allCases.contains { summary.text($0) != defaults.text($0) }
    }

    /// The translation key of a summary text ("" for a list that is not localized).
    private func key(_ text: PickListSummaryFormat.Text) -> String {
        keys.map { $0.key(for: $0.summary(text), text: summary.text(text)) } ?? ""
    }
}
