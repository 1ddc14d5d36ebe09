import GRDB
import Synchronization

/// Rings once a write that appended to `userEvent` commits, so every open event stream looks for
/// new events at once instead of polling. (Streams still look now and then on their own: another
/// gateway process writing to the same database does not ring this one's bell.)
public final class UserEventBell: Sendable {
    private let listeners = Mutex<[Int: AsyncStream<Void>.Continuation]>([:])
    private let nextID = Atomic<Int>(0)

    public init() {}

    /// A stream that yields after each ring (rings while nobody reads collapse into one); it
    /// stops listening when the stream is dropped.
    public func listen() -> AsyncStream<Void> {
        let id = nextID.add(1, ordering: .relaxed).newValue
        let (stream, continuation) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        continuation.onTermination = { [weak self] _ in
            _ = self?.listeners.withLock { $0.removeValue(forKey: id) }
        }
        listeners.withLock { $0[id] = continuation }
        return stream
    }

    /// Wakes every listener.
    public func ring() {
        for continuation in listeners.withLock({ Array($0.values) }) {
            continuation.yield()
        }
    }

    /// How many streams listen (for tests).
    public var listenerCount: Int { listeners.withLock { $0.count } }

    /// Makes `writer` ring the bell after each commit that inserted a user event.
    public func ring(whenEventsAreCommittedIn writer: any DatabaseWriter) throws {
        try writer.write { db in db.add(transactionObserver: CommitObserver(bell: self), extent: .databaseLifetime) }
    }

    /// Hears inserts into `userEvent` and rings after their transaction commits.
    private final class CommitObserver: TransactionObserver {
        let bell: UserEventBell
        private var sawEvent = false

        init(bell: UserEventBell) {
            self.bell = bell
        }

        func observes(eventsOfKind eventKind: DatabaseEventKind) -> Bool {
            if case .insert(let table) = eventKind { return table == "userEvent" }
            return false
        }

        func databaseDidChange(with event: DatabaseEvent) {
            sawEvent = true
            stopObservingDatabaseChangesUntilNextTransaction()
        }

        func databaseDidCommit(_ db: Database) {
            if sawEvent { bell.ring() }
            sawEvent = false
        }

        func databaseDidRollback(_ db: Database) {
            sawEvent = false
        }
    }
}
