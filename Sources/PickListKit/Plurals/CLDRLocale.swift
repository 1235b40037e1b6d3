/// How picklist's CLDR tables (``PluralRules``, ``ListPattern``) find a locale: by the
/// identifier's parts as CLDR spells them, dropping the last part until the table knows one.
enum CLDRLocale {
    /// The entry of `table` for `identifier` or its nearest known parent, with the CLDR
    /// identifier that matched (`"de"` for `"de-CH"`), or the `root` entry (`fallback` when
    /// the table has none) when no part is known.
    static func lookup<Entry>(_ identifier: String, in table: [String: Entry], fallback: Entry) -> (identifier: String, entry: Entry) {
        var parts = self.parts(of: identifier)
        while !parts.isEmpty {
            let candidate = parts.joined(separator: "_")
            if let entry = table[candidate] { return (candidate, entry) }
            parts.removeLast()
        }
        return ("root", table["root"] ?? fallback)
    }

    /// The parts of a locale identifier as CLDR spells them: `-` read as `_`, a POSIX
    /// encoding (`.UTF-8`) and keywords (`@calendar=…`) dropped, the language in lowercase.
    static func parts(of identifier: String) -> [String] {
        var text = Substring(identifier)
        if let end = text.firstIndex(where: { $0 == "." || $0 == "@" }) { text = text[..<end] }
        var parts = text.split(whereSeparator: { $0 == "_" || $0 == "-" }).map(String.init)
        if !parts.isEmpty { parts[0] = parts[0].lowercased() }
        return parts
    }
}
