import AuthenticationFlowRepositoryAPI
import AuthenticationFlowUseCaseAPI
import Reactive
import Resolver

/// The AuthenticationFlowRepository (blueprint §2.2): reads the session and the unfinished
/// sign-up, and on logout revokes the session at the gateway and wipes what the device kept; it
/// passes on the auto-lock delay chosen in Settings.
public final class AuthenticationFlowRepositoryImpl: Sendable {
    private let sessionData: any AuthenticationFlowRepositorySessionDataProtocol
    private let remoteData: any AuthenticationFlowRepositoryRemoteDataProtocol
    private let databaseData: any AuthenticationFlowRepositoryDataBaseDataProtocol
    private let keyChainData: any AuthenticationFlowRepositoryKeyChainDataProtocol
    private let userDefaultsData: any AuthenticationFlowRepositoryUserDefaultsDataProtocol

    /// Resolves the data sources from the container (the registrar's path).
    public convenience init() {
        self.init(
            sessionData: Resolver.resolve(AuthenticationFlowRepositorySessionDataProtocol.self),
            remoteData: Resolver.resolve(AuthenticationFlowRepositoryRemoteDataProtocol.self),
            databaseData: Resolver.resolve(AuthenticationFlowRepositoryDataBaseDataProtocol.self),
            keyChainData: Resolver.resolve(AuthenticationFlowRepositoryKeyChainDataProtocol.self),
            userDefaultsData: Resolver.resolve(AuthenticationFlowRepositoryUserDefaultsDataProtocol.self)
        )
    }

    /// Creates the repository over explicit data sources (the tests' path).
    public init(
        sessionData: any AuthenticationFlowRepositorySessionDataProtocol,
        remoteData: any AuthenticationFlowRepositoryRemoteDataProtocol,
        databaseData: any AuthenticationFlowRepositoryDataBaseDataProtocol,
        keyChainData: any AuthenticationFlowRepositoryKeyChainDataProtocol,
        userDefaultsData: any AuthenticationFlowRepositoryUserDefaultsDataProtocol
    ) {
        self.sessionData = sessionData
        self.remoteData = remoteData
        self.databaseData = databaseData
        self.keyChainData = keyChainData
        self.userDefaultsData = userDefaultsData
    }
}

// MARK: - AuthenticationFlowUseCaseRepositoryProtocol

extension AuthenticationFlowRepositoryImpl: AuthenticationFlowUseCaseRepositoryProtocol {
    public var sessionStatePublisher: AnyPublisher<AuthenticationFlowUseCaseNameSpace.SessionState, Never> {
        sessionData.sessionStatePublisher.map(AuthenticationFlowUseCaseNameSpace.SessionState.init).eraseToAnyPublisher()
    }

    public var autoLockAfterPublisher: AnyPublisher<Duration, Never> {
        userDefaultsData.autoLockSecondsPublisher.map { .seconds($0) }.eraseToAnyPublisher()
    }

    public func restoreSession() async throws(AuthenticationFlowUseCaseNameSpace.Errors) -> AuthenticationFlowUseCaseNameSpace.SessionState {
        do {
            return .init(try await sessionData.restoreSession())
        } catch {
            throw AuthenticationFlowUseCaseNameSpace.Errors.storageFailure
        }
    }

    public func pendingSignUp() async throws(AuthenticationFlowUseCaseNameSpace.Errors) -> AuthenticationFlowUseCaseNameSpace.PendingSignUp? {
        let stored: AuthenticationFlowRepositoryNameSpace.StoredSignUp?
        do {
            stored = try await databaseData.unfinishedSignUp()
        } catch {
            throw AuthenticationFlowUseCaseNameSpace.Errors.storageFailure
        }
        return stored.map { signUp in
            .init(
                email: signUp.email,
                step: signUp.step == .shouldVerify ? .verifyEmail : .createPin,
                stepStartedAt: signUp.updatedAt
            )
        }
    }

    public func lockSession() async {
        await sessionData.lockSession()
    }

    public func logout() async throws(AuthenticationFlowUseCaseNameSpace.Errors) -> AuthenticationFlowUseCaseNameSpace.LogoutResult {
        // The gateway may be unreachable or the session already over there: the device forgets it anyway.
        let revoked = (try? await remoteData.logout()) != nil
        do {
            _ = try await keyChainData.deleteAllSecrets()
            _ = try await databaseData.deleteAllUserLoginStates()
            // The next user starts from the defaults: no inherited tab, hidden balances or auto-lock.
            try userDefaultsData.deleteAllPreferences()
            // Last: ending the session signs the flow out, so Login shows only once the device is wiped.
            _ = try await sessionData.endSession()
        } catch {
            throw AuthenticationFlowUseCaseNameSpace.Errors.storageFailure
        }
        return .init(revokedAtGateway: revoked)
    }
}

private extension AuthenticationFlowUseCaseNameSpace.SessionState {
    init(_ state: AuthenticationFlowRepositoryNameSpace.SessionState) {
        switch state {
        case .signedOut: self = .signedOut
        case .locked(let email): self = .locked(email: email)
        case .active(let email): self = .active(email: email)
        }
    }
}
