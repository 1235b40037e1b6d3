import PickListKit

/// Texts from the app's format keys: an item's `title_arguments` (`subtitle_arguments`) that
/// fill in a title that is a printf format shared under one `title_key`, and `summary_keys`,
/// the app's format keys of summary texts, which receive the count.
extension SpecDocumentValidator {
    /// The arguments of `title_arguments` (or `subtitle_arguments`), checked against the text
    /// they fill in: the text must be a format (`format-placeholder` for a `%` picklist does not
    /// fill, `format-arguments` for none at all), under an app key (`title_key`), taking as many
    /// arguments as given, each of its kind.
    ///
    /// - Parameters:
    ///   - pair: The `title_arguments` entry.
    ///   - text: The title (subtitle) as read, `nil` when it has an error of its own.
    ///   - textPair: The `title` (`subtitle`) entry, where a bad format is reported.
    ///   - keyPair: The `title_key` (`subtitle_key`) entry, if written.
    ///   - textName: `title` or `subtitle`.
    mutating func formatArguments(
        _ pair: Node.Pair, text: String?, textPair: Node.Pair?, keyPair: Node.Pair?, textName: String
    ) -> [PickListFormatArgument]? {
        let name = pair.key.scalarText ?? "\(textName)_arguments"
        guard case .sequence(let nodes) = pair.value.content else {
            if !isUnresolved(pair.value) {
                error(
                    .formatArguments,
                    "'\(name)' must be a sequence of the format's arguments (`[8]`, `[1.5, Safari]`), not \(Self.describe(pair.value))",
                    at: pair.value)
            }
            return nil
        }
        var arguments: [PickListFormatArgument] = []
        var readable = true
        for node in nodes {
            guard case .scalar(let written, let isPlain) = node.content, !(written.isEmpty && isPlain) else {
                if !isUnresolved(node) {
                    error(
                        .formatArguments,
                        "an argument of '\(name)' is an integer, a number or a text, not \(Self.describe(node))",
                        at: node)
                }
                readable = false
                continue
            }
            if isPlain, let integer = Int(written) {
                arguments.append(.integer(integer))
            } else if isPlain, let number = Double(written), number.isFinite, written.contains(where: \.isNumber) {
                arguments.append(.number(number))
            } else {
                arguments.append(.text(written))
            }
        }
        guard readable, let text, let textPair else { return nil }
        let format: PickListFormat
        do {
            format = try PickListFormat(text)
        } catch {
            self.error(.formatPlaceholder, "the \(textName) '\(text)' is a format ('\(name)' fills it in), but \(error.description)", at: textPair.value)
            return nil
        }
        guard format.hasPlaceholders else {
            error(
                .formatArguments,
                "'\(name)' fills in a \(textName) that is a format, but '\(text)' has no placeholder; write the format the items share as the \(textName) ('%lld hours', '%@ and %@'), or remove '\(name)'",
                at: pair.key, notes: [.init("the \(textName) is here", at: location(textPair.value))])
            return nil
        }
        guard keyPair != nil else {
            error(
                .formatArguments,
                "'\(name)' fills in a format shared under the app's key, but the item has no '\(textName)_key'; add the key the app's catalog holds the format under ('\(textName)_key: XHours')",
                at: pair.key)
            return nil
        }
        let kinds = format.argumentKinds
        guard kinds.count == arguments.count else {
            let takes = kinds.count == 1 ? "1 argument" : "\(kinds.count) arguments"
            error(
                .formatArguments,
                "the \(textName) '\(text)' takes \(takes), but '\(name)' gives \(arguments.count); write one argument per placeholder",
                at: pair.value, notes: [.init("the \(textName) is here", at: location(textPair.value))])
            return nil
        }
        for (index, (kind, argument)) in zip(kinds, arguments).enumerated() where !argument.fits(kind) {
            let wanted = kind == .integer ? "an integer" : "a number"
            let placeholder = format.placeholders.first { $0.argument == index }?.text ?? "%"
            error(
                .formatArguments,
                "argument \(index + 1) of '\(name)' fills '\(placeholder)', which takes \(wanted), not \(Self.describe(argument)); write \(wanted), or use '%@' for a text",
                at: nodes[index])
            return nil
        }
        return arguments
    }

