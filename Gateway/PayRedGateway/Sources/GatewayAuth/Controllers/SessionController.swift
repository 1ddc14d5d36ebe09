import GatewayCore
import Hummingbird

/// `POST /v1/auth/unlock`, `/refresh` and `/logout`: sessions for registered users.
struct SessionController: Sendable {
    let sessions: SessionService

    func register(on routes: GatewayRoutes) {
        routes.add(.post, "/v1/auth/unlock", authenticated: false) { request, context in
            let body = try await request.decodeBody(as: UnlockRequest.self, context: context)
            let email = try EmailAddress.require(body.email)
            let pin = try DigitCode.require(body.pin, else: .invalidPinFormat)
            return PayloadEnvelope(try await sessions.unlock(email: email, pin: pin, client: context.clientAddress))
        }
        routes.add(.post, "/v1/auth/refresh", authenticated: false) { request, context in
            let body = try await request.decodeBody(as: RefreshRequest.self, context: context)
            return PayloadEnvelope(try await sessions.refresh(refreshToken: body.refreshToken))
        }
        routes.add(.post, "/v1/auth/logout", authenticated: true) { request, _ in
            try await sessions.logout(accessTokenHash: try BearerToken.hash(of: request))
            return PayloadEnvelope(EmptyPayload())
        }
    }
}
