#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal on the standard streams: TTY check, window size and output.
struct TerminalDevice: Sendable {
    let input: Int32 = STDIN_FILENO
    let output: Int32 = STDOUT_FILENO

    /// The standard streams, provided both stdin and stdout are terminals.
    static func standardStreams() throws -> TerminalDevice {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { throw TerminalError.notATerminal }
        return TerminalDevice()
    }

    /// The current window size, or 80×24 if the terminal does not report one.
    var size: TerminalSize {
        var window = winsize()
        let result = withUnsafeMutablePointer(to: &window) { ioctl(output, UInt(TIOCGWINSZ), $0) }
        guard result == 0, window.ws_col > 0, window.ws_row > 0 else { return TerminalSize(columns: 80, rows: 24) }
        return TerminalSize(columns: Int(window.ws_col), rows: Int(window.ws_row))
    }

    /// Writes `text` to the terminal.
    func write(_ text: String) throws {
        guard writeAll(text, to: output) else { throw TerminalError.systemCall("write", errno: errno) }
    }
}

/// Writes all of `text` to `descriptor`, retrying partial writes and EINTR; false on error.
/// Uses only `write(2)`, so it is usable from an `atexit` handler.
func writeAll(_ text: String, to descriptor: Int32) -> Bool {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        if written < 0 {
            guard errno == EINTR else { return false }
            continue
        }
        bytes = bytes.dropFirst(written)
    }
    return true
}
