#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Puts the terminal back when the process dies of a fatal signal (a trap, a bad access, an abort),
/// where neither `defer` nor `atexit` runs, then hands the signal to whatever handled it before
/// (the Swift runtime's backtracer, or the default action), so the crash is still reported.
///
/// The handler uses only async-signal-safe calls (`write`, `tcsetattr`, `sigaction`, `raise`) on
/// bytes and settings prepared before it was installed.
enum CrashRestorer {
    private static let fatalSignals = [SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV]

    /// What the handler needs, prepared by `arm` before any handler is installed.
    private struct Prepared {
        var output: Int32
        var input: Int32
        var settings: termios
        var bytes: UnsafeMutableBufferPointer<UInt8>
        var previous: [Int32: sigaction]
    }

    // Safety of nonisolated(unsafe): written only by `arm`, which runs under TerminalRestorer's lock
    // and installs the handlers after the write; the handler only reads it. A second `arm` (a
    // second app run in one process) finds the handlers installed and keeps the first value, whose
    // restoring bytes and device are the same.
    nonisolated(unsafe) private static var prepared: Prepared?

    /// Installs the handlers once per process, remembering what to restore on `device`.
    static func arm(device: TerminalDevice, original settings: termios) {
        guard prepared == nil else { return }
        let text = Array(TerminalRestorer.restoringSequence.utf8)
        let bytes = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: text.count)
        _ = bytes.initialize(from: text)
        var previous: [Int32: sigaction] = [:]
        for number in fatalSignals {
            var old = sigaction()
            sigaction(number, nil, &old)
            previous[number] = old
        }
        prepared = Prepared(output: device.output, input: device.input, settings: settings, bytes: bytes, previous: previous)
        for number in fatalSignals {
            var action = sigaction()
            #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = handle
            #else
            action.__sigaction_u.__sa_handler = handle
            #endif
            sigemptyset(&action.sa_mask)
            sigaction(number, &action, nil)
        }
    }

    /// Restores the terminal, reinstates the previous handler and raises the signal again for it.
    private static let handle: @convention(c) (Int32) -> Void = { number in
        guard let prepared = CrashRestorer.prepared else { return }
        _ = write(prepared.output, prepared.bytes.baseAddress, prepared.bytes.count)
        var settings = prepared.settings
        tcsetattr(prepared.input, TCSAFLUSH, &settings)
        if var old = prepared.previous[number] {
            sigaction(number, &old, nil)
        } else {
            signal(number, SIG_DFL)
        }
        raise(number)
    }
}
