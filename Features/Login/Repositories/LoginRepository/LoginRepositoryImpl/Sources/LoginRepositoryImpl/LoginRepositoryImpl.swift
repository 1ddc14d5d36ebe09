import LoginRepositoryAPI
import LoginUseCaseAPI
import RemoteDataError
import Resolver

/// The Login repository (blueprint §2.2): orchestrates the gateway, the on-device database
/// (the next step, no secrets) and the secure store (the sign-up's token), turns their models
/// into the use case's, and their errors into domain errors.
public final class LoginRepositoryImpl: Sendable {
    private let remoteData: any LoginRepositoryRemoteDataProtocol
    private let databaseData: any LoginRepositoryDataBaseDataProtocol
    private let keyChainData: any LoginRepositoryKeyChainDataProtocol

    /// Resolves the data sources from the container (the registrar's path).
    public convenience init() {
        self.init(
            remoteData: Resolver.resolve(LoginRepositoryRemoteDataProtocol.self),
            databaseData: Resolver.resolve(LoginRepositoryDataBaseDataProtocol.self),
            keyChainData: Resolver.resolve(LoginRepositoryKeyChainDataProtocol.self)
        )
    }

    /// Creates the repository over explicit data sources (the tests' path).
    public init(
        remoteData: any LoginRepositoryRemoteDataProtocol,
        databaseData: any LoginRepositoryDataBaseDataProtocol,
        keyChainData: any LoginRepositoryKeyChainDataProtocol
    ) {
        self.remoteData = remoteData
        self.databaseData = databaseData
        self.keyChainData = keyChainData
    }
}

// MARK: - LoginUseCaseRepositoryProtocol

extension LoginRepositoryImpl: LoginUseCaseRepositoryProtocol {
    public func login(email: String) async throws(LoginUseCaseNameSpace.Errors) -> LoginUseCaseNameSpace.LoginResponse {
        let remote = try await asking { () async throws(RemoteDataError) in try await remoteData.login(email: email) }
        switch remote.step {
        case .verifyEmail:
            guard let token = remote.token, !token.isEmpty else {
                throw LoginUseCaseNameSpace.Errors.unexpectedResponse
            }
            return .userNotExist(temporaryToken: token)
        case .enterPin:
            return .userExist
        }
    }

    public func saveUserLoginState(
        email: String,
        temporaryToken: String?,
        userExist: Bool
    ) async throws(LoginUseCaseNameSpace.Errors) -> LoginUseCaseNameSpace.SaveUserLoginStateResult {
        try await storing {
            if try await databaseData.doesUserStateExist(email: email) == false {
                _ = try await databaseData.createUserState(with: email)
            }
            if let temporaryToken {
                _ = try await keyChainData.saveTemporaryToken(temporaryToken, email: email)
            }
            if userExist {
                _ = try await databaseData.updateUserLoginStateToShouldEnterPin(email: email, userExist: userExist)
            } else {
                _ = try await databaseData.updateUserLoginStateToShouldVerify(email: email, userExist: userExist)
            }
        }
        return LoginUseCaseNameSpace.SaveUserLoginStateResult()
    }

    public func doesUserExist(email: String) async throws(LoginUseCaseNameSpace.Errors) -> Bool {
        try await storing { try await databaseData.doesUserStateExist(email: email) }
    }
}

// MARK: - Error translation

private extension LoginRepositoryImpl {
    /// Runs a gateway call, turning its errors into `LoginUseCaseNameSpace.Errors`: the gateway's
    /// stable codes into named errors the screen words in the language shown.
    func asking<T>(_ body: () async throws(RemoteDataError) -> T) async throws(LoginUseCaseNameSpace.Errors) -> T {
        do throws(RemoteDataError) {
            return try await body()
        } catch {
            switch error {
            case .networkUnavailable: throw LoginUseCaseNameSpace.Errors.networkUnavailable
            case .rejected(code: "invalid_email", _): throw LoginUseCaseNameSpace.Errors.invalidEmailFormat
            case .rejected(code: "too_many_codes", _): throw LoginUseCaseNameSpace.Errors.tooManyCodes
            case .rejected(code: "too_many_requests", _): throw LoginUseCaseNameSpace.Errors.tooManyRequests
            case .rejected(_, let message): throw LoginUseCaseNameSpace.Errors.rejected(reason: message)
            case .cancelled: throw LoginUseCaseNameSpace.Errors.cancelled
            // Signing in asks for no session, PIN or code.
            case .invalidResponse, .sessionExpired, .locked, .wrongSecret: throw LoginUseCaseNameSpace.Errors.unexpectedResponse
            }
        }
    }

    /// Runs a database or secure-store call; any failure is a storage failure.
    func storing<T>(_ body: () async throws -> T) async throws(LoginUseCaseNameSpace.Errors) -> T {
        do {
            return try await body()
        } catch {
            throw LoginUseCaseNameSpace.Errors.storageFailure
        }
    }
}
