import Testing
@testable import PickListKit

/// The app's printf formats, filled in with the standard library only: the placeholders a
/// string catalog holds, numbers written as a language writes them, and a translation whose
/// placeholders differ from the development text's never used.
@Suite struct PickListFormatTests {
    static let german = PickListNumberSymbols(decimalSeparator: ",", groupingSeparator: ".")

    @Test func integers_numbersAndTexts_fillTheirPlaceholders() throws {
        #expect(try PickListFormat("%lld hours").filled(with: [8]) == "8 hours")
        #expect(try PickListFormat("%d%% done").filled(with: [-40]) == "-40% done")
        #expect(try PickListFormat("%@ and %@").filled(with: ["Ada", "Bob"]) == "Ada and Bob")
        #expect(try PickListFormat("%2$@ before %1$@").filled(with: ["Ada", "Bob"]) == "Bob before Ada")
        #expect(try PickListFormat("%.1f×").filled(with: [1.5]) == "1.5×")
        #expect(try PickListFormat("%.1f×").filled(with: [2]) == "2.0×")
        #expect(try PickListFormat("%f").filled(with: [0.25]) == "0.250000")
        #expect(try PickListFormat("%.0f").filled(with: [2.5]) == "3")
        #expect(try PickListFormat("%05.1f|%-4d|%+d|%3@").filled(with: [3.14159, 7, 7, "x"]) == "003.1|7   |+7|  x")
        #expect(try PickListFormat("%x %X %o %.3d").filled(with: [255, 255, 8, 7]) == "ff FF 10 007")
        #expect(try PickListFormat("%@").filled(with: [8]) == "8")
    }

    @Test func numbers_areWrittenAsTheLanguageWritesThem() throws {
        #expect(try PickListFormat("%.1f×").filled(with: [1.5], symbols: Self.german) == "1,5×")
        #expect(try PickListFormat("%'d Dateien").filled(with: [1234567], symbols: Self.german) == "1.234.567 Dateien")
        #expect(try PickListFormat("%'d files").filled(with: [1234]) == "1,234 files")
        #expect(try PickListFormat("%'.2f").filled(with: [1234.5]) == "1,234.50")
    }

    @Test func argumentsThatDoNotFit_fillNothing() throws {
        #expect(try PickListFormat("%lld hours").filled(with: []) == nil)
        #expect(try PickListFormat("%lld hours").filled(with: ["eight"]) == nil)
        #expect(try PickListFormat("%lld hours").filled(with: [8.5]) == nil)
        #expect(try PickListFormat("%lld hours").filled(with: [8, 9]) == nil)
    }

    @Test func placeholdersPickListKitDoesNotFill_areProblems() {
        for text in ["%s hours", "%n", "100%", "%1$@ %@", "%2$@ only", "%1$d %1$@", "%lq", "%.2@"] {
            #expect(throws: PickListFormat.Problem.self, "\(text)") { try PickListFormat(text) }
        }
        #expect((try? PickListFormat("100%% sure"))?.hasPlaceholders == false)
    }

    @Test func aTranslation_isUsedOnlyWhenItTakesTheSameArguments() {
        func text(_ translation: String) -> String {
            PickListFormat.text(translation: translation, development: "%lld hours", arguments: [8], symbols: Self.german)
        }
        #expect(text("%lld Stunden") == "8 Stunden")
        #expect(text("%1$lld Stunden") == "8 Stunden")
        #expect(text("%d Stunden") == "8 Stunden")
        #expect(text("Stunden") == "8 hours")           // lacks the placeholder
        #expect(text("%@ Stunden") == "8 hours")        // takes a text
        #expect(text("%lld Stunden %lld") == "8 hours") // takes two
        #expect(text("%s Stunden") == "8 hours")        // not a format PickListKit fills
        #expect(text("%") == "8 hours")
        // A development text that is no format is shown as written.
        #expect(PickListFormat.text(translation: "x", development: "%s", arguments: [8]) == "%s")
    }
}
