import GatewayCore
import Hummingbird

/// The `/v1/payees` routes: list, add and delete the signed-in user's payees.
struct PayeesController: Sendable {
    let service: PayeeService

    func register(on routes: GatewayRoutes) {
        routes.add(.get, "/v1/payees", authenticated: true) { _, context in
            PayloadEnvelope(try await service.payees(of: try context.requireUserID()).map(PayeePayload.init))
        }
        routes.add(.post, "/v1/payees", authenticated: true) { request, context in
            let userID = try context.requireUserID()
            let payee = try await service.add(try await request.decodeBody(as: CreatePayeeRequest.self, context: context), for: userID)
            return EditedResponse(status: .created, response: PayloadEnvelope(PayeePayload(payee)))
        }
        routes.add(.delete, "/v1/payees/{id}", authenticated: true) { _, context in
            try await service.delete(try context.parameters.require("id"), of: try context.requireUserID())
            return HTTPResponse.Status.noContent
        }
    }
}
