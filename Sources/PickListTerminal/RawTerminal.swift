#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Why the interactive preview could not run; its description is the one line the tool prints.
package struct TerminalError: Error, CustomStringConvertible, Sendable {
    package var description: String

    static func system(_ what: String, _ code: Int32 = errno) -> TerminalError {
        TerminalError(description: "\(what): \(String(cString: strerror(code)))")
    }
}

/// The terminal in raw mode on the alternate screen, restored exactly as it was found.
///
/// ``enter()`` saves the terminal's settings (`tcgetattr`), turns off line editing, echo, the
/// signal keys (Ctrl-C arrives as a byte), flow control and output processing, switches to the
/// alternate screen, hides the cursor and turns off line wrapping; ``restore()`` undoes each,
/// and is safe to call twice.
final class RawTerminal {
    let input: Int32
    let output: Int32
    private var saved = termios()
    private var isRaw = false
    private var ownsInput = false

    /// Reads keys from standard input when it is a terminal, else from `/dev/tty` (the output
    /// must be the terminal).
    init(output: Int32) throws(TerminalError) {
        self.output = output
        if isatty(STDIN_FILENO) == 1 {
            input = STDIN_FILENO
        } else {
            let tty = open("/dev/tty", O_RDWR | O_CLOEXEC)
            guard tty >= 0 else { throw .system("cannot open the terminal to read keys from (/dev/tty)") }
            input = tty
            ownsInput = true
        }
    }

    deinit {
        restore()
        if ownsInput { close(input) }
    }

    func enter() throws(TerminalError) {
        guard tcgetattr(input, &saved) == 0 else { throw .system("cannot read the terminal's settings") }
        var raw = saved
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_oflag &= ~tcflag_t(OPOST)
        raw.c_cflag |= tcflag_t(CS8)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        guard tcsetattr(input, TCSAFLUSH, &raw) == 0 else { throw .system("cannot put the terminal in raw mode") }
        isRaw = true
        // Alternate screen, cursor hidden, no line wrapping, a clear screen.
        write("\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l\u{1B}[0m\u{1B}[H\u{1B}[2J")
    }

    func restore() {
        guard isRaw else { return }
        isRaw = false
        write("\u{1B}[0m\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l")
        _ = tcsetattr(input, TCSAFLUSH, &saved)
    }

    /// The window's size, nil when the terminal does not say (or says 0 × 0).
    func size() -> TerminalSize? {
        var window = winsize()
        let result = withUnsafeMutablePointer(to: &window) { ioctl(output, UInt(TIOCGWINSZ), $0) }
        guard result == 0, window.ws_col > 0, window.ws_row > 0 else { return nil }
        return TerminalSize(columns: Int(window.ws_col), rows: Int(window.ws_row))
    }

    /// Writes all of `text`, across short writes and interruptions.
    @discardableResult
    func write(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(output, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR || errno == EAGAIN { continue }
                    return false
                }
                offset += written
            }
            return true
        }
    }

    /// Reads what input is there (at least one byte; blocks until then). Empty at end of
    /// input; nil on an interruption.
    func read(into buffer: inout [UInt8]) -> Int? {
        let count = buffer.withUnsafeMutableBytes { systemRead(input, $0.baseAddress, $0.count) }
        if count < 0 { return errno == EINTR || errno == EAGAIN ? nil : 0 }
        return count
    }
}

private func systemWrite(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, bytes, count)
}

private func systemRead(_ fd: Int32, _ bytes: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(fd, bytes, count)
}

/// The signals the preview handles, delivered through a pipe so the key loop sees them with
/// its input (a signal handler may do next to nothing itself).
///
/// SIGWINCH redraws at the new size; SIGTSTP suspends (the terminal restored first, then the
/// process stops as it would have; redrawn when it continues); SIGTERM, SIGHUP, SIGINT and
/// SIGQUIT end the preview, which restores the terminal and then dies of the same signal, so
/// whoever sent it sees it.
final class SignalPipe {
    static let handled: [Int32] = [SIGWINCH, SIGTSTP, SIGTERM, SIGHUP, SIGINT, SIGQUIT]

    let readEnd: Int32
    private let writeEnd: Int32
    private var previous: [Int32: SignalHandler?] = [:]

    init() throws(TerminalError) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw .system("cannot create a pipe for signals") }
        readEnd = ends[0]
        writeEnd = ends[1]
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        signalPipeWriteEnd = writeEnd
        for signal in Self.handled {
            previous[signal] = installHandler(signal, signalPipeHandler)
        }
    }

    deinit {
        uninstall()
        close(readEnd)
        close(writeEnd)
    }

    /// Puts back the handlers that were there before.
    func uninstall() {
        for (signal, handler) in previous {
            _ = installHandler(signal, handler)
        }
        previous = [:]
        signalPipeWriteEnd = -1
    }

    /// Stops the process as `signal`'s default action does (SIGTSTP: until SIGCONT), with our
    /// handler out of the way meanwhile.
    func stop(by signal: Int32) {
        let handler = installHandler(signal, nil)
        _ = raise(signal)
        _ = installHandler(signal, handler)
    }

    /// The signals delivered since the last call, in order.
    func drain() -> [Int32] {
        var bytes = [UInt8](repeating: 0, count: 64)
        var signals: [Int32] = []
        while true {
            let count = bytes.withUnsafeMutableBytes { systemRead(readEnd, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            signals += bytes.prefix(count).map { Int32($0) }
        }
        return signals
    }
}

/// Where the signal handler writes; set while a ``SignalPipe`` is installed (a handler cannot
/// capture context, so this is global, and written only outside of handlers).
nonisolated(unsafe) private var signalPipeWriteEnd: Int32 = -1

typealias SignalHandler = @convention(c) (Int32) -> Void

private func installHandler(_ signal: Int32, _ handler: SignalHandler?) -> SignalHandler? {
    #if canImport(Darwin)
    Darwin.signal(signal, handler)
    #elseif canImport(Glibc)
    Glibc.signal(signal, handler)
    #else
    Musl.signal(signal, handler)
    #endif
}

private let signalPipeHandler: SignalHandler = { signal in
    let saved = errno
    var byte = UInt8(truncatingIfNeeded: signal)
    _ = write(signalPipeWriteEnd, &byte, 1)
    errno = saved
}
