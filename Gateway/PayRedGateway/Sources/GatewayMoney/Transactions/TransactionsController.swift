import GatewayContract
import GatewayCore

/// `GET /v1/transactions?cursor=&limit=`: the signed-in user's transactions, newest first;
/// `GET /v1/transactions/{id}`: one of them.
struct TransactionsController: Sendable {
    let service: TransactionService

    func register(on routes: GatewayRoutes) {
        routes.add(.get, "/v1/transactions", authenticated: true) { request, context in
            let userID = try context.requireUserID()
            let signer = try await service.cursorKeys.signer(verifying: request.uri.queryParameters.get("cursor"))
            let page = try await service.page(of: userID, TransactionPageRequest(request, signer: signer), signer: signer)
            return ContractResponse(Operations.ListTransactions.Output.Ok.Body.JsonPayload(payload: page))
        }
        routes.add(.get, "/v1/transactions/{id}", authenticated: true) { _, context in
            let transaction = try await service.transaction(try context.parameters.require("id"), of: try context.requireUserID())
            return ContractResponse(Operations.GetTransaction.Output.Ok.Body.JsonPayload(payload: .init(transaction)))
        }
    }
}
