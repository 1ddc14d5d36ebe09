import Foundation
@testable import GatewayAuth
import GatewayContract
import GatewayCore
import GatewayTesting
import GRDB
import Hummingbird
import XCTest

final class PinChangeRouteTests: XCTestCase {
    func testChangingThePinReplacesItAndEndsOtherSessions() async throws {
        let harness = try await GatewayTestHarness.auth()
        try await harness.test { client in
            let auth = AuthClient(client: client)
            let other = try await auth.register("ada@payred.app", pin: "111111")
            let current = try await auth.unlock("ada@payred.app", pin: "111111").payload(Components.Schemas.Session.self)
            let response = try await auth.changePin(current.accessToken, old: "111111", new: "222222")
            XCTAssertEqual(response.status, .ok)
            XCTAssertError(try await auth.unlock("ada@payred.app", pin: "111111"), .unauthorized, "invalid_pin")
            XCTAssertOK(try await auth.unlock("ada@payred.app", pin: "222222"))
            XCTAssertError(try await auth.logout(other.accessToken), .unauthorized, "unauthorized")
            XCTAssertOK(try await auth.logout(current.accessToken))
        }
    }

    func testWrongOldPinIsA401ThatCountsTowardsTheLockout() async throws {
        let harness = try await GatewayTestHarness.auth()
        try await harness.test { client in
            let auth = AuthClient(client: client)
            let session = try await auth.register("ada@payred.app", pin: "111111")
            for _ in 1...4 {
                XCTAssertError(try await auth.changePin(session.accessToken, old: "999999", new: "222222"), .unauthorized, "invalid_pin")
            }
            let locked = HTTPResponse.Status(code: 423)
            XCTAssertError(try await auth.unlock("ada@payred.app", pin: "999999"), locked, "account_locked")
            XCTAssertError(try await auth.changePin(session.accessToken, old: "111111", new: "222222"), locked, "account_locked")
        }
    }

    func testChangingThePinValidatesTheBodyAndNeedsAnAccessToken() async throws {
        let harness = try await GatewayTestHarness.auth()
        try await harness.test { client in
            let auth = AuthClient(client: client)
            let session = try await auth.register("ada@payred.app", pin: "111111")
            XCTAssertError(try await auth.changePin(session.accessToken, old: "111111", new: "2222"), .badRequest, "invalid_pin_format")
            XCTAssertError(try await auth.changePin(session.accessToken, old: "1111", new: "222222"), .badRequest, "invalid_pin_format")
            XCTAssertError(
                try await client.send(.put, "/v1/auth/pin", json: #"{"oldPin":"111111"}"#, token: session.accessToken),
                .badRequest,
                "missing_field"
            )
            XCTAssertError(try await auth.changePin("unknown", old: "111111", new: "222222"), .unauthorized, "unauthorized")
        }
    }
}
