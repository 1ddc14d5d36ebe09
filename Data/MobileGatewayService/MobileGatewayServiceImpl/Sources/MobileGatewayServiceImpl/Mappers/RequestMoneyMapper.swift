import GatewayContract
import RequestMoneyRepositoryAPI

/// The contract's answers as Request money's remote results.
enum RequestMoneyMapper {
    static func holder(_ profile: Components.Schemas.Profile) -> RequestMoneyRepositoryNameSpace.HolderRemoteResult {
        .init(firstName: profile.firstName, lastName: profile.lastName)
    }

    static func account(_ account: Components.Schemas.Account) -> RequestMoneyRepositoryNameSpace.AccountRemoteResult {
        .init(id: account.id, name: account.name, iban: account.iban, currency: account.balance.currency)
    }
}
