import Testing
@testable import PickListCompiler

/// Every example spec shipped in specs/ validates without a single diagnostic.
@Suite struct ValidationBundledSpecsTests {
    static let specsFolder = Fixtures.packageRoot + "/specs"

    static let specFiles = [
        "purpose.picklist.yml",
        "location-of-workplace.picklist.yml",
        "task-category.picklist.yml",
        "time-zone.picklist.yml",
        "quote-categories.picklist.yml",
        "recipients.picklist.yml",
        "messages.picklist.yml",
        "mailbox.picklist.yml",
        "people.picklist.yml",
    ]

    private func load(_ file: String) -> (specs: [Spec], diagnostics: [Diagnostic]) {
        let loaded = YAMLLoader().load(path: Self.specsFolder + "/" + file)
        let validated = SpecValidator().validate(loaded)
        return (validated.specs, loaded.diagnostics + validated.diagnostics)
    }

    @Test(arguments: specFiles)
    func bundledSpec_validatesWithoutDiagnostics(file: String) {
        let result = load(file)
        #expect(result.diagnostics.map(ValidationHarness.render) == [])
        #expect(result.specs.count == 1)
    }

    @Test func bundledSpecs_haveDistinctNames() {
        let specs = Self.specFiles.flatMap { load($0).specs }
        #expect(SpecValidator().validateRun(specs).isEmpty)
        #expect(specs.map(\.name) == [
            "Purpose", "LocationOfWorkplace", "TaskCategory", "TimeZoneOption", "QuoteCategory", "Recipient", "MessageRow",
            "Mailbox", "People",
        ])
    }

    @Test func quoteCategories_areTheEighteenOfSeed002WithAnIsolatingAllRow() {
        let spec = load("quote-categories.picklist.yml").specs.first
        #expect(spec?.items.map(\.title) == [
            "Achievement", "Attitude", "Brave", "Character", "Courage", "Determination", "Enthusiasm",
            "Failure", "Fame", "Friendship", "Happiness", "Inspirational", "Leadership", "Love",
            "Motivational", "Opportunity", "Perseverance", "Spiritual",
        ])
        #expect(spec?.allRow?.whileAll == .isolate)
    }

    @Test func bundledSpecs_useEveryFeature() {
        let specs = Self.specFiles.flatMap { load($0).specs }
        let items = specs.flatMap(\.items)
        #expect(items.contains { $0.subtitle != nil })
        #expect(items.contains { !$0.keywords.isEmpty })
        #expect(items.contains { !$0.isEnabled })
        #expect(items.contains { !$0.renamedFrom.isEmpty })
        #expect(items.contains { $0.doc != nil })
        #expect(specs.contains { $0.doc != nil })
        #expect(specs.contains { $0.sections.count > 1 })
        #expect(specs.contains { $0.defaultSelection == .all })
        #expect(specs.contains { if case .items = $0.defaultSelection { true } else { false } })
        #expect(specs.contains { $0.min != nil && $0.max != nil })
        #expect(specs.contains { $0.allRow != nil })
        #expect(specs.contains { $0.editMode })
        #expect(specs.contains { $0.searchable })
        #expect(specs.contains { $0.deselect })
        #expect(specs.contains { $0.summary.other?.contains("{count}") == true })
        #expect(specs.contains { $0.hasRuntimeRows })
    }
}
