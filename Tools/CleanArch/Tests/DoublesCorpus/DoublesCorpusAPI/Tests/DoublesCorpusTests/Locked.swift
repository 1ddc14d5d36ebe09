import Synchronization

/// Integers collected from any thread.
final class Locked: Sendable {
    private let storage = Mutex<[Int]>([])

    /// Appends `value`.
    func add(_ value: Int) {
        storage.withLock { $0.append(value) }
    }

    /// Everything added, oldest first.
    var values: [Int] { storage.withLock { $0 } }
}
