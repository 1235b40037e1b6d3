import PickListCompiler
import PickListKit
import PickListPreviewTestSupport
import Testing

/// ``ListModel`` — what the compiler decides a spec means to PickListKit, read by the template
/// context and by `picklist preview` — against what the generated code actually hands the
/// runtime: the same policy and the same rows, trait by trait, for lists that use every row
/// key (exclusive, action, only the app, disabled, indent, images, keywords, sections).
///
/// The agreement tests play both sides tap by tap; these compare the translation itself, so a
/// trait the model drops (or the template forgets) fails here by name.
@Suite("The translated model is what the generated code holds")
struct ListModelTests {
    static let folder = PreviewAgreement.root + "/Tests/GeneratedCodeTests/Specs/"

    /// The validated list `name` of the fixture `file`.
    static func spec(_ name: String, in file: String) throws -> Spec {
        let report = Linter().run(paths: [folder + file])
        return try #require(report.specs.first { $0.name == name }, "\(name) in \(file)")
    }

    /// The policy's settings compared one by one, texts as the list shows them (the generated
    /// definition passes only what the spec writes; the runtime fills the rest in).
    static func expectSamePolicy(_ model: PickListPolicy, _ generated: PickListPolicy, _ name: String) {
        #expect(model.title == generated.title, "\(name): title")
        #expect(model.mode == generated.mode, "\(name): mode")
        #expect(model.deselect == generated.deselect, "\(name): deselect")
        #expect(model.isRequired == generated.isRequired, "\(name): required")
        #expect(model.minimum == generated.minimum, "\(name): minimum")
        #expect(model.maximum == generated.maximum, "\(name): maximum")
        #expect(model.allRow == generated.allRow, "\(name): all-row")
        #expect(model.isEditable == generated.isEditable, "\(name): edit mode")
        for text in PickListSummaryFormat.Text.allCases {
            #expect(model.summary.text(text) == generated.summary.text(text), "\(name): summary \(text)")
        }
        #expect(model.summary.forms == generated.summary.forms, "\(name): summary forms")
        for text in PickListMessages.Text.allCases {
            #expect(model.messages.text(text) == generated.messages.text(text), "\(name): message \(text)")
        }
        #expect(model.localization == generated.localization, "\(name): localization")
        #expect(model.isSearchable == generated.isSearchable, "\(name): searchable")
        #expect(model.searchFields == generated.searchFields, "\(name): search fields")
        #expect(isAll(model.defaultSelection) == isAll(generated.defaultSelection), "\(name): default all")
        #expect(model.order == generated.order, "\(name): order")
        #expect(model.footer == generated.footer, "\(name): footer")
        #expect(model.language == generated.language, "\(name): language")
    }

    static func isAll(_ selection: PickListDefault) -> Bool {
        if case .all = selection { true } else { false }
    }

    /// An enum list: its policy, and each row's texts and traits against the definition's items.
    static func expectSame<X: PickList>(_ type: X.Type, in file: String) throws {
        let name = String(describing: X.self)
        let spec = try spec(name, in: file)
        let model = ListModel(spec, localized: spec.localizationKeys != nil)
        expectSamePolicy(model.policy, X.definition.policy, name)
        let rows = model.sections.flatMap(\.entries)
        let items = X.definition.items
        #expect(rows.map(\.id) == X.definition.ids, "\(name): ids")
        #expect(rows.filter(\.isExclusive).map(\.id) == X.definition.exclusiveIDs, "\(name): exclusive")
        for (row, item) in zip(rows, items) {
            #expect(row.title == item.title, "\(name).\(row.id): title")
            #expect(row.subtitle == item.subtitle, "\(name).\(row.id): subtitle")
            // Every trait at once (enabled, keywords, image, exclusive, action, selectable,
            // indent), so a trait added to PickListRowTraits is compared too.
            #expect(row.traits == item.traits, "\(name).\(row.id): traits")
        }
        let titles = X.definition.sections.compactMap { section in
            section.rows.contains { $0 != .all } || section.rows.isEmpty ? section.title : nil
        }
        #expect(model.sections.compactMap(\.title) == titles, "\(name): section titles")
        if case .ids(let ids) = X.definition.defaultSelection {
            #expect(Set(model.initialSelection) == Set(ids), "\(name): default")
        } else {
            #expect(model.initialSelection.isEmpty, "\(name): no default ids")
        }
    }

    /// A list whose rows come at runtime: its policy (it has no written rows).
    static func expectSame<X: RuntimePickList>(runtime type: X.Type, in file: String) throws {
        let name = String(describing: X.self)
        let spec = try spec(name, in: file)
        let model = ListModel(spec, localized: spec.localizationKeys != nil)
        expectSamePolicy(model.policy, X.definition, name)
        #expect(model.sections.isEmpty, "\(name): no written rows")
    }

    @Test func enumLists_holdTheModelsPolicyAndRows() throws {
        try Self.expectSame(ToneSetting.self, in: "action-rows.picklist.yml")
        try Self.expectSame(ReminderList.self, in: "action-rows.picklist.yml")
        try Self.expectSame(Allergy.self, in: "selection-rules.picklist.yml")
        try Self.expectSame(SortKey.self, in: "selection-rules.picklist.yml")
        try Self.expectSame(UnlockMethod.self, in: "selection-rules.picklist.yml")
        try Self.expectSame(NewsTopic.self, in: "screen-keys.picklist.yml")
        try Self.expectSame(LockedFilter.self, in: "locked-filters.picklist.yml")
        try Self.expectSame(Produce.self, in: "localized-produce.picklist.yml")
        try Self.expectSame(Theme.self, in: "settings.picklist.yml")
        try Self.expectSame(TimeSpan.self, in: "time-span.picklist.yml")
        try Self.expectSame(TimeZoneOption.self, in: "time-zone.picklist.yml")
        try Self.expectSame(Purpose.self, in: "purpose.picklist.yml")
        try Self.expectSame(QuoteCategory.self, in: "quote-categories.picklist.yml")
        try Self.expectSame(TrickyTitle.self, in: "tricky-titles.picklist.yml")
    }

    @Test func runtimeLists_holdTheModelsPolicy() throws {
        try Self.expectSame(runtime: Inbox.self, in: "inbox-runtime.picklist.yml")
        try Self.expectSame(runtime: MailLabel.self, in: "inbox-runtime.picklist.yml")
        try Self.expectSame(runtime: SpokenVoice.self, in: "screen-keys.picklist.yml")
        try Self.expectSame(runtime: People.self, in: "people.picklist.yml")
    }

    /// A subset's model has only the subset's rows, every section kept, and the default less
    /// the items outside it — as `X.Selection(subset:)` shows the list.
    @Test func aSubsetsModel_keepsOnlyItsRows() throws {
        let spec = try Self.spec("TimeSpan", in: "time-span.picklist.yml")
        let subset = try #require(spec.subsets.first { $0.name == "poll" })
        let model = ListModel(spec, subset: subset)
        #expect(model.sections.count == spec.sections.count)
        #expect(model.sections.flatMap(\.entries).map(\.id) == subset.ids)
        #expect(model.initialSelection.allSatisfy(subset.ids.contains))
        #expect(PickListSubset<TimeSpan>.poll.items.map(\.id) == subset.ids)
    }
}
