package import PickListCompiler
package import PickListKit

/// The rows of a `rows: runtime` list for `picklist preview --rows FILE`: a JSON array or a
/// CSV table, read into the runtime's own `PickListEntrySection`s.
///
/// Every row has the fields `id` and `title`, and optionally `subtitle`, `enabled`,
/// `keywords`, `section`, and `symbol` (an SF Symbol's name) or `image` (an asset's name),
/// the image before the title (`PickListEntry.image`; not both):
///
/// - **JSON** (`.json`, or any file whose first character is `[`): an array of objects.
///   `id` is a string or a whole number (`4106` is the id `"4106"`), `title`, `subtitle` and
///   `section` strings (`null` for none), `enabled` `true` or `false`, `keywords` an array of
///   strings. Other keys are refused (a misspelt `subtitel` would otherwise vanish).
/// - **CSV** (anything else): RFC 4180, a header row naming the columns (in any order; `id`
///   and `title` required), then one row per line; fields with commas, quotes or line
///   breaks are quoted (`"Sales, EMEA"`, `""` for a quote). `enabled` is `true`, `false` or
///   empty (enabled); `keywords` are separated by `;`; an empty `subtitle` or `section` is
///   none. A UTF-8 byte order mark is ignored.
///
/// Rows with a `section` are grouped into titled sections in the order the sections first
/// appear, each keeping its rows' order; rows without one form an untitled section at the
/// place of the first of them. Problems are located: `file:line:column` of the value (JSON),
/// of the field (CSV, whose messages also name the row, counted from 1 after the header).
package struct PreviewRowsFile: Sendable {
    /// The file's path, as given.
    package var path: String
    /// The rows grouped into sections.
    package var sections: [PickListEntrySection<String>]
    /// How many rows the file gives.
    package var rowCount: Int
    /// Problems found: errors (nothing to show) or warnings (duplicate ids).
    package var diagnostics: [Diagnostic]
    /// The file's text, for the diagnostics' excerpts; `nil` when it could not be read.
    package var source: String?

    /// The columns, or keys, a row may have.
    package static let fields = ["id", "title", "subtitle", "enabled", "keywords", "section", "symbol", "image"]

    /// Reads `path`: its rows, or the diagnostics saying why not.
    package static func read(path: String) -> PreviewRowsFile {
        switch FileReader.read(path) {
        case .success(let bytes):
            var file = parse(bytes: bytes, path: path)
            file.source = TextDecoding.displayText(of: bytes)
            return file
        case .failure(let failure) where failure.kind == .missing:
            return failed(path, .error(LoadingRule.missingPath, "no such file or directory: '\(path)'", at: SourceLocation(file: path)))
        case .failure(let failure):
            return failed(path, .error(LoadingRule.unreadableFile, "cannot read '\(path)': \(failure.reason)", at: SourceLocation(file: path)))
        }
    }

    /// Reads rows from `bytes`, as the file `path` (its extension chooses the format).
    package static func parse(bytes: [UInt8], path: String) -> PreviewRowsFile {
        var bytes = bytes[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        let lowercased = path.lowercased()
        let isJSON = lowercased.hasSuffix(".json")
            || (!lowercased.hasSuffix(".csv") && bytes.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) == UInt8(ascii: "["))
        var reader = RowReader(path: path)
        if isJSON {
            reader.readJSON(Array(bytes))
        } else {
            reader.readCSV(Array(bytes))
        }
        return reader.result()
    }

    private static func failed(_ path: String, _ diagnostic: Diagnostic) -> PreviewRowsFile {
        PreviewRowsFile(path: path, sections: [], rowCount: 0, diagnostics: [diagnostic], source: nil)
    }

    /// Whether the file could be read (no errors).
    package var isValid: Bool { !diagnostics.contains { $0.severity == .error } }
}

