import Foundation
import Reactive
import RemoteDataError
import Resolver
import UserProfileRepositoryAPI
import UserProfileUseCaseAPI

/// The UserProfileRepository (blueprint §2.2): fetches the profile from the gateway and turns the
/// data source's model (picture addresses as text) and errors into the use case's.
public final class UserProfileRepositoryImpl: Sendable {
    private let remoteData: any UserProfileRepositoryRemoteDataProtocol

    /// Resolves the data source from the container (the registrar's path).
    public convenience init() {
        self.init(remoteData: Resolver.resolve(UserProfileRepositoryRemoteDataProtocol.self))
    }

    /// Creates the repository over `remoteData` (the tests' path).
    public init(remoteData: any UserProfileRepositoryRemoteDataProtocol) {
        self.remoteData = remoteData
    }
}

// MARK: - UserProfileUseCaseRepositoryProtocol

extension UserProfileRepositoryImpl: UserProfileUseCaseRepositoryProtocol {
    public func profile() async throws(UserProfileUseCaseNameSpace.Errors) -> UserProfileUseCaseNameSpace.LoadResult {
        do throws(RemoteDataError) {
            async let profile = Result { () async throws(RemoteDataError) in try await remoteData.userProfile() }
            async let accounts = Result { () async throws(RemoteDataError) in try await remoteData.profileAccounts() }
            return try await Self.result(profile.get(), accounts: accounts.get())
        } catch {
            throw Self.domainError(error)
        }
    }

    public func changeName(firstName: String, lastName: String) async throws(UserProfileUseCaseNameSpace.Errors) {
        do throws(RemoteDataError) {
            try await remoteData.changeProfileName(firstName: firstName, lastName: lastName)
        } catch {
            switch error {
            case .rejected(code: "invalid_characters", _): throw .nameHiddenCharacters
            case .rejected(code: "invalid_name", _): throw .nameMissing
            default: throw Self.domainError(error)
            }
        }
    }
}

// MARK: - Mapping

private extension UserProfileRepositoryImpl {
    static func domainError(_ error: RemoteDataError) -> UserProfileUseCaseNameSpace.Errors {
        switch error {
        case .networkUnavailable: .networkUnavailable
        case .sessionExpired: .sessionExpired
        case .rejected, .locked, .wrongSecret, .invalidResponse, .cancelled: .unavailable
        }
    }

    static func result(
        _ profile: UserProfileRepositoryNameSpace.ProfileRemoteResult,
        accounts: [UserProfileRepositoryNameSpace.AccountRemoteResult]
    ) -> UserProfileUseCaseNameSpace.LoadResult {
        UserProfileUseCaseNameSpace.LoadResult(
            firstName: profile.firstName,
            lastName: profile.lastName,
            email: profile.email,
            pictureURL: profile.profileImageURL.flatMap { URL(string: $0) },
            favourites: profile.favourites.map {
                .init(id: $0.id, name: $0.name, imageURL: URL(string: $0.imageURL), payeeId: $0.payeeId)
            },
            accounts: accounts.map { .init(name: $0.name, iban: $0.iban) }
        )
    }
}
