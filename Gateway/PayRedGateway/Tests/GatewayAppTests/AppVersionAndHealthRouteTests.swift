import Foundation
@testable import GatewayApp
import GatewayContract
import GatewayCore
import GatewayTesting
import GRDB
import HummingbirdTesting
import XCTest

final class AppVersionAndHealthRouteTests: XCTestCase {
    func testAppVersionIsPublic() async throws {
        try await GatewayTestHarness.app().test { client in
            let response = try await client.send(.get, "/v1/app/version")
            XCTAssertEqual(response.status, .ok)
            XCTAssertEqual(try response.payload(Components.Schemas.AppVersion.self), Components.Schemas.AppVersion(latestVersion: "1.0.0", minimumSupportedVersion: "1.0.0"))
        }
    }

    func testHealthIsOkWhileTheDatabaseAnswers() async throws {
        try await GatewayTestHarness.app().test { client in
            let response = try await client.send(.get, "/health")
            XCTAssertEqual(response.status, .ok)
            XCTAssertEqual(try response.jsonObject()["payload"] as? [String: String], ["status": "ok"])
        }
    }

    /// A closed file database (a `DatabasePool`) throws on every read, as a lost disk would.
    func testHealthIs503WhenTheDatabaseDoesNotAnswer() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("payred-health-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let database = try GatewayDatabase(path: directory.appendingPathComponent("gateway.sqlite").path)
        await database.close()
        let harness = try await GatewayTestHarness { routes, environment in
            HealthController(database: database, logger: environment.logger).register(on: routes)
        }
        try await harness.test { client in
            let response = try await client.send(.get, "/health")
            XCTAssertEqual(response.status, .serviceUnavailable)
            XCTAssertEqual(response.errorCode, "unhealthy")
        }
    }
}
