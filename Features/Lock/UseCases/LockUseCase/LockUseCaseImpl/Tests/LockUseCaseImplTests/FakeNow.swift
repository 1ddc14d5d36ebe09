import Foundation
import Synchronization

/// The time the use case reads, moved only by the test.
final class FakeNow: Sendable {
    private let current: Mutex<Date>

    init(_ date: Date) {
        current = Mutex(date)
    }

    var date: Date { current.withLock { date in date } }

    func advance(by seconds: TimeInterval) {
        current.withLock { date in date = date.addingTimeInterval(seconds) }
    }
}
