#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Wall-clock timing with repetitions: the median is what the table reports, because on
/// a shared two-core machine the mean is dragged around by whatever else runs.
enum Stopwatch {
    /// Runs `body` once and returns its wall time in milliseconds.
    static func time(_ body: () throws -> Void) rethrows -> Double {
        let clock = ContinuousClock()
        let start = clock.now
        try body()
        return milliseconds(clock.now - start)
    }

    /// Runs `body` once and returns the processor time the calling thread spent in it, in
    /// milliseconds (`CLOCK_THREAD_CPUTIME_ID`): on a machine shared with other builds, the
    /// time slices given to other processes while `body` runs are not counted, as they are in
    /// wall time (the caches those processes disturb still are).
    static func threadTime(_ body: () throws -> Void) rethrows -> Double {
        func now() -> Double {
            var spec = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
            return Double(spec.tv_sec) * 1_000 + Double(spec.tv_nsec) / 1e6
        }
        let start = now()
        try body()
        return now() - start
    }

    /// Runs `body` `repetitions` times and returns the median wall time in milliseconds.
    static func median(repetitions: Int, _ body: () throws -> Void) rethrows -> Double {
        try median(repetitions: repetitions, setup: {}, body)
    }

    /// Runs `setup` then `body`, `repetitions` times, and returns the median wall time of
    /// `body` in milliseconds.
    ///
    /// `setup` runs before each repetition, untimed: emptying an output folder, for one,
    /// costs as much as writing it on some file systems and is not part of what is measured.
    static func median(repetitions: Int, setup: () throws -> Void, _ body: () throws -> Void) rethrows -> Double {
        var samples: [Double] = []
        for _ in 0..<max(1, repetitions) {
            try setup()
            samples.append(try time(body))
        }
        return median(of: samples)
    }

    /// The median of some samples (the mean of the middle two for an even count).
    static func median(of samples: [Double]) -> Double {
        precondition(!samples.isEmpty, "median of no samples")
        let sorted = samples.sorted()
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }

    static func milliseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1_000 + Double(attoseconds) / 1e15
    }
}
