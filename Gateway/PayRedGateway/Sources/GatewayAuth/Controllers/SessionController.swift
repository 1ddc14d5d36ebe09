import GatewayContract
import GatewayCore
import Hummingbird

/// `POST /v1/auth/unlock`, `/refresh` and `/logout`: sessions for registered users.
struct SessionController: Sendable {
    let sessions: SessionService

    func register(on routes: GatewayRoutes) {
        routes.add(.post, "/v1/auth/unlock", authenticated: false) { request, context in
            let body = try await request.decodeBody(as: Components.Schemas.UnlockRequest.self, context: context)
            let email = try EmailAddress.require(body.email)
            let pin = try DigitCode.require(body.pin, else: .invalidPinFormat)
            let session = try await sessions.unlock(email: email, pin: pin, client: context.clientAddress)
            return ContractResponse(Operations.Unlock.Output.Ok.Body.JsonPayload(payload: session))
        }
        routes.add(.post, "/v1/auth/refresh", authenticated: false) { request, context in
            let body = try await request.decodeBody(as: Components.Schemas.RefreshRequest.self, context: context)
            return ContractResponse(Operations.RefreshSession.Output.Ok.Body.JsonPayload(payload: try await sessions.refresh(refreshToken: body.refreshToken)))
        }
        routes.add(.post, "/v1/auth/logout", authenticated: true) { request, _ in
            try await sessions.logout(accessTokenHash: try BearerToken.hash(of: request))
            return ContractResponse(Operations.Logout.Output.Ok.Body.JsonPayload(payload: .init()))
        }
    }
}
