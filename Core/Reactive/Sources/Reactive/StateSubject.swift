import Foundation

/// A thread-safe current-value subject for use-case state machines.
///
/// Reads, writes and compare-and-set transitions are serialised, and every change is sent to
/// subscribers in the order it was made, outside the subject's lock: a subscriber may read `value`
/// or send again, from any thread, while a change is delivered (that send is queued and delivered
/// next). A use case that changes state under a lock of its own uses ``set(_:)`` there and
/// ``deliver()`` once that lock is released, so its subscribers may call back into it.
public final class StateSubject<Output: Sendable>: @unchecked Sendable {
    // Safety: `current`, `queued` and `isDelivering` are only touched while `lock` is held.
    // `subject` is sent to only by the one thread that set `isDelivering` (until it clears it), so
    // deliveries never overlap and keep the order in which changes were queued.
    private let lock = NSLock()
    private var current: Output
    private var queued: [Output] = []
    private var isDelivering = false
    private let subject: CurrentValueSubject<Output, Never>

    /// Creates the subject with its initial state.
    public init(_ initial: Output) {
        current = initial
        subject = CurrentValueSubject(initial)
    }

    /// The current state (a change being delivered included).
    public var value: Output {
        lock.withLock { current }
    }

    /// Replaces the state and notifies subscribers.
    public func send(_ newValue: Output) {
        set(newValue)
        deliver()
    }

    /// Replaces the state and queues it for subscribers without delivering it: for a caller holding
    /// a lock of its own, which calls ``deliver()`` once it has released it.
    public func set(_ newValue: Output) {
        lock.withLock {
            current = newValue
            queued.append(newValue)
        }
    }

    /// Atomically changes the state and queues it for subscribers without delivering it: ``set(_:)``
    /// for a change made from the current state, which another thread may be changing too.
    public func update(_ change: (inout Output) -> Void) {
        lock.withLock {
            change(&current)
            queued.append(current)
        }
    }

    /// Atomically computes the next state from the current one and sends it.
    ///
    /// - Returns: the state before the transition, so callers can branch on it.
    /// - Throws: whatever `transition` throws, as its own type; the state is then left unchanged.
    @discardableResult
    public func transition<Failure: Error>(_ transition: (Output) throws(Failure) -> Output) throws(Failure) -> Output {
        lock.lock()
        let old = current
        do {
            current = try transition(old)
        } catch {
            lock.unlock()
            throw error
        }
        queued.append(current)
        lock.unlock()
        deliver()
        return old
    }

    /// Sends the queued changes to subscribers, in order, on this thread; returns at once when
    /// another delivery is under way, which then sends them.
    public func deliver() {
        let claimed = lock.withLock {
            guard !isDelivering, !queued.isEmpty else { return false }
            isDelivering = true
            return true
        }
        guard claimed else { return }
        while let next = nextQueued() {
            subject.send(next)
        }
    }

    /// A publisher of the current state followed by every change.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Never> {
        subject.eraseToAnyPublisher()
    }

    /// The oldest queued change, or nil (ending the delivery) when none is left.
    private func nextQueued() -> Output? {
        lock.withLock {
            guard !queued.isEmpty else {
                isDelivering = false
                return nil
            }
            return queued.removeFirst()
        }
    }
}
