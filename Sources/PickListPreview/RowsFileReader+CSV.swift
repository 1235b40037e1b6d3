import PickListCompiler
import PickListSupport

extension RowsFileReader {
    /// Reads a CSV table: a header row naming the columns, then one row per line.
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
        guard let columns = readHeader(header) else { return }
        for (index, record) in records.dropFirst().enumerated() {
            let number = index + 1
            guard record.fields.count == header.fields.count else {
                fail("row \(number) has \(record.fields.count) field\(record.fields.count == 1 ? "" : "s"), the header row \(header.fields.count)", at: record.position)
                continue
            }
            if let row = readCSVRow(record, number: number, columns: columns) {
                add(row, number: number, at: record.position)
            }
        }
    }

    /// The column of each field the header names; `nil` after an error (an unknown or repeated
    /// column, no `id` or `title`).
    private mutating func readHeader(_ header: CSVRecord) -> [String: Int]? {
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
        return hasErrors ? nil : columns
    }

    /// Row `number`'s fields; `nil` after an error in one of them.
    private mutating func readCSVRow(_ record: CSVRecord, number: Int, columns: [String: Int]) -> RowsFileRow? {
        func field(_ name: String) -> CSVField? { columns[name].map { record.fields[$0] } }
        func text(_ name: String) -> String? { field(name).map(\.text).flatMap { $0.isEmpty ? nil : $0 } }
        var row = RowsFileRow()
        var ok = true
        row.id = field("id")?.text
        row.title = field("title")?.text
        row.subtitle = text("subtitle")
        row.section = text("section")
        row.symbol = text("symbol")
        row.asset = text("image")
        row.keywords = field("keywords").map { $0.text.split(separator: ";").map { String($0).trimmingSpaces }.filter { !$0.isEmpty } } ?? []
        for flag in RowsFileRow.flags {
            guard let value = field(flag) else { continue }
            switch value.text.trimmingSpaces {
            case "": break
            case "true": row.set(flag: flag, to: true, at: value.position)
            case "false": row.set(flag: flag, to: false, at: value.position)
            default:
                fail("the \(flag) of row \(number) is '\(value.text)': write true, false, or nothing (\(RowsFileRow.omitted(flag: flag)))", at: value.position)
                ok = false
            }
        }
        if let value = field("indent"), !value.text.trimmingSpaces.isEmpty {
            let written = value.text.trimmingSpaces
            if let levels = RowsFileRow.indent(written) {
                row.indent = levels
            } else {
                fail("the indent of row \(number) is '\(value.text)': \(RowsFileRow.indentHint(written)), or nothing (0)", at: value.position)
                ok = false
            }
        }
        return ok ? row : nil
    }
}

extension String {
    /// The text without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        var scalars = Substring(self).unicodeScalars[...]
        while let first = scalars.first, first == " " || first == "\t" { scalars = scalars.dropFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars = scalars.dropLast() }
        return String(scalars)
    }
}
