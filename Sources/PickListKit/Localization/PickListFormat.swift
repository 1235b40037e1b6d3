/// A printf format of the app's, such as `%lld hours` or `%1$@ hours`: a text shared by several
/// items (`title_key` with `title_arguments` in the spec) or a summary text that receives the
/// count (`summary_keys`), filled in with each use's arguments.
///
/// PickListKit fills formats itself, with the standard library only, and never with a format
/// it has not checked: a translation is used only when its placeholders take the same
/// arguments as the development text's (``accepts(_:)``); otherwise the development text is
/// filled in, so a translator's slip shows English, never a crash.
///
/// The placeholders understood are those string catalogs hold for numbers and texts:
///
/// | conversion | argument | example |
/// | --- | --- | --- |
/// | `d`, `i`, `u`, `o`, `x`, `X` (with `h`, `hh`, `l`, `ll`, `q`, `z`, `t`, `j`) | integer | `%d`, `%lld`, `%2$ld` |
/// | `f`, `F` (with `l`, `L`) | number | `%f`, `%.1f` |
/// | `@` | text or number | `%@`, `%1$@` |
///
/// with the flags `-`, `+`, space, `0`, `#` and `'` (digits grouped as the localizer's
/// language groups them), a width, a precision, and `%%` for a percent sign. Arguments are
/// numbered (`%2$@`) or taken in order, not both in one format.
public struct PickListFormat: Hashable, Sendable {
    /// The kind of argument a placeholder takes.
    @frozen
    public enum Kind: String, Hashable, Sendable {
        /// An integer: `%d`, `%lld`.
        case integer
        /// A number written with a fraction: `%f`, `%.2f`.
        case number
        /// A text (or a number written as it is): `%@`.
        case object
    }

    /// One placeholder of a format.
    public struct Placeholder: Hashable, Sendable {
        /// The argument it takes, counting from 0.
        public var argument: Int
        /// The kind of argument it takes.
        public var kind: Kind
        /// The placeholder as written: `%lld`, `%1$@`.
        public var text: String
        var flags: Set<Character>
        var width: Int?
        var precision: Int?
        var conversion: Character
    }

    /// What a format is made of: literal text and placeholders, in order.
    enum Part: Hashable, Sendable {
        case text(String)
        case placeholder(Placeholder)
    }

    /// Why a text is not a format PickListKit fills.
    public struct Problem: Error, Hashable, Sendable, CustomStringConvertible {
        /// What is wrong, as a sentence's end (`"'%s' is not a placeholder picklist fills; …"`).
        public var description: String
        /// Where in the text the problem starts, in characters.
        public var offset: Int
    }

    /// The format as written.
    public let text: String
    let parts: [Part]

    /// The placeholders, in the order written (`%%` is not one).
    public var placeholders: [Placeholder] {
        parts.compactMap { if case .placeholder(let placeholder) = $0 { placeholder } else { nil } }
    }

    /// The kind of each argument, by number: what a use of the format must pass.
    public var argumentKinds: [Kind] {
        var kinds: [Int: Kind] = [:]
        for placeholder in placeholders { kinds[placeholder.argument] = placeholder.kind }
        return (0..<(kinds.keys.max().map { $0 + 1 } ?? 0)).map { kinds[$0] ?? .object }
    }

    /// Whether the text holds a placeholder (`%%` is not one): a text without one is plain.
    public var hasPlaceholders: Bool { parts.contains { if case .placeholder = $0 { true } else { false } } }

