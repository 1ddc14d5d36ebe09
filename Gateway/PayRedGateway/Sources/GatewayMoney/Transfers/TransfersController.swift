import GatewayContract
import GatewayCore
import Hummingbird

/// `POST /v1/transfers`: moves money from one of the signed-in user's accounts, exactly once
/// per `Idempotency-Key`.
struct TransfersController: Sendable {
    let service: TransferService

    func register(on routes: GatewayRoutes) {
        routes.add(.post, "/v1/transfers", authenticated: true) { request, context in
            let userID = try context.requireUserID()
            let key = try IdempotencyKey(request)
            let order = try TransferOrder(try await request.decodeBody(as: Components.Schemas.TransferRequest.self, context: context))
            return try await service.transfer(order, userID: userID, key: key).response()
        }
    }
}
