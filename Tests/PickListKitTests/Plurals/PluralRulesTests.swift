import PickListKit
import Testing

/// CLDR's plural rules as PickListKit carries them: every sample number CLDR gives for every
/// rule of every locale selects that rule's category (PluralSamples, written by
/// scripts/generate-plural-rules.py from the same plurals.xml), plus the forms a translator
/// into Russian, Polish and Arabic writes, and the fallback from a locale to its parent.
@Suite struct PluralRulesTests {
    /// The numbers a sample list stands for: `0~15` is every integer from 0 to 15, `0.0~1.5`
    /// every number with one fraction digit from 0.0 to 1.5; `…` (more of the same) is skipped.
    static func expand(_ samples: String) -> [String] {
        samples.split(separator: ",").flatMap { item -> [String] in
            let item = item.trimmingSpaces
            if item.isEmpty || item == "…" { return [] }
            let ends = item.split(separator: "~").map(String.init)
            guard ends.count == 2 else { return [item] }
            let fractionDigits = ends[0].split(separator: ".").dropFirst().first?.count ?? 0
            let low = Int(ends[0].filter { $0 != "." })!
            let high = Int(ends[1].filter { $0 != "." })!
            return (low...high).map { scaled in
                guard fractionDigits > 0 else { return String(scaled) }
                var digits = String(scaled)
                while digits.count <= fractionDigits { digits = "0" + digits }
                return digits.dropLast(fractionDigits) + "." + digits.suffix(fractionDigits)
            }
        }
    }

    @Test func everyCLDRSample_selectsItsCategory_inEveryLocale() {
        var checked = 0
        var locales: Set<String> = []
        for rule in PluralSamples.rules {
            for locale in rule.locales {
                locales.insert(locale)
                let rules = PluralRules(localeIdentifier: locale)
                #expect(rules.localeIdentifier == locale)
                #expect(rules.categories.contains(rule.category))
                for sample in Self.expand(rule.integers) {
                    guard let operands = PluralOperands(sample) else {
                        Issue.record("\(locale): cannot read the sample '\(sample)'")
                        continue
                    }
                    #expect(rules.category(for: operands) == rule.category, "\(locale) @integer \(sample)")
                    if operands.e == 0, let value = Int(sample) {
                        #expect(rules.category(for: value) == rule.category, "\(locale) @integer \(value) as Int")
                    }
                    checked += 1
                }
                for sample in Self.expand(rule.decimals) {
                    guard let operands = PluralOperands(sample) else {
                        Issue.record("\(locale): cannot read the sample '\(sample)'")
                        continue
                    }
                    #expect(rules.category(for: operands) == rule.category, "\(locale) @decimal \(sample)")
                    checked += 1
                }
            }
        }
        #expect(locales.count > 200)
        #expect(checked > 10_000)
    }

    @Test func russian_oneFewMany() {
        let russian = PluralRules(localeIdentifier: "ru")
        #expect(russian.categories == [.one, .few, .many, .other])
        // 1 категория, 3 категории, 5 категорий; 21 категория, 11 категорий, 22 категории.
        #expect([1, 3, 5, 21, 11, 22, 0, 100, 1_000_000].map(russian.category(for:))
            == [.one, .few, .many, .one, .many, .few, .many, .many, .many])
        #expect(russian.category(for: PluralOperands("1.5")!) == .other)
    }

    @Test func polish_oneFewMany() {
        let polish = PluralRules(localeIdentifier: "pl")
        // 1 kategoria, 3 kategorie, 5 kategorii; 22 kategorie, 12 kategorii.
        #expect([1, 3, 5, 22, 12, 0].map(polish.category(for:)) == [.one, .few, .many, .few, .many, .many])
    }

    @Test func arabic_allSixCategories() {
        let arabic = PluralRules(localeIdentifier: "ar")
        #expect(arabic.categories == [.zero, .one, .two, .few, .many, .other])
        #expect([0, 1, 2, 3, 11, 100, 102, 111].map(arabic.category(for:))
            == [.zero, .one, .two, .few, .many, .other, .other, .many])
    }

    @Test func english_wholeAndDecimal_negativeAsAbsolute() {
        let english = PluralRules(localeIdentifier: "en")
        #expect(english.category(for: 1) == .one)
        #expect(english.category(for: -1) == .one)
        #expect(english.category(for: 0) == .other)
        #expect(english.category(for: PluralOperands("1.0")!) == .other)
        #expect(english.category(for: Int.min) == .other)
    }

    @Test func locales_fallBackToTheirParent_thenRoot() {
        #expect(PluralRules(localeIdentifier: "pt_PT").localeIdentifier == "pt_PT")
        #expect(PluralRules(localeIdentifier: "pt_PT").category(for: 0) == .other)
        #expect(PluralRules(localeIdentifier: "pt-BR").localeIdentifier == "pt")
        #expect(PluralRules(localeIdentifier: "pt-BR").category(for: 0) == .one)
        #expect(PluralRules(localeIdentifier: "de_CH").localeIdentifier == "de")
        #expect(PluralRules(localeIdentifier: "zh_Hant_TW").localeIdentifier == "zh")
        #expect(PluralRules(localeIdentifier: "RU_ru.UTF-8").localeIdentifier == "ru")
        #expect(PluralRules(localeIdentifier: "en@calendar=gregorian").localeIdentifier == "en")
        for unknown in ["xx", "", "_", "-"] {
            let rules = PluralRules(localeIdentifier: unknown)
            #expect(rules.localeIdentifier == "root")
            #expect(rules.categories == [.other])
            #expect(rules.category(for: 1) == .other)
        }
    }

    @Test func operands_followUTS35() {
        let operands = PluralOperands("1.50")!
        #expect([operands.i, operands.f, operands.t] == [1, 50, 5])
        #expect([operands.v, operands.w, operands.e] == [2, 1, 0])
        let compact = PluralOperands("1.0000001c6")!
        #expect([compact.i, compact.f, compact.t] == [1_000_000, 1, 1])
        #expect([compact.v, compact.e] == [1, 6])
        #expect(PluralOperands("1c3")!.i == 1000)
        #expect(PluralOperands("-2")!.i == 2)
        for bad in ["", "-", "1.", ".5", "1.2.3", "1c", "c3", "abc", "1234567890123456789", "1c19"] {
            #expect(PluralOperands(bad) == nil, "\(bad)")
        }
    }
}

private extension Substring {
    /// The text without leading and trailing spaces.
    var trimmingSpaces: String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}
