import PickListKit
import Testing

/// Generated code writes titles as lines of one multi-line string literal; these titles need
/// escaping there, or (a line feed) cannot be a line and are restated in `details`.
@Suite("Titles that need escaping read back unchanged")
struct TrickyTitleTests {
    @Test func everyTitle_readsBackAsTheSpecWroteIt() {
        #expect(TrickyTitle.allCases.map(\.title) == [
            "Plain",
            #"Say """hello""""#,
            #""""""#,
            #"Ends in a backslash \"#,
            #"Not \(interpolated) nor \n escaped"#,
            "Trailing space ",
            "  Two leading spaces",
            "Tab\there",
            "Line one\nline two",
            "Carriage\r\nreturn",
            ##"#"raw"# and """#"##,
            "Bidi \u{202E}evil\u{202C} \u{2066}isolated\u{2069} \u{200E}ltr\u{200F} rtl\u{061C}",
            "Invisible \u{FEFF} nel\u{85} ls\u{2028} ps\u{2029} c1\u{9B}",
            "Ends in a carriage return\r",
        ])
        // Byte for byte, not only as equal Strings (which compare canonically equivalent text).
        #expect(Array(TrickyTitle.bidi.title.utf8) == Array("Bidi \u{202E}evil\u{202C} \u{2066}isolated\u{2069} \u{200E}ltr\u{200F} rtl\u{061C}".utf8))
        #expect(Array(TrickyTitle.invisible.title.unicodeScalars) == Array("Invisible \u{FEFF} nel\u{85} ls\u{2028} ps\u{2029} c1\u{9B}".unicodeScalars))
    }

    @Test func sectionedTitles_readBackAndKeepTheirSections() {
        #expect(TrickySectionTitle.allCases.map(\.title) == [#""Quoted""#, "Broken\nin two", "Blank at the end\t", "Last"])
        #expect(TrickySectionTitle.sections.map(\.title) == [#"Quotes """"#, "Blanks"])
        #expect(TrickySectionTitle.sections.map(\.rows) == [
            [.item(.quoted), .item(.broken)],
            [.item(.blank), .item(.last)],
        ])
    }
}
