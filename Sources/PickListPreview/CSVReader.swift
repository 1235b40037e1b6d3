import PickListCompiler
import PickListSupport

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
