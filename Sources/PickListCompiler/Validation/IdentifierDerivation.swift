/// How picklist turns titles into ids, ids into Swift case names, and file names into
/// type names (README, "Spec reference").
///
/// A title is split into words at every character that is not a letter or digit and at
/// lower→upper case humps; the first word is lowercased, every later word gets its first
/// letter capitalised, and the words are joined:
///
/// ```
/// Principal Excavation Activity → principalExcavationActivity
/// Wi-Fi only                    → wiFiOnly
/// iOSVersion                    → iOSVersion
/// Zürich                        → zürich
/// 2 Factor                      → 2Factor      (case name `_2Factor`)
/// default                       → default      (case name `` `default` ``)
/// ```
///
/// Letters and digits are Unicode ones: a letter is any character whose first scalar is a
/// letter; a digit is a single decimal-digit scalar. Everything else (spaces, punctuation,
/// symbols, emoji) separates words and is dropped.
enum IdentifierDerivation {
    private enum Kind {
        case letter
        case digit
        case separator
    }

    private static func kind(of character: Character) -> Kind {
        if let ascii = character.asciiValue {
            switch ascii {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
                return .letter
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                return .digit
            default:
                return .separator
            }
        }
        if character.isLetter {
            return .letter
        }
        let scalars = character.unicodeScalars
        if scalars.count == 1, let scalar = scalars.first,
           scalar.properties.generalCategory == .decimalNumber {
            return .digit
        }
        return .separator
    }

