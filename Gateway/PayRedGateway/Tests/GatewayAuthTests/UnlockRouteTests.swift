import Foundation
@testable import GatewayAuth
import GatewayContract
import GatewayCore
import GatewayTesting
import GRDB
import Hummingbird
import XCTest

final class UnlockRouteTests: XCTestCase {
    func testRightPinStartsASessionAndClearsWrongPins() async throws {
        let harness = try await GatewayTestHarness.auth()
        try await harness.test { client in
            let auth = AuthClient(client: client)
            _ = try await auth.register("ada@payred.app", pin: "135790")
            XCTAssertError(try await auth.unlock("ada@payred.app", pin: "000000"), .unauthorized, "invalid_pin")
            let wrongPins = try await harness.user("ada@payred.app").failedPinAttempts
            XCTAssertEqual(wrongPins, 1)
            let response = try await auth.unlock(" Ada@PayRed.app", pin: "135790")
            XCTAssertEqual(response.status, .ok)
            XCTAssertEqual(try response.payload(Components.Schemas.Session.self).accessToken.count, 64)
            let clearedPins = try await harness.user("ada@payred.app").failedPinAttempts
            XCTAssertEqual(clearedPins, 0)
        }
    }

    func testUnknownOrUnregisteredEmailIsInvalidCredentials() async throws {
        let harness = try await GatewayTestHarness.auth()
        try await harness.test { client in
            let auth = AuthClient(client: client)
            _ = try await auth.login("pending@payred.app")
            XCTAssertError(try await auth.unlock("nobody@payred.app", pin: "123456"), .unauthorized, "invalid_credentials")
            XCTAssertError(try await auth.unlock("pending@payred.app", pin: "123456"), .unauthorized, "invalid_credentials")
        }
    }

    func testUnlockValidatesTheBody() async throws {
        let harness = try await GatewayTestHarness.auth()
        try await harness.test { client in
            let auth = AuthClient(client: client)
            XCTAssertError(try await auth.unlock("ada@payred.app", pin: "12345"), .badRequest, "invalid_pin_format")
            XCTAssertError(try await auth.unlock("ada", pin: "123456"), .badRequest, "invalid_email")
        }
    }

    func testEachWrongPinSaysHowManyAreLeftAndFiveLockTheAccountEvenForTheRightPin() async throws {
        let harness = try await GatewayTestHarness.auth()
        try await harness.test { client in
            let auth = AuthClient(client: client)
            _ = try await auth.register("ada@payred.app", pin: "135790")
            for left in [4, 3, 2, 1] {
                let wrong = try await auth.unlock("ada@payred.app", pin: "000000")
                XCTAssertError(wrong, .unauthorized, "invalid_pin")
                XCTAssertTrue(String(buffer: wrong.body).contains("\"attemptsLeft\":\"\(left)\""), String(buffer: wrong.body))
            }
            let locked = try await auth.unlock("ada@payred.app", pin: "000000")
            XCTAssertError(locked, HTTPResponse.Status(code: 423), "account_locked")
            let until = harness.clock.now().addingTimeInterval(60).formatted(.iso8601)
            XCTAssertTrue(String(buffer: locked.body).contains(until), String(buffer: locked.body))
            harness.clock.advance(by: 59)
            XCTAssertError(try await auth.unlock("ada@payred.app", pin: "135790"), HTTPResponse.Status(code: 423), "account_locked")
            harness.clock.advance(by: 1)
            XCTAssertOK(try await auth.unlock("ada@payred.app", pin: "135790"))
        }
    }

    func testEachLockoutLastsLonger() async throws {
        let harness = try await GatewayTestHarness.auth()
        try await harness.test { client in
            let auth = AuthClient(client: client)
            _ = try await auth.register("ada@payred.app", pin: "135790")
            for expected in [60.0, 300, 900, 3600, 3600] {
                for _ in 1...5 {
                    _ = try await auth.unlock("ada@payred.app", pin: "000000")
                }
                let user = try await harness.user("ada@payred.app")
                XCTAssertEqual(user.lockedUntil, harness.clock.now().addingTimeInterval(expected))
                harness.clock.advance(by: expected)
            }
            let user = try await harness.user("ada@payred.app")
            XCTAssertEqual(user.lockoutLevel, 5)
            XCTAssertOK(try await auth.unlock("ada@payred.app", pin: "135790"))
            let cleared = try await harness.user("ada@payred.app")
            XCTAssertEqual(cleared.lockoutLevel, 0)
            XCTAssertNil(cleared.lockedUntil)
        }
    }

    func testDemoUserUnlocksWith123456() async throws {
        let harness = try await GatewayTestHarness.auth()
        let now = harness.clock.now()
        _ = try await harness.environment.database.store.write { session in try GatewayAuthDemo.seedDemoUser(in: session, now: now) }
        let user = try await harness.user("demo@payred.app")
        XCTAssertEqual([user.firstName, user.lastName], ["Demo", "User"])
        XCTAssertGreaterThanOrEqual(try XCTUnwrap(user.pinRounds), PinHasher.productionRounds)
        try await harness.test { client in
            let auth = AuthClient(client: client)
            let login = try await auth.login("demo@payred.app")
            XCTAssertEqual(try login.payload(Components.Schemas.LoginStep.self).step, .enterPin)
            XCTAssertOK(try await auth.unlock("demo@payred.app", pin: "123456"))
        }
    }
}
