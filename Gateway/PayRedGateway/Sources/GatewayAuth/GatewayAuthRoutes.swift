import GatewayCore

/// The authentication area: email sign-in with a code, PIN registration, unlock, session
/// refresh and logout, PIN change, and the demo's mailbox.
public enum GatewayAuthRoutes {
    /// Adds the area's routes; `GET /v1/dev/mailbox` only in demo mode.
    public static func register(on routes: GatewayRoutes, environment: GatewayEnvironment) {
        register(on: routes, environment: environment, hasher: PinHasher())
    }

    /// Adds the area's routes hashing new PINs with `hasher`: tests pass one with fewer rounds.
    static func register(on routes: GatewayRoutes, environment: GatewayEnvironment, hasher: PinHasher) {
        let pinGuard = PinGuard(environment: environment, hasher: hasher)
        LoginController(
            login: LoginService(environment: environment),
            verification: EmailVerificationService(environment: environment)
        ).register(on: routes)
        PinController(
            registration: RegistrationService(environment: environment, hasher: hasher),
            change: PinChangeService(environment: environment, pinGuard: pinGuard, hasher: hasher)
        ).register(on: routes)
        SessionController(sessions: SessionService(environment: environment, pinGuard: pinGuard)).register(on: routes)
        if environment.isDemo {
            DevMailboxController(environment: environment).register(on: routes)
        }
    }
}
