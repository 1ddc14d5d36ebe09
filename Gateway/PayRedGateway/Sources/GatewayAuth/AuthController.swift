import Hummingbird

/// The `/v1/auth` routes.
struct AuthController<Context: RequestContext>: Sendable {
    let loginService: LoginService

    func addRoutes(to group: RouterGroup<Context>) {
        group.post("login", use: login)
    }

    @Sendable
    func login(_ request: Request, context: Context) async throws -> PayloadEnvelope<LoginPayload> {
        let body = try await request.decode(as: LoginRequest.self, context: context)
        guard let email = EmailAddress.normalised(body.email) else {
            throw GatewayError.badRequest("invalid_email", "That is not a valid email address.")
        }
        return PayloadEnvelope(payload: try await loginService.login(email: email))
    }
}