    /// Reads `text` as a format.
    ///
    /// - Throws: ``Problem`` for a `%` that starts no placeholder understood (`%s`, `%n`, a
    ///   `%` at the end), arguments both numbered and taken in order, one argument taken as
    ///   two kinds, or a numbered argument skipped (`%2$@` without `%1$…`).
    public init(_ text: String) throws(Problem) {
        self.text = text
        var parts: [Part] = []
        var literal = ""
        let characters = Array(text)
        var index = 0
        var sequential = 0
        var numbered: Bool?
        var kinds: [Int: Kind] = [:]
        while index < characters.count {
            let character = characters[index]
            guard character == "%" else {
                literal.append(character)
                index += 1
                continue
            }
            let start = index
            index += 1
            func problem(_ reason: String) -> Problem {
                let end = min(index + 1, characters.count)
                let written = String(characters[start..<end])
                return Problem(description: "'\(written)' is not a placeholder picklist fills (\(reason)); write '%d' or '%lld' for an integer, '%f' or '%.1f' for a number, '%@' for a text, '%%' for a percent sign", offset: start)
            }
            guard index < characters.count else { throw problem("the text ends after '%'") }
            if characters[index] == "%" {
                literal.append("%")
                index += 1
                continue
            }
            // An argument number: digits then `$`.
            var argument: Int?
            var scan = index
            var number = 0
            while scan < characters.count, let digit = characters[scan].wholeNumberValue, characters[scan].isASCII {
                number = number &* 10 &+ digit
                scan += 1
                if number > 99 { break }
            }
            if scan > index, scan < characters.count, characters[scan] == "$" {
                guard number >= 1, number <= 99 else { throw problem("arguments are numbered from 1 to 99") }
                argument = number - 1
                index = scan + 1
            }
            var flags: Set<Character> = []
            while index < characters.count, "-+ 0#'".contains(characters[index]) {
                flags.insert(characters[index])
                index += 1
            }
            var width: Int?
            while index < characters.count, characters[index].isASCII, let digit = characters[index].wholeNumberValue {
                width = min((width ?? 0) * 10 + digit, 999)
                index += 1
            }
            var precision: Int?
            if index < characters.count, characters[index] == "." {
                index += 1
                precision = 0
                while index < characters.count, characters[index].isASCII, let digit = characters[index].wholeNumberValue {
                    precision = min((precision ?? 0) * 10 + digit, 99)
                    index += 1
                }
            }
            var length = ""
            while index < characters.count, "hlqztjL".contains(characters[index]), length.count < 2 {
                length.append(characters[index])
                index += 1
            }
            guard index < characters.count else { throw problem("the placeholder has no conversion") }
            let conversion = characters[index]
            let kind: Kind
            switch conversion {
            case "d", "i", "u", "o", "x", "X":
                guard ["", "h", "hh", "l", "ll", "q", "z", "t", "j"].contains(length) else { throw problem("'\(length)' does not size an integer") }
                kind = .integer
            case "f", "F":
                guard ["", "l", "L"].contains(length) else { throw problem("'\(length)' does not size a number") }
                kind = .number
            case "@":
                guard length.isEmpty, precision == nil else { throw problem("'%@' takes no size or precision") }
                kind = .object
            default:
                throw problem("'\(conversion)' is not a conversion picklist fills")
            }
            if let argument {
                guard numbered != false else { throw problem("a format numbers all its arguments ('%1$@') or none") }
                numbered = true
                if let earlier = kinds[argument], earlier != kind { throw problem("argument \(argument + 1) is taken as two kinds") }
                kinds[argument] = kind
            } else {
                guard numbered != true else { throw problem("a format numbers all its arguments ('%1$@') or none") }
                numbered = false
                kinds[sequential] = kind
                argument = sequential
                sequential += 1
            }
            index += 1
            if !literal.isEmpty { parts.append(.text(literal)) }
            literal = ""
            parts.append(.placeholder(Placeholder(
                argument: argument ?? 0, kind: kind, text: String(characters[start..<index]), flags: flags, width: width,
                precision: precision, conversion: conversion)))
        }
        if !literal.isEmpty { parts.append(.text(literal)) }
        if let highest = kinds.keys.max(), kinds.count != highest + 1 {
            let missing = (0...highest).first { kinds[$0] == nil } ?? 0
            throw Problem(description: "argument \(missing + 1) is never used while argument \(highest + 1) is; number the arguments from 1 without gaps", offset: 0)
        }
        self.parts = parts
    }

