import Foundation

extension BenchRun {
    /// (2–3) picklist's stages in-process on C1000: load, load + validate (= lint), full
    /// generate (render + write), and a no-op regeneration.
    mutating func measurePipeline() {
        table.add("load / lint / generate C1000 in-process", failure: BenchError("pipeline stages not landed yet"))
    }
}
