/// Runs a root view full-screen in the real terminal until stopped.
///
/// Redraws (diffed) after each key, on resize, about ten times a second while a `ProgressView` is shown,
/// when a `Countdown` on screen changes (about once a second), and whenever `@Observable` state read
/// by the last frame changes (`ObservedRenderer`). Ctrl-C, SIGINT, SIGTERM or `stop()` end `run()`; the terminal is
/// restored on every exit path.
@MainActor
public final class TerminalApp {
    /// The headless core; set `host.onUnhandledKey` for app-level keys such as Esc to go back.
    public let host: ViewHost

    private var events: AsyncStream<TerminalEvent>.Continuation?
    private var isStopRequested = false

    /// Creates an app showing `root`, which is re-evaluated on every render (so it may switch screens).
    public init(root: @escaping @MainActor () -> AnyView) {
        host = ViewHost(size: TerminalSize(columns: 80, rows: 24), root: root)
    }

    /// Throws `TerminalError.notATerminal` unless stdin and stdout are both terminals; lets an app
    /// check before it sets anything up.
    public static func requireTerminal() throws {
        _ = try TerminalDevice.standardStreams()
    }

    /// Takes over the terminal (raw mode, alternate screen) and processes events until stopped.
    /// Throws `TerminalError.notATerminal` if stdin or stdout is not a TTY.
    public func run() async throws {
        guard events == nil else { throw TerminalError.alreadyRunning }
        let device = try TerminalDevice.standardStreams()
        let original = try RawMode.enable(on: device.input)
        TerminalRestorer.shared.arm(device: device, original: original)
        defer { TerminalRestorer.shared.restore() }

        let (stream, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
        let sources = TerminalEventSources(device: device, events: continuation)
        events = continuation
        // Called on the mutating thread; the stream hands the event to the main-actor loop.
        let renderer = ObservedRenderer { continuation.yield(.stateChanged) }
        isStopRequested = false
        defer {
            sources.cancel()
            continuation.finish()
            events = nil
        }

        try device.write(ANSI.enterAlternateScreen + ANSI.enableBracketedPaste)
        host.size = device.size
        var screen: Frame? = try draw(renderer.render(host), on: device, over: nil)
        var parser = KeyParser()
        for await event in stream {
            switch event {
            case .input(let bytes):
                // Each key goes to the screen drawn after the one before, so keys typed ahead act on what the user saw.
                for key in parser.feed(bytes) where !isStopRequested {
                    if key == .ctrl("c") { stop() } else {
                        host.send(key)
                        await Task.yield()
                        screen = try draw(renderer.render(host), on: device, over: screen)
                    }
                }
            case .resized:
                host.size = device.size
                screen = nil
            case .tick where !host.isAnimating && !host.isTimedUpdateDue:
                continue
            case .tick, .stateChanged:
                break
            case .signal, .inputClosed:
                stop()
            }
            guard !isStopRequested else { break }
            screen = try draw(renderer.render(host), on: device, over: screen)
        }
    }

    /// Ends `run()` after the event being handled; the terminal is then restored.
    public func stop() {
        isStopRequested = true
        events?.finish()
    }

    /// Writes what changed from `previous` to `frame`, and anything copied to the clipboard since.
    private func draw(_ frame: Frame, on device: TerminalDevice, over previous: Frame?) throws -> Frame {
        try device.write(ScreenDiff.commands(from: previous, to: frame) + TerminalClipboard.shared.takeSequences())
        return frame
    }
}
