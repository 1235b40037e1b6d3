extension BenchRun {
    /// (6) The generated API at 5 000 items against seed 002's array-backed model.
    mutating func measureRuntime() {
        table.add("runtime L5000 vs naive model", failure: BenchError("PickListKit runtime not landed yet"))
    }
}
