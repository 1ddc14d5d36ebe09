/// An initializer requirement and a non-defaultable result.
public protocol SessionProtocol: Sendable {
    /// A session for `token`.
    init(token: String)
    /// The session's expiry, in seconds since 1970.
    var expiry: Expiry { get }
    /// Refreshes the session.
    func refresh() async throws -> Expiry
}

/// When a session ends.
public struct Expiry: Equatable, Sendable {
    /// Seconds since 1970.
    public var seconds: Int

    /// An expiry at `seconds`.
    public init(seconds: Int) {
        self.seconds = seconds
    }
}
