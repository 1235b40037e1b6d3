import Foundation
import PickListKit

/// Reads the plural forms of a strings table from the two files Apple's tools keep them in:
/// a `.stringsdict` property list and a String Catalog (`.xcstrings` JSON).
///
/// Both readers are total: bytes that are not the format give no forms (an empty
/// dictionary), an entry that is not shaped as expected is skipped, a category name CLDR does
/// not have is ignored. Nothing here throws or traps, whatever a file holds.
enum PluralFormsReader {
    /// The plural entries of a `.stringsdict`, by key.
    ///
    /// ```xml
    /// <key>Tag.summary.other</key>
    /// <dict>
    ///     <key>NSStringLocalizedFormatKey</key> <string>%#@count@</string>
    ///     <key>count</key>
    ///     <dict>
    ///         <key>NSStringFormatSpecTypeKey</key> <string>NSStringPluralRuleType</string>
    ///         <key>NSStringFormatValueTypeKey</key> <string>d</string>
    ///         <key>one</key> <string>{count} метка</string>
    ///         <key>few</key> <string>{count} метки</string>
    ///         …
    /// ```
    ///
    /// The format key's first `%#@name@` names the variable; text before and after it is
    /// kept around every form.
    static func stringsdict(_ data: Data?) -> [String: [PluralCategory: String]] {
        guard let data,
            let root = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
        else { return [:] }
        var result: [String: [PluralCategory: String]] = [:]
        for (key, value) in root {
            guard let entry = value as? [String: Any],
                let format = entry["NSStringLocalizedFormatKey"] as? String,
                let (prefix, variable, suffix) = variable(in: format),
                let rule = entry[variable] as? [String: Any],
                rule["NSStringFormatSpecTypeKey"] as? String == "NSStringPluralRuleType"
            else { continue }
            var forms: [PluralCategory: String] = [:]
            for category in PluralCategory.allCases {
                if let form = rule[category.rawValue] as? String { forms[category] = prefix + form + suffix }
            }
            if !forms.isEmpty { result[key] = forms }
        }
        return result
    }

    /// The plural variations of `localization` in a String Catalog, by key:
    /// `strings.<key>.localizations.<localization>.variations.plural.<category>.stringUnit.value`.
    static func catalog(_ data: Data?, localization: String) -> [String: [PluralCategory: String]] {
        guard let data,
            let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let strings = root["strings"] as? [String: Any]
        else { return [:] }
        var result: [String: [PluralCategory: String]] = [:]
        for (key, value) in strings {
            guard let localizations = (value as? [String: Any])?["localizations"] as? [String: Any],
                let language = localizations[localization] as? [String: Any],
                let plural = (language["variations"] as? [String: Any])?["plural"] as? [String: Any]
            else { continue }
            var forms: [PluralCategory: String] = [:]
            for category in PluralCategory.allCases {
                let unit = (plural[category.rawValue] as? [String: Any])?["stringUnit"] as? [String: Any]
                if let form = unit?["value"] as? String { forms[category] = form }
            }
            if !forms.isEmpty { result[key] = forms }
        }
        return result
    }

    /// The text before the first `%#@name@` of a format key, the name, and the text after it.
    private static func variable(in format: String) -> (String, String, String)? {
        guard let start = format.range(of: "%#@") else { return nil }
        let rest = format[start.upperBound...]
        guard let end = rest.firstIndex(of: "@"), end > rest.startIndex else { return nil }
        return (String(format[..<start.lowerBound]), String(rest[..<end]), String(rest[rest.index(after: end)...]))
    }
}
