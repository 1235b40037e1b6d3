extension BenchRun {
    /// (6) The generated API at 5 000 items against seed 002's array-backed model: the same
    /// 5 000 seeded random taps (index paths, as a table view delivers them), then a full
    /// checkmark pass over every row (what `cellForRowAt` asks while scrolling the list).
    mutating func measureRuntime() {
        log("runtime: L5000 generated API vs naive model")
        let rowCount = Large5000.sections[0].rows.count
        var generator = SeededGenerator(seed: 2)
        let taps = (0..<5_000).map { _ in Int.random(in: 0..<rowCount, using: &generator) }

        var generatedChecked = 0
        let generated = Stopwatch.median(repetitions: options.repetitions) {
            var selection = Large5000.Selection()
            for row in taps {
                selection.tap(section: 0, row: row)
            }
            var checked = 0
            for row in Large5000.sections[0].rows where selection.isChecked(row) {
                checked += 1
            }
            generatedChecked = checked
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
        table.add("runtime L5000: naive array model (seed 002), 5 000 taps + checkmark pass", value: BenchTable.ms(naive))
        table.add(
            "runtime L5000: generated API, same taps + pass (\(generatedChecked) checked)", value: BenchTable.ms(generated),
            ratio: "\(BenchTable.format(speedup, digits: 0))× faster", target: "≥ 100× faster",
            verdict: speedup >= 100 ? .met : .missed
        )
    }
}
