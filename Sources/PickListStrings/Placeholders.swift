import PickListCompiler
import PickListKit

/// The placeholders PickListKit fills in at run time: `{count}`, `{total}` and `{title}` of a
/// summary text, `{max}` and `{min}` of a refusal message (which has `{title}` too). A
/// translation must keep exactly those of its source text.
enum Placeholders {
    /// The placeholders PickListKit fills in, in the order messages list them (its own lists).
    static let names = PickListSummaryFormat.Placeholder.allCases.map(\.rawValue)
        + PickListMessages.Placeholder.allCases.map(\.rawValue).filter {
            !PickListSummaryFormat.Placeholder.allCases.map(\.rawValue).contains($0)
        }

    /// How often each placeholder occurs in `text` (other `{…}` are plain text).
    static func counts(in text: String) -> [String: Int] {
        var counts: [String: Int] = [:]
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            rest = rest[rest.index(after: open)...]
            guard let close = rest.firstIndex(of: "}") else { break }
            let name = String(rest[..<close])
            if names.contains(name) {
                counts[name, default: 0] += 1
                rest = rest[rest.index(after: close)...]
            }
        }
        return counts
    }

    /// What a translation does wrong compared with its source: `drops {total}`,
    /// `adds {title}`, `drops {count} and adds {title}`; `nil` when it keeps exactly the
    /// source's placeholders (each as often).
    static func mismatch(source: String, translation: String) -> String? {
        let expected = counts(in: source)
        let found = counts(in: translation)
        let dropped = names.filter { found[$0, default: 0] < expected[$0, default: 0] }
        let added = names.filter { found[$0, default: 0] > expected[$0, default: 0] }
        var parts: [String] = []
        if !dropped.isEmpty { parts.append("drops " + dropped.map { "{\($0)}" }.joined(separator: ", ")) }
        if !added.isEmpty { parts.append("adds " + added.map { "{\($0)}" }.joined(separator: ", ")) }
        return parts.isEmpty ? nil : parts.joined(separator: " and ")
    }
}
