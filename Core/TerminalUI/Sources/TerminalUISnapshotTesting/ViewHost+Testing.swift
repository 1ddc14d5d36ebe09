import Foundation
import TerminalUI

extension ViewHost {
    /// The time a `forTesting` host's clock starts at unless told otherwise: 2027-01-15 08:00:00 UTC.
    public static let testingStart = Date(timeIntervalSince1970: 1_800_000_000)

    /// A host for tests and snapshots showing `content` on a screen of `size` (80×24 by default), with a
    /// clock frozen at `start` that moves only with `advanceClock(by:)`.
    ///
    /// ```swift
    /// let host = ViewHost.forTesting { PinScreen(model: model) }
    /// host.press(.tab, .enter)
    /// host.advanceClock(by: .seconds(30))
    /// assertSnapshot(of: host, as: .terminal)
    /// ```
    public static func forTesting(
        size: TerminalSize = TerminalSize(columns: 80, rows: 24),
        startingAt start: Date = testingStart,
        @ViewBuilder _ content: @escaping @MainActor () -> some View
    ) -> ViewHost {
        ViewHost(size: size, now: { start }) { AnyView(content()) }
    }

    /// Sends `keys` one after another, as `send(_:)` does.
    public func press(_ keys: Key...) {
        for key in keys {
            send(key)
        }
    }
}
