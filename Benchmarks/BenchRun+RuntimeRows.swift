import PickListKit
import PickListTestSupport

/// The runtime list of the measure: a `rows: runtime` spec's generated enum, with the
/// behaviour of L5000 (multiple selection, an all-row first, `while_all: isolate`), so that
/// its taps do what L5000's do and the naive models are the same.
enum BenchInbox: RuntimePickList {
    static let definition = PickListPolicy(title: "Inbox", selection: .multiple, allRow: PickListAllRow())
}

extension BenchRun {
    /// The number of rows of the runtime-rows measure.
    static let runtimeRowCount = 100_000

    /// (6c) Runtime rows (``PickListRows``) at 100 000 rows, with `Int` ids and with `String`
    /// ids (`msg-000123`): building and updating against a `Dictionary` of the same ids, the
    /// heap they take beyond the rows, taps and lookups at 1 000 and 100 000 rows, and 5 000
    /// seeded random taps plus a checkmark pass against a hand-written array model.
    ///
    /// Times are the measuring thread's processor time (``Stopwatch/threadTime(_:)``), each the
    /// median of the repetitions, the sides of each comparison timed in turn within every
    /// repetition: the build machines are shared, and a wall-time ratio of two loops moves
    /// with whatever else runs.
    mutating func measureRuntimeRows() {
        measureRuntimeRows(kind: "Int ids", seed: 3) { $0 }
        measureRuntimeRows(kind: "String ids", seed: 4) { number in
            let digits = String(number)
            return "msg-" + String(repeating: "0", count: max(0, 6 - digits.count)) + digits
        }
    }

    private mutating func measureRuntimeRows<ID: Hashable & Sendable>(kind: String, seed: UInt64, id makeID: (Int) -> ID) {
        log("runtime rows: \(kind), \(Self.grouped(Self.runtimeRowCount)) rows")
        let count = Self.runtimeRowCount
        let label = "runtime rows, \(kind)"
        let entries = (1...count).map { PickListEntry(id: makeID($0), title: "Message \($0)") }
        guard Set(entries.map(\.id)).count == count else {
            table.add(label, failure: BenchError("the \(kind) are not distinct"))
            return
        }

        // Building and updating, at a tenth of the rows and at all of them, against a
        // Dictionary of the same ids built in the same run.
        let small = measureBuilding(Array(entries.prefix(count / 10)), repetitions: options.repetitions * 4, makeID: makeID)
        let large = measureBuilding(entries, repetitions: options.repetitions, makeID: makeID)
        guard small.isConsistent, large.isConsistent else {
            table.add(label, failure: BenchError("init or update kept the wrong rows or selection"))
            return
        }
        let rows = Self.grouped(count)
        table.add("\(label): reference, Dictionary<ID, Int> of the \(rows) ids (minimumCapacity)", value: BenchTable.ms(large.dictionary))
        table.add(
            "\(label): init of \(rows) rows", value: BenchTable.ms(large.initialize),
            ratio: "\(BenchTable.times(large.initialize / large.dictionary)) Dictionary", target: "≤ 3× Dictionary",
            verdict: large.initialize <= 3 * large.dictionary ? .met : .missed)
        table.add(
            "\(label): update of \(rows) rows (every 10th gone, as many new, 1 in 7 selected)", value: BenchTable.ms(large.update),
            ratio: "\(BenchTable.times(large.update / large.dictionary)) Dictionary", target: "≤ 3× Dictionary",
            verdict: large.update <= 3 * large.dictionary ? .met : .missed)
        // O(n): from 10 000 to 100 000 rows the time per row grows, for a Dictionary too (the
        // larger tables leave the processor's caches); init and update must grow no more
        // than the Dictionary does (a quadratic step would grow tenfold on top).
        let smallRows = Self.grouped(count / 10)
        let dictionaryGrowth = (large.dictionary / Double(count)) / (small.dictionary / Double(count / 10))
        table.add(
            "\(label): Dictionary, time per row at \(rows) vs at \(smallRows) rows",
            value: "\(Self.nanoseconds(large.dictionary / Double(count))) vs \(Self.nanoseconds(small.dictionary / Double(count / 10)))",
            ratio: "grows \(BenchTable.times(dictionaryGrowth))")
        for (what, smallTime, largeTime) in [("init", small.initialize, large.initialize), ("update", small.update, large.update)] {
            let growth = (largeTime / Double(count)) / (smallTime / Double(count / 10))
            table.add(
                "\(label): \(what), time per row at \(rows) vs at \(smallRows) rows",
                value: "\(Self.nanoseconds(largeTime / Double(count))) vs \(Self.nanoseconds(smallTime / Double(count / 10)))",
                ratio: "grows \(BenchTable.times(growth)), \(BenchTable.times(growth / dictionaryGrowth)) Dictionary's",
                target: "O(n): ≤ 1.5× Dictionary's growth", verdict: growth <= 1.5 * dictionaryGrowth ? .met : .missed)
        }

        measureRowsMemory(label: label, entries: entries)
        measureRowLookups(label: label, entries: entries, seed: seed)
        measureRowsAgainstNaive(label: label, entries: entries, seed: seed)
    }

