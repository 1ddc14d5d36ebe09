import Foundation

/// The time a `ViewHost` shows: a source clock plus whatever tests added with `advanceClock(by:)`.
@MainActor
struct HostClock {
    private let source: @MainActor () -> Date
    private var offset: TimeInterval = 0

    init(_ source: @escaping @MainActor () -> Date) {
        self.source = source
    }

    var now: Date { source().addingTimeInterval(offset) }

    mutating func advance(by seconds: TimeInterval) {
        offset += seconds
    }
}
