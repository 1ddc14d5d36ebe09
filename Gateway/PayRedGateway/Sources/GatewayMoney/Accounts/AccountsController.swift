import GatewayContract
import GatewayCore

/// `GET /v1/accounts`: the signed-in user's accounts with their balances.
struct AccountsController: Sendable {
    let service: AccountService

    func register(on routes: GatewayRoutes) {
        routes.add(.get, "/v1/accounts", authenticated: true) { _, context in
            let accounts = try await service.accounts(of: try context.requireUserID())
            return ContractResponse(Operations.ListAccounts.Output.Ok.Body.JsonPayload(payload: accounts.map(Components.Schemas.Account.init)))
        }
    }
}