    /// Search as typed, over 10 000 rows: the queries `d`, `de`, … `design re` (each letter a
    /// query, as a search field sends them), once over ASCII titles, which are read in place,
    /// and once over the same titles with one letter accented (`Désign`), which are folded row
    /// by row as every row was before the ASCII path. The two are timed in turn.
    mutating func measureRowsSearch() {
        let count = 10_000
        let topics = ["Design review", "Release notes", "Build failed on main", "Weekly report", "Lunch on Friday"]
        func entries(_ accented: Bool) -> [PickListEntry<Int>] {
            (0..<count).map { number in
                let topic = topics[number % topics.count]
                let title = "\(accented ? topic.replacingOccurrences(of: "e", with: "é") : topic) \(number)"
                return PickListEntry(id: number, title: title, keywords: ["team \(number % 17)"])
            }
        }
        let query = "design re"
        let queries = (1...query.count).map { String(query.prefix($0)) }
        let ascii = BenchInbox.Rows(entries(false))
        let folded = BenchInbox.Rows(entries(true))
        var asciiTimes: [Double] = []
        var foldedTimes: [Double] = []
        var found = (0, 0)
        for _ in 0..<max(1, options.repetitions) {
            asciiTimes.append(Stopwatch.threadTime { found.0 = queries.reduce(0) { $0 + ascii.search($1).count } })
            foldedTimes.append(Stopwatch.threadTime { found.1 = queries.reduce(0) { $0 + folded.search($1).count } })
        }
        let label = "runtime rows, search as typed over \(Self.grouped(count)) rows, per query"
        guard found.0 == found.1, found.0 > 0 else {
            table.add(label, failure: BenchError("ASCII and accented titles found \(found.0) and \(found.1) rows"))
            return
        }
        let asciiTime = Stopwatch.median(of: asciiTimes) / Double(queries.count)
        let foldedTime = Stopwatch.median(of: foldedTimes) / Double(queries.count)
        table.add("\(label), titles with an accent (each row folded)", value: BenchTable.ms(foldedTime))
        table.add(
            "\(label), ASCII titles (read in place)", value: BenchTable.ms(asciiTime),
            ratio: "\(BenchTable.times(asciiTime / foldedTime)) folded", target: "≤ 16 ms (a frame)",
            verdict: asciiTime <= 16 && foldedTime <= 16 ? .met : .missed)
    }

    /// Times of building a Dictionary of the rows' ids, of `PickListRows.init` and of
    /// `update`, in milliseconds, and whether init and update kept what they should.
    private struct BuildingTimes {
        var dictionary: Double
        var initialize: Double
        var update: Double
        var isConsistent: Bool
    }