    /// The words of `text`: runs of letters and digits, also split at lower→upper humps.
    static func words(in text: String) -> [Substring] {
        var words: [Substring] = []
        var wordStart: String.Index?
        var previous: Character?
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if kind(of: character) == .separator {
                if let start = wordStart {
                    words.append(text[start..<index])
                    wordStart = nil
                }
                previous = nil
            } else {
                if let start = wordStart, let previous, previous.isLowercase, character.isUppercase {
                    words.append(text[start..<index])
                    wordStart = index
                } else if wordStart == nil {
                    wordStart = index
                }
                previous = character
            }
            index = text.index(after: index)
        }
        if let start = wordStart {
            words.append(text[start...])
        }
        return words
    }

    /// The id derived from an item title, or `nil` when the title has no letter or digit
    /// (an emoji-only title, say): such an item needs an explicit `id`.
    static func id(fromTitle title: String) -> String? {
        if let ascii = asciiID(fromTitle: title) {
            return ascii.isEmpty ? nil : ascii
        }
        let words = words(in: title)
        guard let first = words.first else { return nil }
        var id = first.lowercased()
        for word in words.dropFirst() {
            id += capitalizingFirstLetter(word)
        }
        return id
    }

    /// The same derivation over bytes for an all-ASCII title (nearly every title), without
    /// grapheme breaking or Unicode property lookups; `nil` when the title is not ASCII.
    /// An empty result means the title has no letter or digit.
    private static func asciiID(fromTitle title: String) -> String? {
        var id: [UInt8] = []
        let finished: Bool? = title.utf8.withContiguousStorageIfAvailable { bytes in
            id.reserveCapacity(bytes.count)
            var wordCount = 0
            var inWord = false
            var previousWasLower = false
            for byte in bytes {
                guard byte < 0x80 else { return false }
                let isLower = byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")
                let isUpper = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
                let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
                guard isLower || isUpper || isDigit else {
                    inWord = false
                    previousWasLower = false
                    continue
                }
                let startsWord = !inWord || (previousWasLower && isUpper)
                if startsWord { wordCount += 1 }
                inWord = true
                previousWasLower = isLower
                if wordCount == 1 {
                    id.append(isUpper ? byte + 0x20 : byte)         // first word: lowercased
                } else if startsWord {
                    id.append(isLower ? byte - 0x20 : byte)         // later words: capitalised
                } else {
                    id.append(byte)
                }
            }
            return true
        }
        guard finished == true else { return nil }
        return String(decoding: id, as: UTF8.self)
    }

    /// The type name derived from a spec file's path: the file name without its
    /// `.picklist.yml` (or `.picklist.yaml`, `.yml`, `.yaml`) ending, each word capitalised
    /// (`specs/job-purpose.picklist.yml` → `JobPurpose`, `my.file.picklist.yml` → `MyFile`).
    /// `nil` when the file name has no word.
    static func typeName(fromPath path: String) -> String? {
        var fileName = Substring(path)
        if let slash = fileName.lastIndex(where: { $0 == "/" || $0 == "\\" }) {
            fileName = fileName[fileName.index(after: slash)...]
        }
        for ending in [".picklist.yml", ".picklist.yaml", ".yml", ".yaml"]
        where fileName.hasSuffix(ending) && fileName.count > ending.count {
            fileName = fileName.dropLast(ending.count)
            break
        }
        return typeName(fromText: String(fileName))
    }

    /// `text`'s words, each with its first letter capitalised, joined (`quote categories`
    /// → `QuoteCategories`). `nil` when `text` has no word.
    static func typeName(fromText text: String) -> String? {
        let words = words(in: text)
        guard !words.isEmpty else { return nil }
        var name = ""
        for word in words {
            name += capitalizingFirstLetter(word)
        }
        return name
    }

    private static func capitalizingFirstLetter(_ word: Substring) -> String {
        guard let first = word.first else { return "" }
        return first.uppercased() + word.dropFirst()
    }

    /// Whether `id` can be a case name once escaped: letters, digits and underscores only,
    /// and not the lone wildcard `_`. A leading digit is fine (``caseName(for:)`` adds `_`).
    static func isValidID(_ id: String) -> Bool {
        guard !id.isEmpty, id != "_" else { return false }
        var isASCII = true
        for byte in id.utf8 {
            guard byte < 0x80 else { isASCII = false; break }
            let isWordByte = byte == UInt8(ascii: "_")
                || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            if !isWordByte { return false }
        }
        if isASCII { return true }
        for character in id where character != "_" && kind(of: character) == .separator {
            return false
        }
        return true
    }

    /// Whether the id starts with a digit (and so gets a leading `_` as a case name).
    static func startsWithDigit(_ id: String) -> Bool {
        guard let byte = id.utf8.first else { return false }
        if byte < 0x80 {
            return byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
        }
        guard let first = id.first else { return false }
        return kind(of: first) == .digit
    }

    /// The Swift spelling of an id as an enum case: `_` before a leading digit (`3d` →
    /// `_3d`), backticks around a keyword (`` `default` ``), `_` after the name of a member
    /// every generated list has (`id` → `id_`, `ID` → `ID_`; ``ReservedNames/memberNames``),
    /// otherwise the id itself. The raw value is always the id.
    static func caseName(for id: String) -> String {
        if startsWithDigit(id) {
            return "_" + id
        }
        guard SpelledNames.mayHold(id) else { return id }
        if SwiftKeywords.needingBackticks.contains(id) {
            return "`" + id + "`"
        }
        if ReservedNames.memberNames.contains(id) {
            return id + "_"
        }
        return id
    }

    /// Whether an id may be a keyword or a member name, from its first and last bytes and its
    /// length: most ids are neither, and this answers in a few instructions where the two set
    /// lookups (hashing the id twice) cost hundreds — ids are spelled for every item of every
    /// list.
    private enum SpelledNames {
        /// For each ASCII byte, a bit for each length (up to 63) of the keywords and member
        /// names that start with it (`first`) and that end with it (`last`).
        static let (first, last): ([UInt64], [UInt64]) = {
            var first = [UInt64](repeating: 0, count: 128)
            var last = first
            for name in SwiftKeywords.needingBackticks.union(ReservedNames.memberNames) {
                let bit: UInt64 = 1 << UInt64(min(name.utf8.count, 63))
                if let byte = name.utf8.first, byte < 0x80 { first[Int(byte)] |= bit }
                if let byte = name.utf8.last, byte < 0x80 { last[Int(byte)] |= bit }
            }
            return (first, last)
        }()

        /// Whether `id` may be in either set (always, for an id with a non-ASCII first or last
        /// byte, or 63 bytes long or more).
        static func mayHold(_ id: String) -> Bool {
            let utf8 = id.utf8
            guard let head = utf8.first, let tail = utf8.last, head < 0x80, tail < 0x80 else { return true }
            let length = utf8.count
            guard length < 63 else { return true }
            let bit: UInt64 = 1 << UInt64(length)
            return first[Int(head)] & bit != 0 && last[Int(tail)] & bit != 0
        }
    }

    /// The Swift case name of a written item id: ``caseName(for:)`` of the id when it is an
    /// identifier, with a capitalised one lowerCamelCased as Swift spells cases (`Never` →
    /// `never`, `URLScheme` → `urlScheme`, ``lowerCamelCaseName(forCapitalised:)``); otherwise of the name
    /// derived from it as from a title (`one-vote` → `oneVote`, `Ice Cube - Dark` →
    /// `iceCubeDark`, `2` → `_2`); `nil` when the id has no letter or digit. An id that is a
    /// keyword or the name of a member every list has (`Self`, `ID`, `RawValue`) keeps its
    /// spelling, escaped, so that it never meets the member it is named after in lowercase.
    static func caseName(forStoredID id: String) -> String? {
        unescapedCaseName(forStoredID: id).map(caseName(for:))
    }

    /// The name ``caseName(forStoredID:)`` escapes: the id, lowerCamelCased or derived.
    static func unescapedCaseName(forStoredID id: String) -> String? {
        if isValidID(id) {
            let keepsSpelling = !startsWithUppercase(id)
                || SwiftKeywords.needingBackticks.contains(id) || ReservedNames.memberNames.contains(id)
            return keepsSpelling ? id : lowerCamelCaseName(forCapitalised: id)
        }
        return self.id(fromTitle: id)
    }

    /// The case name of a capitalised identifier: its words (``words(in:)``: at `_` and at
    /// lower→upper humps) joined as a title's, the first with its leading capitals lowercased
    /// (``lowerCamelCased(_:)``) so that an acronym reads as Swift spells it: `Never` → `never`,
    /// `URLScheme` → `urlScheme`, `Africa_Abidjan` → `africaAbidjan`, `ZM_01` → `zm01`.
    static func lowerCamelCaseName(forCapitalised id: String) -> String {
        let words = words(in: id)
        guard let first = words.first else { return id }
        return lowerCamelCased(String(first)) + words.dropFirst().map(capitalizingFirstLetter).joined()
    }

    /// Whether the id starts with an uppercase letter (`Never`, `Ärger`).
    static func startsWithUppercase(_ id: String) -> Bool {
        guard let byte = id.utf8.first else { return false }
        if byte < 0x80 { return byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
        return id.first?.isUppercase ?? false
    }

    /// An identifier with its leading capitals lowercased, as Swift's API guidelines spell a
    /// name that starts with a word or an acronym: the whole leading run of capitals, except
    /// the last when a lowercase letter follows it (it begins the next word): `Never` →
    /// `never`, `URLScheme` → `urlScheme`, `ID` → `id`, `HTTP2` → `http2`, `UIColor` → `uiColor`.
    static func lowerCamelCased(_ id: String) -> String {
        let characters = Array(id)
        var run = 0
        while run < characters.count, characters[run].isUppercase { run += 1 }
        if run > 1, run < characters.count, characters[run].isLowercase { run -= 1 }
        return characters[..<run].map { $0.lowercased() }.joined() + String(characters[run...])
    }

    /// Why `name` cannot be a list's Swift type name, or `nil` when it can.
    static func problem(withTypeName name: String) -> String? {
        guard let first = name.first else { return "a type name cannot be empty" }
        if name == "_" {
            return "'_' alone is Swift's wildcard, not a name"
        }
        if !isValidID(name) {
            return "a type name may contain only letters, digits and underscores"
        }
        if kind(of: first) == .digit {
            return "a type name cannot start with a digit"
        }
        if !first.isUppercase {
            return "a type name is UpperCamelCase and starts with an uppercase letter"
        }
        if ReservedNames.shadows(typeName: name) {
            return "'\(name)' would shadow a type the generated code uses"
        }
        return nil
    }
}
