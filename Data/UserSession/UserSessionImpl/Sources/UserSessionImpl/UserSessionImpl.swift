import Reactive
import Resolver
import UserSessionAPI

/// The signed-in session (blueprint 002's `UserSession`; where it lives: docs/adr/0009).
///
/// It keeps the tokens in memory only while the session is open, the email and latest refresh
/// token in the secure store between launches, and publishes whether the user is signed out,
/// locked or active. The remote data source reads and rotates its tokens; repositories open,
/// lock and end it through their own data protocols.
public actor UserSessionImpl {
    private let keyChain: any UserSessionStoreProtocol
    private nonisolated let stateSubject = StateSubject(UserSessionNameSpace.State.signedOut)
    private var tokens: UserSessionNameSpace.Tokens?

    /// Resolves the secure store from the container (the registrar's path).
    public init() {
        self.init(keyChain: Resolver.resolve(UserSessionStoreProtocol.self))
    }

    /// Creates the session over `keyChain` (the tests' path).
    public init(keyChain: any UserSessionStoreProtocol) {
        self.keyChain = keyChain
    }

    /// The current state.
    public nonisolated var state: UserSessionNameSpace.State { stateSubject.value }

    /// Reads the stored session at launch: a stored one is `locked` until the PIN opens it.
    @discardableResult
    public func restore() async throws -> UserSessionNameSpace.State {
        guard case .signedOut = state else { return state }
        let stored = try await keyChain.loadStoredSession()
        let restored = stored.map { UserSessionNameSpace.State.locked(email: $0.email) } ?? .signedOut
        stateSubject.send(restored)
        return restored
    }

    /// Opens a session for `email` with fresh `tokens`, storing them for later launches.
    public func begin(email: String, tokens: UserSessionNameSpace.Tokens) async throws {
        _ = try await keyChain.saveStoredSession(.init(email: email, refreshToken: tokens.refreshToken))
        self.tokens = tokens
        stateSubject.send(.active(email: email))
    }

    /// Locks an open session: its tokens leave memory until the PIN opens a new one.
    public func lock() {
        guard case .active(let email) = state else { return }
        tokens = nil
        stateSubject.send(.locked(email: email))
    }

    /// Ends the session and deletes what the secure store kept of it.
    public func end() async throws {
        tokens = nil
        stateSubject.send(.signedOut)
        _ = try await keyChain.deleteStoredSession()
    }
}

// MARK: - UserSessionProtocol

extension UserSessionImpl: UserSessionProtocol {
    public nonisolated var statePublisher: AnyPublisher<UserSessionNameSpace.State, Never> {
        stateSubject.eraseToAnyPublisher()
    }

    public func currentTokens() -> UserSessionNameSpace.Tokens? {
        tokens
    }

    public func rotate(
        from replaced: UserSessionNameSpace.Tokens,
        to newTokens: UserSessionNameSpace.Tokens
    ) async throws -> Bool {
        guard tokens == replaced, case .active(let email) = state else { return false }
        tokens = newTokens
        _ = try await keyChain.saveStoredSession(.init(email: email, refreshToken: newTokens.refreshToken))
        return true
    }

    public func expire() async {
        try? await end()
    }
}
