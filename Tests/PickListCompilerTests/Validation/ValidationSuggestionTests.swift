import Testing
@testable import PickListCompiler

@Suite struct ValidationSuggestionTests {
    static let listKeys = SpecKeys.list

    @Test(arguments: [
        ("selction", "selection"),
        ("titel", "title"),
        ("item", "items"),
        ("editMode", "edit_mode"),
        ("edit-mode", "edit_mode"),
        ("Searchable", "searchable"),
        ("defualt", "default"),
        ("sumary", "summary"),
    ])
    func closeTypo_suggestsKnownKey(typed: String, expected: String) {
        #expect(Suggestion.closest(to: typed, among: Self.listKeys) == expected)
    }

    @Test(arguments: ["colour", "x", "entries", ""])
    func unrelatedWord_suggestsNothing(typed: String) {
        #expect(Suggestion.closest(to: typed, among: Self.listKeys) == nil)
    }

    @Test func transposition_countsAsOneEdit() {
        #expect(Suggestion.closest(to: "singel", among: ["single", "multiple"]) == "single")
        #expect(Suggestion.closest(to: "mutliple", among: ["single", "multiple"]) == "multiple")
    }

    @Test func ties_goToTheEarlierCandidate() {
        #expect(Suggestion.closest(to: "mix", among: ["min", "max"]) == "min")
    }
}
