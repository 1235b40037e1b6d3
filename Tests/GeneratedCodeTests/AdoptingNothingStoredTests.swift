import Foundation
import PickListKit
import Testing

/// Adopting picklist for two hand-written enums (Adopting/LegacyNothingStored.swift): an
/// alternate app icon whose default is stored as `nil`, and an unread badge whose `case none`
/// the app's `switch`es use. The specs (Specs/adopting-nothing-stored.picklist.yml) generate
/// types that the app's call sites (Adopting/NothingStoredCallSites.swift) compile against
/// unchanged, and that return every value the old enums returned.
@Suite("Adopting: the value stored as nothing, the app's case none")
struct AdoptingNothingStoredTests {
    /// The call sites compiled against both are one text.
    @Test func callSites_areTheSameTextForBothTypes() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Adopting/NothingStoredCallSites.swift")
        let text = try String(contentsOf: file, encoding: .utf8)
        let blocks = text.components(separatedBy: "// BEGIN CALL SITES").dropFirst()
            .map { $0.components(separatedBy: "// END CALL SITES")[0] }
        #expect(blocks.count == 2)
        #expect(blocks.first == blocks.last)
        #expect(blocks.first?.contains("icon.storedValue") == true)
        #expect(blocks.first?.contains("case .none") == true)
    }

    /// Every icon: the same stored name passed on, the same icon read back from it (`nil`
    /// included), the same title, in the same order.
    @Test func everyIcon_storesAndReadsWhatTheOldEnumDid() {
        #expect(AppIconChoice.allCases == [.primary, .dark, .classic])
        #expect(LegacyAppIcon.allCases == [.primary, .dark, .classic])
        for (old, new) in zip(LegacyAppIcon.allCases, AppIconChoice.allCases) {
            let before = IconSetter()
            let after = IconSetter()
            Before.apply(old, to: before)
            After.apply(new, to: after)
            #expect(before.alternateIconName == after.alternateIconName)
            #expect(old.storedValue == new.storedValue)
            #expect(LegacyAppIcon.allCases.firstIndex(of: Before.currentIcon(of: before)) == AppIconChoice.allCases.firstIndex(of: After.currentIcon(of: after)))
            #expect(Before.isDefault(old) == After.isDefault(new))
            #expect(old.title == new.title)
        }
        #expect(LegacyAppIcon(storedValue: "AppIcon-Gone") == nil)
        #expect(AppIconChoice(storedValue: "AppIcon-Gone") == nil)
        #expect(After.currentIcon(of: IconSetter()) == .primary)
        #expect(Before.menuTitles() == After.menuTitles())
    }

    /// Every badge: the same raw value, text and visibility through the app's `switch`es.
    @Test func everyBadge_switchesAsTheOldEnumDid() {
        for (old, new) in zip(LegacyUnreadBadge.allCases, UnreadBadge.allCases) {
            #expect(old.rawValue == new.rawValue)
            #expect(Before.badgeText(old, unread: 4) == After.badgeText(new, unread: 4))
            #expect(Before.showsBadge(old) == After.showsBadge(new))
            #expect(Before.badge(stored: old.rawValue).rawValue == After.badge(stored: new.rawValue).rawValue)
        }
        #expect(LegacyUnreadBadge.allCases.count == UnreadBadge.allCases.count)
        #expect(Before.badge(stored: nil).rawValue == After.badge(stored: nil).rawValue)
        #expect(After.badge(stored: "stars") == .dot)
        // What `case none` costs at an optional, as the lint note says.
        let noBadge: UnreadBadge? = nil
        #expect(noBadge == Optional.none)
    }
}
