import Foundation
import PickListKit
import Testing

/// The lists of Specs/stored-forms.picklist.yml: what an app that already exists has stored
/// keeps reading, through every door (`init(rawValue:)`, `init(value:)`, `Codable` of an item
/// and of a selection, a selection's raw value).
@Suite("Stored forms")
struct StoredFormsTests {
    // MARK: raw_value: value

    /// `raw_value: value` with `value_type: int`: the raw value is the `Int` an
    /// `@AppStorage` setting holds, read back with the old value (an alias), a renamed id, and
    /// the fallback for a value no build ever wrote.
    @Test func intRawValue_readsEveryStoredValue() {
        let stored: RefreshInterval.RawValue = RefreshInterval.every30Minutes.rawValue
        #expect(stored == 3)
        #expect(RefreshInterval(rawValue: 3) == .every30Minutes)
        #expect(RefreshInterval(rawValue: 2) == .every30Minutes)       // value_aliases
        #expect(RefreshInterval(rawValue: 0) == .manual)
        #expect(RefreshInterval(rawValue: 99) == .everyHour)           // fallback
        #expect(RefreshInterval(value: 2) == .every30Minutes)
        #expect(RefreshInterval(value: 99) == .everyHour)
        #expect(RefreshInterval.every30Minutes.id == "every-30-minutes")
        #expect(RefreshInterval.every15Minutes.value == 1)
    }

    /// What `@AppStorage("refresh") var refresh: RefreshInterval = .everyHour` does with
    /// `UserDefaults`: an `Int` stored as an `Int`, read through `init(rawValue:)`. A `String`
    /// where the `Int` was stored reads as the default, never a crash.
    @Test func intRawValue_inUserDefaults_keepsTheStoredInt() throws {
        let defaults = try #require(UserDefaults(suiteName: "StoredFormsTests.intRawValue"))
        defer { defaults.removePersistentDomain(forName: "StoredFormsTests.intRawValue") }
        func read() -> RefreshInterval {
            (defaults.object(forKey: "refresh") as? Int).flatMap(RefreshInterval.init(rawValue:)) ?? .everyHour
        }
        defaults.set(RefreshInterval.manual.rawValue, forKey: "refresh")
        #expect(defaults.integer(forKey: "refresh") == 0)
        #expect(read() == .manual)
        defaults.set(2, forKey: "refresh")                              // what an old build wrote
        #expect(read() == .every30Minutes)
        defaults.set("every-30-minutes", forKey: "refresh")             // the wrong type
        #expect(read() == .everyHour)
    }

    /// `Codable` of an item with `raw_value: value` writes the value (what a hand-written
    /// `enum: Int, Codable` wrote), and reads values, aliases, ids, renamed ids, and anything
    /// else as the fallback; a selection still writes ids.
    @Test func intRawValue_codable_writesTheValue_selectionWritesIDs() throws {
        #expect(try json(RefreshInterval.every30Minutes) == "3")
        #expect(try decode(RefreshInterval.self, "3") == .every30Minutes)
        #expect(try decode(RefreshInterval.self, "2") == .every30Minutes)
        #expect(try decode(RefreshInterval.self, #""every-15-minutes""#) == .every15Minutes)
        #expect(try decode(RefreshInterval.self, #""never""#) == .manual)
        #expect(try decode(RefreshInterval.self, "77") == .everyHour)
        #expect(try decode(RefreshInterval.self, "true") == .everyHour)
        #expect(try decode(RefreshInterval.self, #"["x"]"#) == .everyHour)
        let selection = RefreshInterval.Selection([.every30Minutes])
        #expect(try json(selection) == #"["every-30-minutes"]"#)
        #expect(selection.rawValue == #"["every-30-minutes"]"#)
    }

    /// `value_type: string` with `raw_value: value`: two wire values read as one row, and the
    /// row writes its own value; a list without `fallback` reads an unknown value as nothing.
    @Test func stringRawValue_readsEveryWireValue() throws {
        #expect(PostVisibility.followers.rawValue == "private")
        #expect(PostVisibility(rawValue: "private") == .followers)
        #expect(PostVisibility(rawValue: "direct") == .followers)
        #expect(PostVisibility(rawValue: "followers -> only") == .followers)
        #expect(PostVisibility(rawValue: "followers") == nil)          // an id is not a value
        #expect(PostVisibility(rawValue: "unlisted") == nil)
        #expect(try json(PostVisibility.followers) == #""private""#)
        #expect(throws: DecodingError.self) { try decode(PostVisibility.self, #""unlisted""#) }
        #expect(throws: DecodingError.self) { try decode(PostVisibility.self, "3") }
    }

