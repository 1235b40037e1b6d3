import Foundation
@testable import PickListCompiler
import PickListTestSupport
import Testing

/// `picklist generate` writes into users' source trees: whatever stops it (SIGKILL, a full
/// disk, a read-only or vanishing folder), every output it leaves is whole — the old bytes or
/// the new — and one clean run afterwards leaves exactly the right outputs and no temporary file.
///
/// The kill count is `PICKLIST_KILL_ITERATIONS` (default 12, a few seconds); set it higher for a
/// longer search (docs/reliability.md).
@Suite("generate survives kills and hostile output folders", .serialized)
struct GenerateKillSafetyTests {
    /// Outputs rewritten by each killed run.
    static let specCount = 200
    /// Outputs in the tests of hostile folders, where each run fails or is cut short anyway.
    static let smallSpecCount = 60

    static var iterations: Int {
        ProcessInfo.processInfo.environment["PICKLIST_KILL_ITERATIONS"].flatMap(Int.init) ?? 12
    }

    @Test func killedAtRandomMoments_leavesEveryOutputWhole_andACleanRunRepairsAll() throws {
        let rig = try GenerateRig(specCount: Self.specCount)
        #expect(try rig.generate().status == 0)
        var random = SplitMix64(seed: UInt64(ProcessInfo.processInfo.environment["PICKLIST_KILL_SEED"] ?? "") ?? 2026)
        var interrupted = 0
        var leftTemporaries = 0
        var temporariesBefore = 0
        // Kills are drawn within the time a clean run took; when a run ends before its kill
        // (the machine got less busy than when the clean run was timed), later kills aim earlier.
        var latestKill = Int(rig.rewriteMicroseconds)
        for iteration in 0..<Self.iterations {
            try rig.flipVersion()
            let process = try rig.startGenerate()
            let delay = UInt32(random.next(below: latestKill + 1))
            usleep(delay)
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            if process.terminationReason == .uncaughtSignal {
                interrupted += 1
            } else {
                latestKill = max(1, latestKill / 2)
            }
            let (problems, temporaries) = try rig.tornOutputs(complete: true)
            if temporaries > temporariesBefore { leftTemporaries += 1 }
            temporariesBefore = temporaries
            #expect(problems == [], "kill \(iteration) after \(delay) µs")
            if !problems.isEmpty { break }
        }
        print("kill-safety: \(Self.iterations) runs of \(Self.specCount) outputs, \(interrupted) killed before their end, \(leftTemporaries) left new temporary files; every output whole")
        // Most kills must land while the run is under way, or the test proves little.
        #expect(interrupted * 2 >= Self.iterations, "only \(interrupted) of \(Self.iterations) runs were killed before they ended")
        let clean = try rig.generate()
        #expect(clean.status == 0, "\(clean.stderr)")
        #expect(try rig.wrongOutputs() == [])
    }

    @Test func outputFolderRemovedMidRun_neverTearsAnOutput_andACleanRunRepairsAll() throws {
        let rig = try GenerateRig(specCount: Self.smallSpecCount)
        #expect(try rig.generate().status == 0)
        var random = SplitMix64(seed: 2027)
        for iteration in 0..<max(1, Self.iterations / 3) {
            try rig.flipVersion()
            let process = try rig.startGenerate()
            usleep(UInt32(random.next(below: Int(rig.rewriteMicroseconds) + 1)))
            try? FileManager.default.removeItem(atPath: rig.folder.file(rig.outputFolder))
            process.waitUntilExit()
            // Removing the folder may fail the run (exit 3, a located write error); it must not crash it.
            #expect(process.terminationReason == .exit && [0, 3].contains(process.terminationStatus), "run \(iteration)")
            if FileManager.default.fileExists(atPath: rig.folder.file(rig.outputFolder)) {
                #expect(try rig.tornOutputs(complete: false).problems == [], "run \(iteration)")
            }
        }
        let clean = try rig.generate()
        #expect(clean.status == 0, "\(clean.stderr)")
        #expect(try rig.wrongOutputs() == [])
    }

    @Test(.enabled(if: getuid() != 0 || TinyFileSystem.isAvailable,
                   "running as root, a read-only folder needs a read-only mount, and this machine does not allow mounting a tmpfs"))
    func readOnlyOutputFolder_failsWithAWriteError_leavingOutputsAsTheyWere() throws {
        let rig = try GenerateRig(specCount: Self.smallSpecCount)
        let output = rig.folder.file(rig.outputFolder)
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        let mount = getuid() == 0 ? try TinyFileSystem(at: output, bytes: 16 << 20) : nil
        defer { mount?.unmount() }
        #expect(try rig.generate().status == 0)
        try rig.flipVersion()
        if let mount { try mount.remount(readOnly: true) } else { chmod(output, 0o555) }
        let failed = try rig.generate()
        #expect(failed.status == 3)
        // Diagnostics go to standard output.
        #expect(failed.stdout.contains("error: cannot write '\(rig.outputFolder)/list-000.picklist.swift': "), "\(failed.stdout.prefix(500))")
        let (problems, temporaries) = try rig.tornOutputs(complete: true)
        #expect(problems == [])
        #expect(temporaries == 0)
        if let mount { try mount.remount(readOnly: false) } else { chmod(output, 0o755) }
        let clean = try rig.generate()
        #expect(clean.status == 0, "\(clean.stderr)")
        #expect(try rig.wrongOutputs() == [])
    }

    @Test(.enabled(if: TinyFileSystem.isAvailable, "this machine does not allow mounting a tmpfs (needs root on Linux)"))
    func fullOutputFolder_failsWithAWriteError_leavingEveryOutputWholeAndNoTemporary() throws {
        let rig = try GenerateRig(specCount: Self.smallSpecCount)
        let output = rig.folder.file(rig.outputFolder)
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        let disk = try TinyFileSystem(at: output, bytes: 16 << 20)
        defer { disk.unmount() }
        #expect(try rig.generate().status == 0)
        try rig.flipVersion()
        disk.fill()
        let failed = try rig.generate()
        #expect(failed.status == 3)
        #expect(failed.stdout.contains("error: cannot write '\(rig.outputFolder)/list-000.picklist.swift': No space left on device"), "\(failed.stdout.prefix(500))")
        var random = SplitMix64(seed: 2028)
        for _ in 0..<3 {
            let process = try rig.startGenerate()
            usleep(UInt32(random.next(below: Int(rig.rewriteMicroseconds) + 1)))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        #expect(try rig.tornOutputs(complete: true).problems == ["filler is not an output"])
        try FileManager.default.removeItem(atPath: output + "/filler")
        let clean = try rig.generate()
        #expect(clean.status == 0, "\(clean.stderr)")
        #expect(try rig.wrongOutputs() == [])
    }
}
