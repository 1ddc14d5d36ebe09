/// Something `TerminalApp`'s event loop reacts to.
enum TerminalEvent: Sendable {
    /// The bytes of one read from stdin.
    case input([UInt8])
    /// stdin reached end of file or failed.
    case inputClosed
    /// The window size changed (SIGWINCH).
    case resized
    /// Animation and countdown clock, about ten times a second.
    case tick
    /// Observed state used by the last render changed.
    case stateChanged
    /// SIGINT or SIGTERM arrived.
    case signal(Int32)
}
