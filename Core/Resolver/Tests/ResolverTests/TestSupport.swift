import Foundation

// @unchecked Sendable: `count` is only read or written while holding `lock`.

/// A thread-safe call counter for factories.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    var value: Int { lock.withLock { count } }

    func increment() {
        lock.withLock { count += 1 }
    }
}

/// A service whose instances are told apart by identity.
final class Widget: Sendable {
    /// The result of the busy work done by the initializer.
    let checksum: Int

    /// Sums `work` numbers first: widens race windows in concurrency tests without sleeping.
    init(work: Int = 0) {
        checksum = (0..<work).reduce(0, &+)
    }
}

protocol Greeter: AnyObject, Sendable {}
protocol Farewell: AnyObject, Sendable {}

final class EnglishGreeter: Greeter, Farewell {}
final class StubGreeter: Greeter {}

/// Needs two graph-scoped widgets.
final class Assembly: Sendable {
    let first: Widget
    let second: Widget

    init(first: Widget, second: Widget) {
        self.first = first
        self.second = second
    }
}

/// Depends on a `Greeter` resolved by its factory.
final class Welcome: Sendable {
    let greeter: Greeter

    init(greeter: Greeter) {
        self.greeter = greeter
    }
}