/// Collects rows, grouping them by section, and the problems found on the way.
private struct RowReader {
    let path: String
    var sectionOrder: [String?] = []
    var sectionRows: [String?: [PickListEntry<String>]] = [:]
    var firstRowOfID: [String: SourceLocation] = [:]
    var rowCount = 0
    var diagnostics: [Diagnostic] = []

    init(path: String) {
        self.path = path
    }

    func result() -> PreviewRowsFile {
        let failed = diagnostics.contains { $0.severity == .error }
        let sections = failed ? [] : sectionOrder.map { PickListEntrySection(title: $0, entries: sectionRows[$0] ?? []) }
        return PreviewRowsFile(path: path, sections: sections, rowCount: failed ? 0 : rowCount, diagnostics: diagnostics, source: nil)
    }

    mutating func fail(_ message: String, at position: TextPosition, suggestion: String? = nil) {
        diagnostics.append(.error(PreviewRule.invalidRowsFile, message, at: position.location(in: path), suggestion: suggestion))
    }

    mutating func add(_ entry: PickListEntry<String>, section: String?, at position: TextPosition) {
        let location = position.location(in: path)
        if let first = firstRowOfID[entry.id] {
            diagnostics.append(.warning(
                PreviewRule.duplicateRowID, "a row with the id '\(entry.id)' comes earlier; this one is left out, as the runtime leaves it out",
                at: location, notes: [Diagnostic.Note("the first row with this id", at: first)]))
            return
        }
        firstRowOfID[entry.id] = location
        rowCount += 1
        if sectionRows[section] == nil {
            sectionOrder.append(section)
            sectionRows[section] = []
        }
        sectionRows[section]?.append(entry)
    }

    // MARK: JSON

