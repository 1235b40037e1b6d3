/// `fuzz-engine`: bytes → a list with random rules → random steps, each checked against the
/// reference model of the selection rules (`SelectionModel` of PickListTestSupport, the model
/// the property tests use) and against the engine's own invariants.
///
/// The first byte picks the kind of list: an enum list of one, three or nine items
/// (``EnumEngineRun``), or a runtime list (``RuntimeEngineRun``); the bytes after it are the
/// list's rules and rows, then the steps (``FuzzChoices``). A disagreement aborts with the
/// list, every step and what differed (``EngineFailure``).
package enum EngineTarget {
    package static func run(_ input: [UInt8]) {
        var choices = FuzzChoices(input)
        switch choices.next(below: 4) {
        case 0: EnumEngineRun.run(FuzzSolo.self, count: 1, &choices)
        case 1: EnumEngineRun.run(FuzzTrio.self, count: 3, &choices)
        case 2: EnumEngineRun.run(FuzzNonet.self, count: 9, &choices)
        default: RuntimeEngineRun.run(&choices)
        }
    }
}
