import GatewayContract
import RequestMoneyRepositoryAPI

/// The contract's answers as Request money's remote results.
enum RequestMoneyMapper {
    static func loadResult(profile: Components.Schemas.Profile, accounts: [Components.Schemas.Account]) -> RequestMoneyRepositoryNameSpace.LoadRemoteResult {
        .init(firstName: profile.firstName, lastName: profile.lastName, accounts: accounts.map {
            .init(id: $0.id, name: $0.name, iban: $0.iban, currency: $0.balance.currency)
        })
    }
}