    /// Whether `other` (a translation) takes the same arguments as this format: the same
    /// number, each of the same kind. Only then is it filled in instead of this one.
    public func accepts(_ other: PickListFormat) -> Bool {
        other.argumentKinds == argumentKinds
    }

    /// Whether `arguments` fit the format: one per argument, each of a kind its placeholders
    /// take (an integer fits `%f`; anything fits `%@`).
    public func fits(_ arguments: [PickListFormatArgument]) -> Bool {
        let kinds = argumentKinds
        guard kinds.count == arguments.count else { return false }
        return zip(kinds, arguments).allSatisfy { $1.fits($0) }
    }

    /// The format filled in with `arguments`, numbers written with `symbols`; `nil` when the
    /// arguments do not fit (``fits(_:)``).
    public func filled(with arguments: [PickListFormatArgument], symbols: PickListNumberSymbols = PickListNumberSymbols()) -> String? {
        guard fits(arguments) else { return nil }
        var result = ""
        for part in parts {
            switch part {
            case .text(let text): result += text
            case .placeholder(let placeholder): result += placeholder.format(arguments[placeholder.argument], symbols: symbols)
            }
        }
        return result
    }

    /// `translation` filled in with `arguments` when it is a format that takes what
    /// `development` takes, else `development` filled in, else `development` as written: the
    /// text a format key shows, whatever a translator wrote.
    ///
    /// ```swift
    /// PickListFormat.text(translation: "%lld Stunden", development: "%lld hours", arguments: [8])  // "8 Stunden"
    /// PickListFormat.text(translation: "Stunden", development: "%lld hours", arguments: [8])       // "8 hours"
    /// ```
    public static func text(
        translation: String, development: String, arguments: [PickListFormatArgument],
        symbols: PickListNumberSymbols = PickListNumberSymbols()
    ) -> String {
        guard let developmentFormat = try? PickListFormat(development) else { return development }
        if translation != development, let translated = try? PickListFormat(translation), developmentFormat.accepts(translated),
            let text = translated.filled(with: arguments, symbols: symbols)
        {
            return text
        }
        return developmentFormat.filled(with: arguments, symbols: symbols) ?? development
    }
}

/// One argument of a format (``PickListFormat``): an integer, a number or a text, as the spec
/// writes it (`title_arguments: [8, 1.5, Safari]`).
@frozen
public enum PickListFormatArgument: Hashable, Sendable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByStringLiteral
{
    /// An integer, for `%d`, `%lld`, `%f` or `%@`.
    case integer(Int)
    /// A number with a fraction, for `%f` or `%@`.
    case number(Double)
    /// A text, for `%@`.
    case text(String)

    /// An integer argument: `8` in `titleArguments: ["eightHours": [8]]`.
    public init(integerLiteral value: Int) { self = .integer(value) }
    /// A number argument: `1.5`.
    public init(floatLiteral value: Double) { self = .number(value) }
    /// A text argument: `"Safari"`.
    public init(stringLiteral value: String) { self = .text(value) }

    /// Whether the argument can fill a placeholder of `kind`.
    public func fits(_ kind: PickListFormat.Kind) -> Bool {
        switch (kind, self) {
        case (.object, _), (.integer, .integer), (.number, .integer), (.number, .number): true
        default: false
        }
    }
}

/// How numbers are written in a language: the decimal separator and the separator of digit
/// groups (used by the `'` flag, `%'d`). A localizer gives those of its language
/// (``PickListLocalizer/numberSymbols``); the default is English's.
public struct PickListNumberSymbols: Hashable, Sendable {
    /// The decimal separator: `.` in English, `,` in German.
    public var decimalSeparator: String
    /// The separator of groups of three digits: `,` in English, `.` in German.
    public var groupingSeparator: String

    /// The symbols of a language; English's by default.
    public init(decimalSeparator: String = ".", groupingSeparator: String = ",") {
        self.decimalSeparator = decimalSeparator
        self.groupingSeparator = groupingSeparator
    }
}

