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
        ])
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
