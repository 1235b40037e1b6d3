/// Reads a `picklist-config.yml` from its YAML node tree, with the position of every problem.
///
/// Like a spec, the file is loaded by ``YAMLLoader`` (libyaml) and read from its nodes, not
/// through `Decodable`, so an error points at the key or value at fault:
///
/// ```
/// Sources/App/picklist-config.yml:1:1: error: unknown key 'acess' in the configuration [unknown-key]
///     acess: internal
///     ^
///   did you mean 'access'?
/// ```
///
/// Values are typed by their key, never by YAML 1.1 guessing. An empty file (or comments only)
/// is a configuration that sets nothing.
package struct ConfigurationReader: Sendable {
    package init() {}

    /// The configuration in `file` (loaded from `file.path`), and what is wrong with it.
    package func read(_ file: LoadedFile) -> (configuration: Configuration, diagnostics: [Diagnostic]) {
        var reading = Reading(path: file.path)
        // The loader's `empty-file` speaks of specs; an empty configuration is no mistake.
        reading.diagnostics = file.diagnostics.filter { $0.rule != LoadingRule.emptyFile.rawValue }
        if let root = file.documents.first {
            reading.read(root)
        }
        for extra in file.documents.dropFirst() {
            reading.error(
                ValidationRule.notAMapping,
                "a configuration file holds one mapping; remove this second document (and the '---' before it)",
                at: extra)
        }
        return (reading.configuration, reading.diagnostics)
    }

    /// The state of one read: the configuration so far and the problems found.
    private struct Reading {
        let path: String
        var configuration: Configuration
        var diagnostics: [Diagnostic] = []

        init(path: String) {
            self.path = path
            configuration = Configuration(path: path)
        }

        mutating func read(_ root: Node) {
            guard case .mapping(let pairs) = root.content else {
                if case .scalar("", isPlain: true) = root.content { return }   // `~`-less empty document
                error(
                    ValidationRule.notAMapping,
                    "a configuration file is a mapping of options (such as 'access: internal'), not \(SpecDocumentValidator.describe(root))",
                    at: root)
                return
            }
            for pair in pairs {
                guard case .scalar(let key, _) = pair.key.content else {
                    error(ValidationRule.wrongType, "a key in the configuration must be a plain word, not \(SpecDocumentValidator.describe(pair.key))", at: pair.key)
                    continue
                }
                switch key {
                case "access": readAccess(pair)
                case "template": readTemplate(pair)
                case "language": readLanguage(pair)
                default:
                    let suggestion = Suggestion.closest(to: key, among: Configuration.keys)
                    let message = suggestion == nil
                        ? "unknown key '\(key)' in the configuration; expected one of: \(Configuration.keys.joined(separator: ", "))"
                        : "unknown key '\(key)' in the configuration"
                    diagnostics.append(.error(ValidationRule.unknownKey, message, at: location(pair.key), suggestion: suggestion))
                }
            }
        }

        /// `access: public|package|internal`.
        private mutating func readAccess(_ pair: Node.Pair) {
            let allowed = AccessLevel.allCases.map(\.rawValue)
            let expected = Self.alternatives(allowed)
            guard let text = scalar(pair, key: "access", expected: expected) else { return }
            guard let access = AccessLevel(rawValue: text) else {
                let suggestion = Suggestion.closest(to: text, among: allowed)
                diagnostics.append(.error(
                    ValidationRule.invalidValue, "invalid access '\(text)'; expected \(expected)",
                    at: location(pair.value), suggestion: suggestion))
                return
            }
            configuration.access = .init(access, at: location(pair.value))
        }

        /// `template: NAME|PATH`; whether it names anything is checked when it is resolved
        /// (``ConfigurationSet``), as that needs the file system.
        private mutating func readTemplate(_ pair: Node.Pair) {
            let expected = "a built-in template's name (\(Template.builtinNames.joined(separator: ", "))) or the path of a Mustache template"
            guard let text = scalar(pair, key: "template", expected: expected) else { return }
            configuration.template = .init(text, at: location(pair.value))
        }

        /// `language: IDENTIFIER`: a locale identifier, as a spec's own `language` is.
        private mutating func readLanguage(_ pair: Node.Pair) {
            let expected = "a locale identifier such as 'en', 'de' or 'pt_BR'"
            guard let text = scalar(pair, key: "language", expected: expected) else { return }
            guard SpecDocumentValidator.isLanguageIdentifier(text) else {
                error(
                    ValidationRule.invalidValue,
                    "invalid language '\(text)': write the language the specs' texts are in as \(expected)",
                    at: pair.value)
                return
            }
            configuration.language = .init(text, at: location(pair.value))
        }

        /// The text of a scalar value; `nil` (reported) for a sequence, a mapping or no value.
        private mutating func scalar(_ pair: Node.Pair, key: String, expected: String) -> String? {
            switch pair.value.content {
            case .scalar(let text, let isPlain):
                if text.isEmpty, isPlain {
                    error(ValidationRule.missingValue, "'\(key)' has no value; write \(expected), or remove the key", at: pair.value)
                    return nil
                }
                return text
            case .unresolvedAlias:
                return nil   // reported by the loader (`unknown-alias`)
            case .sequence, .mapping:
                error(ValidationRule.wrongType, "'\(key)' must be \(expected), not \(SpecDocumentValidator.describe(pair.value))", at: pair.value)
                return nil
            }
        }

        /// `public, package or internal`.
        static func alternatives(_ words: [String]) -> String {
            words.dropLast().joined(separator: ", ") + " or " + words[words.count - 1]
        }

        func location(_ node: Node) -> SourceLocation {
            SourceLocation(file: path, mark: node.mark)
        }

        mutating func error(_ rule: some DiagnosticRule, _ message: String, at node: Node) {
            diagnostics.append(.error(rule, message, at: location(node)))
        }
    }
}
