import PickListCompiler
import PickListSupport

/// Writes a ``StringsFile`` in the layout picklist uses for `.strings` tables.
///
/// Each entry is its comment (`/* … */`), then `"key" = "value";`, with an empty line
/// between entries, and the file ends with a newline:
///
/// ```text
/// /* The title of the list Fruit. */
/// "Fruit.title" = "Fruit";
///
/// /* The title of an item of the list Fruit. */
/// "Fruit.apple.title" = "Apple";
/// ```
///
/// Keys and values are quoted, with `"` and `\` escaped, newline, tab and carriage return as
/// `\n`, `\t`, `\r`, other control characters as `\U` and four hexadecimal digits; every
/// other character is written as it is, in UTF-8. A `*/` inside a comment is written `* /`,
/// so it cannot end the comment early.
enum StringsFileWriter {
    static func render(_ file: StringsFile) -> String {
        var output = ""
        for (offset, entry) in file.entries.enumerated() {
            if offset > 0 { output += "\n" }
            if let comment = entry.comment {
                output += "/* " + comment.trimmingWhitespace.replacingAll("*/", with: "* /") + " */\n"
            }
            output += quoted(entry.key) + " = " + quoted(entry.value) + ";\n"
        }
        return output
    }

    static func quoted(_ text: String) -> String {
        let escaped = text.replacingScalars { scalar in
            switch scalar {
            case "\"": "\\\""
            case "\\": "\\\\"
            case "\n": "\\n"
            case "\t": "\\t"
            case "\r": "\\r"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: "\\U" + scalar.hexDigits(width: 4)
            default: nil
            }
        }
        return "\"" + escaped + "\""
    }
}

extension String {
    /// The text with every `target` replaced (without Foundation).
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        return split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
