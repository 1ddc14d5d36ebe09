#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch

/// Receives POSIX signals through DispatchSource, with their default action (e.g. terminating) ignored
/// until `cancel()`, which reinstates the previous dispositions.
final class SignalTrap {
    private typealias Disposition = @convention(c) (Int32) -> Void

    private var installed: [(signal: Int32, previous: Disposition?, source: DispatchSourceSignal)]

    /// Starts delivering `signals` to `handler` on `queue`.
    init(_ signals: [Int32], queue: DispatchQueue, handler: @escaping @Sendable (Int32) -> Void) {
        installed = signals.map { number in
            let previous = signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler { handler(number) }
            source.resume()
            return (number, previous, source)
        }
    }

    /// Stops delivery and restores the dispositions in place before `init`.
    func cancel() {
        for entry in installed {
            entry.source.cancel()
            signal(entry.signal, entry.previous)
        }
        installed = []
    }
}
