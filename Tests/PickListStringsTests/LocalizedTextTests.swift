import Testing
@testable import PickListCompiler
@testable import PickListStrings

/// The texts `picklist strings` writes for a list: every translatable text with its key,
/// table, source and comment, in display order.
@Suite struct LocalizedTextTests {
    /// The one list of `yaml`, validated as lint validates it (`nil` on any error).
    static func spec(_ yaml: String) -> Spec? {
        let file = YAMLLoader().load(string: yaml, path: "sample.picklist.yml")
        let result = SpecValidator().validate(file)
        let errors = (file.diagnostics + result.diagnostics).filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map(\.message))")
        return errors.isEmpty ? result.specs.first : nil
    }

    /// Under `keys: text`, picklist's default texts are keys too, and a first run would add
    /// `{title}`, `{title} is unavailable.` and `Dimmed` to the app's table; `default_texts:
    /// omit` leaves out every text the spec does not write, and keeps those it writes.
    @Test func defaultTextsOmit_exportsOnlyTheTextsTheSpecWrites() throws {
        let list = """
        name: SortOrder
        title: Sort by
        selection: multiple
        max: 3
        all: true
        summary: {other: "{count} sorts"}
        messages: {maximum: "Two at most."}
        localization: {table: Localizable, keys: text%@}
        items: [Date, Name, Size]
        """
        let included = try #require(Self.spec(list.replacingOccurrences(of: "%@", with: "")))
        #expect(included.localizedTexts.map(\.key) == [
            "Sort by", "All", "{title}", "{count} sorts", "{count} sorts", "Two at most.", "{title} is unavailable.",
            "Dimmed", "{count} of {total} selected", "Date", "Name", "Size",
        ])
        let omitted = try #require(Self.spec(list.replacingOccurrences(of: "%@", with: ", default_texts: omit")))
        #expect(omitted.localization?.defaultTexts == .omit)
        // `all` shows the written `other`: the spec's text, kept.
        #expect(omitted.localizedTexts.map(\.key) == ["Sort by", "{count} sorts", "{count} sorts", "Two at most.", "Date", "Name", "Size"])
    }

    /// A mixed list's written rows translate like any written row: their titles, subtitles and
    /// footer are exported under the list's stable keys, beside its own texts.
    @Test func mixedList_writtenRowsAreExported() throws {
        let spec = try #require(Self.spec("""
        name: ThemePicker
        title: Theme
        selection: single
        rows: runtime
        localization: true
        items:
          - {id: default, title: Default, subtitle: Follows the system}
        footer: More themes in the store.
        """))
        let rows = spec.localizedTexts.filter { $0.key.hasPrefix("ThemePicker.default.") || $0.key == "ThemePicker.footer" }
        #expect(rows.map { "\($0.key) = \($0.source)" } == [
            "ThemePicker.footer = More themes in the store.",
            "ThemePicker.default.title = Default",
            "ThemePicker.default.subtitle = Follows the system",
        ])
    }

    /// The refusal messages a list can show are exported, the spec's or PickListKit's
    /// defaults (so translators see every text a person can meet); those it can never show
    /// (`maximum` without `max`, `locked` without `while_all: lock` …) are not.
    @Test func messages_exportedWhenTheListCanRefuseSo_defaultsIncluded() throws {
        let spec = try #require(Self.spec("""
        name: Inbox
        title: Inbox
        selection: multiple
        localization: true
        min: 1
        max: 2
        edit_mode: true
        all: {while_all: lock}
        messages: {maximum: "Up to {max}."}
        items: [Lunch, Invoice, {id: spam, title: Spam, enabled: false}]
        """))
        let messages = spec.localizedTexts.filter { $0.key.contains(".message.") }
        #expect(messages.map { "\($0.key) = \($0.source)" } == [
            "Inbox.message.maximum = Up to {max}.",
            "Inbox.message.minimum = Keep at least {min} selected.",
            "Inbox.message.disabled = {title} is unavailable.",
            "Inbox.message.locked = Everything is selected. Clear the selection to change it.",
            "Inbox.message.not_editing = Tap Edit to select.",
        ])
        #expect(messages[0].comment.contains("{max} is the most that may be selected"))
        func refusalKeys(_ yaml: String) throws -> [String] {
            try #require(Self.spec(yaml)).localizedTexts.map(\.key).filter { $0.contains(".message.") || $0.contains(".accessibility.") }
        }
        // A list whose rows are all enabled can still refuse a row: the app may mark any item
        // unavailable at runtime (setAvailable), so its disabled texts are exported too.
        #expect(try refusalKeys("""
        name: Size
        title: Size
        selection: single
        localization: true
        items: [Small, Large]
        """) == ["Size.message.disabled", "Size.accessibility.unavailable"])
    }

    /// `not_selectable` is exported for a list with an item only the app selects, or whose
    /// spec writes the text (a runtime list's rows may be so); not for any other list.
    @Test func notSelectableMessage_exportedForAppOnlyItems_orWhenWritten() throws {
        let spec = try #require(Self.spec("""
        name: Preset
        title: Preset
        selection: single
        localization: true
        items: [Quiet, {id: custom, title: Custom, selectable: false}, {id: edit, title: Edit…, action: true}]
        """))
        let messages = spec.localizedTexts.filter { $0.key.contains(".message.") }
        #expect(messages.map { "\($0.key) = \($0.source)" } == [
            "Preset.message.disabled = {title} is unavailable.",
            "Preset.message.not_selectable = {title} is chosen automatically.",
        ])
        #expect(messages[1].comment.contains("the row is chosen by the app, not by a tap"))
        let runtime = try #require(Self.spec("""
        name: Account
        title: Account
        selection: single
        localization: true
        rows: runtime
        messages: {not_selectable: "{title} is set by your administrator."}
        """))
        #expect(runtime.localizedTexts.map(\.key).filter { $0.contains(".message.") } == [
            "Account.message.disabled", "Account.message.not_selectable",
        ])
    }

    @Test func listNotLocalized_hasNoTexts() throws {
        let spec = try #require(Self.spec("""
        name: Fruit
        title: Fruit
        selection: single
        items: [Apple]
        """))
        #expect(spec.localizedTexts.isEmpty)
    }

    @Test func localizedTexts_listEveryTextWithItsKey_inDisplayOrder() throws {
        let spec = try #require(Self.spec("""
        name: Fruit
        title: Fruit
        selection: multiple
        localization: {table: Groceries}
        all: {title: Everything}
        summary: {none: "Pick some", other: "{count} fruits"}
        sections:
          - title: Orchard
            items:
              - id: apple
                title: Apple
                subtitle: Crisp
                doc: A pome.
          - title: Tropical
            id: tropics
            items: [Banana]
        """))
        #expect(spec.localizedTexts.map { "\($0.table) \($0.key) = \($0.source)" } == [
            "Groceries Fruit.title = Fruit",
            "Groceries Fruit.all = Everything",
            "Groceries Fruit.summary.none = Pick some",
            "Groceries Fruit.summary.one = {title}",
            "Groceries Fruit.summary.other = {count} fruits",
            "Groceries Fruit.summary.all = {count} fruits",
            "Groceries Fruit.message.disabled = {title} is unavailable.",
            "Groceries Fruit.accessibility.unavailable = Dimmed",
            "Groceries Fruit.accessibility.some_selected = {count} of {total} selected",
            "Groceries Fruit.section.orchard = Orchard",
            "Groceries Fruit.apple.title = Apple",
            "Groceries Fruit.apple.subtitle = Crisp",
            "Groceries Fruit.section.tropics = Tropical",
            "Groceries Fruit.banana.title = Banana",
        ])
        #expect(spec.localizedTexts.first { $0.key == "Fruit.apple.title" }?.comment == "A pome.")
        #expect(spec.localizedTexts.first { $0.key == "Fruit.apple.title" }?.location.line == 10)
    }

    /// Several items sharing one format key write one entry: the development format, with
    /// the texts the items show in its comment; a summary's format key is one entry too.
    @Test func formatKeys_writeOneEntryEach_withTheDevelopmentFormat() throws {
        let spec = try #require(Self.spec("""
        name: AutoLock
        title: Auto-Lock
        selection: multiple
        localization: {table: Localizable, default_texts: omit}
        summary_keys: {other: "%i Selected"}
        items:
          - id: fiveMinutes
            title: "%lld minutes"
            title_key: XMinutes
            title_arguments: [5]
          - id: fifteenMinutes
            title: "%lld minutes"
            title_key: XMinutes
            title_arguments: [15]
          - Never
        """))
        let texts = spec.localizedTexts
        #expect(texts.map(\.key) == ["AutoLock.title", "%i Selected", "XMinutes", "AutoLock.never.title"])
        #expect(texts.map(\.source) == ["Auto-Lock", "%i Selected", "%lld minutes", "Never"])
        #expect(texts[2].isAppOwned)
        #expect(texts[2].comment == "A format shared by rows of the list AutoLock, each filling in its placeholders with its own values: '5 minutes', '15 minutes'. Keep every placeholder.")
        #expect(texts[1].comment == "The summary of the list AutoLock when several items are selected: a format whose placeholder is the number of selected items.")
    }

    /// A translation of a format key's text keeps its printf placeholders: `%d` in English is
    /// an integer placeholder in every translation.
    @Test func formatPlaceholders_ofATranslation_areCompared() {
        #expect(Placeholders.mismatch(source: "%lld hours", translation: "%d Stunden") == nil)
        #expect(Placeholders.mismatch(source: "%lld hours", translation: "%1$lld Stunden") == nil)
        #expect(Placeholders.mismatch(source: "%lld hours", translation: "Stunden") == "drops %lld")
        #expect(Placeholders.mismatch(source: "%lld hours", translation: "%@ Stunden") == "takes %@ for %lld")
        #expect(Placeholders.mismatch(source: "%@ at %@", translation: "%1$@ um %2$@ %3$d") == "adds %3$d")
        #expect(Placeholders.mismatch(source: "%lld hours", translation: "%s Stunden")
            == "has '%s', a placeholder PickListKit does not fill (it shows the source text instead), in place of those")
        // Not formats: a percent sign in a plain text, `{count}` texts.
        #expect(Placeholders.mismatch(source: "100% done", translation: "100 % erledigt") == nil)
        #expect(Placeholders.mismatch(source: "{count} fruits", translation: "{count} Obst") == nil)
    }
}
