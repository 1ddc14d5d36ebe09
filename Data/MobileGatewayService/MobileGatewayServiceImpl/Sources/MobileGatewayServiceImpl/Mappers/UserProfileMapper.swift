import GatewayContract
import UserProfileRepositoryAPI

/// The contract's answers as the profile's remote results.
enum UserProfileMapper {
    /// `profile`, its picture links made absolute by `link`.
    static func profile(_ profile: Components.Schemas.Profile, link: (String) -> String) -> UserProfileRepositoryNameSpace.ProfileRemoteResult {
        .init(
            firstName: profile.firstName,
            lastName: profile.lastName,
            email: profile.email,
            profileImageURL: profile.profileImageURL.map(link),
            favourites: profile.favourites.map { .init(id: $0.id, name: $0.name, imageURL: link($0.imageURL), payeeId: $0.payeeId) }
        )
    }

    static func account(_ account: Components.Schemas.Account) -> UserProfileRepositoryNameSpace.AccountRemoteResult {
        .init(name: account.name, iban: account.iban)
    }
}
