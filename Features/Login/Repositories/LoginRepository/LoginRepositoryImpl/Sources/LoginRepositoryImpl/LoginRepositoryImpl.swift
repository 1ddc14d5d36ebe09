import LoginRepositoryAPI
import LoginUseCaseAPI
import Resolver

/// The Login repository (blueprint §2.2): orchestrates the gateway and the on-device
/// database, turns their models into the use case's, and their errors into domain errors.
public final class LoginRepositoryImpl: Sendable {
    private let remoteData: any LoginRepositoryRemoteDataProtocol
    private let databaseData: any LoginRepositoryDataBaseDataProtocol

    /// Resolves the data sources from the container (the registrar's path).
    public convenience init() {
        self.init(
            remoteData: Resolver.resolve(LoginRepositoryRemoteDataProtocol.self),
            databaseData: Resolver.resolve(LoginRepositoryDataBaseDataProtocol.self)
        )
    }

    /// Creates the repository over explicit data sources (the tests' path).
    public init(
        remoteData: any LoginRepositoryRemoteDataProtocol,
        databaseData: any LoginRepositoryDataBaseDataProtocol
    ) {
        self.remoteData = remoteData
        self.databaseData = databaseData
    }
}

// MARK: - LoginUseCaseRepositoryProtocol

extension LoginRepositoryImpl: LoginUseCaseRepositoryProtocol {
    public func login(email: String) async throws -> LoginUseCaseNameSpace.LoginResponse {
        let remote = try await translatingErrors { try await remoteData.login(email: email) }
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
    ) async throws -> LoginUseCaseNameSpace.SaveUserLoginStateResult {
        try await translatingErrors {
            if try await databaseData.doesUserStateExist(email: email) == false {
                _ = try await databaseData.createUserState(with: email, temporaryToken: temporaryToken)
            }
            if userExist {
                _ = try await databaseData.updateUserLoginStateToShouldEnterPin(
                    email: email,
                    temporaryToken: temporaryToken,
                    userExist: userExist
                )
            } else {
                _ = try await databaseData.updateUserLoginStateToShouldVerify(
                    email: email,
                    temporaryToken: temporaryToken,
                    userExist: userExist
                )
            }
        }
        return LoginUseCaseNameSpace.SaveUserLoginStateResult()
    }

    public func doesUserExist(email: String) async throws -> Bool {
        try await translatingErrors { try await databaseData.doesUserStateExist(email: email) }
    }
}

// MARK: - Error translation

private extension LoginRepositoryImpl {
    /// Runs `body`, turning data-source errors into `LoginUseCaseNameSpace.Errors`.
    func translatingErrors<T>(_ body: () async throws -> T) async throws -> T {
        do {
            return try await body()
        } catch let error as LoginRepositoryNameSpace.RemoteErrors {
            switch error {
            case .networkUnavailable: throw LoginUseCaseNameSpace.Errors.networkUnavailable
            case .rejected(_, let message): throw LoginUseCaseNameSpace.Errors.rejected(reason: message)
            case .invalidResponse: throw LoginUseCaseNameSpace.Errors.unexpectedResponse
            }
        } catch is LoginRepositoryNameSpace.DataBaseErrors {
            throw LoginUseCaseNameSpace.Errors.storageFailure
        }
    }
}
