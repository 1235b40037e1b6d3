// The probe behind docs/performance.md's "Hidden rows" figures (scripts/hidden-rows-probe.sh):
// each measure is an `@inline(never)` function named `measure_*`, counted alone by callgrind
// (`--toggle-collect`), after a warm-up that builds the definitions. Lists of 1 000 and
// 10 000 items (multiple, an all-row), declared in Lists.swift by the script.

import PickListKit

/// A runtime list: multiple, an all-row, as the enum lists.
enum RuntimeList: RuntimePickList {
    static let definition = PickListPolicy(title: "Probe", selection: .multiple, allRow: PickListAllRow())
}

/// The seeded generator the bench uses (SplitMix64).
struct SplitMix64 {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func next(below bound: Int) -> Int { Int(next() % UInt64(bound)) }
}

/// Keeps a value alive, so the optimiser cannot drop the work that made it.
@inline(never) func consume<T>(_ value: T) { withExtendedLifetime(value) {} }

// MARK: Hiding and showing one row, every tenth row hidden already

/// 1 000 rows (items 5, 15, 25 …, never hidden before) hidden, then shown again: 2 000 calls.
@inline(never) func measure_enumHideShow<Item: PickList>(_ selection: inout PickListSelection<Item>, _ items: [Item]) {
    for index in stride(from: 5, to: items.count, by: items.count / 1_000) {
        consume(selection.setHidden(true, for: items[index]))
        consume(selection.setHidden(false, for: items[index]))
    }
}

#if !BEFORE
@inline(never) func measure_rowsHideShow(_ rows: inout PickListRows<RuntimeList, Int>, count: Int) {
    for id in stride(from: 5, to: count, by: count / 1_000) {
        consume(rows.setHidden(true, for: id))
        consume(rows.setHidden(false, for: id))
    }
}

#endif

// MARK: Index path to row, 1 000 of 10 000 rows hidden: 1 000 lookups

@inline(never) func measure_enumRowLookup<Item: PickList>(_ selection: PickListSelection<Item>, _ rows: [Int]) {
    for row in rows { consume(selection.row(section: 0, row: row)) }
}

#if !BEFORE
@inline(never) func measure_rowsRowLookup(_ list: PickListRows<RuntimeList, Int>, _ rows: [Int]) {
    for row in rows { consume(list.row(section: 0, row: row)) }
}

#endif

// MARK: A list that hides nothing: 5 000 seeded taps by index path, then a checkmark a row

@inline(never) func measure_enumTaps<Item: PickList>(_: Item.Type, _ rows: [Int]) -> PickListSelection<Item> {
    var selection = PickListSelection<Item>()
    for row in rows { consume(selection.tap(section: 0, row: row)) }
    return selection
}

@inline(never) func measure_enumChecks<Item: PickList>(_ selection: PickListSelection<Item>) -> Int {
    var checked = 0
    for row in 0..<Item.allCases.count + 1 where selection.row(section: 0, row: row).map(selection.isChecked) ?? false {
        checked += 1
    }
    return checked
}

@inline(never) func measure_rowsTaps(_ entries: [PickListEntry<Int>], _ rows: [Int]) -> PickListRows<RuntimeList, Int> {
    var list = PickListRows<RuntimeList, Int>(entries)
    for row in rows { consume(list.tap(section: 0, row: row)) }
    return list
}

@inline(never) func measure_rowsChecks(_ list: PickListRows<RuntimeList, Int>, count: Int) -> Int {
    var checked = 0
    for row in 0..<count + 1 where list.isChecked(section: 0, row: row) { checked += 1 }
    return checked
}

// MARK: Running one measure

func seededRows(count: Int, seed: UInt64) -> [Int] {
    var random = SplitMix64(state: seed)
    return (0..<5_000).map { _ in random.next(below: count + 1) }
}

func run<Item: PickList>(_ measure: String, _: Item.Type) {
    let items = Array(Item.allCases)
    let count = items.count
    let entries = (0..<count).map { PickListEntry(id: $0, title: "Row \($0)") }
    // The same every tenth item hidden on both kinds of list.
    var selection = PickListSelection<Item>()
    selection.setHidden(true, forItems: stride(from: 0, to: count, by: 10).map { items[$0] })
    var rows = PickListRows<RuntimeList, Int>(entries)
    #if !BEFORE
    rows.setHidden(true, forIDs: stride(from: 0, to: count, by: 10))
    #endif
    let lookups = (0..<1_000).map { ($0 * 7_919) % (count - count / 10) }
    let taps = seededRows(count: count, seed: 2)
    for pass in 0..<2 {  // a warm-up, then the measure
        switch measure {
        case "enumHideShow": measure_enumHideShow(&selection, items)
        case "enumRowLookup": measure_enumRowLookup(selection, lookups)
        case "enumTaps": consume(measure_enumTaps(Item.self, taps))
        case "enumChecks": consume(measure_enumChecks(PickListSelection<Item>(Array(items.prefix(count / 2)))))
        #if !BEFORE
        case "rowsHideShow": measure_rowsHideShow(&rows, count: count)
        case "rowsRowLookup": measure_rowsRowLookup(rows, lookups)
        #endif
        case "rowsTaps": consume(measure_rowsTaps(entries, taps))
        case "rowsChecks": consume(measure_rowsChecks(PickListRows<RuntimeList, Int>(entries, selecting: Array(0..<count / 2)), count: count))
        default: fatalError("no measure \(measure)")
        }
        _ = pass
    }
}

let arguments = CommandLine.arguments
switch arguments[2] {
case "1000": run(arguments[1], L1000.self)
default: run(arguments[1], L10000.self)
}
