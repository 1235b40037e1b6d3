import Foundation
import Testing
@testable import PickListKit

/// Canonically equivalent text (NFC, NFD or anything between) must fold to the same words, so a
/// query always finds a title it is equivalent to a prefix of. Foundation normalizes here;
/// PickListKit itself does not use it.
@Suite struct SearchEquivalenceTests {
    @Test func search_nfdOrNFCFormOfAnyTitleWordPrefix_findsTheTitle() {
        var failures: [String] = []
        checkPrefixes(of: Place.self, failures: &failures)
        checkPrefixes(of: City.self, failures: &failures)
        checkPrefixes(of: PunctuatedPlace.self, failures: &failures)
        #expect(failures.isEmpty, "\(failures.count) prefixes missed their item, first: \(failures.prefix(10))")
    }

    @Test func folding_nfcAndNFDTitles_foldToTheSameWords() {
        let texts = Place.allCases.flatMap { [$0.title] + $0.keywords } + City.allCases.flatMap { [$0.title] + $0.keywords }
            + PunctuatedPlace.allCases.map(\.title) + RealNames.all
        for text in texts {
            let nfd = text.decomposedStringWithCanonicalMapping
            let nfc = text.precomposedStringWithCanonicalMapping
            #expect(SearchFolding.words(of: [nfd]) == SearchFolding.words(of: [text]), "\(text)")
            #expect(SearchFolding.words(of: [nfc]) == SearchFolding.words(of: [text]), "\(text)")
        }
    }

    /// Every scalar of the Unicode version the folding table was generated from (14.0) folds
    /// like its canonical decomposition, except the CJK compatibility ideographs, which
    /// normalization replaces (neither NFC nor NFD text holds them).
    @Test func folding_everyScalar_foldsLikeItsCanonicalDecomposition() {
        var failures: [String] = []
        // Planes 0–3 and the variation selectors: every other plane is unassigned or private.
        for value in Array(UInt32(0)...0x3FFFF) + Array(0xE0000...0xE01FF) {
            guard let scalar = Unicode.Scalar(value), Self.isTabled(scalar) else { continue }
            let text = String(Character(scalar))
            let decomposed = text.decomposedStringWithCanonicalMapping
            guard !decomposed.unicodeScalars.elementsEqual(text.unicodeScalars) else { continue }
            let folded = SearchFolding.words(of: [text])
            let foldedDecomposition = SearchFolding.words(of: [decomposed])
            if folded != foldedDecomposition {
                failures.append("U+\(String(value, radix: 16, uppercase: true)) \(folded) vs \(foldedDecomposition)")
            }
        }
        #expect(failures.isEmpty, "\(failures.count) scalars fold unlike their decomposition: \(failures.prefix(20))")
    }

    // MARK: Helpers

    /// Checks that the NFD form of every scalar prefix of every word's NFD, and the NFC form
    /// of that prefix, find the item.
    private func checkPrefixes<Item: PickList>(of _: Item.Type, failures: inout [String]) {
        for item in Item.allCases {
            for text in [item.title] + item.keywords {
                for word in text.split(separator: " ") {
                    let scalars = Array(String(word).decomposedStringWithCanonicalMapping.unicodeScalars)
                    for length in 1...scalars.count {
                        var prefix = String.UnicodeScalarView()
                        prefix.append(contentsOf: scalars[..<length])
                        let decomposed = String(prefix)
                        for query in [decomposed, decomposed.precomposedStringWithCanonicalMapping]
                        where !Item.definition.search(query).contains(item) {
                            let codes = query.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }
                            failures.append("\(item): \(query) [\(codes.joined(separator: " "))]")
                        }
                    }
                }
            }
        }
    }

    private static func isTabled(_ scalar: Unicode.Scalar) -> Bool {
        guard let age = scalar.properties.age, age.major < 14 || (age.major == 14 && age.minor == 0) else {
            return false
        }
        switch scalar.value {
        case 0xF900...0xFAFF, 0x2F800...0x2FA1F: return false
        default: return !scalar.properties.isUnifiedIdeograph  // none decomposes
        }
    }
}
