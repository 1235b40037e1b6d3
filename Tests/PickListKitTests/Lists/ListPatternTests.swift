import PickListKit
import Testing

/// CLDR's list patterns, as `{title}` needs them: names joined as the language joins a list.
@Suite struct ListPatternTests {
    static let names = ["Ada", "Bob", "Cy"]

    @Test func english_french_japanese() {
        #expect(ListPattern(localeIdentifier: "en").join(Self.names) == "Ada, Bob, and Cy")
        #expect(ListPattern(localeIdentifier: "fr").join(Self.names) == "Ada, Bob et Cy")
        #expect(ListPattern(localeIdentifier: "ja").join(Self.names) == "Ada、Bob、Cy")
    }

    @Test func twoAndMoreItems_takeTheirOwnParts() {
        let english = ListPattern(localeIdentifier: "en")
        #expect(english.join([]) == "")
        #expect(english.join(["Ada"]) == "Ada")
        #expect(english.join(["Ada", "Bob"]) == "Ada and Bob")
        #expect(english.join(["Ada", "Bob", "Cy", "Dee"]) == "Ada, Bob, Cy, and Dee")
        #expect(ListPattern(localeIdentifier: "es").join(["Ada", "Bob", "Cy"]) == "Ada, Bob y Cy")
        #expect(ListPattern(localeIdentifier: "de").join(["Ada", "Bob"]) == "Ada und Bob")
        #expect(ListPattern(localeIdentifier: "ru").join(Self.names) == "Ada, Bob и Cy")
        #expect(ListPattern(localeIdentifier: "zh").join(Self.names) == "Ada、Bob和Cy")
    }

    @Test func parentLocales_areCLDRs_thenTheIdentifierLessItsLastPart() {
        // en_GB's parent is en_001 (no serial comma), not en.
        #expect(ListPattern(localeIdentifier: "en_GB").join(Self.names) == "Ada, Bob and Cy")
        #expect(ListPattern(localeIdentifier: "en-AU").join(Self.names) == "Ada, Bob and Cy")
        #expect(ListPattern(localeIdentifier: "en_US").join(Self.names) == "Ada, Bob, and Cy")
        #expect(ListPattern(localeIdentifier: "fr_CA").join(Self.names) == "Ada, Bob et Cy")
        #expect(ListPattern(localeIdentifier: "de_CH").localeIdentifier == "de")
        for unknown in ["xx", "", "-"] {
            let pattern = ListPattern(localeIdentifier: unknown)
            #expect(pattern.localeIdentifier == "root")
            #expect(pattern.join(Self.names) == "Ada, Bob, Cy")
        }
    }

    @Test func everyLanguage_keepsTheItemsInOrder() {
        let languages = ["af", "am", "ar", "bg", "bn", "ca", "cs", "cy", "da", "de", "el", "en", "es", "et", "fa",
                         "fi", "fil", "fr", "ga", "he", "hi", "hr", "hu", "hy", "id", "is", "it", "ja", "ka", "kk",
                         "km", "ko", "lt", "lv", "mk", "ml", "mn", "ms", "my", "nb", "nl", "pl", "pt", "ro", "ru",
                         "sk", "sl", "sq", "sr", "sv", "sw", "ta", "th", "tr", "uk", "ur", "uz", "vi", "zh", "zu"]
        for language in languages {
            let pattern = ListPattern(localeIdentifier: language)
            #expect(pattern.localeIdentifier == language)
            let joined = pattern.join(["⟨1⟩", "⟨2⟩", "⟨3⟩", "⟨4⟩"])
            let positions = ["⟨1⟩", "⟨2⟩", "⟨3⟩", "⟨4⟩"].map { joined.firstRange(of: $0)?.lowerBound }
            #expect(positions.allSatisfy { $0 != nil }, "\(language): \(joined)")
            #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted(), "\(language): \(joined)")
        }
    }
}
