import Testing
import PickListSupport

@Suite struct ReportJSONTests {
    @Test func quoted_escapesQuotesBackslashesAndControls() {
        #expect(ReportJSON.quoted("a\"b\\c\nd\te\u{1}é") == #""a\"b\\c\nd\te\u0001é""#)
    }
}
