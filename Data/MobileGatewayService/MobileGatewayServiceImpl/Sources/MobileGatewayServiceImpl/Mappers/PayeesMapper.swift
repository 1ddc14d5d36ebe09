import GatewayContract
import PayeesRepositoryAPI

/// The contract's answers as the payees' remote results.
enum PayeesMapper {
    static func payee(_ payee: Components.Schemas.Payee) -> PayeesRepositoryNameSpace.PayeeRemoteResult {
        .init(id: payee.id, name: payee.name, iban: payee.iban)
    }
}