    /// Builds a Dictionary of the rows' ids, builds the rows, and updates rows holding a
    /// selection, `repetitions` times each. The three are timed in turn within each
    /// repetition, so that a change in the machine's load falls on all of them alike; each
    /// figure is the median of its repetitions.
    private func measureBuilding<ID: Hashable & Sendable>(
        _ entries: [PickListEntry<ID>], repetitions: Int, makeID: (Int) -> ID
    ) -> BuildingTimes {
        let count = entries.count
        // The update an inbox sees on a refresh: every tenth row gone, as many new rows at
        // the end, the rest in place; one row in seven was selected.
        let updated = entries.indices.filter { $0 % 10 != 9 }.map { entries[$0] }
            + (count + 1...count + count / 10).map { PickListEntry(id: makeID($0), title: "Message \($0)") }
        let selecting = stride(from: 0, to: count, by: 7).map { entries[$0].id }
        let expectedDeselected = stride(from: 0, to: count, by: 7).filter { $0 % 10 == 9 }.count

        var dictionaryTimes: [Double] = []
        var initTimes: [Double] = []
        var updateTimes: [Double] = []
        var dictionaryCount = 0
        var initCount = 0
        var rows = BenchInbox.Rows(entries, selecting: selecting)
        var update = PickListUpdate<ID>()
        for _ in 0..<max(1, repetitions) {
            dictionaryTimes.append(Stopwatch.threadTime {
                var index = [ID: Int](minimumCapacity: entries.count)
                for ordinal in entries.indices {
                    index[entries[ordinal].id] = ordinal
                }
                dictionaryCount = index.count
            })
            initTimes.append(Stopwatch.threadTime {
                let built = BenchInbox.Rows(entries)
                initCount = built.entries.count
            })
            rows = BenchInbox.Rows(entries, selecting: selecting)
            updateTimes.append(Stopwatch.threadTime {
                update = rows.update(updated)
            })
        }
        let isConsistent = dictionaryCount == count && initCount == count && rows.entries.count == updated.count
            && update.deselected.count == expectedDeselected && update.selected.isEmpty
            && rows.count == selecting.count - expectedDeselected
        return BuildingTimes(
            dictionary: Stopwatch.median(of: dictionaryTimes), initialize: Stopwatch.median(of: initTimes),
            update: Stopwatch.median(of: updateTimes), isConsistent: isConsistent)
    }

    /// Heap growth (``HeapUsage``) of building the rows from an array of entries that
    /// already exists (one untitled section: the rows share the array), over the number of
    /// rows; and of a Dictionary<ID, Int> of the same ids, for reference.
    private mutating func measureRowsMemory<ID: Hashable & Sendable>(label: String, entries: [PickListEntry<ID>]) {
        let (rows, rowsBytes) = HeapUsage.growth { BenchInbox.Rows(entries) }
        let (index, indexBytes) = HeapUsage.growth {
            var index = [ID: Int](minimumCapacity: entries.count)
            for ordinal in entries.indices {
                index[entries[ordinal].id] = ordinal
            }
            return index
        }
        let memoryLabel = "\(label): heap beyond the entries, per row (allocator's bytes in use across init)"
        guard let rowsBytes, let indexBytes, rows.entries.count == entries.count, index.count == entries.count else {
            table.add(memoryLabel, failure: BenchError("this platform's allocator does not say how many bytes are in use"))
            return
        }
        let perRow = Double(rowsBytes) / Double(entries.count)
        table.add(
            memoryLabel, value: "\(BenchTable.format(perRow, digits: 1)) B (\(BenchTable.mebibytes(rowsBytes)) in all)",
            ratio: "\(BenchTable.times(Double(rowsBytes) / Double(indexBytes))) Dictionary",
            target: "≤ 32 B", verdict: perRow <= 32 ? .met : .missed)
        table.add(
            "\(label): reference, a Dictionary<ID, Int> of the ids, per row (same measure)",
            value: "\(BenchTable.format(Double(indexBytes) / Double(entries.count), digits: 1)) B (\(BenchTable.mebibytes(indexBytes)) in all)")
    }

