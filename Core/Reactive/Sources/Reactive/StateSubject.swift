import Foundation

/// A thread-safe current-value subject for use-case state machines.
///
/// Reads, writes and compare-and-set transitions are serialised, and every change is sent
/// to subscribers in the order it was made, so a `Sendable` use case can publish state
/// from any task without data races.
public final class StateSubject<Output: Sendable>: @unchecked Sendable {
    // Safety: `subject` is only touched while `lock` is held. The lock is recursive so a
    // subscriber may read `value` synchronously from inside a delivery on the same thread.
    private let lock = NSRecursiveLock()
    private let subject: CurrentValueSubject<Output, Never>

    /// Creates the subject with its initial state.
    public init(_ initial: Output) {
        subject = CurrentValueSubject(initial)
    }

    /// The current state.
    public var value: Output {
        lock.withLock { subject.value }
    }

    /// Replaces the state and notifies subscribers.
    public func send(_ newValue: Output) {
        lock.withLock { subject.send(newValue) }
    }

    /// Atomically computes the next state from the current one and sends it.
    ///
    /// - Returns: the state before the transition, so callers can branch on it.
    /// - Throws: whatever `transition` throws; the state is then left unchanged.
    @discardableResult
    public func transition(_ transition: (Output) throws -> Output) rethrows -> Output {
        try lock.withLock {
            let old = subject.value
            subject.send(try transition(old))
            return old
        }
    }

    /// A publisher of the current state followed by every change.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Never> {
        subject.eraseToAnyPublisher()
    }
}
