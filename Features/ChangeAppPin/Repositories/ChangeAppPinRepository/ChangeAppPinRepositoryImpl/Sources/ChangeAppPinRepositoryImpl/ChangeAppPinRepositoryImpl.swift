import ChangeAppPinRepositoryAPI
import ChangeAppPinUseCaseAPI
import Foundation
import RemoteDataError
import Resolver

/// The ChangeAppPinRepository (blueprint §2.2): changes the PIN at the gateway, keeps the date of
/// the last change in the secure store, and turns the data sources' errors into domain errors.
public final class ChangeAppPinRepositoryImpl: Sendable {
    private let remoteData: any ChangeAppPinRepositoryRemoteDataProtocol
    private let keyChainData: any ChangeAppPinRepositoryKeyChainDataProtocol

    /// Resolves the data sources from the container (the registrar's path).
    public convenience init() {
        self.init(
            remoteData: Resolver.resolve(ChangeAppPinRepositoryRemoteDataProtocol.self),
            keyChainData: Resolver.resolve(ChangeAppPinRepositoryKeyChainDataProtocol.self)
        )
    }

    /// Creates the repository over explicit data sources (the tests' path).
    public init(
        remoteData: any ChangeAppPinRepositoryRemoteDataProtocol,
        keyChainData: any ChangeAppPinRepositoryKeyChainDataProtocol
    ) {
        self.remoteData = remoteData
        self.keyChainData = keyChainData
    }
}

// MARK: - ChangeAppPinUseCaseRepositoryProtocol

extension ChangeAppPinRepositoryImpl: ChangeAppPinUseCaseRepositoryProtocol {
    public func changePin(oldPin: String, newPin: String) async throws(ChangeAppPinUseCaseNameSpace.Errors) {
        do throws(RemoteDataError) {
            try await remoteData.changePin(oldPin: oldPin, newPin: newPin)
        } catch {
            throw Self.domainError(error)
        }
    }

    public func pinChangedAt() async throws(ChangeAppPinUseCaseNameSpace.Errors) -> Date? {
        try await storing { try await keyChainData.pinChangedAt() }
    }

    public func setPinChangedAt(_ date: Date) async throws(ChangeAppPinUseCaseNameSpace.Errors) {
        try await storing { try await keyChainData.setPinChangedAt(date) }
    }
}

// MARK: - Error translation

private extension ChangeAppPinRepositoryImpl {
    /// Runs a secure-store call; any failure is a storage failure.
    func storing<T>(_ body: () async throws -> T) async throws(ChangeAppPinUseCaseNameSpace.Errors) -> T {
        do {
            return try await body()
        } catch {
            throw ChangeAppPinUseCaseNameSpace.Errors.storageFailure
        }
    }

    /// The domain error for a gateway failure, by the gateway's stable codes.
    static func domainError(_ error: RemoteDataError) -> ChangeAppPinUseCaseNameSpace.Errors {
        switch error {
        case .networkUnavailable: .networkUnavailable
        case .invalidResponse, .cancelled: .unexpectedResponse
        case .sessionExpired: .sessionExpired
        case .locked(let until): .lockedOut(until: until)
        case .wrongSecret: .wrongOldPin
        case .rejected(let code, _):
            switch code {
            // `invalid_credentials`: the PIN changed elsewhere while this one was being checked.
            case "invalid_pin", "invalid_credentials": .wrongOldPin
            default: .unexpectedResponse
            }
        }
    }
}
