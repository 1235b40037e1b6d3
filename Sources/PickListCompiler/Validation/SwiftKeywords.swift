/// The Swift words that must be written in backticks to be used as an enum case name.
///
/// Found empirically with Swift 6: each word was declared as `case word` and referred to
/// as `.word` and `E.word`; these are the ones the compiler rejected. Contextual keywords
/// (`open`, `get`, `some`, `async`, …) work unescaped and are left alone so generated
/// code stays readable. `Type` and `Protocol` are rejected even in backticks; they get a
/// trailing `_` like the member names (``ReservedNames/memberNames``). GeneratedCodeTests
/// compile a list with every word here as an id (Specs/member-names.picklist.yml).
enum SwiftKeywords {
    static let needingBackticks: Set<String> = [
        // Declarations
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "operator", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct",
        "subscript", "typealias", "var",
        // Statements
        "break", "case", "catch", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
        "where", "while",
        // Expressions and types
        "Any", "as", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
    ]
}
