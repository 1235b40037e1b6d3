#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Stops the fuzzer on a broken invariant: the message goes to standard error and the process
/// aborts, which libFuzzer reports as a crash and saves the input that caused it.
///
/// A fuzz target that only survives its input finds crashes; one that checks what the pipeline
/// promises (every diagnostic located inside the file, the same bytes from the same input)
/// also finds wrong answers.
package enum Invariant {
    /// Aborts with `message` unless `condition` holds.
    package static func require(
        _ condition: Bool, _ message: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line
    ) {
        guard !condition else { return }
        fail(message(), file: file, line: line)
    }

    /// Aborts with `message`.
    package static func fail(_ message: String, file: StaticString = #fileID, line: UInt = #line) -> Never {
        let report = Array("==picklist-fuzz== invariant broken (\(file):\(line)): \(message)\n".utf8)
        _ = report.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
        abort()
    }
}
