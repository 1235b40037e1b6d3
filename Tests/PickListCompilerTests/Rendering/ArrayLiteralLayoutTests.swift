import Foundation
@testable import PickListCompiler
import Testing

@Suite("Array literals of the generated code: on one line while short, broken when long")
struct ArrayLiteralLayoutTests {
    @Test func shortLists_stayOnTheKeysLine() {
        #expect(ArrayLiteralLayout.elements([#""addSound""#, #""custom""#], indentation: 8) == #""addSound", "custom""#)
        #expect(ArrayLiteralLayout.elements([], indentation: 8) == "")
    }

    /// A generated `indents:` argument of 10 000 items: every line within 100 columns, the
    /// elements one level deeper than the key, a trailing comma, `]` back at the key's
    /// indentation, and every element once, in order.
    @Test func longLists_breakIntoLinesOfAtMost100Columns() {
        let elements = (0..<10_000).map { String($0 % 3) }
        let text = "        indents: [" + ArrayLiteralLayout.elements(elements, indentation: 8) + "]"
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "        indents: [")
        #expect(lines.last == "        ]")
        let body = lines.dropFirst().dropLast()
        #expect(body.allSatisfy { $0.hasPrefix("            ") && !$0.hasPrefix("             ") && $0.hasSuffix(",") })
        #expect(lines.allSatisfy { $0.count <= ArrayLiteralLayout.width })
        #expect(body.count < 400)  // lines are filled: 29 elements of `n, ` a line
        let read = body.flatMap { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }.filter { !$0.isEmpty }
        #expect(read == elements)
    }

    @Test func caseSummary_namesAFewCasesAndCountsTheRest() {
        let eight = (1...8).map { ".item\($0)" }
        #expect(ArrayLiteralLayout.caseSummary(eight) == eight.joined(separator: ", "))
        let many = (1...5_000).map { ".item\($0)" }
        #expect(ArrayLiteralLayout.caseSummary(many) == ".item1, .item2, .item3, .item4, .item5, … and 4995 more")
    }
}
