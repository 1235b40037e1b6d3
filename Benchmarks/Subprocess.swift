import Dispatch
import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a child process and measures it: wall time from spawn to exit, and the child's
/// own peak resident memory (from `wait4`, so earlier children do not pollute it the way
/// `getrusage(RUSAGE_CHILDREN)`'s running maximum would).
///
/// On Linux `wait4`'s `ru_maxrss` is the larger of the child's own peak and that of every
/// descendant it waited for: `swiftc` (the driver) waits for the `swift-frontend` jobs it
/// spawns, so the figure covers the compiler itself (checked against `/usr/bin/time -v` on
/// `swift-frontend` run directly: 571 628 kB against 571 380 kB through `swiftc`). It is the
/// peak of the largest single process, not the sum of jobs that run at once.
///
/// With ``Limits`` the child runs in a process group of its own, watched by a second thread
/// that samples the resident memory of the child and all its descendants (`VmRSS` from
/// `/proc/<pid>/status`, summed) every 100 ms and kills the whole group past the memory or
/// time limit. The main thread blocks in `waitid` meanwhile, so the wall time is not rounded
/// to the sampling interval.
struct Subprocess {
    /// What one run of a child process cost.
    struct Outcome {
        var exitCode: Int32
        var wallMilliseconds: Double
        /// Peak resident set size of the child (or its largest waited-for descendant), in bytes.
        var peakResidentBytes: Int
        /// CPU time the child spent, user and system, on every core (from `wait4`).
        var userMilliseconds: Double = 0
        var systemMilliseconds: Double = 0
        var cpuMilliseconds: Double { userMilliseconds + systemMilliseconds }
        /// What the child wrote to standard error (kept to explain a failure).
        var standardError: String
        /// Why the watchdog killed the process, if it did (only with ``Limits``).
        var stopped: Stop?
        /// The largest sampled sum of resident memory over the process tree, in bytes
        /// (only with ``Limits``; 0 when the process ended before the first sample).
        var sampledPeakResidentBytes = 0
        /// When the watchdog decided to kill it, in milliseconds after the start.
        var stoppedAfterMilliseconds: Double?
    }

    /// Limits under which a watched child may run.
    struct Limits: Sendable {
        /// Wall time, in seconds.
        var seconds: Double
        /// Resident memory of the child and all its descendants together, in bytes.
        var residentBytes: Int
        /// How often the memory is sampled, in seconds.
        var pollInterval = 0.1
    }

    enum Stop: String, Sendable {
        case time, memory
    }

    let executable: String
    let arguments: [String]
    /// Variables set for the child on top of this process's environment.
    let environment: [String: String]

    init(_ executable: String, _ arguments: [String], environment: [String: String] = [:]) {
        self.executable = executable
        self.arguments = arguments
        self.environment = environment
    }

    /// Spawns the process (in this process's working folder) with standard output discarded,
    /// waits for it and measures it; with `limits`, kills it (and its descendants) past them.
    func run(limits: Limits? = nil) throws -> Outcome {
        let errorPath = FileManager.default.temporaryDirectory
            .appendingPathComponent("picklist-bench-stderr-\(getpid())").path
        defer { unlink(errorPath) }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        if limits != nil {
            // A group of its own, so the watchdog can kill the compiler jobs with the driver.
            posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
            posix_spawnattr_setpgroup(&attributes, 0)
        }

        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var variables = ProcessInfo.processInfo.environment
        variables.merge(environment) { _, new in new }
        let envp: [UnsafeMutablePointer<CChar>?] = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { envp.forEach { free($0) } }

        let clock = ContinuousClock()
        let start = clock.now
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard spawned == 0 else {
            throw BenchError("cannot start \(executable): \(String(cString: strerror(spawned)))")
        }
        let watchdog = limits.map { Watchdog(pid: pid, limits: $0) }

        // Wait for the exit without reaping, so the pid (and its group) stays ours until
        // the watchdog has stopped: it can never signal a recycled pid.
        var info = siginfo_t()
        while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) == -1 {
            guard errno == EINTR else { throw BenchError("waitid failed: \(String(cString: strerror(errno)))") }
        }
        let wall = Stopwatch.milliseconds(clock.now - start)
        watchdog?.finish()

        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) == -1 {
            guard errno == EINTR else { throw BenchError("wait4 failed: \(String(cString: strerror(errno)))") }
        }
        if let watchdog, watchdog.stop != nil {
            // The driver was killed with its jobs; make sure none of them lingers.
            kill(-pid, SIGKILL)
        }

        let signal = status & 0x7f
        let exitCode = signal == 0 ? (status >> 8) & 0xff : 128 + signal
        let standardError = (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
        // Linux reports ru_maxrss in kilobytes.
        return Outcome(
            exitCode: exitCode, wallMilliseconds: wall,
            peakResidentBytes: Int(usage.ru_maxrss) * 1024,
            userMilliseconds: Double(usage.ru_utime.tv_sec) * 1_000 + Double(usage.ru_utime.tv_usec) / 1_000,
            systemMilliseconds: Double(usage.ru_stime.tv_sec) * 1_000 + Double(usage.ru_stime.tv_usec) / 1_000,
            standardError: standardError,
            stopped: watchdog?.stop, sampledPeakResidentBytes: watchdog?.sampledPeak ?? 0,
            stoppedAfterMilliseconds: watchdog?.stoppedAfter
        )
    }

    /// Runs the process and throws, with its standard error, unless it exits with `expected`.
    @discardableResult
    func run(expecting expected: Int32) throws -> Outcome {
        let outcome = try run()
        guard outcome.exitCode == expected else {
            let command = ([executable] + arguments).joined(separator: " ")
            throw BenchError(
                "`\(command)` exited \(outcome.exitCode), expected \(expected): "
                    + outcome.standardError.split(separator: "\n").prefix(3).joined(separator: " | ")
            )
        }
        return outcome
    }
}

