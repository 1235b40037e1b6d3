import Foundation
import Testing
@testable import PickListKit

/// Search against 4 000 real names (Resources/real-names.txt, written by
/// scripts/search-fixture.py): countries, subdivisions, languages, currencies, time zones, and
/// country names in many languages and scripts.
///
/// What a person types for a name is derived here by a rule of its own, independent of
/// SearchFolding: the name as it shows (without invisible format characters such as zero-width
/// joiners and soft hyphens; a zero-width space shows a boundary and stays), split at every
/// character that is not a letter or digit; each word in lowercase, and also without diacritics
/// (canonically decomposed, the Combining Diacritical Marks U+0300–U+036F removed); and every
/// prefix of 1…n characters of those. Foundation decomposes here; PickListKit does not use it.
@Suite struct SearchRealNameTests {
    @Test func fixture_holds4000DistinctNames() {
        #expect(RealNames.all.count == 4000)
        #expect(Set(RealNames.all).count == 4000)
    }

    @Test func search_everyPrefixOfEveryWord_typedLowercaseOrWithoutDiacritics_findsTheName() {
        var failures: [String] = []
        var queries = 0
        for name in RealNames.all {
            let definition = Self.singleItemDefinition(title: name)
            for word in Self.typedWords(of: Self.visible(name)) {
                let lowercase = word.lowercased()
                for typed in Set([lowercase, Self.withoutDiacritics(lowercase)]) {
                    var prefix = ""
                    for character in typed {
                        prefix.append(character)
                        queries += 1
                        if definition.search(prefix) != [.n0] {
                            failures.append("\(name): \(prefix)")
                        }
                    }
                }
            }
        }
        #expect(queries > 50_000)
        #expect(failures.isEmpty, "\(failures.count) of \(queries) typed prefixes missed their name, first: \(failures.prefix(20))")
    }

    @Test func search_everyRealName_typedWholeWithoutDiacritics_findsIt() {
        var failures: [String] = []
        for name in RealNames.all {
            let definition = Self.singleItemDefinition(title: name)
            let typed = Self.withoutDiacritics(Self.visible(name).lowercased())
            if definition.search(typed) != [.n0] { failures.append(name) }
        }
        #expect(failures.isEmpty, "\(failures.count) names missed, first: \(failures.prefix(20))")
    }

    /// `divoire` finds "Côte d'Ivoire", `sana` "Şanʻā’", `גיבוטי` "ג׳יבוטי".
    @Test func search_wordsTypedWithoutTheirApostrophes_findTheName() {
        let apostrophes: Set<Character> = ["'", "\u{2019}", "\u{2018}", "\u{02BC}", "\u{02BB}", "·", "\u{05F3}", "\u{05F4}"]
        var failures: [String] = []
        var names = 0
        for name in RealNames.all where name.contains(where: apostrophes.contains) {
            names += 1
            let definition = Self.singleItemDefinition(title: name)
            let joined = String(Self.visible(name).filter { !apostrophes.contains($0) })
            for word in Self.typedWords(of: joined) {
                var prefix = ""
                for character in Self.withoutDiacritics(word.lowercased()) {
                    prefix.append(character)
                    if definition.search(prefix) != [.n0] { failures.append("\(name): \(prefix)") }
                }
            }
        }
        #expect(names > 150)
        #expect(failures.isEmpty, "\(failures.count) prefixes missed their name, first: \(failures.prefix(20))")
    }

    /// Over the whole list, each word of the issue finds exactly the names holding a word that
    /// begins with it (by the rule above, with or without apostrophes).
    @Test(arguments: ["ivoire", "divoire", "buenos", "aires", "leste", "bissau", "st"])
    func search_issueWord_overAllRealNames_findsExactlyTheNamesWithSuchAWord(query: String) {
        let found = Self.allNames.search(query).map { Self.allNames.info(for: $0).title }
        let expected = RealNames.all.filter { name in
            let visible = Self.visible(name)
            let joined = String(visible.filter { !"'\u{2019}\u{2018}\u{02BC}\u{02BB}·\u{05F3}\u{05F4}".contains($0) })
            return (Self.typedWords(of: visible) + Self.typedWords(of: joined)).contains {
                Self.withoutDiacritics($0.lowercased()).hasPrefix(query)
            }
        }
        #expect(!expected.isEmpty)
        #expect(found == expected)
    }

    // MARK: Helpers

    /// The 4 000 names as one list, in fixture order.
    private static let allNames = PickListDefinition<Cases4000>(
        title: "Real names",
        selection: .multiple,
        sections: [PickListSectionInfo(title: nil, ids: RealNames.all.indices.map { "name\($0)" }, titles: RealNames.all)]
    )

    /// A list whose one item is titled `title`.
    private static func singleItemDefinition(title: String) -> PickListDefinition<Cases1> {
        PickListDefinition<Cases1>(
            title: "Real name",
            selection: .single,
            sections: [PickListSectionInfo(title: nil, ids: ["n0"], titles: [title])]
        )
    }

    /// `text` as it shows: without format characters other than the zero-width space.
    private static func visible(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars where scalar.properties.generalCategory != .format || scalar == "\u{200B}" {
            scalars.append(scalar)
        }
        return String(scalars)
    }

    /// The runs of letters and digits of `text`.
    private static func typedWords(of text: String) -> [String] {
        text.split { !($0.isLetter || $0.isNumber) }.map(String.init)
    }

    /// `text` decomposed, without the Combining Diacritical Marks (U+0300–U+036F).
    private static func withoutDiacritics(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.decomposedStringWithCanonicalMapping.unicodeScalars
        where !(0x300...0x36F).contains(scalar.value) {
            scalars.append(scalar)
        }
        return String(scalars)
    }
}
