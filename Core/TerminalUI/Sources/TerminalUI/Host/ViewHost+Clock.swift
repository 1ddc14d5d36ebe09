import Foundation

extension ViewHost {
    /// The host's current time, as time-dependent views such as `Countdown` see it.
    public var now: Date { clock.now }

    /// Moves the host's clock forward by `seconds` (or back, if negative), for tests and scripted demos.
    public func advanceClock(by seconds: TimeInterval) {
        clock.advance(by: seconds)
    }

    /// Moves the host's clock forward by `duration`, e.g. `host.advanceClock(by: .seconds(30))`.
    public func advanceClock(by duration: Duration) {
        let (seconds, attoseconds) = duration.components
        advanceClock(by: TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18)
    }

    /// Whether a time-dependent view shown at the last render now shows something else.
    var isTimedUpdateDue: Bool {
        nextTimedUpdate.map { now >= $0 } ?? false
    }
}
