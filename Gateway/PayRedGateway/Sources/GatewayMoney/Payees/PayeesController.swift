import GatewayContract
import GatewayCore
import Hummingbird

/// The `/v1/payees` routes: list, add and delete the signed-in user's payees.
struct PayeesController: Sendable {
    let service: PayeeService

    func register(on routes: GatewayRoutes) {
        routes.add(.get, "/v1/payees", authenticated: true) { _, context in
            ContractResponse(Operations.ListPayees.Output.Ok.Body.JsonPayload(
                payload: try await service.payees(of: try context.requireUserID()).map(Components.Schemas.Payee.init)
            ))
        }
        routes.add(.post, "/v1/payees", authenticated: true) { request, context in
            let userID = try context.requireUserID()
            let payee = try await service.add(try await request.decodeBody(as: Components.Schemas.PayeeRequest.self, context: context), for: userID)
            return ContractResponse(Operations.CreatePayee.Output.Created.Body.JsonPayload(payload: .init(payee)), status: .created)
        }
        routes.add(.delete, "/v1/payees/{id}", authenticated: true) { _, context in
            try await service.delete(try context.parameters.require("id"), of: try context.requireUserID())
            return HTTPResponse.Status.noContent
        }
    }
}
