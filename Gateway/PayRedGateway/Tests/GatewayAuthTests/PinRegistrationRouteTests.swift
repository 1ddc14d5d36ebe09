import Foundation
@testable import GatewayAuth
import GatewayContract
import GatewayCore
import GatewayTesting
import GRDB
import XCTest

final class PinRegistrationRouteTests: XCTestCase {
    func testChoosingThePinRegistersTheUserAndStartsASession() async throws {
        let harness = try await GatewayTestHarness.auth()
        try await harness.test { client in
            let auth = AuthClient(client: client)
            let response = try await auth.setPin(try await auth.registrationToken("ada@payred.app"), pin: "024680")
            XCTAssertEqual(response.status, .ok)
            let session = try response.payload(Components.Schemas.Session.self)
            XCTAssertEqual(session.expiresIn, Int(SessionStore.defaultAccessTokenLifetime))
            let user = try await harness.user("ada@payred.app")
            XCTAssertEqual(user.status, .registered)
            XCTAssertEqual(user.pinRounds, PinHasher.fast.rounds)
            XCTAssertOK(try await auth.logout(session.accessToken))
        }
    }

    func testPinMustBeSixDigits() async throws {
        let harness = try await GatewayTestHarness.auth()
        try await harness.test { client in
            let auth = AuthClient(client: client)
            let token = try await auth.registrationToken("ada@payred.app")
            for pin in ["12345", "1234567", "12 456", "abcdef"] {
                XCTAssertError(try await auth.setPin(token, pin: pin), .badRequest, "invalid_pin_format")
            }
            XCTAssertOK(try await auth.setPin(token, pin: "123456"))
        }
    }

    func testRegistrationTokenWorksOnce() async throws {
        let harness = try await GatewayTestHarness.auth()
        try await harness.test { client in
            let auth = AuthClient(client: client)
            let token = try await auth.registrationToken("ada@payred.app")
            XCTAssertOK(try await auth.setPin(token, pin: "123456"))
            XCTAssertError(try await auth.setPin(token, pin: "654321"), .unauthorized, "invalid_token")
            XCTAssertError(try await auth.setPin("unknown", pin: "654321"), .unauthorized, "invalid_token")
        }
    }

    func testRegistrationTokenExpiresAfterTenMinutes() async throws {
        let harness = try await GatewayTestHarness.auth()
        try await harness.test { client in
            let auth = AuthClient(client: client)
            let token = try await auth.registrationToken("ada@payred.app")
            harness.clock.advance(by: 600)
            XCTAssertError(try await auth.setPin(token, pin: "123456"), .gone, "token_expired")
            let user = try await harness.user("ada@payred.app")
            XCTAssertEqual(user.status, .pending)
        }
    }

    func testProductionHashesThePinWithPBKDF2AtLeast210000Rounds() async throws {
        let harness = try await GatewayTestHarness(isDemo: true) { routes, environment in
            GatewayAuthRoutes.register(on: routes, environment: environment)
        }
        try await harness.test { client in
            _ = try await AuthClient(client: client).register("ada@payred.app", pin: "123456")
            let user = try await harness.user("ada@payred.app")
            XCTAssertGreaterThanOrEqual(try XCTUnwrap(user.pinRounds), 210_000)
            XCTAssertEqual(user.pinSalt?.count, 16)
            XCTAssertEqual(user.pinHash?.count, 32)
        }
    }
}
