import Foundation
import PickListKit
import Testing

/// The lists of Specs/nothing-stored.picklist.yml: the item that no stored value means
/// (`absent`), values in the app's own integer types (`int32`, `int64`), and an action row in a
/// list whose items carry values. The generated code compiles without a warning (warnings are
/// errors in this target), `case none` and `self == .none` included.
@Suite("Nothing stored, Int32 and Int64 values, action rows with values")
struct NothingStoredTests {
    // MARK: absent

    /// `nil` reads as the `absent` item and the `absent` item stores `nil`; every other item
    /// stores its raw value and reads back from it, a former id included.
    @Test func absent_readsNilAsItsItem_andStoresNilForIt() {
        #expect(AlternateIcon(storedValue: nil) == .primary)
        #expect(AlternateIcon.primary.storedValue == nil)
        #expect(AlternateIcon.dark.storedValue == "AppIcon-Dark")
        #expect(AlternateIcon(storedValue: "AppIcon-Dark") == .dark)
        #expect(AlternateIcon(storedValue: "AppIcon-Retro") == .classic)      // renamed_from
        #expect(AlternateIcon(storedValue: "AppIcon-Gone") == nil)            // no fallback
        #expect(AlternateIcon(storedValue: "primary") == .primary)
        // The absent item keeps its id everywhere else.
        #expect(AlternateIcon.primary.rawValue == "primary")
        for icon in AlternateIcon.allCases {
            #expect(AlternateIcon(storedValue: icon.storedValue) == icon)
        }
    }

    /// The type of what an app passes where it takes a `String?` (`setAlternateIconName`).
    @Test func storedValue_isTheRawValueTypeMadeOptional() {
        func takesOptionalName(_ name: String?) -> String? { name }
        #expect(takesOptionalName(AlternateIcon.classic.storedValue) == "AppIcon-Classic")
        let reader: (String?) -> AlternateIcon? = AlternateIcon.init(storedValue:)
        #expect(reader(nil) == .primary)
    }

    /// With `raw_value: value` the stored value is the value: `nil` is "System", a value or
    /// alias reads as its item, an unknown one as the fallback, so `init(storedValue:)` is
    /// never `nil`.
    @Test func absent_withValuesAsRawValues_storesTheValue() {
        #expect(ReaderTheme(storedValue: nil) == .system)
        #expect(ReaderTheme.system.storedValue == nil)
        #expect(ReaderTheme.dark.storedValue == "night")
        #expect(ReaderTheme(storedValue: "night") == .dark)
        #expect(ReaderTheme(storedValue: "black") == .dark)                  // value_aliases
        #expect(ReaderTheme(storedValue: "sepia") == .light)                 // fallback
        #expect(ReaderTheme.system.rawValue == "system")
        #expect(ReaderTheme.allCases.map(\.storedValue) == [nil, "light", "night"])
    }

    /// An optional preference in `UserDefaults`: removing the key is "System".
    @Test func absent_inUserDefaults_isTheMissingKey() throws {
        let suite = "NothingStoredTests.userDefaults"
        let defaults = try #require(UserDefaults(suiteName: suite))
        defer { defaults.removePersistentDomain(forName: suite) }
        func write(_ theme: ReaderTheme) { defaults.set(theme.storedValue, forKey: "theme") }
        func read() -> ReaderTheme? { ReaderTheme(storedValue: defaults.string(forKey: "theme")) }
        write(.dark)
        #expect(defaults.string(forKey: "theme") == "night")
        #expect(read() == .dark)
        write(.system)
        #expect(defaults.object(forKey: "theme") == nil)
        #expect(read() == .system)
    }

    /// The app's `case none` is the absent item: a `switch` over it, and the comparison the
    /// generated `storedValue` makes, work without a warning.
    @Test func absentNoneCase_switchesAndStoresNil() {
        func symbol(_ style: BadgeStyle) -> String? {
            switch style {
            case .none: nil
            case .dot: "•"
            case .number: "3"
            }
        }
        #expect(BadgeStyle.allCases.map(symbol) == [nil, "•", "3"])
        #expect(BadgeStyle.none.storedValue == nil)
        #expect(BadgeStyle(storedValue: nil) == Optional.some(BadgeStyle.none))
        #expect(BadgeStyle(storedValue: "dot") == .dot)
        let unset: BadgeStyle? = nil
        #expect(unset == Optional.none)
    }

    // MARK: int32, int64

    /// `value_type: int32`: `value` and `init(value:)` take the app's `Int32` (a Core Data
    /// attribute), the extremes of its range included.
    @Test func int32Values_areInt32() {
        let seconds: Int32 = PasscodeTimeout.oneMinute.value
        #expect(seconds == 60)
        #expect(PasscodeTimeout(value: Int32(-1)) == .never)
        #expect(PasscodeTimeout(value: Int32.max) == .longest)
        #expect(PasscodeTimeout(value: 61) == nil)
        #expect(PasscodeTimeout.allCases.map(\.value) == [0, 60, -1, Int32.max])
    }

    /// `value_type: int64`: values beyond `Int32`, and an alias at `Int64.min`.
    @Test func int64Values_areInt64() {
        let bytes: Int64 = UploadLimit.huge.value
        #expect(bytes == 5_000_000_000)
        #expect(UploadLimit(value: 5_000_000_000) == .huge)
        #expect(UploadLimit(value: Int64.min) == .huge)                      // value_aliases
        #expect(UploadLimit(value: 1) == nil)
    }

    // MARK: Action rows with values

    /// An action row has no value: `value` is optional in its list, `nil` for the action row,
    /// and `init(value:)` never reads as it, not even as the fallback.
    @Test func actionRow_inValuedList_hasNoValue() {
        let emoji: String? = StatusPreset.busy.value
        #expect(emoji == "⛔️")
        #expect(StatusPreset.custom.value == nil)
        #expect(StatusPreset.meeting.value == "📅")
        #expect(StatusPreset(value: "📅") == .meeting)
        #expect(StatusPreset(value: "") == .busy)                             // fallback
        #expect(StatusPreset.allCases.compactMap { StatusPreset(value: $0.value ?? "") } == [.busy, .away, .busy, .meeting])
        #expect(StatusPreset.custom.isAction)
        var selection = StatusPreset.Selection()
        let change = selection.tap(.item(.custom))
        #expect(change.outcome == .action)
        #expect(selection.selectedItem?.value == nil)
        _ = selection.tap(.item(.away))
        #expect(selection.selectedItem?.value == "🌴")
    }
}