    // MARK: Ids that are stored strings

    /// Ids are the strings the app stores, exactly as written; the case names are derived from
    /// them (or `swift_name`).
    @Test func ids_areTheStoredStrings_caseNamesDerived() {
        #expect(AppTheme.iceCubeDark.rawValue == "Ice Cube - Dark")
        #expect(AppTheme.oneVote.rawValue == "one-vote")
        #expect(AppTheme.folderWork.rawValue == "folder:work")
        #expect(AppTheme.show_all.rawValue == "show_all")
        #expect(AppTheme._2.rawValue == "2")
        #expect(AppTheme.starred.rawValue == "★")
        #expect(AppTheme.allCases.map(\.id) == ["Ice Cube - Dark", "one-vote", "folder:work", "show_all", "2", "system", "★", "retired"])
        #expect(AppTheme(rawValue: "Ice Cube - Dark") == .iceCubeDark)
        #expect(AppTheme(rawValue: "folder:work") == .folderWork)
    }

    /// `init(rawValue:)`, which `@AppStorage` calls, reads renamed ids (also one holding
    /// ` -> `) and reads unknown ids as the fallback; decoding an item does the same.
    @Test func renamedIDs_readThroughInitRawValue_unknownIDsAsFallback() throws {
        #expect(AppTheme(rawValue: "automatic") == .system)
        #expect(AppTheme(rawValue: "auto -> system") == .system)
        #expect(AppTheme(rawValue: "solarized") == .system)
        #expect(AppTheme(rawValue: "") == .system)
        #expect(try decode(AppTheme.self, #""automatic""#) == .system)
        #expect(try decode(AppTheme.self, "42") == .system)
        #expect(try json(AppTheme.system) == #""system""#)
    }

    /// A single list's saved selection: a renamed id reads as its item, an unknown one as the
    /// fallback; a disabled item is still left out.
    @Test func singleSelection_decodes_renamedAndUnknownIDs() throws {
        #expect(try decode(AppTheme.Selection.self, #"["automatic"]"#).selectedItem == .system)
        #expect(try decode(AppTheme.Selection.self, #"["solarized"]"#).selectedItem == .system)
        #expect(try decode(AppTheme.Selection.self, #"["retired"]"#).selectedItem == nil)
        #expect(try decode(AppTheme.Selection.self, "[]").selectedItem == nil)
    }

    // MARK: Saved selections

