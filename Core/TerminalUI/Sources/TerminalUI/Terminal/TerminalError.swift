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
            Strings.TerminalUI.Errors.notATerminal
        case .alreadyRunning:
            Strings.TerminalUI.Errors.alreadyRunning
        case .systemCall(let name, let code):
            Strings.TerminalUI.Errors.systemCall(name, String(cString: strerror(code)), Int(code))
        }
    }

    public var errorDescription: String? { description }
}
