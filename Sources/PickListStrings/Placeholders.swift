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
        if let printf = formatMismatch(source: source, translation: translation) { parts.append(printf) }
        return parts.isEmpty ? nil : parts.joined(separator: " and ")
    }

    /// What a translation of a format key's text (a printf format: `%lld hours`) does wrong
    /// with its placeholders: `drops %lld`, `adds %@`, `takes %@ for %lld`, `has '%s', which
    /// PickListKit does not fill` (PickListKit would show the source text instead); `nil` when
    /// each argument is taken as in the source, or the source is no format. A source whose
    /// `%` reads only as a space-flagged placeholder ("100% done") is plain text.
    static func formatMismatch(source: String, translation: String) -> String? {
        guard source.contains("%"), let format = try? PickListFormat(source), format.hasPlaceholders,
            !format.placeholders.contains(where: { $0.text.dropFirst().first == " " })
        else { return nil }
        let translated: PickListFormat
        do {
            translated = try PickListFormat(translation)
        } catch {
            // The placeholder as written: from its `%` to its conversion.
            let rest = Array(translation).dropFirst(error.offset)
            var placeholder = ""
            for character in rest {
                placeholder.append(character)
                if placeholder.count > 1, character.isLetter || character == "@" { break }
            }
            return "has '\(placeholder)', a placeholder PickListKit does not fill (it shows the source text instead), in place of those"
        }
        guard !format.accepts(translated) else { return nil }
        func written(_ format: PickListFormat) -> [Int: PickListFormat.Placeholder] {
            var byArgument: [Int: PickListFormat.Placeholder] = [:]
            for placeholder in format.placeholders where byArgument[placeholder.argument] == nil { byArgument[placeholder.argument] = placeholder }
            return byArgument
        }
        let expected = written(format)
        let found = written(translated)
        var parts: [String] = []
        let dropped = expected.keys.sorted().filter { found[$0] == nil }.compactMap { expected[$0]?.text }
        let added = found.keys.sorted().filter { expected[$0] == nil }.compactMap { found[$0]?.text }
        let changed = expected.keys.sorted().compactMap { argument -> String? in
            guard let source = expected[argument], let other = found[argument], source.kind != other.kind else { return nil }
            return "takes \(other.text) for \(source.text)"
        }
        if !dropped.isEmpty { parts.append("drops " + dropped.joined(separator: ", ")) }
        if !added.isEmpty { parts.append("adds " + added.joined(separator: ", ")) }
        parts += changed
        return parts.isEmpty ? nil : parts.joined(separator: " and ")
    }
}

