import GatewayContract
import HomeTabRepositoryAPI

/// The contract's answers as Home's remote results.
enum HomeTabMapper {
    /// `profile`, its picture links made absolute by `link`.
    static func profile(_ profile: Components.Schemas.Profile, link: (String) -> String) -> HomeTabRepositoryNameSpace.ProfileRemoteResult {
        .init(
            firstName: profile.firstName,
            lastName: profile.lastName,
            email: profile.email,
            favourites: profile.favourites.map { .init(id: $0.id, name: $0.name, imageURL: link($0.imageURL)) }
        )
    }

    static func account(_ account: Components.Schemas.Account) -> HomeTabRepositoryNameSpace.AccountRemoteResult {
        .init(id: account.id, name: account.name, iban: account.iban, balanceMinorUnits: account.balance.minorUnits, currency: account.balance.currency)
    }

    static func transaction(_ item: Components.Schemas.Transaction) -> HomeTabRepositoryNameSpace.TransactionRemoteResult {
        .init(
            id: item.id,
            accountId: item.accountId,
            amountMinorUnits: item.amount.minorUnits,
            currency: item.amount.currency,
            description: item.description,
            counterpartyName: item.counterpartyName,
            createdAt: item.createdAt
        )
    }
}
