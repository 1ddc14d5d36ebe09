import Foundation

// @unchecked Sendable: `value` is read and written exclusively inside `withLock`, which holds `lock`
// for the whole access; `Value: Sendable`, so values handed out of the closure are safe to share.

/// A value that is only accessed while holding a lock.
final class Locked<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try lock.withLock { try body(&value) }
    }
}
