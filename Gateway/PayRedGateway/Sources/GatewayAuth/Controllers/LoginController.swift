import GatewayContract
import GatewayCore
import Hummingbird

/// `POST /v1/auth/login` and `POST /v1/auth/verify`: email first, then the emailed code.
struct LoginController: Sendable {
    let login: LoginService
    let verification: EmailVerificationService

    func register(on routes: GatewayRoutes) {
        routes.add(.post, "/v1/auth/login", authenticated: false) { request, context in
            let body = try await request.decodeBody(as: Components.Schemas.LoginRequest.self, context: context)
            return ContractResponse(Operations.Login.Output.Ok.Body.JsonPayload(payload: try await login.login(email: EmailAddress.require(body.email))))
        }
        routes.add(.post, "/v1/auth/verify", authenticated: false) { request, context in
            let body = try await request.decodeBody(as: Components.Schemas.VerifyRequest.self, context: context)
            let code = try DigitCode.require(body.code, else: .invalidCodeFormat)
            let registration = try await verification.verify(temporaryToken: body.temporaryToken, code: code, client: context.clientAddress)
            return ContractResponse(Operations.VerifyEmail.Output.Ok.Body.JsonPayload(payload: registration))
        }
    }
}
