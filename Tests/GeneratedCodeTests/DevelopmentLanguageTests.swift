import PickListKit
import Testing

/// Specs/development-language.picklist.yml: an unlocalized list's summary joins several
/// titles as the language of its texts joins a list, English by default.
@Suite struct DevelopmentLanguageTests {
    @Test func withoutLanguage_titlesJoinAsEnglishDoes() {
        PickListLocalization.withLocalizer(nil) {
            #expect(Guests.definition.policy.language == "en")
            #expect(Guests.Selection([.ada, .bob]).summary == "Ada and Bob")
            #expect(Guests.Selection([.ada, .bob, .cy]).summary == "Ada, Bob, and Cy")
        }
    }

    @Test func language_decidesTheJoin() {
        PickListLocalization.withLocalizer(nil) {
            #expect(Beläge.definition.policy.language == "de")
            #expect(Beläge.Selection([.käse, .schinken, .oliven]).summary == "Käse, Schinken und Oliven")
        }
    }
}
