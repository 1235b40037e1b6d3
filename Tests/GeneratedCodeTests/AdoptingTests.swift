import Foundation
import PickListKit
import Synchronization
import Testing

/// The migration of docs/adopting.md, run: the app's hand-written `enum: Int` kept in
/// `@AppStorage` (Adopting/LegacyPreferredBrowser.swift), what it stored in `UserDefaults`
/// (Adopting/Stored/preferences.plist, the value an old build wrote included), its texts
/// translated under its own keys (Adopting/Stored/*.lproj/Localizable.strings), and the spec
/// that replaces the enum (Specs/preferred-browser.picklist.yml).
@Suite("Adopting picklist in an existing app")
struct AdoptingTests {
    private static let stored = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Adopting/Stored")

    private static func preferences() throws -> [String: Any] {
        let data = try Data(contentsOf: stored.appendingPathComponent("preferences.plist"))
        return try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
    }

    /// Every value the old enum stored reads as the item of the same name, and reads back as
    /// the same `Int`: adopting the spec changes no stored byte.
    @Test func everyOldValue_readsAsTheSameItem_andWritesTheSameInt() {
        for old in LegacyPreferredBrowser.allCases {
            let item = PreferredBrowser(rawValue: old.rawValue)
            #expect(item?.id == String(describing: old))
            #expect(item?.rawValue == old.rawValue)
        }
        #expect(PreferredBrowser.allCases.map(\.id) == LegacyPreferredBrowser.allCases.map { String(describing: $0) })
    }

    /// The values in the plist, as `@AppStorage("preferred_browser")` reads them: the value an
    /// old build wrote (4, "Firefox Focus") reads as Firefox, and one no build wrote reads as
    /// the fallback, where the old enum read nothing.
    @Test func storedPreferences_readAsTheirItems() throws {
        let preferences = try Self.preferences()
        let stored = try #require(preferences["preferred_browser"] as? Int)
        #expect(stored == 4)
        #expect(LegacyPreferredBrowser(rawValue: stored) == nil)
        #expect(PreferredBrowser(rawValue: stored) == .firefox)
        let installs = try #require(preferences["preferred_browser_by_install"] as? [Int])
        #expect(installs.map { PreferredBrowser(rawValue: $0) } == [.inApp, .safari, .chrome, .firefox, .firefox, .inApp])
        #expect(installs.map { LegacyPreferredBrowser(rawValue: $0).map { String(describing: $0) } }
            == ["inApp", "safari", "chrome", "firefox", nil, nil])
        // Writing writes today's value: the old 4 is stored as 3 from now on.
        #expect(PreferredBrowser(rawValue: stored)?.rawValue == 3)
    }

    /// A `UserDefaults` domain holding those values, read as `@AppStorage` reads it.
    @Test func userDefaults_readsThroughInitRawValue() throws {
        let suite = "AdoptingTests.userDefaults"
        let defaults = try #require(UserDefaults(suiteName: suite))
        defer { defaults.removePersistentDomain(forName: suite) }
        defaults.set(try #require(try Self.preferences()["preferred_browser"] as? Int), forKey: "preferred_browser")
        let browser = (defaults.object(forKey: "preferred_browser") as? Int).flatMap(PreferredBrowser.init(rawValue:)) ?? .inApp
        #expect(browser == .firefox)
        defaults.set(browser.rawValue, forKey: "preferred_browser")
        #expect(defaults.integer(forKey: "preferred_browser") == 3)
    }

    /// The app's `Localizable.strings` of one language, as `"key" = "text";` lines.
    private static func strings(_ language: String) throws -> [String: String] {
        let text = try String(contentsOf: stored.appendingPathComponent(language + ".lproj/Localizable.strings"), encoding: .utf8)
        var table: [String: String] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix("\"") {
            let parts = line.split(separator: "\"", omittingEmptySubsequences: false)
            if parts.count >= 4 { table[String(parts[1])] = String(parts[3]) }
        }
        return table
    }

    /// A localizer holding the app's table, that remembers every key it was asked for.
    final class AppTable: PickListLocalizer {
        let table: [String: String]
        let asked = Mutex<Set<String>>([])
        init(_ table: [String: String]) { self.table = table }
        func string(forKey key: String, table name: String, default text: String) -> String {
            asked.withLock { _ = $0.insert(name + ":" + key) }
            return name == "Localizable" ? table[key] ?? text : text
        }
    }

    /// After the migration every text is found under the key the app translated it under, in
    /// every language the app has, and no other key is asked for.
    @Test func everyText_isFoundUnderTheAppsOwnKey() throws {
        let english = try Self.strings("en")
        let german = AppTable(try Self.strings("de"))
        PickListLocalization.withLocalizer(german) {
            #expect(PreferredBrowser.listTitle == "Links öffnen in")
            #expect(PreferredBrowser.allCases.map(\.title) == ["In der App", "Safari", "Chrome", "Firefox"])
        }
        #expect(german.asked.withLock { $0 }.allSatisfy { $0.hasPrefix("Localizable:settings.browser.") })
        #expect(german.asked.withLock { $0 }.count == 5)
        PickListLocalization.withLocalizer(german) {
            #expect(PreferredBrowser.Selection().summary == "In der App")
        }
        // The spec's own texts are the app's English ones.
        #expect(PreferredBrowser.listTitle == english["settings.browser.header"])
        #expect(PreferredBrowser.allCases.map(\.title) == ["in-app", "safari", "chrome", "firefox"].map { english["settings.browser." + $0] })
    }
}
