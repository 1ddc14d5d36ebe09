import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import PayRedDI
import Synchronization
import TerminalUI

/// `payred-bench live-events N`: how long money takes to show on the receiver's screen.
///
/// Signs in as the demo user in the headless host (the real stack, drawing frames as the
/// terminal app does), registers a second user on the embedded gateway over HTTP, and has them
/// send N transfers of distinct amounts to the demo user's IBAN. For each it times, from the
/// moment the gateway answered 201 (the transfer committed) and from the moment it was sent,
/// until a drawn frame shows its banner ("+1.07 EUR from payer@…"); it prints the median and p99.
public struct LiveEventLatencyBenchmark {
    let transfers: Int

    public init(transfers: Int) {
        self.transfers = transfers
    }

    @MainActor
    public func run() async throws {
        try await BenchmarkSession.run(size: TerminalSize(columns: 100, rows: 30)) { host, environment in
            guard let gateway = environment.embeddedGateway?.baseURL, let inbox = environment.demoInbox else { return }
            try await measure(on: host, gateway: gateway, inbox: inbox)
        }
    }

    @MainActor
    private func measure(on host: ViewHost, gateway: URL, inbox: DemoInbox) async throws {
        let payer = try await ScriptedUser.register(on: gateway, inbox: inbox)
        let iban = ScriptedUser.demoIBAN
        let pending = Pending()
        let renderer = ObservedRenderer { [pending] in pending.changes.withLock { $0 += 1 } }
        _ = renderer.render(host)
        var fromCommit: [Duration] = []
        var fromSend: [Duration] = []
        let clock = ContinuousClock()
        for index in 0..<transfers {
            let cents = 101 + index  // a distinct amount per transfer: 1.01 EUR, 1.02 EUR, …
            let banner = "+\(cents / 100).\(String(format: "%02d", cents % 100)) EUR from"
            let sent = clock.now
            try await payer.pay(cents, to: iban, key: "bench-\(index)")
            let committed = clock.now
            while true {
                if pending.changes.withLock({ count in defer { count = 0 }; return count }) > 0,
                   renderer.render(host).plainText.contains(banner) {
                    break
                }
                guard clock.now - committed < .seconds(10) else { throw BenchmarkTimeout(banner: banner) }
                await Task.yield()
            }
            fromCommit.append(clock.now - committed)
            fromSend.append(clock.now - sent)
        }
        print("Live events: \(transfers) transfers from another user to the demo user, to the frame showing each banner")
        print("  from the 201 (committed): \(Self.summary(fromCommit))")
        print("  from the request sent:    \(Self.summary(fromSend))")
    }

    private static func summary(_ times: [Duration]) -> String {
        let sorted = times.sorted()
        let median = sorted[sorted.count / 2]
        let p99 = sorted[min(sorted.count - 1, Int((Double(sorted.count) * 0.99).rounded(.up)) - 1)]
        return "median \(milliseconds(median)), p99 \(milliseconds(p99)), worst \(milliseconds(sorted.last ?? .zero))"
    }

    private static func milliseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        return String(format: "%.2f ms", Double(seconds) * 1_000 + Double(attoseconds) / 1e15)
    }

    /// Changes observed since the last frame.
    private final class Pending: Sendable {
        let changes = Mutex(0)
    }

    struct BenchmarkTimeout: Error, CustomStringConvertible {
        let banner: String
        var description: String { "No frame showed \"\(banner)\" within 10 s." }
    }
}
