import Foundation
import PayRedDI
import Synchronization
import TerminalUI

/// `payred-bench keys N`: whether a key costs the same after an hour of use.
///
/// Signs in as the demo user through the real stack (embedded gateway, SQLite, view models) in
/// the headless host, drawing every frame as the terminal app does (`ObservedRenderer`: a frame
/// after each key and after each change to observed state). Then presses N tab switches (F1–F5
/// in turn) and N push/pop pairs (Enter on a card, Esc back), and prints, per block of a tenth,
/// the median and worst time from a key to its last frame, the frames drawn per key, and the
/// resident memory.
public struct KeyCostBenchmark {
    let keys: Int

    public init(keys: Int) {
        self.keys = keys
    }

    @MainActor
    public func run() async throws {
        try await BenchmarkSession.run(size: TerminalSize(columns: 80, rows: 24)) { host, _ in
            try await measure(on: host)
        }
    }

    @MainActor
    private func measure(on host: ViewHost) async throws {
        let journey = DemoJourney(dataDirectory: nil)
        host.send(.character("2"))
        try await journey.waitFor(.line("Cards"), showing: "Everyday card", on: host)

        let frames = FrameLoop(host: host)
        print("Tab switches (F1–F5 in turn)")
        try await frames.press(keys) { index in [.function(index % 5 + 1)] }
        host.send(.function(2))
        try await journey.waitFor(.line("Cards"), showing: "Everyday card", on: host)
        host.focus(labelMatching: { $0.hasPrefix("Everyday card") })
        print("Push/pop pairs (Enter on a card, Esc back)")
        try await frames.press(keys) { _ in [.enter, .escape] }
    }
}

/// Draws frames as `TerminalApp` does, headless, and times keys to their last frame.
@MainActor
private final class FrameLoop {
    /// Changes observed since the last frame; set on whichever thread changed the state.
    private final class Pending: Sendable {
        let changes = Mutex(0)
    }

    private let host: ViewHost
    private let pending = Pending()
    private lazy var renderer = ObservedRenderer { [pending] in pending.changes.withLock { $0 += 1 } }

    init(host: ViewHost) {
        self.host = host
    }

    /// Presses the keys of `count` steps, printing a line per tenth.
    func press(_ count: Int, keys: (Int) -> [Key]) async throws {
        let block = max(1, count / 10)
        var times: [Duration] = []
        var frames = 0
        print("  steps   median ms   worst ms   frames/key   RSS MiB")
        for step in 0..<count {
            for key in keys(step) {
                let start = ContinuousClock.now
                host.send(key)
                frames += drawUntilSettled()
                times.append(ContinuousClock.now - start)
            }
            // Let the stack's own work (loads, saves) run between steps, as between keystrokes.
            await Task.yield()
            frames += drawUntilSettled()
            if (step + 1) % block == 0 {
                let sorted = times.sorted()
                let milliseconds = { (duration: Duration) in Double(duration.components.attoseconds) / 1e15 + Double(duration.components.seconds) * 1e3 }
                print(String(
                    format: "%7d %11.3f %10.3f %12.1f %9.1f",
                    step + 1, milliseconds(sorted[sorted.count / 2]), milliseconds(sorted[sorted.count - 1]),
                    Double(frames) / Double(times.count), Self.residentMebibytes()
                ))
                times.removeAll()
                frames = 0
            }
        }
    }

    /// Draws a frame, then one more for each change request meanwhile, as `TerminalApp` draws
    /// one per event in its stream, until none is pending.
    private func drawUntilSettled() -> Int {
        var drawn = 0
        repeat {
            _ = renderer.render(host)
            drawn += 1
        } while pending.changes.withLock({ changes in
            guard changes > 0 else { return false }
            changes -= 1
            return true
        }) && drawn < 100_000
        return drawn
    }

    /// The process's resident memory (Linux `/proc/self/statm`), or 0 where it cannot be read.
    private static func residentMebibytes() -> Double {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
              let pages = statm.split(separator: " ").dropFirst().first.flatMap({ Double($0) })
        else { return 0 }
        return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
    }
}
