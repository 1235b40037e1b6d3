import Foundation
import PickListKit
import Testing

/// The lists of Specs/item-fields.picklist.yml: the attributes an app's enum kept in a `switch`
/// per property (a help link several reasons share, seconds beside a stored index, a lookup
/// by an analytics name), generated from `fields`.
@Suite("Item fields")
struct ItemFieldsTests {
    /// Every field's property reads the item's value, its default where the item gives none,
    /// `nil` for an optional field it leaves out; values may repeat.
    @Test func properties_readEachItemsValues() {
        #expect(ReportReason.spam.helpURL == URL(string: "https://example.com/help/spam"))
        #expect(ReportReason.abuse.helpURL == ReportReason.threat.helpURL)     // one link, two reasons
        #expect(ReportReason.other.helpURL.query == "topic=other&lang=en")
        #expect(ReportReason.allCases.map(\.severity) == [1, 3, 5, 1])
        let severity: Int32 = ReportReason.threat.severity        // `int32`: the type Core Data stores
        #expect(severity == 5)
        #expect(ReportReason.allCases.map(\.isPro) == [false, false, true, false])
        #expect(ReportReason.abuse.note == "Reviewed within a day")
        #expect(ReportReason.spam.note == nil)
        #expect(ReportReason.allCases.map(\.analytics) == ["report_spam", "report_abuse", "report_threat", "report_other"])
    }

    /// A `unique` field's lookup finds each item by its value, and no item for any other value.
    @Test func uniqueField_looksItemsUp() {
        for reason in ReportReason.allCases {
            #expect(ReportReason(analytics: reason.analytics) == reason)
        }
        #expect(ReportReason(analytics: "report_unknown") == nil)
        #expect(ReportReason(analytics: "") == nil)
        #expect(PasscodeDelay(seconds: 300) == .fiveMinutes)
        #expect(PasscodeDelay(seconds: 301) == nil)
        #expect(PasscodeDelay.oneHour.seconds == 3600)
        let seconds: Int64 = PasscodeDelay.oneHour.seconds
        #expect(seconds == 3600)
    }

    /// Fields sit beside `value_type` and `raw_value: value`: the stored index and the seconds
    /// it means are two properties of one item.
    @Test func fields_besideStoredValues() {
        #expect(PasscodeDelay.fiveMinutes.rawValue == 2)
        #expect(PasscodeDelay(rawValue: 2)?.seconds == 300)
        #expect(PasscodeDelay.oneMinute.fraction == 0.25)
        #expect(PasscodeDelay.immediately.fraction == nil)
        #expect(PasscodeDelay.Selection().selectedItem?.seconds == 60)
    }
}
