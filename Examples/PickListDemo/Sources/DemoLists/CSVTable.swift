/// A comma-separated table with a header row (RFC 4180): what `Data/people.csv` is.
///
/// Fields are separated by commas and records by line breaks (`\n` or `\r\n`). A field in
/// double quotes may hold commas, line breaks and quotes written twice (`"Sales, EMEA"`,
/// `"say ""hi"""`). A byte order mark and a final line break are ignored; blank lines are
/// skipped. Every record must have as many fields as the header.
public struct CSVTable: Sendable, Equatable {
    /// The column names, from the first record.
    public var header: [String]
    /// The records after the header, each with one field per column.
    public var records: [Record]

    /// One record: its fields and the line it starts on (1 is the header's).
    public struct Record: Sendable, Equatable {
        public var fields: [String]
        public var line: Int

        public init(fields: [String], line: Int) {
            self.fields = fields
            self.line = line
        }
    }

    /// A malformed table, with the line the problem is on.
    public struct ParseError: Error, Equatable, CustomStringConvertible {
        public var line: Int
        public var message: String
        public var description: String { "line \(line): \(message)" }

        public init(line: Int, message: String) {
            self.line = line
            self.message = message
        }
    }

    /// Parses a whole file's text.
    public init(parsing text: String) throws {
        var records = try Self.records(in: text)
        guard !records.isEmpty else { throw ParseError(line: 1, message: "no header row") }
        header = records.removeFirst().fields
        for record in records where record.fields.count != header.count {
            throw ParseError(
                line: record.line,
                message: "\(record.fields.count) fields, but the header has \(header.count) (\(header.joined(separator: ",")))")
        }
        self.records = records
    }

    /// The index of a column, or an error naming what the header lacks.
    public func column(_ name: String) throws -> Int {
        guard let index = header.firstIndex(of: name) else {
            throw ParseError(line: 1, message: "no column '\(name)' in the header (\(header.joined(separator: ",")))")
        }
        return index
    }

    /// Splits the text into records of fields, by the rules above.
    static func records(in text: String) throws -> [Record] {
        var records: [Record] = []
        var fields: [String] = []
        var field = ""
        var line = 1
        var recordLine = 1
        var inQuotes = false
        var fieldWasQuoted = false   // the field's closing quote has been read
        var recordHasContent = false

        func endField() {
            fields.append(field)
            field = ""
            fieldWasQuoted = false
        }
        func endRecord() {
            endField()
            // A blank line is no record (a record of one empty field is written `""`).
            if recordHasContent { records.append(Record(fields: fields, line: recordLine)) }
            fields = []
            recordHasContent = false
        }

        var scalars = text.unicodeScalars[...]
        if scalars.first == "\u{FEFF}" { scalars = scalars.dropFirst() }
        var iterator = scalars.makeIterator()
        var pending: Unicode.Scalar? = iterator.next()
        while let scalar = pending {
            pending = iterator.next()
            if inQuotes {
                if scalar == "\"" {
                    if pending == "\"" {                // "" inside quotes: one quote
                        field.unicodeScalars.append("\"")
                        pending = iterator.next()
                    } else {
                        inQuotes = false
                        fieldWasQuoted = true
                    }
                } else {
                    if scalar == "\n" { line += 1 }
                    field.unicodeScalars.append(scalar)
                }
                continue
            }
            switch scalar {
            case ",":
                recordHasContent = true
                endField()
            case "\r" where pending == "\n":
                break                                   // the \n ends the record
            case "\n":
                endRecord()
                line += 1
                recordLine = line
            case "\"":
                guard field.isEmpty, !fieldWasQuoted else {
                    throw ParseError(line: line, message: "a quote inside an unquoted field; quote the whole field and write the quote twice")
                }
                inQuotes = true
                recordHasContent = true
            default:
                guard !fieldWasQuoted else {
                    throw ParseError(line: line, message: "text after a quoted field's closing quote")
                }
                field.unicodeScalars.append(scalar)
                recordHasContent = true
            }
        }
        if inQuotes {
            throw ParseError(line: line, message: "a quoted field is not closed")
        }
        endRecord()
        return records
    }
}
