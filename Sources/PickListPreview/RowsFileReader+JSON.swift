import PickListCompiler
import PickListSupport

extension RowsFileReader {
    /// Reads a JSON array of row objects.
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
        var row = RowsFileRow()
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
                case .string(let text): row.id = text
                case .number(let text) where text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "-") }): row.id = text
                default: wrongType("a string or a whole number")
                }
            case "title":
                if let text = value.value.stringValue { row.title = text } else { wrongType("a string") }
            case "subtitle", "section", "symbol", "image":
                switch value.value {
                case .string(let text):
                    switch member.key {
                    case "subtitle": row.subtitle = text
                    case "section": row.section = text
                    case "symbol": row.symbol = text
                    default: row.asset = text
                    }
                case .null: break
                default: wrongType("a string or null")
                }
            case let flag where RowsFileRow.flags.contains(flag):
                if case .bool(let set) = value.value { row.set(flag: flag, to: set, at: value.position) } else { wrongType("true or false") }
            case "indent":
                guard case .number(let text) = value.value else {
                    wrongType("a whole number of levels from 0 to \(Spec.Item.maximumIndent)")
                    continue
                }
                guard let levels = RowsFileRow.indent(text) else {
                    fail("the indent of row \(number) is \(text): \(RowsFileRow.indentHint(text))", at: value.position)
                    ok = false
                    continue
                }
                row.indent = levels
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
                    row.keywords.append(text)
                }
            default:
                fail(
                    "unknown key '\(member.key)' in row \(number); a row has \(PreviewRowsFile.fields.joined(separator: ", "))",
                    at: member.keyPosition, suggestion: Suggestion.closest(to: member.key, among: PreviewRowsFile.fields))
                ok = false
            }
        }
        if row.id == nil, ok {
            fail("row \(number) has no id", at: element.position)
            ok = false
        }
        if row.title == nil, ok {
            fail("row \(number) has no title", at: element.position)
            ok = false
        }
        guard ok else { return }
        add(row, number: number, at: element.position)
    }
}
