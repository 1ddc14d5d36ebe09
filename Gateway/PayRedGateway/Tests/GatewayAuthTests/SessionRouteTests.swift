import Foundation
@testable import GatewayAuth
import GatewayContract
import GatewayCore
import GatewayTesting
import GRDB
import XCTest

final class SessionRouteTests: XCTestCase {
    func testRefreshRotatesTheRefreshToken() async throws {
        let harness = try await GatewayTestHarness.auth()
        try await harness.test { client in
            let auth = AuthClient(client: client)
            let first = try await auth.register("ada@payred.app")
            let response = try await auth.refresh(first.refreshToken)
            XCTAssertEqual(response.status, .ok)
            let second = try response.payload(Components.Schemas.Session.self)
            XCTAssertNotEqual(second.accessToken, first.accessToken)
            XCTAssertNotEqual(second.refreshToken, first.refreshToken)
            XCTAssertError(try await auth.logout(first.accessToken), .unauthorized, "unauthorized")
            XCTAssertOK(try await auth.refresh(second.refreshToken))
        }
    }

    func testReusingASpentRefreshTokenEndsEverySessionRenewedFromIt() async throws {
        let harness = try await GatewayTestHarness.auth()
        try await harness.test { client in
            let auth = AuthClient(client: client)
            let stolen = try await auth.register("ada@payred.app")
            let other = try await auth.unlock("ada@payred.app", pin: "246810").payload(Components.Schemas.Session.self)
            // The thief renews first; the owner's app then presents the spent token.
            let thief = try await auth.refresh(stolen.refreshToken).payload(Components.Schemas.Session.self)
            let renewed = try await auth.refresh(thief.refreshToken).payload(Components.Schemas.Session.self)
            XCTAssertError(try await auth.refresh(stolen.refreshToken), .unauthorized, "invalid_refresh_token")
            XCTAssertError(try await auth.refresh(renewed.refreshToken), .unauthorized, "invalid_refresh_token")
            XCTAssertError(try await auth.logout(renewed.accessToken), .unauthorized, "unauthorized")
            // A session from another sign-in is not of that family.
            XCTAssertOK(try await auth.refresh(other.refreshToken))
        }
    }

    func testUnknownOrExpiredRefreshTokenIsA401() async throws {
        let harness = try await GatewayTestHarness.auth()
        try await harness.test { client in
            let auth = AuthClient(client: client)
            let session = try await auth.register("ada@payred.app")
            XCTAssertError(try await auth.refresh("unknown"), .unauthorized, "invalid_refresh_token")
            harness.clock.advance(by: SessionStore.refreshTokenLifetime)
            XCTAssertError(try await auth.refresh(session.refreshToken), .unauthorized, "invalid_refresh_token")
        }
    }

    func testLogoutRevokesTheSession() async throws {
        let harness = try await GatewayTestHarness.auth()
        try await harness.test { client in
            let auth = AuthClient(client: client)
            let session = try await auth.register("ada@payred.app")
            let other = try await auth.unlock("ada@payred.app", pin: "246810").payload(Components.Schemas.Session.self)
            let response = try await auth.logout(session.accessToken)
            XCTAssertEqual(response.status, .ok)
            XCTAssertEqual(String(buffer: response.body), #"{"payload":{}}"#)
            XCTAssertError(try await auth.logout(session.accessToken), .unauthorized, "unauthorized")
            XCTAssertError(try await auth.refresh(session.refreshToken), .unauthorized, "invalid_refresh_token")
            XCTAssertOK(try await auth.logout(other.accessToken))
        }
    }

    func testLogoutNeedsAnAccessToken() async throws {
        let harness = try await GatewayTestHarness.auth()
        try await harness.test { client in
            let auth = AuthClient(client: client)
            XCTAssertError(try await client.send(.post, "/v1/auth/logout"), .unauthorized, "unauthorized")
            XCTAssertError(try await auth.logout("unknown"), .unauthorized, "unauthorized")
        }
    }
}
