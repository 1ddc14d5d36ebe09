import RemoteDataError
import Resolver
import VerificationCodeRepositoryAPI
import VerificationCodeUseCaseAPI

/// The VerificationCodeRepository (blueprint §2.2): checks the code with the gateway, keeps the
/// resulting token in the secure store and the sign-up's progress in the database, and turns
/// the gateway's stable error codes into domain errors.
public final class VerificationCodeRepositoryImpl: Sendable {
    private let remoteData: any VerificationCodeRepositoryRemoteDataProtocol
    private let keyChainData: any VerificationCodeRepositoryKeyChainDataProtocol
    private let databaseData: any VerificationCodeRepositoryDataBaseDataProtocol

    /// Resolves the data sources from the container (the registrar's path).
    public convenience init() {
        self.init(
            remoteData: Resolver.resolve(VerificationCodeRepositoryRemoteDataProtocol.self),
            keyChainData: Resolver.resolve(VerificationCodeRepositoryKeyChainDataProtocol.self),
            databaseData: Resolver.resolve(VerificationCodeRepositoryDataBaseDataProtocol.self)
        )
    }

    /// Creates the repository over explicit data sources (the tests' path).
    public init(
        remoteData: any VerificationCodeRepositoryRemoteDataProtocol,
        keyChainData: any VerificationCodeRepositoryKeyChainDataProtocol,
        databaseData: any VerificationCodeRepositoryDataBaseDataProtocol
    ) {
        self.remoteData = remoteData
        self.keyChainData = keyChainData
        self.databaseData = databaseData
    }
}

// MARK: - VerificationCodeUseCaseRepositoryProtocol

extension VerificationCodeRepositoryImpl: VerificationCodeUseCaseRepositoryProtocol {
    public func verify(email: String, code: String) async throws(VerificationCodeUseCaseNameSpace.Errors) -> VerificationCodeUseCaseNameSpace.VerifyResponse {
        guard let token = try await storing({ try await keyChainData.signUpTemporaryToken(email: email) }) else {
            throw VerificationCodeUseCaseNameSpace.Errors.signUpExpired
        }
        let result = try await asking { () async throws(RemoteDataError) in try await remoteData.verifyEmail(temporaryToken: token, code: code) }
        try await storing {
            _ = try await keyChainData.saveRegistrationToken(result.registrationToken, email: email, needsName: result.needsName)
            _ = try await databaseData.markEmailVerified(email: email)
        }
        return .init()
    }

    public func resendCode(email: String) async throws(VerificationCodeUseCaseNameSpace.Errors) -> VerificationCodeUseCaseNameSpace.ResendResponse {
        let result = try await asking { () async throws(RemoteDataError) in try await remoteData.sendCode(email: email) }
        try await storing {
            _ = try await keyChainData.replaceTemporaryToken(result.temporaryToken, email: email)
            _ = try await databaseData.markCodeSent(email: email)
        }
        return .init()
    }
}

// MARK: - Error translation

private extension VerificationCodeRepositoryImpl {
    /// Runs a gateway call, turning its errors into domain errors by the gateway's stable codes.
    func asking<T>(_ body: () async throws(RemoteDataError) -> T) async throws(VerificationCodeUseCaseNameSpace.Errors) -> T {
        do throws(RemoteDataError) {
            return try await body()
        } catch {
            throw Self.domainError(error)
        }
    }

    /// Runs a secure-store or database call; any failure is a storage failure.
    func storing<T>(_ body: () async throws -> T) async throws(VerificationCodeUseCaseNameSpace.Errors) -> T {
        do {
            return try await body()
        } catch {
            throw VerificationCodeUseCaseNameSpace.Errors.storageFailure
        }
    }

    static func domainError(_ error: RemoteDataError) -> VerificationCodeUseCaseNameSpace.Errors {
        switch error {
        case .networkUnavailable: .networkUnavailable
        // Neither is an answer to a code: the sign-up has no session and no PIN yet.
        case .invalidResponse, .cancelled, .sessionExpired, .locked: .unexpectedResponse
        case .wrongSecret(let left): .wrongCode(attemptsLeft: left)
        case .rejected(let code, _):
            switch code {
            case "invalid_code": .wrongCode(attemptsLeft: nil)
            case "too_many_attempts": .tooManyAttempts
            case "code_expired": .codeExpired
            case "invalid_code_format": .invalidCodeFormat
            case "invalid_token", "token_expired": .signUpExpired
            case "too_many_codes": .tooManyCodes
            case "too_many_requests": .tryLater
            default: .unexpectedResponse
            }
        }
    }
}