    private static func describe(_ argument: PickListFormatArgument) -> String {
        switch argument {
        case .integer(let value): "the integer \(value)"
        case .number(let value): "the number \(value)"
        case .text(let value): "the text '\(value)'"
        }
    }

    /// `summary_keys: {other: "%lld Selected"}`: the app's format keys of summary texts. Each
    /// text's development format is the `summary` text of that state when the spec writes one,
    /// else the key itself; it must take the count alone (one integer). Sets the keys and the
    /// formats into `summary`.
    mutating func resolveSummaryKeys(_ pair: Node.Pair, summary: inout Spec.Summary) -> [PickListSummaryFormat.Text: String] {
        guard case .mapping(let entries) = pair.value.content else {
            if !isUnresolved(pair.value) {
                error(
                    .wrongType,
                    "'summary_keys' must be a mapping of selection states to the app's format keys (`other: \"%lld Selected\"`), not \(Self.describe(pair.value))",
                    at: pair.value)
            }
            return [:]
        }
        let known = PickListSummaryFormat.Text.allCases.map(\.rawValue)
        var keys: [PickListSummaryFormat.Text: String] = [:]
        for entry in entries {
            guard let name = entry.key.scalarText, let text = PickListSummaryFormat.Text(rawValue: name) else {
                let written = entry.key.scalarText ?? ""
                error(
                    .unknownKey, "unknown key '\(written)' in 'summary_keys'; expected one of: \(known.joined(separator: ", "))",
                    at: entry.key, suggestion: Suggestion.closest(to: written, among: known))
                continue
            }
            guard let key = textKey(entry, of: nil) else { continue }
            markFormatKey(at: entry.value)
            // The development format: the state's summary text as written, else the key.
            let written = SummaryContext.written(text, in: summary)
            let developmentText = written ?? key
            let what = written == nil ? "the key '\(key)', which is its own development text," : "the summary text '\(developmentText)' (the development text of the key '\(key)')"
            let format: PickListFormat
            do {
                format = try PickListFormat(developmentText)
            } catch {
                self.error(.formatPlaceholder, "\(what) is a format that receives the count, but \(error.description)", at: entry.value)
                continue
            }
            guard format.argumentKinds == [.integer] else {
                error(
                    .formatArguments,
                    "\(what) must take the count as its only argument, one integer placeholder such as '%lld' or '%d' ('%lld Selected'); it takes \(format.argumentKinds.count)",
                    at: entry.value)
                continue
            }
            keys[text] = key
            summary.countFormats.insert(text)
            if written == nil {
                switch text {
                case .none: summary.none = key
                case .one: summary.one = key
                case .other: summary.other = key
                case .all: summary.all = key
                }
            }
        }
        return keys
    }

    /// Items sharing one `title_key` (or `subtitle_key`) for a format must share the format:
    /// one key has one text, localized or not (``checkTextKeys(of:)`` sees one text per format
    /// key: `picklist strings` writes each once).
    mutating func checkSharedFormats(of spec: Spec) {
        // Read in place, item by item: most lists have no format, and this runs for every list.
        var first: [String: (format: String, location: SourceLocation)] = [:]
        for section in spec.sections {
            for item in section.items {
                if item.titleArguments != nil, let key = item.titleKey {
                    checkSharedFormat(item.title, key: key, at: item.location, first: &first)
                }
                if item.subtitleArguments != nil, let key = item.subtitleKey {
                    checkSharedFormat(item.subtitle ?? "", key: key, at: item.location, first: &first)
                }
            }
        }
    }

    /// One item's use of the format key `key`: remembered when it is the first, reported
    /// (`conflicting-key`) when its format differs from the first's.
    private mutating func checkSharedFormat(
        _ format: String, key: String, at location: SourceLocation,
        first: inout [String: (format: String, location: SourceLocation)]
    ) {
        guard let earlier = first[key] else {
            first[key] = (format, location)
            return
        }
        guard earlier.format != format else { return }
        error(
            .conflictingKey,
            "the items sharing the key '\(key)' share its format, but this one is '\(format)' and another '\(earlier.format)'; write one format for the key, or give this item a key of its own",
            at: location, notes: [.init("'\(earlier.format)' is keyed here", at: earlier.location)])
    }
}