extension PickListFormat.Placeholder {
    /// `argument` written as this placeholder asks (it fits: ``PickListFormat/fits(_:)``).
    func format(_ argument: PickListFormatArgument, symbols: PickListNumberSymbols) -> String {
        var sign = ""
        var body: String
        switch (kind, argument) {
        case (.object, .text(let text)):
            return pad(text)
        case (.object, .integer(let value)):
            return pad(String(value))
        case (.object, .number(let value)):
            return pad(Self.fixed(value, precision: nil, symbols: symbols))
        case (.integer, .integer(let value)):
            let magnitude = value.magnitude
            switch conversion {
            case "o": body = String(magnitude, radix: 8)
            case "x": body = String(magnitude, radix: 16)
            case "X": body = String(magnitude, radix: 16, uppercase: true)
            default: body = String(magnitude)
            }
            if value < 0 { sign = "-" }
            if let precision, body.count < precision { body = String(repeating: "0", count: precision - body.count) + body }
            if flags.contains("'"), "diu".contains(conversion) { body = Self.grouped(body, symbols: symbols) }
        case (.number, .integer(let value)):
            body = Self.fixed(Double(value).magnitude, precision: precision ?? 6, symbols: symbols, grouped: flags.contains("'"))
            if value < 0 { sign = "-" }
        case (.number, .number(let value)):
            body = Self.fixed(value.magnitude, precision: precision ?? 6, symbols: symbols, grouped: flags.contains("'"))
            if value.sign == .minus, !value.isNaN { sign = "-" }
        default:
            return ""
        }
        if sign.isEmpty {
            if flags.contains("+") { sign = "+" } else if flags.contains(" ") { sign = " " }
        }
        guard let width, sign.count + body.count < width else { return sign + body }
        let padding = width - sign.count - body.count
        if flags.contains("-") { return sign + body + String(repeating: " ", count: padding) }
        if flags.contains("0"), precision == nil || kind == .number {
            return sign + String(repeating: "0", count: padding) + body
        }
        return String(repeating: " ", count: padding) + sign + body
    }

    private func pad(_ text: String) -> String {
        guard let width, text.count < width else { return text }
        let padding = String(repeating: " ", count: width - text.count)
        return flags.contains("-") ? text + padding : padding + text
    }

    /// Digits grouped by three with the language's separator.
    static func grouped(_ digits: String, symbols: PickListNumberSymbols) -> String {
        var result = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { result += symbols.groupingSeparator }
            result.append(digit)
        }
        return result
    }

    /// `value` with `precision` digits after the decimal separator (rounded half away from
    /// zero), or as Swift writes it shortest when `precision` is `nil` or the number is too
    /// large to round exactly.
    static func fixed(_ value: Double, precision: Int?, symbols: PickListNumberSymbols, grouped: Bool = false) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        var scale = 1.0
        for _ in 0..<(precision ?? 0) { scale *= 10 }
        guard let precision, (value * scale).magnitude < 9e15 else {
            let written = value.description
            let plain = written.hasSuffix(".0") ? String(written.dropLast(2)) : written
            return plain.replacingFirst(".", with: symbols.decimalSeparator)
        }
        let scaled = UInt64((value.magnitude * scale).rounded(.toNearestOrAwayFromZero))
        let divisor = UInt64(scale)
        var whole = String(scaled / divisor)
        if grouped { whole = Self.grouped(whole, symbols: symbols) }
        guard precision > 0 else { return whole }
        let fraction = String(scaled % divisor)
        return whole + symbols.decimalSeparator + String(repeating: "0", count: precision - fraction.count) + fraction
    }
}

extension String {
    fileprivate func replacingFirst(_ target: Character, with replacement: String) -> String {
        guard let index = firstIndex(of: target) else { return self }
        return String(self[..<index]) + replacement + String(self[self.index(after: index)...])
    }
}

/// A format key's text in one item: the development format, as the spec writes it, and the
/// item's arguments.
struct FormattedText: Hashable, Sendable {
    var format: String
    var arguments: [PickListFormatArgument]
}