    /// A multiple list's saved selection: renamed ids read, unknown ids are dropped (no
    /// fallback on multiple lists' selections), a selection of unknown ids only is the spec's
    /// `default`, and an empty one stays empty.
    @Test func multipleSelection_allUnknown_isTheDefault_emptyStaysEmpty() throws {
        let renamed = try decode(Mailboxes.Selection.self, #"["folder:old", "gone"]"#)
        #expect(renamed.selectedItems == [.folderOldMail])
        let allGone = try decode(Mailboxes.Selection.self, #"["gone", "also gone"]"#)
        #expect(allGone.selectedItems == [.folderInbox])
        #expect(allGone == Mailboxes.Selection())
        #expect(try decode(Mailboxes.Selection.self, "[]").isEmpty)
        #expect(Mailboxes(rawValue: "gone") == .folderInbox)
    }

    /// A selection is `RawRepresentable` with a `String` raw value (so `@AppStorage` keeps
    /// it): a JSON array of ids, read back as decoding reads it. Its `Codable` form stays the
    /// array itself, not that text in a string.
    @Test func selection_rawValue_isAJSONArray_codableStaysAnArray() throws {
        let selection = Mailboxes.Selection([.folderWorkArchive, .folderOldMail])
        #expect(selection.rawValue == #"["folder:work.archive","folder:Old Mail"]"#)
        #expect(Mailboxes.Selection(rawValue: selection.rawValue) == selection)
        #expect(try json(selection) == #"["folder:work.archive","folder:Old Mail"]"#)
        #expect(Mailboxes.Selection(rawValue: #" [ "folder:old" , "folder:\u0069nbox" ] "#)?.selectedItems == [.folderInbox, .folderOldMail])
        #expect(Mailboxes.Selection(rawValue: #"["gone"]"#) == Mailboxes.Selection())
        #expect(Mailboxes.Selection(rawValue: "[]")?.isEmpty == true)
        #expect(Mailboxes.Selection(rawValue: "folder:inbox") == nil)
        #expect(Mailboxes.Selection(rawValue: #"["unterminated"#) == nil)
        let quoted = AppTheme.Selection([.iceCubeDark])
        #expect(AppTheme.Selection(rawValue: quoted.rawValue) == quoted)
        #expect(storable(selection) == selection.rawValue)
    }

    /// Translation keys keep the id exactly, dots, spaces and colons included: every key of an
    /// item ends in `.title` or `.subtitle` after the whole id, and lint reports two texts of
    /// one list with one key.
    @Test func localizationKeys_keepTheStoredID() {
        let keys = PickListLocalizationKeys(name: "Mailboxes")
        #expect(keys.itemTitle(id: Mailboxes.folderWorkArchive.id) == "Mailboxes.folder:work.archive.title")
        #expect(keys.itemTitle(id: Mailboxes.folderOldMail.id) == "Mailboxes.folder:Old Mail.title")
    }

    // MARK: Property: every stored form reads as its item

    /// Every id, former id, value and alias reads as its item through every door, and every
    /// selection (random subsets, seeded) survives its raw value and its JSON.
    @Test func everyStoredForm_roundTripsToItsItem() throws {
        for item in RefreshInterval.allCases {
            #expect(RefreshInterval(rawValue: item.rawValue) == item)
            #expect(RefreshInterval(value: item.value) == item)
            #expect(try decode(RefreshInterval.self, try json(item)) == item)
            #expect(try decode(RefreshInterval.self, "\"\(item.id)\"") == item)
            #expect(RefreshInterval.definition.item(forStoredID: item.id) == item)
        }
        for item in AppTheme.allCases {
            #expect(AppTheme(rawValue: item.rawValue) == item)
            #expect(try decode(AppTheme.self, try json(item)) == item)
        }
        for item in PostVisibility.allCases {
            #expect(PostVisibility(rawValue: item.rawValue) == item)
            #expect(try decode(PostVisibility.self, try json(item)) == item)
        }
        let formers: [(String, AppTheme)] = [("automatic", .system), ("auto -> system", .system)]
        for (former, item) in formers { #expect(AppTheme(rawValue: former) == item) }
        #expect(RefreshInterval(rawValue: 2) == .every30Minutes && RefreshInterval.definition.item(forStoredID: "never") == .manual)
        for alias in ["direct", "followers -> only"] { #expect(PostVisibility(rawValue: alias) == .followers) }

        var seed: UInt64 = 0x5EED
        for _ in 0..<200 {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            let subset = Mailboxes.allCases.enumerated().filter { seed >> (UInt64($0.offset) + 33) & 1 == 1 }.map(\.element)
            let selection = Mailboxes.Selection(subset)
            #expect(Mailboxes.Selection(rawValue: selection.rawValue) == selection)
            #expect(try decode(Mailboxes.Selection.self, try json(selection)) == selection)
        }
    }

    // MARK: Helpers

    private func json(_ value: some Encodable) throws -> String {
        String(decoding: try JSONEncoder().encode(value), as: UTF8.self)
    }

    private func decode<T: Decodable>(_ type: T.Type, _ text: String) throws -> T {
        try JSONDecoder().decode(type, from: Data(text.utf8))
    }

    /// A capitalised stored id gets a lowerCamelCase case (`Never` is `.never`, not a case that
    /// shadows Swift's `Never`), its raw value still the id; `swift_name: none` keeps an app's
    /// own `case none`, and the generated code compiles without a warning (warnings are errors
    /// in this target).
    @Test func capitalisedIDs_areLowerCamelCaseCases_swiftNameNoneIsTheAppsCase() throws {
        #expect(AlarmSound.never.rawValue == "Never")
        #expect(AlarmSound(rawValue: "At start") == AlarmSound.atStart)
        #expect(AlarmSound.none.rawValue == "off")
        #expect(AlarmSound(rawValue: "off") == Optional.some(AlarmSound.none))
        #expect(AlarmSound(rawValue: "Sometimes") == AlarmSound.default)
        #expect(AlarmSound.allCases == [.default, .never, .atStart, AlarmSound.none])
        let noTone: AlarmSound? = nil
        #expect(noTone == Optional.none)
    }

    /// What `@AppStorage` requires of a stored `RawRepresentable` value.
    private func storable<T: RawRepresentable<String>>(_ value: T) -> String { value.rawValue }
}
