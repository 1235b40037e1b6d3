import PickListSupport

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// `picklist preview` in a terminal: the list full-screen, driven by keys, until `q`.
///
/// The loop waits (`poll`) on the keyboard and on the signal pipe. Each read's bytes become
/// keys (``KeyDecoder``; a lone Escape is the Escape key once 50 ms pass without the rest of a
/// sequence), each key is applied (``PreviewScreen``), and then one frame is drawn, writing
/// only the lines that changed (``TerminalFrame``). The terminal is restored on `q`, Ctrl-C,
/// SIGTERM, SIGHUP, end of input and on any error, and while suspended (Ctrl-Z, SIGTSTP).
///
/// With `PICKLIST_PREVIEW_LATENCY` naming a file, the time from each read's return to the end
/// of the frame's write is recorded and a summary written there on exit (docs/performance.md).
package struct InteractivePreview<Model: TerminalPreviewModel> {
    private let model: Model
    private let environment: [String: String]
    private let output: Int32

    /// How long an Escape byte waits for the rest of a sequence before it is the Escape key.
    static var escapeWait: Int32 { 50 }

    package init(model: Model, environment: [String: String] = Self.processEnvironment(), output: Int32 = STDOUT_FILENO) {
        self.model = model
        self.environment = environment
        self.output = output
    }

    /// Runs until the user quits; the model as left (its selection) is returned.
    @discardableResult
    package func run() throws(TerminalError) -> Model {
        guard isatty(output) == 1 else {
            throw TerminalError(description: "the interactive preview needs a terminal (use --script or --format for output to a file or pipe)")
        }
        let terminal = try RawTerminal(output: output)
        let signals = try SignalPipe()
        var loop = Loop(
            terminal: terminal, signals: signals,
            screen: PreviewScreen(
                model: model,
                size: terminal.size() ?? TerminalSize(columns: 80, rows: 24),
                colors: Self.usesColors(environment),
                unicode: Self.usesUnicode(environment)),
            latencyLog: environment["PICKLIST_PREVIEW_LATENCY"].flatMap { $0.isEmpty ? nil : $0 })
        let end: Loop.End
        do {
            try terminal.enter()
            end = loop.run()
        } catch {
            terminal.restore()
            signals.uninstall()
            throw error
        }
        terminal.restore()
        signals.uninstall()
        loop.writeLatencySummary()
        if case .signal(let number) = end {
            // Die of the signal, as without us, now that the terminal is back.
            _ = signal(number, SIG_DFL)
            _ = raise(number)
        }
        return loop.screen.model
    }

    /// Colour unless `NO_COLOR` is set (non-empty) or `TERM` is `dumb` (https://no-color.org).
    static func usesColors(_ environment: [String: String]) -> Bool {
        TerminalColors.shouldUseColors(isTerminal: true, environment: environment)
    }

    /// `✓`, `↑↓` and box rules when the locale's character set is UTF-8 (`LC_ALL`, else
    /// `LC_CTYPE`, else `LANG`), plain ASCII otherwise.
    static func usesUnicode(_ environment: [String: String]) -> Bool {
        let locale = [environment["LC_ALL"], environment["LC_CTYPE"], environment["LANG"]]
            .compactMap { $0 }.first { !$0.isEmpty } ?? ""
        let lowered = locale.lowercased()
        return lowered.contains("utf-8") || lowered.contains("utf8")
    }

    package static func processEnvironment() -> [String: String] {
        var environment: [String: String] = [:]
        var pointer = environ
        while let entry = pointer.pointee {
            let text = String(cString: entry)
            if let equals = text.firstIndex(of: "=") {
                environment[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            pointer += 1
        }
        return environment
    }
}

extension InteractivePreview {
    /// The key loop, with the terminal in raw mode.
    private struct Loop {
        let terminal: RawTerminal
        let signals: SignalPipe
        var screen: PreviewScreen<Model>
        let latencyLog: String?
        private var decoder = KeyDecoder()
        private var previous: TerminalFrame?
        /// Nanoseconds from each read's return to the end of its frame's write.
        private var latencies: [UInt64] = []
        private var keyCount = 0

        init(terminal: RawTerminal, signals: SignalPipe, screen: PreviewScreen<Model>, latencyLog: String?) {
            self.terminal = terminal
            self.signals = signals
            self.screen = screen
            self.latencyLog = latencyLog
        }

        enum End {
            case quit
            case signal(Int32)
        }

        mutating func run() -> End {
            draw()
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                var fds = [
                    pollfd(fd: terminal.input, events: Int16(POLLIN), revents: 0),
                    pollfd(fd: signals.readEnd, events: Int16(POLLIN), revents: 0),
                ]
                let ready = poll(&fds, nfds_t(fds.count), decoder.hasPending ? InteractivePreview.escapeWait : -1)
                if ready < 0 {
                    if errno == EINTR { continue }
                    return .quit
                }
                if fds[1].revents != 0 {
                    for number in signals.drain() {
                        switch number {
                        case SIGWINCH:
                            if let size = terminal.size() { screen.resize(to: size) }
                        case SIGTSTP:
                            guard suspend() else { return .quit }
                        default:
                            return .signal(number)
                        }
                    }
                    draw()
                }
                if ready == 0 {
                    // No rest of a sequence came: a lone Escape.
                    switch apply(decoder.flush()) {
                    case .quit: return .quit
                    case .suspend: guard suspend() else { return .quit }
                    case .continuing: break
                    }
                    draw()
                    continue
                }
                guard fds[0].revents != 0 else { continue }
                if fds[0].revents & Int16(POLLIN) == 0 {
                    // Hang-up or error on the terminal, nothing to read: done.
                    return .quit
                }
                guard let count = terminal.read(into: &buffer) else { continue }
                guard count > 0 else { return .quit }
                let start = monotonicNanoseconds()
                let keys = decoder.feed(buffer.prefix(count))
                keyCount += keys.count
                switch apply(keys) {
                case .quit: return .quit
                case .suspend: guard suspend() else { return .quit }
                case .continuing: break
                }
                draw()
                if latencyLog != nil, !keys.isEmpty { latencies.append(monotonicNanoseconds() - start) }
            }
        }

        /// Gives the terminal back and stops (Ctrl-Z, SIGTSTP); on continuing, raw mode and a
        /// full redraw at the size the window has then. False when the terminal cannot be
        /// taken again (the preview then ends).
        private mutating func suspend() -> Bool {
            terminal.restore()
            signals.stop(by: SIGTSTP)
            do {
                try terminal.enter()
            } catch {
                return false
            }
            decoder = KeyDecoder()
            previous = nil
            if let size = terminal.size() { screen.resize(to: size) }
            return true
        }

        private mutating func apply(_ keys: [TerminalKey]) -> PreviewScreen<Model>.Outcome {
            keys.isEmpty ? .continuing : screen.handle(keys)
        }

        /// Writes what changed since the last frame, in one write.
        private mutating func draw() {
            let frame = screen.frame()
            let update = frame.update(from: previous)
            if !update.isEmpty { terminal.write(update) }
            previous = frame
        }

        /// `reads N, keys K, median …, p99 …, max …` (milliseconds), for docs/performance.md.
        func writeLatencySummary() {
            guard let latencyLog, !latencies.isEmpty else { return }
            let sorted = latencies.sorted()
            func milliseconds(_ nanoseconds: UInt64) -> String {
                let microseconds = String((nanoseconds + 500) / 1000)
                let digits = String(repeating: "0", count: max(0, 4 - microseconds.count)) + microseconds
                return digits.dropLast(3) + "." + digits.suffix(3)
            }
            let median = sorted[sorted.count / 2]
            let p99 = sorted[min(sorted.count - 1, sorted.count * 99 / 100)]
            let mean = sorted.reduce(0, +) / UInt64(sorted.count)
            let line = "reads \(sorted.count), keys \(keyCount), mean \(milliseconds(mean)) ms, median \(milliseconds(median)) ms, p99 \(milliseconds(p99)) ms, max \(milliseconds(sorted.last!)) ms\n"
            let fd = open(latencyLog, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
            guard fd >= 0 else { return }
            _ = line.utf8CString.withUnsafeBufferPointer { write(fd, $0.baseAddress, $0.count - 1) }
            close(fd)
        }
    }
}

/// A monotonic clock's reading (`CLOCK_MONOTONIC`), in nanoseconds.
func monotonicNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}