    /// `tap`, `isChecked` and `contains` by id: the same 1 000 ids, 100 000 calls in a seeded
    /// random order, on a list of 1 000 rows and on one of 100 000 (the ids every 100th row).
    /// Constant time means the same time per call on both; a scan of the rows would take 100
    /// times longer on the larger list. Then the same calls over ids drawn from all 100 000
    /// rows (the index and the rows no longer in the processor's caches), for information.
    private mutating func measureRowLookups<ID: Hashable & Sendable>(label: String, entries: [PickListEntry<ID>], seed: UInt64) {
        let count = entries.count
        let probeCount = 1_000
        let calls = 100_000
        var generator = SplitMix64(seed: seed)
        let picks = (0..<calls).map { _ in Int.random(in: 0..<probeCount, using: &generator) }
        let spread = (0..<calls).map { _ in Int.random(in: 0..<count, using: &generator) }

        let smallRows = BenchInbox.Rows(Array(entries.prefix(probeCount)))
        let smallProbes = picks.map { entries[$0].id }
        let stride = count / probeCount
        let largeRows = BenchInbox.Rows(entries)
        let largeProbes = picks.map { entries[$0 * stride].id }
        let spreadProbes = spread.map { entries[$0].id }

        let times = timeLookups([(smallRows, smallProbes), (largeRows, largeProbes), (largeRows, spreadProbes)])
        let (small, large, cold) = (times[0], times[1], times[2])
        guard small.checked == large.checked else {
            table.add("\(label): tap, isChecked, contains", failure: BenchError("the 1 000-row and 100 000-row lists disagree after the same taps"))
            return
        }
        for (what, smallTime, largeTime, coldTime) in [
            ("tap(.entry(id))", small.tap, large.tap, cold.tap),
            ("isChecked(.entry(id))", small.isChecked, large.isChecked, cold.isChecked),
            ("contains(id)", small.contains, large.contains, cold.contains),
        ] {
            let ratio = largeTime / smallTime
            table.add(
                "\(label): \(what), the same 1 000 ids, at \(Self.grouped(count)) rows vs at 1 000",
                value: "\(Self.nanoseconds(largeTime / Double(calls))) vs \(Self.nanoseconds(smallTime / Double(calls))) per call",
                ratio: BenchTable.times(ratio), target: "O(1): ≤ 2× (a scan: 100×)", verdict: ratio <= 2 ? .met : .missed)
            table.add(
                "\(label): \(what), ids of all \(Self.grouped(count)) rows in random order (caches cold)",
                value: "\(Self.nanoseconds(coldTime / Double(calls))) per call")
        }
    }

    /// Times, in milliseconds, of one call of `tap`, `isChecked` and `contains` per probe on
    /// each list (the taps on a copy), and the number of checked rows after the taps. The
    /// lists are timed in turn within each repetition, so that a change in the machine's load
    /// falls on all of them alike; each figure is the median of its repetitions.
    private func timeLookups<ID: Hashable & Sendable>(_ lists: [(rows: PickListRows<BenchInbox, ID>, probes: [ID])])
        -> [(tap: Double, isChecked: Double, contains: Double, checked: Int)]
    {
        var samples = Array(repeating: (tap: [Double](), isChecked: [Double](), contains: [Double]()), count: lists.count)
        var checked = Array(repeating: 0, count: lists.count)
        for _ in 0..<max(1, options.repetitions) {
            for (index, list) in lists.enumerated() {
                var tapped = list.rows
                samples[index].tap.append(Stopwatch.threadTime {
                    for id in list.probes {
                        tapped.tap(.entry(id))
                    }
                })
                var checkedCount = 0
                samples[index].isChecked.append(Stopwatch.threadTime {
                    for id in list.probes where tapped.isChecked(.entry(id)) {
                        checkedCount &+= 1
                    }
                })
                var containedCount = 0
                samples[index].contains.append(Stopwatch.threadTime {
                    for id in list.probes where tapped.contains(id) {
                        containedCount &+= 1
                    }
                })
                checked[index] = checkedCount == containedCount ? tapped.count : -1
            }
        }
        return lists.indices.map { index in
            (Stopwatch.median(of: samples[index].tap), Stopwatch.median(of: samples[index].isChecked),
             Stopwatch.median(of: samples[index].contains), checked[index])
        }
    }

