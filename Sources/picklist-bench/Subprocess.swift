import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a child process and measures it: wall time from spawn to exit, and the child's
/// own peak resident memory (from `wait4`, so earlier children do not pollute it the way
/// `getrusage(RUSAGE_CHILDREN)`'s running maximum would).
struct Subprocess {
    /// What one run of a child process cost.
    struct Outcome {
        var exitCode: Int32
        var wallMilliseconds: Double
        /// Peak resident set size of the child, in bytes.
        var peakResidentBytes: Int
        /// What the child wrote to standard error (kept to explain a failure).
        var standardError: String
    }

    let executable: String
    let arguments: [String]

    init(_ executable: String, _ arguments: [String]) {
        self.executable = executable
        self.arguments = arguments
    }

    /// Spawns the process (in this process's working folder) with standard output discarded, waits for it and measures it.
    func run() throws -> Outcome {
        let errorPath = FileManager.default.temporaryDirectory
            .appendingPathComponent("picklist-bench-stderr-\(getpid())").path
        defer { unlink(errorPath) }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)

        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }

        let clock = ContinuousClock()
        let start = clock.now
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        guard spawned == 0 else {
            throw BenchError("cannot start \(executable): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) == -1 {
            guard errno == EINTR else { throw BenchError("wait4 failed: \(String(cString: strerror(errno)))") }
        }
        let wall = Stopwatch.milliseconds(clock.now - start)

        let signal = status & 0x7f
        let exitCode = signal == 0 ? (status >> 8) & 0xff : 128 + signal
        let standardError = (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
        // Linux reports ru_maxrss in kilobytes.
        return Outcome(
            exitCode: exitCode, wallMilliseconds: wall,
            peakResidentBytes: Int(usage.ru_maxrss) * 1024, standardError: standardError
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
