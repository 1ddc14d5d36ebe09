import Foundation
import Loadable
import PlainTextRule
import Reactive
import Resolver
import UserProfileUseCaseAPI

/// The UserProfileUseCase (blueprint §3.2): runs the profile's load state machine over its
/// repository and names the user by their first and last name.
public final class UserProfileUseCaseImpl: Sendable {
    private let repository: any UserProfileUseCaseRepositoryProtocol
    private let stateSubject = StateSubject(UserProfileUseCaseNameSpace.States.idle)

    /// Resolves the repository from the container (the registrar's path).
    public convenience init() {
        self.init(repository: Resolver.resolve(UserProfileUseCaseRepositoryProtocol.self))
    }

    /// Creates the use case over `repository` (the tests' path).
    public init(repository: any UserProfileUseCaseRepositoryProtocol) {
        self.repository = repository
    }
}

// MARK: - UserProfileUseCaseProtocol

extension UserProfileUseCaseImpl: UserProfileUseCaseProtocol {
    public var statePublisher: AnyPublisher<UserProfileUseCaseNameSpace.States, Never> {
        stateSubject.eraseToAnyPublisher()
    }

    public func load() async {
        await stateSubject.load { () async throws(UserProfileUseCaseNameSpace.Errors) in Self.profile(try await repository.profile()) }
    }

    public func changeName(firstName: String, lastName: String) async throws(UserProfileUseCaseNameSpace.Errors) {
        switch PersonNameRule.problem(firstName: firstName, lastName: lastName) {
        case .firstNameMissing: throw .nameMissing
        case .tooLong(let maximum): throw .nameTooLong(maximum: maximum)
        case .hiddenCharacters: throw .nameHiddenCharacters
        case nil: break
        }
        let name = PersonNameRule.normalised(firstName: firstName, lastName: lastName)
        try await repository.changeName(firstName: name.firstName, lastName: name.lastName)
        await load()
    }
}

// MARK: - Rules

private extension UserProfileUseCaseImpl {
    /// The profile of `loaded`, its user named "First Last": each name trimmed, a missing one left out.
    static func profile(_ loaded: UserProfileUseCaseNameSpace.LoadResult) -> UserProfileUseCaseNameSpace.Profile {
        let name = PersonNameRule.normalised(firstName: loaded.firstName, lastName: loaded.lastName)
        return UserProfileUseCaseNameSpace.Profile(
            fullName: PersonNameRule.fullName(firstName: name.firstName, lastName: name.lastName),
            email: loaded.email, pictureURL: loaded.pictureURL, favourites: loaded.favourites, accounts: loaded.accounts,
            firstName: name.firstName, lastName: name.lastName
        )
    }
}
