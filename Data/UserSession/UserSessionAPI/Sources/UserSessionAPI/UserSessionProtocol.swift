import Reactive

/// The signed-in session as the remote data source sees it (blueprint 002's `UserSession`):
/// the tokens to send, and the place to put rotated ones. See docs/adr/0009.
public protocol UserSessionProtocol: AnyObject, Sendable {
    /// The current state followed by every change.
    var statePublisher: AnyPublisher<UserSessionNameSpace.State, Never> { get }

    /// The tokens of the open session; nil when signed out or locked.
    func currentTokens() async -> UserSessionNameSpace.Tokens?

    /// Replaces the tokens after a refresh; `replaced` must be the tokens the refresh started
    /// from, so a session that ended or changed meanwhile is left alone.
    /// - Returns: whether the new tokens were taken.
    func rotate(from replaced: UserSessionNameSpace.Tokens, to tokens: UserSessionNameSpace.Tokens) async throws -> Bool

    /// Ends the session because the gateway no longer accepts it (a failed refresh).
    func expire() async
}
