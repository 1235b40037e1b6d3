/// What docs/validation-rules.md says about one rule id: when it is reported and how to fix it.
///
/// The table (``all``) is generated from the document's rule tables by `make rule-docs`, so the
/// document stays the one place a rule is described; the SARIF report hands it to code-scanning
/// tools as each rule's description and help. Cells are the document's Markdown, verbatim.
struct RuleDocumentation: Hashable, Sendable {
    /// The rule id, as printed in brackets after a message (`duplicate-id`).
    var id: String
    /// The severity the rule reports at.
    var severity: Diagnostic.Severity
    /// The "reported when" cell (Markdown).
    var reportedWhen: String
    /// The "fix" cell (Markdown).
    var fix: String

    /// The documentation of rule `id`, or `nil` for an id the document does not list.
    static func named(_ id: String) -> RuleDocumentation? {
        index[id]
    }

    private static let index: [String: RuleDocumentation] = Dictionary(
        all.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })

    /// One plain sentence: the "reported when" text without its parentheses and code marks,
    /// up to its first `;` or `. `, or its first `: ` after more than one word (`duplicate-id`:
    /// "Two items have the same id, compared after derivation, or two ids become the same
    /// Swift case."). Separators inside code (`` `max: 0` ``) do not count, and a sentence
    /// that starts with code is not capitalised.
    var summary: String {
        var text = ""
        var depth = 0
        var inCode = false
        var previous: Character = " "
        scan: for character in reportedWhen {
            defer { previous = character }
            if character == "`" {
                inCode.toggle()
                continue
            }
            if !inCode {
                switch character {
                case "(":
                    // "derivation (`Brave` …), or" reads "derivation, or".
                    if depth == 0 { while text.last == " " { text.removeLast() } }
                    depth += 1
                    continue
                case ")":
                    depth = max(depth - 1, 0)
                    continue
                case ";" where depth == 0:
                    break scan
                case " " where depth == 0 && (previous == "." || (previous == ":" && text.contains(" "))):
                    text.removeLast()
                    break scan
                default:
                    break
                }
            }
            if depth == 0 { text.append(character) }
        }
        text = text.split(separator: " ").joined(separator: " ")
        guard let first = text.first else { return id }
        // A sentence that starts with code keeps its spelling: "default names an id …".
        let opening = reportedWhen.hasPrefix("`") ? String(first) : first.uppercased()
        return opening + text.dropFirst() + (text.hasSuffix(".") ? "" : ".")
    }

    /// The whole entry as Markdown: when it is reported, then how to fix it.
    var markdown: String {
        "**Reported when** \(reportedWhen).\n\n**Fix:** \(fix)."
    }

    /// ``markdown`` as plain text.
    var text: String {
        "Reported when \(reportedWhen).\nFix: \(fix)."
    }
}