    /// The L5000 runtime row's measure on 100 000 runtime rows: 5 000 seeded random taps (row
    /// 0 is the all-row), then a checkmark pass over every row, on ``PickListRows`` and on a
    /// hand-written model keeping the selected ids in an array.
    private mutating func measureRowsAgainstNaive<ID: Hashable & Sendable>(label: String, entries: [PickListEntry<ID>], seed: UInt64) {
        let ids = entries.map(\.id)
        var generator = SplitMix64(seed: seed &+ 100)
        let taps = (0..<5_000).map { _ in Int.random(in: 0...ids.count, using: &generator) }
        guard taps.last != 0 else {
            // The naive pass would compare every row with every other.
            table.add("\(label): 5 000 taps", failure: BenchError("the seeded taps end on the all-row"))
            return
        }

        // The rows are built before the taps, untimed (the naive model has nothing to build):
        // the measure is the taps and the pass. The two are timed in turn within each
        // repetition; each figure is the median of its repetitions.
        let fresh = BenchInbox.Rows(entries)
        var rowsChecked = 0
        var naiveChecked = 0
        var rowsTimes: [Double] = []
        var naiveTimes: [Double] = []
        for _ in 0..<max(1, options.repetitions) {
            var rows = fresh
            // Both sides get what a table view gives: index paths (`didSelectRowAt`,
            // `cellForRowAt`); row 0 is the all-row. The naive model turns one into an id
            // with an array read, PickListRows into a position without a lookup by id.
            rowsTimes.append(Stopwatch.threadTime {
                for row in taps {
                    rows.tap(section: 0, row: row)
                }
                var checked = 0
                for row in 0...ids.count where rows.isChecked(section: 0, row: row) {
                    checked &+= 1
                }
                rowsChecked = checked
            })
            naiveTimes.append(Stopwatch.threadTime {
                var naive = NaiveIDSelection(ids: ids)
                for row in taps {
                    if row == 0 {
                        naive.tapAllRow()
                    } else {
                        naive.tap(ids[row &- 1])
                    }
                }
                var checked = naive.isAll ? 1 : 0
                for id in ids where naive.isChecked(id) {
                    checked &+= 1
                }
                naiveChecked = checked
            })
        }
        let rowsTime = Stopwatch.median(of: rowsTimes)
        let naiveTime = Stopwatch.median(of: naiveTimes)
        guard rowsChecked == naiveChecked else {
            table.add(
                "\(label): 5 000 taps", failure: BenchError("PickListRows shows \(rowsChecked) checkmarks, the naive model \(naiveChecked): they disagree"))
            return
        }
        let speedup = naiveTime / rowsTime
        let rowCount = Self.grouped(ids.count)
        table.add("\(label): naive array model, 5 000 taps + checkmark pass, \(rowCount) rows", value: BenchTable.ms(naiveTime))
        table.add(
            "\(label): PickListRows, same taps + pass (\(rowsChecked) checked)", value: BenchTable.ms(rowsTime),
            ratio: "\(BenchTable.format(speedup, digits: 0))× faster", target: "≥ 100× faster",
            verdict: speedup >= 100 ? .met : .missed)
    }

    static func nanoseconds(_ milliseconds: Double) -> String {
        "\(BenchTable.format(milliseconds * 1_000_000, digits: 1)) ns"
    }
}
