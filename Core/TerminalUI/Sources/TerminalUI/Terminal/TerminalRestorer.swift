#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Puts the terminal back as it was found: cursor shown, bracketed paste off, main screen, original termios.
///
/// One process-wide instance serves both the normal exit path of `TerminalApp.run()` and an
/// `atexit` hook covering `exit()` while an app is running; `CrashRestorer` covers a crash.
/// Restoring is idempotent.
final class TerminalRestorer: @unchecked Sendable {
    // Safety of @unchecked Sendable: the mutable state below is only read or written while holding
    // `lock`, whether from the main actor or from the thread running atexit handlers. No POSIX signal
    // handler runs this code: signals are received through DispatchSource on an ordinary queue.
    static let shared = TerminalRestorer()

    private let lock = NSLock()
    private var saved: (device: TerminalDevice, settings: termios)?
    private var isExitHookInstalled = false

    /// Records the settings to restore on `device` and installs the atexit hook once per process.
    func arm(device: TerminalDevice, original settings: termios) {
        lock.withLock {
            saved = (device, settings)
            CrashRestorer.arm(device: device, original: settings)
            guard !isExitHookInstalled else { return }
            isExitHookInstalled = true
            atexit { TerminalRestorer.shared.restore() }
        }
    }

    /// What puts the screen back: default style, cursor shown, paste unmarked, main screen.
    static let restoringSequence = TextStyle().sgr + ANSI.showCursor + ANSI.disableBracketedPaste + ANSI.leaveAlternateScreen

    /// Restores the terminal if it is still modified; otherwise does nothing.
    func restore() {
        lock.withLock {
            guard let (device, settings) = saved else { return }
            saved = nil
            _ = writeAll(Self.restoringSequence, to: device.output)
            RawMode.restore(settings, on: device.input)
        }
    }
}
