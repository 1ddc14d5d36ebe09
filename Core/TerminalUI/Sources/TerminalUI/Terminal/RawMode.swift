#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Raw terminal mode: keys arrive byte by byte, unechoed, with Ctrl-C/Ctrl-Z delivered as bytes, not signals.
enum RawMode {
    /// Switches `descriptor` to raw mode and returns the previous settings for `restore(_:on:)`.
    static func enable(on descriptor: Int32) throws -> termios {
        var original = termios()
        guard tcgetattr(descriptor, &original) == 0 else { throw TerminalError.systemCall("tcgetattr", errno: errno) }
        var raw = original
        cfmakeraw(&raw)
        guard tcsetattr(descriptor, TCSAFLUSH, &raw) == 0 else { throw TerminalError.systemCall("tcsetattr", errno: errno) }
        return original
    }

    /// Puts back exactly the `settings` that `enable(on:)` returned.
    static func restore(_ settings: termios, on descriptor: Int32) {
        var settings = settings
        tcsetattr(descriptor, TCSAFLUSH, &settings)
    }
}
