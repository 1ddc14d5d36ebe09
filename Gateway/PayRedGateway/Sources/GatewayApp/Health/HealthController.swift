import GatewayContract
import GatewayCore
import Hummingbird
import Logging

/// `GET /health`: public; 200 when the database answers a query, else 503 `unhealthy`.
struct HealthController: Sendable {
    let database: GatewayDatabase
    let logger: Logger

    /// Adds the route.
    func register(on routes: GatewayRoutes) {
        routes.add(.get, "/health", authenticated: false) { _, _ in
            try await check()
        }
    }

    private func check() async throws -> ContractResponse<Operations.GetHealth.Output.Ok.Body.JsonPayload> {
        do {
            _ = try await database.store.read { session in try session.value(Int.self, "SELECT 1") }
        } catch {
            logger.error("Health check failed: the database does not answer", metadata: ["error.type": "\(type(of: error))"])
            throw GatewayError(status: .serviceUnavailable, code: "unhealthy", message: "The gateway cannot reach its database.")
        }
        return ContractResponse(.init(payload: .init(status: .ok)))
    }
}