/// The thread that watches a child started with ``Subprocess/Limits``.
private final class Watchdog: Sendable {
    private let pid: pid_t
    private let limits: Subprocess.Limits
    private let done = Atomic<Bool>(false)
    /// 0: running; 1 + the index of the ``Subprocess/Stop`` case that killed it.
    private let stopCode = Atomic<Int>(0)
    private let stoppedAfterMicroseconds = Atomic<Int>(0)
    private let peak = Atomic<Int>(0)
    private let wake = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)

    init(pid: pid_t, limits: Subprocess.Limits) {
        self.pid = pid
        self.limits = limits
        Thread.detachNewThread { [self] in
            watch()
            finished.signal()
        }
    }

    var stop: Subprocess.Stop? {
        switch stopCode.load(ordering: .acquiring) {
        case 1: .time
        case 2: .memory
        default: nil
        }
    }

    var stoppedAfter: Double? {
        stop == nil ? nil : Double(stoppedAfterMicroseconds.load(ordering: .acquiring)) / 1000
    }

    var sampledPeak: Int { peak.load(ordering: .acquiring) }

    /// Called once the child has exited (not yet reaped): stops the thread and waits for it.
    func finish() {
        done.store(true, ordering: .releasing)
        wake.signal()
        finished.wait()
    }

    private func watch() {
        let clock = ContinuousClock()
        let start = clock.now
        while !done.load(ordering: .acquiring) {
            let resident = Self.treeResidentBytes(pid)
            if resident > peak.load(ordering: .relaxed) { peak.store(resident, ordering: .releasing) }
            let elapsed = Stopwatch.milliseconds(clock.now - start)
            let reason: Int? = resident > limits.residentBytes ? 2 : elapsed > limits.seconds * 1000 ? 1 : nil
            if let reason {
                stoppedAfterMicroseconds.store(Int(elapsed * 1000), ordering: .relaxed)
                stopCode.store(reason, ordering: .releasing)
                kill(-pid, SIGKILL)
                return
            }
            _ = wake.wait(timeout: .now() + limits.pollInterval)
        }
    }

    /// `VmRSS` of `root` and every descendant, summed (0 for processes gone meanwhile).
    static func treeResidentBytes(_ root: pid_t) -> Int {
        var total = 0
        var pending = [root]
        var seen: Set<pid_t> = []
        while let pid = pending.popLast() {
            guard seen.insert(pid).inserted else { continue }
            total += residentBytes(pid)
            let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
            for task in tasks {
                let children = readProcFile("/proc/\(pid)/task/\(task)/children") ?? ""
                pending += children.split(separator: " ").compactMap { pid_t($0) }
            }
        }
        return total
    }

    /// The `VmRSS:` line of `/proc/<pid>/status`, in bytes.
    private static func residentBytes(_ pid: pid_t) -> Int {
        guard let status = readProcFile("/proc/\(pid)/status"),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") })
        else { return 0 }
        // "VmRSS:\t  571380 kB" (no blank between the tab and 8-digit figures).
        let kilobytes = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).compactMap { Int($0) }.first ?? 0
        return kilobytes * 1024
    }

    /// A `/proc` file's text (they report a size of 0, so read until the end).
    private static func readProcFile(_ path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            bytes += buffer[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
