import AuthenticationFlowRepositoryAPI
import Reactive
import UserSessionAPI

// MARK: - AuthenticationFlowRepositorySessionDataProtocol

extension UserSessionImpl: AuthenticationFlowRepositorySessionDataProtocol {
    public nonisolated var sessionStatePublisher: AnyPublisher<AuthenticationFlowRepositoryNameSpace.SessionState, Never> {
        statePublisher.map(AuthenticationFlowRepositoryNameSpace.SessionState.init).eraseToAnyPublisher()
    }

    public func restoreSession() async throws -> AuthenticationFlowRepositoryNameSpace.SessionState {
        .init(try await restore())
    }

    public func lockSession() async {
        lock()
    }

    public func endSession() async throws -> AuthenticationFlowRepositoryNameSpace.EndSessionResult {
        try await end()
        return .init()
    }
}

private extension AuthenticationFlowRepositoryNameSpace.SessionState {
    init(_ state: UserSessionNameSpace.State) {
        switch state {
        case .signedOut: self = .signedOut
        case .locked(let email): self = .locked(email: email)
        case .active(let email): self = .active(email: email)
        }
    }
}
