import GatewayContract
import GatewayCore

/// `GET /v1/app/version`: public, so an outdated app can ask before anyone signs in.
enum AppVersionController {
    /// Adds the route.
    static func register(on routes: GatewayRoutes, versions: AppVersions) {
        let answer = ContractResponse(Operations.GetAppVersion.Output.Ok.Body.JsonPayload(
            payload: .init(latestVersion: versions.latest, minimumSupportedVersion: versions.minimumSupported)
        ))
        routes.add(.get, "/v1/app/version", authenticated: false) { _, _ in
            answer
        }
    }
}
