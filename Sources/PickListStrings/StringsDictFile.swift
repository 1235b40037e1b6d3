import Foundation
package import PickListKit

/// A `.stringsdict` file: the property list Apple's tools keep plural forms in, beside a
/// table's `.strings` file (`ru.lproj/PickLists.stringsdict`).
///
/// `picklist strings --strings DIR` writes one per language for the texts with a number
/// (``LocalizedText/isPlural``), `picklist preview` reads their forms, `picklist lint` checks
/// them. Each entry is written in Apple's shape, the variable named `count`:
///
/// ```xml
/// <key>Tag.summary.other</key>
/// <dict>
///     <key>NSStringLocalizedFormatKey</key>
///     <string>%#@count@</string>
///     <key>count</key>
///     <dict>
///         <key>NSStringFormatSpecTypeKey</key>
///         <string>NSStringPluralRuleType</string>
///         <key>NSStringFormatValueTypeKey</key>
///         <string>d</string>
///         <key>few</key>
///         <string>{count} метки</string>
///         …
/// ```
///
/// The forms keep picklist's `{count}`/`{total}` placeholders: PickListKit picks the form and
/// fills them in itself (`NSStringFormatValueTypeKey` is there because Apple's format
/// requires it). Reading takes the first `%#@name@` variable of each entry, text around it
/// kept in every form; the keys of entries of another shape are listed in ``unreadKeys``
/// (`picklist strings` then leaves the file untouched rather than lose them).
package struct StringsDictFile: Hashable, Sendable {
    /// One key's plural forms, by category name as written (unknown names included, so a
    /// round trip keeps them and lint can report them).
    package struct Entry: Hashable, Sendable {
        package var key: String
        package var forms: [String: String]

        package init(key: String, forms: [String: String]) {
            self.key = key
            self.forms = forms
        }

        /// The forms whose names are CLDR categories.
        package var categories: [PluralCategory: String] {
            var result: [PluralCategory: String] = [:]
            for (name, form) in forms {
                if let category = PluralCategory(rawValue: name) { result[category] = form }
            }
            return result
        }
    }

    package var entries: [Entry]
    /// Keys of the file that are not plural entries of the shape above, sorted: a file with
    /// any is never rewritten.
    package var unreadKeys: [String] = []

    package init(entries: [Entry]) {
        self.entries = entries
    }

    /// The file in `bytes`, or `nil` when it is not a property list holding a dictionary.
    package init?(bytes: [UInt8]) {
        guard let root = try? PropertyListSerialization.propertyList(from: Data(bytes), format: nil) as? [String: Any] else { return nil }
        entries = []
        for key in root.keys.sorted() {
            guard let entry = root[key] as? [String: Any],
                let format = entry["NSStringLocalizedFormatKey"] as? String,
                let start = format.range(of: "%#@"),
                let end = format[start.upperBound...].firstIndex(of: "@"),
                let rule = entry[String(format[start.upperBound..<end])] as? [String: Any],
                rule["NSStringFormatSpecTypeKey"] as? String == "NSStringPluralRuleType"
            else {
                unreadKeys.append(key)
                continue
            }
            let prefix = String(format[..<start.lowerBound])
            let suffix = String(format[format.index(after: end)...])
            var forms: [String: String] = [:]
            for (name, value) in rule where !name.hasPrefix("NSString") {
                if let value = value as? String { forms[name] = prefix + value + suffix }
            }
            entries.append(Entry(key: key, forms: forms))
        }
    }

    /// Every entry's CLDR forms, by key.
    package var formsByKey: [String: [PluralCategory: String]] {
        var result: [String: [PluralCategory: String]] = [:]
        for entry in entries { result[entry.key] = entry.categories }
        return result
    }

    /// The file's text: entries in their order, forms in CLDR's category order then unknown
    /// names sorted, XML escaped, tab-indented as Xcode writes property lists.
    package func rendered() -> String {
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">",
            "<plist version=\"1.0\">",
            "<dict>",
        ]
        let order = PluralCategory.allCases.map(\.rawValue)
        for entry in entries {
            lines += [
                "\t<key>\(Self.escaped(entry.key))</key>", "\t<dict>",
                "\t\t<key>NSStringLocalizedFormatKey</key>", "\t\t<string>%#@count@</string>",
                "\t\t<key>count</key>", "\t\t<dict>",
                "\t\t\t<key>NSStringFormatSpecTypeKey</key>", "\t\t\t<string>NSStringPluralRuleType</string>",
                "\t\t\t<key>NSStringFormatValueTypeKey</key>", "\t\t\t<string>d</string>",
            ]
            let names = order.filter { entry.forms[$0] != nil } + entry.forms.keys.filter { !order.contains($0) }.sorted()
            for name in names {
                lines += ["\t\t\t<key>\(Self.escaped(name))</key>", "\t\t\t<string>\(Self.escaped(entry.forms[name] ?? ""))</string>"]
            }
            lines += ["\t\t</dict>", "\t</dict>"]
        }
        lines += ["</dict>", "</plist>", ""]
        return lines.joined(separator: "\n")
    }

    private static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            default: result.append(character)
            }
        }
        return result
    }
}
