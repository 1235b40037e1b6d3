import PickListCompiler
import PickListSupport

/// Writes a ``JSONValue`` the way Xcode saves a String Catalog, byte for byte, so a catalog
/// picklist writes shows no diff after Xcode opens and saves it.
///
/// Xcode's layout (Foundation's pretty-printed JSON with sorted keys and unescaped slashes):
///
/// ```json
/// {
///   "sourceLanguage" : "en",
///   "strings" : {
///     "Fruit.title" : {
///       "comment" : "The title of the list Fruit.",
///       "extractionState" : "manual",
///       "localizations" : {
///         "en" : {
///           "stringUnit" : {
///             "state" : "translated",
///             "value" : "Fruit"
///           }
///         }
///       }
///     }
///   },
///   "version" : "1.0"
/// }
/// ```
///
/// - two spaces of indentation per level, `" : "` between a key and its value, `,` at the
///   end of every member but the last;
/// - the members of every object in ``CatalogKeyOrder`` (not byte order);
/// - an empty object is `{`, an empty line, then `}` at the object's indentation; an empty
///   array likewise with `[` `]`; array elements one per line;
/// - strings escape `"` and `\` and the control characters (`\b`, `\f`, `\n`, `\r`, `\t`,
///   the others as `\u001f` with lowercase hex); `/` and every other character, non-ASCII
///   included, are written as they are (UTF-8);
/// - no newline after the closing `}` in a new catalog: of the 23 Xcode-formatted catalogs
///   studied (see ``CatalogKeyOrder``), 20 end without one. A file that already ends with a
///   newline keeps it (``render(_:trailingNewline:)``), so an editor's or another tool's
///   habit does not make every run rewrite the file.
///
/// Numbers are written as they were read; Xcode only writes integers (`argNum`).
enum CatalogJSONWriter {
    /// The whole file's text.
    static func render(_ value: JSONValue, trailingNewline: Bool = false) -> String {
        var output = ""
        write(value, indent: 0, into: &output)
        if trailingNewline { output += "\n" }
        return output
    }

    private static func write(_ value: JSONValue, indent: Int, into output: inout String) {
        switch value {
        case .object(let members):
            guard !members.isEmpty else {
                output += "{\n\n" + spaces(indent) + "}"
                return
            }
            output += "{\n"
            let sorted = members.sorted { CatalogKeyOrder.precedes($0.key, $1.key) }
            for (offset, member) in sorted.enumerated() {
                output += spaces(indent + 2)
                writeString(member.key, into: &output)
                output += " : "
                write(member.value.value, indent: indent + 2, into: &output)
                output += offset == sorted.count - 1 ? "\n" : ",\n"
            }
            output += spaces(indent) + "}"
        case .array(let elements):
            guard !elements.isEmpty else {
                output += "[\n\n" + spaces(indent) + "]"
                return
            }
            output += "[\n"
            for (offset, element) in elements.enumerated() {
                output += spaces(indent + 2)
                write(element.value, indent: indent + 2, into: &output)
                output += offset == elements.count - 1 ? "\n" : ",\n"
            }
            output += spaces(indent) + "]"
        case .string(let text):
            writeString(text, into: &output)
        case .number(let text):
            output += text
        case .bool(let flag):
            output += flag ? "true" : "false"
        case .null:
            output += "null"
        }
    }

    private static func spaces(_ count: Int) -> String {
        String(repeating: " ", count: count)
    }

    static func writeString(_ text: String, into output: inout String) {
        let escaped = text.replacingScalars { scalar in
            switch scalar {
            case "\"": "\\\""
            case "\\": "\\\\"
            case "\u{08}": "\\b"
            case "\u{0C}": "\\f"
            case "\n": "\\n"
            case "\r": "\\r"
            case "\t": "\\t"
            case _ where scalar.value < 0x20: "\\u" + scalar.hexDigits(width: 4, uppercase: false)
            default: nil
            }
        }
        output += "\"" + escaped + "\""
    }
}
