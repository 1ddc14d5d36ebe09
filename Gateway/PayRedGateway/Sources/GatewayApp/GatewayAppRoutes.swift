import GatewayCore

/// The App area's routes: profile, images, notifications, app version and health.
public enum GatewayAppRoutes {
    /// Adds the area's routes.
    public static func register(on routes: GatewayRoutes, environment: GatewayEnvironment) {
        ProfileController(database: environment.database).register(on: routes)
        ImageController.register(on: routes)
        NotificationController(database: environment.database, now: environment.now).register(on: routes)
        AppVersionController.register(on: routes, versions: environment.appVersions)
        HealthController(database: environment.database, logger: environment.logger).register(on: routes)
    }
}
