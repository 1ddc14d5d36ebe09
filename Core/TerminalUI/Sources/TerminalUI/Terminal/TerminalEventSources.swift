#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch

/// Produces `TerminalEvent`s on a background queue: stdin reads, a 10 Hz tick, SIGWINCH, SIGINT and SIGTERM.
final class TerminalEventSources {
    private let queue = DispatchQueue(label: "TerminalUI.events")
    private let input: DispatchSourceRead
    private let timer: DispatchSourceTimer
    private let signals: SignalTrap

    /// Starts all sources, yielding into `events`.
    init(device: TerminalDevice, events: AsyncStream<TerminalEvent>.Continuation) {
        input = DispatchSource.makeReadSource(fileDescriptor: device.input, queue: queue)
        input.setEventHandler {
            var buffer = [UInt8](repeating: 0, count: 1024)
            let count = read(device.input, &buffer, buffer.count)
            if count > 0 {
                events.yield(.input(Array(buffer.prefix(count))))
            } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                events.yield(.inputClosed)
            }
        }
        timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: .now() + .milliseconds(100), repeating: .milliseconds(100))
        timer.setEventHandler { events.yield(.tick) }
        signals = SignalTrap([SIGWINCH, SIGINT, SIGTERM], queue: queue) { number in
            events.yield(number == SIGWINCH ? .resized : .signal(number))
        }
        input.resume()
        timer.resume()
    }

    /// Stops all sources and restores signal dispositions.
    func cancel() {
        input.cancel()
        timer.cancel()
        signals.cancel()
    }
}
