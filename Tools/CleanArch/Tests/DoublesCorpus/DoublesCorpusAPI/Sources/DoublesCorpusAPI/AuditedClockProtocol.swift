import DoublesCorpusBaseAPI

/// Inherits a protocol from another package, and `Hashable`.
public protocol AuditedClockProtocol: ClockProtocol, Hashable {
    /// The times read so far.
    func audit() -> [Int]
}