    mutating func readJSON(_ bytes: [UInt8]) {
        let root: JSONValue.Positioned
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            fail("not a JSON rows file: \(error.message)", at: error.position)
            return
        }
        guard case .array(let elements) = root.value else {
            fail("a JSON rows file holds an array of rows, not \(root.value.kindDescription)", at: root.position)
            return
        }
        for (index, element) in elements.enumerated() {
            readJSONRow(element, number: index + 1)
        }
    }

    private mutating func readJSONRow(_ element: JSONValue.Positioned, number: Int) {
        guard let members = element.value.members else {
            fail("row \(number) is \(element.value.kindDescription), not an object with an id and a title", at: element.position)
            return
        }
        var id: String?
        var title: String?
        var subtitle: String?
        var enabled = true
        var keywords: [String] = []
        var section: String?
        var symbol: String?
        var asset: String?
        var ok = true
        for member in members {
            let value = member.value
            func wrongType(_ expected: String) {
                fail("the \(member.key) of row \(number) is \(value.value.kindDescription), not \(expected)", at: value.position)
                ok = false
            }
            switch member.key {
            case "id":
                switch value.value {
                case .string(let text): id = text
                case .number(let text) where text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "-") }): id = text
                default: wrongType("a string or a whole number")
                }
            case "title":
                if let text = value.value.stringValue { title = text } else { wrongType("a string") }
            case "subtitle", "section", "symbol", "image":
                switch value.value {
                case .string(let text):
                    switch member.key {
                    case "subtitle": subtitle = text
                    case "section": section = text
                    case "symbol": symbol = text
                    default: asset = text
                    }
                case .null: break
                default: wrongType("a string or null")
                }
            case "enabled":
                if case .bool(let flag) = value.value { enabled = flag } else { wrongType("true or false") }
            case "keywords":
                guard case .array(let words) = value.value else {
                    wrongType("an array of strings")
                    continue
                }
                for word in words {
                    guard let text = word.value.stringValue else {
                        fail("a keyword of row \(number) is \(word.value.kindDescription), not a string", at: word.position)
                        ok = false
                        continue
                    }
                    keywords.append(text)
                }
            default:
                fail(
                    "unknown key '\(member.key)' in row \(number); a row has \(PreviewRowsFile.fields.joined(separator: ", "))",
                    at: member.keyPosition, suggestion: Suggestion.closest(to: member.key, among: PreviewRowsFile.fields))
                ok = false
            }
        }
        if id == nil, ok {
            fail("row \(number) has no id", at: element.position)
            ok = false
        }
        if title == nil, ok {
            fail("row \(number) has no title", at: element.position)
            ok = false
        }
        if symbol != nil, asset != nil, ok {
            fail("row \(number) has a symbol and an image: give one (the image before the title)", at: element.position)
            ok = false
        }
        guard ok, let id, let title else { return }
        let image = symbol.map(PickListImage.symbol) ?? asset.map(PickListImage.asset)
        add(PickListEntry(id: id, title: title, subtitle: subtitle, isEnabled: enabled, keywords: keywords, image: image),
            section: section, at: element.position)
    }

    // MARK: CSV

    mutating func readCSV(_ bytes: [UInt8]) {
        let scalars: [Unicode.Scalar]
        switch TextDecoding.scalars(of: bytes, allowsUTF16: false) {
        case .success(let decoded): scalars = decoded
        case .failure(let failure):
            fail("a CSV rows file is UTF-8 text; this one is not", at: failure.position)
            return
        }
        let records: [CSVRecord]
        do {
            records = try CSVReader.records(scalars)
        } catch {
            fail(error.message, at: error.position)
            return
        }
        guard let header = records.first else {
            fail("the CSV rows file is empty: it needs a header row (id,title,…) and a row per entry", at: TextPosition(line: 1, column: 1))
            return
        }
        var columns: [String: Int] = [:]
        for (index, field) in header.fields.enumerated() {
            let name = field.text.trimmingSpaces
            guard PreviewRowsFile.fields.contains(name) else {
                fail(
                    "unknown column '\(name)' in the header row; the columns are \(PreviewRowsFile.fields.joined(separator: ", "))",
                    at: field.position, suggestion: Suggestion.closest(to: name, among: PreviewRowsFile.fields))
                continue
            }
            guard columns[name] == nil else {
                fail("the header row names the column '\(name)' twice", at: field.position)
                continue
            }
            columns[name] = index
        }
        for required in ["id", "title"] where columns[required] == nil && !header.fields.isEmpty {
            fail("the header row has no '\(required)' column (it names \(header.fields.map { "'\($0.text)'" }.joined(separator: ", ")))", at: header.position)
        }
        guard !diagnostics.contains(where: { $0.severity == .error }), let idColumn = columns["id"], let titleColumn = columns["title"] else { return }
        for (index, record) in records.dropFirst().enumerated() {
            let number = index + 1
            guard record.fields.count == header.fields.count else {
                fail("row \(number) has \(record.fields.count) field\(record.fields.count == 1 ? "" : "s"), the header row \(header.fields.count)", at: record.position)
                continue
            }
            func field(_ name: String) -> CSVField? { columns[name].map { record.fields[$0] } }
            var enabled = true
            if let value = field("enabled") {
                switch value.text.trimmingSpaces {
                case "true", "": enabled = true
                case "false": enabled = false
                default:
                    fail("the enabled of row \(number) is '\(value.text)': write true, false, or nothing (enabled)", at: value.position)
                    continue
                }
            }
            let keywords = field("keywords").map { $0.text.split(separator: ";").map { String($0).trimmingSpaces }.filter { !$0.isEmpty } } ?? []
            let subtitle = field("subtitle").map(\.text).flatMap { $0.isEmpty ? nil : $0 }
            let section = field("section").map(\.text).flatMap { $0.isEmpty ? nil : $0 }
            let symbol = field("symbol").map(\.text).flatMap { $0.isEmpty ? nil : $0 }
            let asset = field("image").map(\.text).flatMap { $0.isEmpty ? nil : $0 }
            if symbol != nil, asset != nil {
                fail("row \(number) has a symbol and an image: give one (the image before the title)", at: record.position)
                continue
            }
            let image = symbol.map(PickListImage.symbol) ?? asset.map(PickListImage.asset)
            add(PickListEntry(id: record.fields[idColumn].text, title: record.fields[titleColumn].text, subtitle: subtitle,
                              isEnabled: enabled, keywords: keywords, image: image),
                section: section, at: record.position)
        }
    }
}

