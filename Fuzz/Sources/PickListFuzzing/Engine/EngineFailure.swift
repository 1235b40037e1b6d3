/// What the engine target reports when a list and the reference model disagree: the list's
/// rules and rows, the steps that ran (the last one broke it) and the problems, then an abort
/// through ``Invariant``, which libFuzzer saves as a crash.
struct EngineFailure {
    /// The list, as the start of the report: described only when a report is written, since
    /// all but a few inputs never need it.
    let list: () -> String
    /// The steps so far, described only when a report is written.
    var steps: [any CustomStringConvertible] = []

    init(list: @escaping () -> String) {
        self.list = list
    }

    /// Aborts with `problems`, unless there are none.
    func require(_ problems: [String], file: StaticString = #fileID, line: UInt = #line) {
        guard !problems.isEmpty else { return }
        var report = "the selection engine and the reference model disagree\n  list: \(list())\n"
        for (index, step) in steps.enumerated() {
            report += "  \(index + 1). \(step)\n"
        }
        report += problems.map { "  problem: \($0)" }.joined(separator: "\n")
        Invariant.fail(report, file: file, line: line)
    }
}
