import LockRepositoryAPI
import LockUseCaseAPI
import RemoteDataError
import Resolver

/// The LockRepository (blueprint §2.2): creates the PIN or unlocks at the gateway, opens the
/// session with the tokens it returns, and turns the gateway's stable error codes into domain errors.
public final class LockRepositoryImpl: Sendable {
    private let remoteData: any LockRepositoryRemoteDataProtocol
    private let keyChainData: any LockRepositoryKeyChainDataProtocol
    private let sessionData: any LockRepositorySessionDataProtocol
    private let databaseData: any LockRepositoryDataBaseDataProtocol

    /// Resolves the data sources from the container (the registrar's path).
    public convenience init() {
        self.init(
            remoteData: Resolver.resolve(LockRepositoryRemoteDataProtocol.self),
            keyChainData: Resolver.resolve(LockRepositoryKeyChainDataProtocol.self),
            sessionData: Resolver.resolve(LockRepositorySessionDataProtocol.self),
            databaseData: Resolver.resolve(LockRepositoryDataBaseDataProtocol.self)
        )
    }

    /// Creates the repository over explicit data sources (the tests' path).
    public init(
        remoteData: any LockRepositoryRemoteDataProtocol,
        keyChainData: any LockRepositoryKeyChainDataProtocol,
        sessionData: any LockRepositorySessionDataProtocol,
        databaseData: any LockRepositoryDataBaseDataProtocol
    ) {
        self.remoteData = remoteData
        self.keyChainData = keyChainData
        self.sessionData = sessionData
        self.databaseData = databaseData
    }
}

// MARK: - LockUseCaseRepositoryProtocol

extension LockRepositoryImpl: LockUseCaseRepositoryProtocol {
    public func needsName(email: String) async throws(LockUseCaseNameSpace.Errors) -> Bool {
        try await storing { try await keyChainData.registrationNeedsName(email: email) }
    }

    public func createPin(email: String, name: LockUseCaseNameSpace.Name?, pin: String) async throws(LockUseCaseNameSpace.Errors) -> LockUseCaseNameSpace.CreatePinResult {
        guard let token = try await storing({ try await keyChainData.registrationToken(email: email) }) else {
            throw LockUseCaseNameSpace.Errors.signUpExpired
        }
        let tokens = try await asking { () async throws(RemoteDataError) in
            try await remoteData.createPin(registrationToken: token, pin: pin, firstName: name?.firstName, lastName: name?.lastName)
        }
        try await storing {
            _ = try await databaseData.markPinCreated(email: email)
            _ = try await keyChainData.deleteSignUpTokens()
            _ = try await sessionData.beginSession(email: email, tokens: tokens)
        }
        return .init()
    }

    public func unlock(email: String, pin: String) async throws(LockUseCaseNameSpace.Errors) -> LockUseCaseNameSpace.UnlockResult {
        let tokens = try await asking { () async throws(RemoteDataError) in try await remoteData.unlock(email: email, pin: pin) }
        try await storing { _ = try await sessionData.beginSession(email: email, tokens: tokens) }
        return .init()
    }
}

// MARK: - Error translation

private extension LockRepositoryImpl {
    /// Runs a gateway call, turning its errors into domain errors by the gateway's stable codes.
    func asking<T>(_ body: () async throws(RemoteDataError) -> T) async throws(LockUseCaseNameSpace.Errors) -> T {
        do throws(RemoteDataError) {
            return try await body()
        } catch {
            throw Self.domainError(error)
        }
    }

    /// Runs a secure-store, database or session call; any failure is a storage failure.
    func storing<T>(_ body: () async throws -> T) async throws(LockUseCaseNameSpace.Errors) -> T {
        do {
            return try await body()
        } catch {
            throw LockUseCaseNameSpace.Errors.storageFailure
        }
    }

    static func domainError(_ error: RemoteDataError) -> LockUseCaseNameSpace.Errors {
        switch error {
        case .networkUnavailable: .networkUnavailable
        // Creating a PIN and unlocking open a session; neither needs one.
        case .invalidResponse, .cancelled, .sessionExpired: .unexpectedResponse
        case .locked(let until): .lockedOut(until: until)
        case .wrongSecret(let left): .wrongPin(attemptsLeft: left)
        case .rejected(let code, _):
            switch code {
            case "invalid_pin", "invalid_credentials": .wrongPin(attemptsLeft: nil)
            case "invalid_pin_format": .invalidPinFormat
            case "invalid_name", "name_required": .nameMissing
            case "invalid_characters": .nameHiddenCharacters
            case "invalid_token", "token_expired": .signUpExpired
            case "too_many_requests", "busy": .tryLater
            default: .unexpectedResponse
            }
        }
    }
}
