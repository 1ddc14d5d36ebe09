/// A clock, inherited by a protocol in another package of the corpus.
public protocol ClockProtocol: Sendable {
    /// Milliseconds since an arbitrary start.
    var now: Int { get }
    /// Waits `milliseconds`.
    func sleep(for milliseconds: Int) async throws
}
