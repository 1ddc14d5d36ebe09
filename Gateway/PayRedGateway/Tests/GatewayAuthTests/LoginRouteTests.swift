import Foundation
@testable import GatewayAuth
import GatewayContract
import GatewayCore
import GatewayTesting
import GRDB
import XCTest

final class LoginRouteTests: XCTestCase {
    func testNewEmailVerifiesByEmailAndCreatesAPendingUserWithATenMinuteChallenge() async throws {
        let harness = try await GatewayTestHarness.auth()
        try await harness.test { client in
            let response = try await AuthClient(client: client).login(" New@PayRed.APP ")
            XCTAssertEqual(response.status, .ok)
            let payload = try response.payload(Components.Schemas.LoginStep.self)
            XCTAssertEqual(payload.step, .verifyEmail)
            XCTAssertEqual(payload.temporaryToken?.count, 64)
            let user = try await harness.user("new@payred.app")
            XCTAssertEqual(user.email, "new@payred.app")
            XCTAssertEqual(user.status, .pending)
            let expiresAt = try await harness.environment.database.store.read { session in
                try session.value(Date.self, "SELECT expiresAt FROM loginChallenge")
            }
            XCTAssertEqual(expiresAt, harness.clock.now().addingTimeInterval(600))
        }
    }

    func testLoggingInAgainKeepsTheEarlierCodeWorkingUntilOneIsUsed() async throws {
        let harness = try await GatewayTestHarness.auth()
        try await harness.test { client in
            let auth = AuthClient(client: client)
            let first = try await auth.challenge("ada@payred.app")
            let second = try await auth.challenge("ada@payred.app")
            XCTAssertNotEqual(first.token, second.token)
            XCTAssertOK(try await auth.verify(first.token, code: first.code))
            XCTAssertError(try await auth.verify(second.token, code: second.code), .unauthorized, "invalid_token")
            let users = try await harness.fetchInt(#"SELECT COUNT(*) FROM "user""#)
            XCTAssertEqual(users, 1)
        }
    }

    func testRegisteredEmailIsAskedForThePinWithoutAToken() async throws {
        let harness = try await GatewayTestHarness.auth()
        try await harness.test { client in
            let auth = AuthClient(client: client)
            _ = try await auth.register("ada@payred.app")
            let response = try await auth.login("ADA@payred.app")
            XCTAssertEqual(try response.payload(Components.Schemas.LoginStep.self), Components.Schemas.LoginStep(step: .enterPin, temporaryToken: nil))
            let payload = try XCTUnwrap(try response.jsonObject()["payload"] as? [String: Any])
            XCTAssertEqual(Set(payload.keys), ["step"])
        }
    }

    func testInvalidEmailIsA400InvalidEmail() async throws {
        let harness = try await GatewayTestHarness.auth()
        try await harness.test { client in
            for email in ["not an email", "", "@payred.app", "ada@", "ada@payred", "a@b@payred.app", "ada@payred."] {
                XCTAssertError(try await AuthClient(client: client).login(email), .badRequest, "invalid_email")
            }
        }
    }

    func testEmailFollowsTheAppsRuleTrimmedAndLowerCased() async throws {
        let harness = try await GatewayTestHarness.auth()
        try await harness.test { client in
            let typed = try await client.send(.post, "/v1/auth/login", json: #"{"email":"  Demo@PayRed.app \n"}"#)
            XCTAssertOK(typed)
            let user = try await harness.user("demo@payred.app")
            XCTAssertEqual(user.email, "demo@payred.app")
            for email in ["a@b", "a..b@x.io", "a@-x.io", "a@x-.io", ".a@x.io", "a b@x.io"] {
                XCTAssertError(try await AuthClient(client: client).login(email), .badRequest, "invalid_email")
            }
        }
    }

    func testMalformedBodiesAre400sWithStableCodes() async throws {
        let harness = try await GatewayTestHarness.auth()
        try await harness.test { client in
            let cases = [
                (#"{"email":"#, "malformed_body"),
                (#"{"mail":"a@b.co"}"#, "missing_field"),
                (#"{"email":42}"#, "invalid_field"),
            ]
            for (body, code) in cases {
                XCTAssertError(try await client.send(.post, "/v1/auth/login", json: body), .badRequest, code)
            }
            XCTAssertError(try await client.send(.post, "/v1/auth/verify", json: #"{"temporaryToken":"x"}"#), .badRequest, "missing_field")
            XCTAssertError(try await client.send(.post, "/v1/auth/unlock", json: #"{"email":"a@b.co","pin":123456}"#), .badRequest, "invalid_field")
            XCTAssertError(try await client.send(.post, "/v1/auth/refresh"), .badRequest, "malformed_body")
        }
    }

    func testUnknownRouteIsA404InTheEnvelope() async throws {
        let harness = try await GatewayTestHarness.auth()
        try await harness.test { client in
            XCTAssertError(try await client.send(.get, "/v1/nope"), .notFound, "not_found")
        }
    }
}