/// One field of a CSV record: its text (quotes removed) and where it starts.
struct CSVField: Hashable, Sendable {
    var text: String
    var position: TextPosition
}

/// One CSV record: its fields and where it starts.
struct CSVRecord: Hashable, Sendable {
    var fields: [CSVField]
    var position: TextPosition
}

/// An RFC 4180 reader: records separated by CRLF, LF or CR, fields by commas, a field quoted
/// with `"` (a quote inside written `""`) may hold commas and line breaks. Blank lines are
/// skipped; text after a closing quote other than a comma or line break is an error.
enum CSVReader {
    struct SyntaxError: Error, Equatable {
        var message: String
        var position: TextPosition
    }

    static func records(_ scalars: [Unicode.Scalar]) throws(SyntaxError) -> [CSVRecord] {
        var records: [CSVRecord] = []
        var counter = TextPositionCounter()
        var index = 0
        var fields: [CSVField] = []
        var recordStart = counter.position
        var atRecordStart = true

        func advance() {
            counter.advance(over: scalars[index])
            index += 1
        }
        func isLineBreak(_ scalar: Unicode.Scalar) -> Bool { scalar == "\n" || scalar == "\r" }

        while index < scalars.count || !atRecordStart {
            if atRecordStart {
                // Skip blank lines between records.
                if isLineBreak(scalars[index]) {
                    advance()
                    continue
                }
                recordStart = counter.position
                atRecordStart = false
                fields = []
            }
            let fieldStart = counter.position
            var text = ""
            if index < scalars.count, scalars[index] == "\"" {
                advance()
                while true {
                    guard index < scalars.count else {
                        throw SyntaxError(message: "a quoted field is not closed: it needs a \" before the end of the file", position: fieldStart)
                    }
                    let scalar = scalars[index]
                    advance()
                    if scalar == "\"" {
                        if index < scalars.count, scalars[index] == "\"" {
                            text.unicodeScalars.append("\"")
                            advance()
                        } else {
                            break
                        }
                    } else {
                        text.unicodeScalars.append(scalar)
                    }
                }
                if index < scalars.count, scalars[index] != ",", !isLineBreak(scalars[index]) {
                    throw SyntaxError(
                        message: "unexpected '\(scalars[index].escaped(asASCII: false))' after a quoted field: quote the whole field, and write a quote inside it as \"\"",
                        position: counter.position)
                }
            } else {
                while index < scalars.count, scalars[index] != ",", !isLineBreak(scalars[index]) {
                    text.unicodeScalars.append(scalars[index])
                    advance()
                }
            }
            fields.append(CSVField(text: text, position: fieldStart))
            if index < scalars.count, scalars[index] == "," {
                advance()
                continue
            }
            // End of the record: a line break (CRLF counted once) or the end of the file.
            if index < scalars.count {
                let wasReturn = scalars[index] == "\r"
                advance()
                if wasReturn, index < scalars.count, scalars[index] == "\n" { advance() }
            }
            records.append(CSVRecord(fields: fields, position: recordStart))
            atRecordStart = true
        }
        return records
    }
}

extension String {
    /// The text without leading and trailing spaces and tabs.
    fileprivate var trimmingSpaces: String {
        var scalars = Substring(self).unicodeScalars[...]
        while let first = scalars.first, first == " " || first == "\t" { scalars = scalars.dropFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars = scalars.dropLast() }
        return String(scalars)
    }
}
