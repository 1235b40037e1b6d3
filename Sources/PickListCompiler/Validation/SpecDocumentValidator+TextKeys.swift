import PickListKit

/// The app's own translation keys (`title_key`, `subtitle_key`, `footer_key`) and the checks
/// of the keys a localized list's texts are translated under: a key the app names, or the
/// text itself under `localization: {keys: text}`, must not stand for two different texts.
extension SpecDocumentValidator {
    /// One `*_key` as written: its key, value and where it is.
    struct WrittenTextKey {
        /// `title_key`, `subtitle_key` or `footer_key`.
        var name: String
        var value: String
        /// The text it keys, when known.
        var text: String?
        var location: SourceLocation
        /// Whether it keys a format (`title_arguments`, `summary_keys`): the key the items
        /// sharing the format have, which means something even when the list is not localized.
        var isFormatKey = false
    }

    /// Marks the key written at `node` as the key of a format (``WrittenTextKey/isFormatKey``).
    mutating func markFormatKey(at node: Node) {
        let location = location(node)
        for index in writtenTextKeys.indices where writtenTextKeys[index].location == location {
            writtenTextKeys[index].isFormatKey = true
        }
    }

    /// The value of a `title_key`, `subtitle_key` or `footer_key`: a non-empty key on one
    /// line, without tabs or other control characters (the characters a strings file and the
    /// generated key table cannot hold). Remembered, with `text` (the text it keys), for the
    /// checks of the whole list.
    mutating func textKey(_ pair: Node.Pair?, of text: String?) -> String? {
        guard let pair, let name = pair.key.scalarText, let value = string(pair, key: name) else { return nil }
        if Self.isBlank(value) {
            error(.invalidValue, "'\(name)' cannot be empty; write the app's key of the text, or remove '\(name)'", at: pair.value)
            return nil
        }
        if value.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            error(
                .invalidValue,
                "'\(name)' '\(value)' holds a control character (a line break or tab); a translation key is one line of text",
                at: pair.value)
            return nil
        }
        writtenTextKeys.append(WrittenTextKey(name: name, value: value, text: text, location: location(pair.value)))
        return value
    }

    /// A `subtitle_key` without a `subtitle`, or a `footer_key` without a `footer`: a key of
    /// no text (a warning, since it changes nothing).
    mutating func checkKeyHasText(_ keyPair: Node.Pair?, text: String?, textKey: String) {
        guard let keyPair, text == nil, let name = keyPair.key.scalarText else { return }
        warning(
            .unusedKey,
            "'\(name)' names the key of the \(textKey), but there is no '\(textKey)'; add the text or remove '\(name)'",
            at: location(keyPair.key))
    }

    /// The `*_key`s of a list that is not localized do nothing: a warning at each.
    mutating func checkTextKeysUsed(localized: Bool) {
        guard !localized else { return }
        for key in writtenTextKeys where !key.isFormatKey {
            warning(
                .unusedKey,
                "'\(key.name)' does nothing: the list is not localized, so its texts are never translated; add 'localization: true' (with 'table:' naming the app's table) or remove '\(key.name)'",
                at: key.location)
        }
    }

    /// The checks of a localized list's keys once its texts are known: under `keys: text`,
    /// two item titles that are one text (one key for two rows a translator may need to tell
    /// apart), and any key (an app's, or a text's own) that stands for two different texts.
    mutating func checkTextKeys(of spec: Spec) {
        guard let keys = spec.localizationKeys else { return }
        // Where each app key is written for each text it keys.
        var appKeyLocations: [String: [String: SourceLocation]] = [:]
        for written in writtenTextKeys where appKeyLocations[written.value]?[written.text ?? ""] == nil {
            appKeyLocations[written.value, default: [:]][written.text ?? ""] = written.location
        }
        if keys.style == .text {
            var firstByTitle: [String: SourceLocation] = [:]
            for item in spec.items where item.titleKey == nil {
                if let first = firstByTitle[item.title] {
                    error(
                        .duplicateTextKey,
                        "two items have the title '\(item.title)', which is their translation key under 'keys: text'; give one a 'title_key' of its own",
                        at: item.location, notes: [.init("the other item is here", at: first)])
                } else {
                    firstByTitle[item.title] = item.location
                }
            }
        }
        var firstByKey: [String: (text: String, location: SourceLocation)] = [:]
        for text in spec.localizedTexts {
            let location = appKeyLocations[text.key]?[text.source] ?? text.location
            guard let first = firstByKey[text.key] else {
                firstByKey[text.key] = (text.source, location)
                continue
            }
            guard first.text != text.source else { continue }
            error(
                .conflictingKey,
                "the key '\(text.key)' stands for '\(first.text)' and for '\(text.source)'; one key has one translation, so give each text a key of its own",
                at: location, notes: [.init("'\(first.text)' is keyed here", at: first.location)])
        }
    }
}
