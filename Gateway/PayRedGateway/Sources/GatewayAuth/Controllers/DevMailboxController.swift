import GatewayContract
import GatewayCore
import Hummingbird

/// `GET /v1/dev/mailbox?email=`: the last code sent to an address. Registered in demo mode only.
struct DevMailboxController: Sendable {
    let environment: GatewayEnvironment

    func register(on routes: GatewayRoutes) {
        let database = environment.database
        routes.add(.get, "/v1/dev/mailbox", authenticated: false) { request, _ in
            let email = try EmailAddress.require(request.uri.queryParameters.get("email") ?? "")
            let mail = try await database.store.read { session in try DevMailbox.lastCode(to: email, in: session) }
            guard let mail else { throw GatewayError.noMail }
            return ContractResponse(Operations.DevMailbox.Output.Ok.Body.JsonPayload(payload: mail))
        }
    }
}
