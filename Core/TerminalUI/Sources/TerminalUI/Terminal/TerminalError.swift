import Foundation

/// Errors from running a `TerminalApp`.
public enum TerminalError: Error, CustomStringConvertible, LocalizedError {
    /// stdin or stdout is not a terminal (e.g. piped or redirected).
    case notATerminal
    /// `run()` was called while the app was already running.
    case alreadyRunning
    /// A system call failed with `errno`.
    case systemCall(String, errno: Int32)

    public var description: String {
        switch self {
        case .notATerminal:
            "TerminalUI needs an interactive terminal: stdin and stdout must both be a TTY. "
                + "Run the app directly in a terminal, without piping or redirecting its input or output."
        case .alreadyRunning:
            "The TerminalApp is already running."
        case .systemCall(let name, let code):
            "\(name) failed: \(String(cString: strerror(code))) (errno \(code))."
        }
    }

    public var errorDescription: String? { description }
}
