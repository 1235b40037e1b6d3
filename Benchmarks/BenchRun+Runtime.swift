import PickListKit
import PickListTestSupport

extension BenchRun {
    /// (6) The generated API at 5 000 items against a hand-written array-backed model: the same
    /// 5 000 seeded random taps (index paths, as a table view delivers them), then a full
    /// checkmark pass over every row (what `cellForRowAt` asks while scrolling the list).
    mutating func measureRuntime() {
        log("runtime: L5000 generated API vs naive model")
        let rowCount = Large5000.sections[0].rows.count
        let taps = Self.seededTaps(rowCount: rowCount)

        var generatedChecked = 0
        let generated = Stopwatch.median(repetitions: options.repetitions) {
            generatedChecked = Self.tapAndCountChecked(Large5000.self, taps: taps)
        }

        let titles = Large5000.allCases.map(\.title)
        var naiveChecked = 0
        let naive = Stopwatch.median(repetitions: options.repetitions) {
            var selection = NaiveSelection(itemTitles: titles)
            for row in taps {
                selection.tap(row: row)
            }
            var checked = 0
            for row in 0..<rowCount where selection.isChecked(row: row) {
                checked += 1
            }
            naiveChecked = checked
        }

        guard generatedChecked == naiveChecked else {
            table.add(
                "runtime L5000", failure: BenchError("the generated list shows \(generatedChecked) checkmarks, the naive model \(naiveChecked): they disagree")
            )
            return
        }
        let speedup = naive / generated
        table.add("runtime L5000: naive array model, 5 000 taps + checkmark pass", value: BenchTable.ms(naive))
        table.add(
            "runtime L5000: generated API, same taps + pass (\(generatedChecked) checked)", value: BenchTable.ms(generated),
            ratio: "\(BenchTable.format(speedup, digits: 0))× faster", target: "≥ 100× faster",
            verdict: speedup >= 100 ? .met : .missed
        )
    }

    /// (6a) The same taps and checkmark pass on L5000 with the rules that cost at runtime:
    /// `order: selection` (the state keeps the order of the picks) and one exclusive item
    /// (`Benchmarks/Specs/large5000-rules.picklist.yml`), against plain L5000: what a list pays
    /// for using them (a list without them pays nothing, docs/performance.md).
    mutating func measureRuntimeRules() {
        log("runtime: L5000 with order: selection and an exclusive item")
        let taps = Self.seededTaps(rowCount: Large5000Rules.sections[0].rows.count)
        var plainChecked = 0
        let plain = Stopwatch.median(repetitions: options.repetitions) {
            plainChecked = Self.tapAndCountChecked(Large5000.self, taps: taps)
        }
        var rulesChecked = 0
        let rules = Stopwatch.median(repetitions: options.repetitions) {
            rulesChecked = Self.tapAndCountChecked(Large5000Rules.self, taps: taps)
        }
        table.add("runtime L5000: plain list, 5 000 taps + pass (\(plainChecked) checked)", value: BenchTable.ms(plain))
        table.add(
            "runtime L5000: order: selection + an exclusive item, same taps + pass (\(rulesChecked) checked)",
            value: BenchTable.ms(rules), ratio: BenchTable.times(rules / plain))
    }

    /// The L5000 measures' 5 000 taps: rows of the list's one section, drawn with seed 2.
    static func seededTaps(rowCount: Int) -> [Int] {
        var generator = SplitMix64(seed: 2)
        return (0..<5_000).map { _ in Int.random(in: 0..<rowCount, using: &generator) }
    }

    /// `taps` on a fresh selection of `List` (index paths in its one section), then the
    /// checkmark of every row, as `cellForRowAt` reads it; returns how many are checked.
    static func tapAndCountChecked<List: PickList>(_ list: List.Type, taps: [Int]) -> Int {
        var selection = PickListSelection<List>()
        for row in taps {
            selection.tap(section: 0, row: row)
        }
        return List.sections[0].rows.count { selection.isChecked($0) }
    }

    /// (6b) Reading every title of L5000 (a localized list) as a table view does while
    /// scrolling: with no localizer installed, then with one whose table translates every
    /// item, on the first read after installing it (one localizer call per title) and on
    /// later reads (the cached translations).
    mutating func measureLocalizedTitles() {
        log("runtime: L5000 titles with and without a localizer")
        let items = Large5000.allCases
        var length = 0
        func readTitles() {
            var total = 0
            for item in items { total &+= item.title.utf8.count }
            length = total
        }
        PickListLocalization.localizer = nil
        let plain = Stopwatch.median(repetitions: options.repetitions, readTitles)
        let plainLength = length

        let localizer = BenchLocalizer(
            translations: Dictionary(uniqueKeysWithValues: items.map { ("Large5000.\($0.rawValue).title", "Élément \($0.rawValue.dropFirst(4))") }))
        let firstRead = Stopwatch.median(repetitions: options.repetitions, setup: { PickListLocalization.localizer = localizer }, readTitles)
        PickListLocalization.localizer = localizer
        readTitles()
        let cached = Stopwatch.median(repetitions: options.repetitions, readTitles)
        let translatedLength = length
        PickListLocalization.localizer = nil

        guard translatedLength > plainLength else {
            table.add("titles L5000 with a localizer", failure: BenchError("the titles read with a localizer are not the translations"))
            return
        }
        let ratio = cached / plain
        table.add("titles L5000: 5 000 reads, no localizer", value: BenchTable.ms(plain))
        table.add(
            "titles L5000: with a localizer, first read after installing it", value: BenchTable.ms(firstRead),
            ratio: "\(BenchTable.format(firstRead / plain, digits: 1))× no localizer")
        table.add(
            "titles L5000: with a localizer, cached", value: BenchTable.ms(cached),
            ratio: "\(BenchTable.format(ratio, digits: 1))× no localizer", target: "≤ 3×",
            verdict: ratio <= 3 ? .met : .missed)
    }
}

/// A localizer over a dictionary, as an app's strings table would be.
private struct BenchLocalizer: PickListLocalizer {
    let translations: [String: String]

    func string(forKey key: String, table: String, default: String) -> String {
        translations[key] ?? `default`
    }
}
