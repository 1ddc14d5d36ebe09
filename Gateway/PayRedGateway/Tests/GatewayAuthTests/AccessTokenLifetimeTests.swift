import Foundation
@testable import GatewayAuth
import GatewayContract
import GatewayCore
import GatewayTesting
import XCTest

/// Access tokens expire after the environment's lifetime, which every session reports as `expiresIn`.
final class AccessTokenLifetimeTests: XCTestCase {
    func testTokensFromPinUnlockAndRefreshExpireAfterTheConfiguredLifetime() async throws {
        let harness = try await GatewayTestHarness.auth(accessTokenLifetime: 30)
        try await harness.test { client in
            let auth = AuthClient(client: client)
            let registered = try await auth.register("ada@payred.app")
            let unlocked = try await auth.unlock("ada@payred.app", pin: "246810").payload(Components.Schemas.Session.self)
            let refreshed = try await auth.refresh(unlocked.refreshToken).payload(Components.Schemas.Session.self)
            XCTAssertEqual([registered.expiresIn, unlocked.expiresIn, refreshed.expiresIn], [30, 30, 30])

            harness.clock.advance(by: 29)
            XCTAssertOK(try await auth.logout(registered.accessToken))
            harness.clock.advance(by: 1)
            XCTAssertError(try await auth.logout(refreshed.accessToken), .unauthorized, "unauthorized")

            let renewed = try await auth.refresh(refreshed.refreshToken).payload(Components.Schemas.Session.self)
            XCTAssertEqual(renewed.expiresIn, 30)
            XCTAssertOK(try await auth.logout(renewed.accessToken))
        }
    }

    func testTheDefaultLifetimeIsFifteenMinutes() async throws {
        let harness = try await GatewayTestHarness.auth()
        XCTAssertEqual(harness.environment.sessions.accessTokenLifetime, 15 * 60)
        try await harness.test { client in
            let auth = AuthClient(client: client)
            let session = try await auth.register("ada@payred.app")
            XCTAssertEqual(session.expiresIn, 900)
            harness.clock.advance(by: 899)
            XCTAssertOK(try await auth.logout(session.accessToken))
        }
    }
}
