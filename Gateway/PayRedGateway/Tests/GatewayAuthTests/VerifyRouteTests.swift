import Foundation
@testable import GatewayAuth
import GatewayContract
import GatewayCore
import GatewayTesting
import GRDB
import XCTest

final class VerifyRouteTests: XCTestCase {
    func testRightCodeGivesARegistrationToken() async throws {
        let harness = try await GatewayTestHarness.auth()
        try await harness.test { client in
            let auth = AuthClient(client: client)
            let (token, code) = try await auth.challenge("ada@payred.app")
            let response = try await auth.verify(token, code: code)
            XCTAssertEqual(response.status, .ok)
            XCTAssertEqual(try response.payload(Components.Schemas.Registration.self).registrationToken.count, 64)
        }
    }

    func testUnknownTemporaryTokenIsA401InvalidToken() async throws {
        let harness = try await GatewayTestHarness.auth()
        try await harness.test { client in
            XCTAssertError(try await AuthClient(client: client).verify("nope", code: "123456"), .unauthorized, "invalid_token")
        }
    }

    func testCodeMustBeSixDigits() async throws {
        let harness = try await GatewayTestHarness.auth()
        try await harness.test { client in
            let auth = AuthClient(client: client)
            let (token, _) = try await auth.challenge("ada@payred.app")
            for code in ["12345", "1234567", "12a456", "", "١٢٣٤٥٦"] {
                XCTAssertError(try await auth.verify(token, code: code), .badRequest, "invalid_code_format")
            }
        }
    }

    func testWrongCodeIsA401AndCounts() async throws {
        let harness = try await GatewayTestHarness.auth()
        try await harness.test { client in
            let auth = AuthClient(client: client)
            let (token, code) = try await auth.challenge("ada@payred.app")
            XCTAssertError(try await auth.verify(token, code: Self.wrong(code)), .unauthorized, "invalid_code")
            let failed = try await harness.fetchInt("SELECT failedAttempts FROM loginChallenge")
            XCTAssertEqual(failed, 1)
            XCTAssertOK(try await auth.verify(token, code: code))
        }
    }

    func testEachWrongCodeSaysHowManyAreLeftAndTheFifthEndsTheChallengeEvenForTheRightCode() async throws {
        let harness = try await GatewayTestHarness.auth()
        try await harness.test { client in
            let auth = AuthClient(client: client)
            let (token, code) = try await auth.challenge("ada@payred.app")
            for left in [4, 3, 2, 1] {
                let wrong = try await auth.verify(token, code: Self.wrong(code))
                XCTAssertError(wrong, .unauthorized, "invalid_code")
                XCTAssertTrue(String(buffer: wrong.body).contains("\"attemptsLeft\":\"\(left)\""), String(buffer: wrong.body))
            }
            XCTAssertError(try await auth.verify(token, code: Self.wrong(code)), .tooManyRequests, "too_many_attempts")
            XCTAssertError(try await auth.verify(token, code: code), .tooManyRequests, "too_many_attempts")
        }
    }

    func testCodeExpiresAfterTenMinutes() async throws {
        let harness = try await GatewayTestHarness.auth()
        try await harness.test { client in
            let auth = AuthClient(client: client)
            let (token, code) = try await auth.challenge("ada@payred.app")
            harness.clock.advance(by: 600)
            XCTAssertError(try await auth.verify(token, code: code), .gone, "code_expired")
        }
    }

    func testChallengeWorksOnce() async throws {
        let harness = try await GatewayTestHarness.auth()
        try await harness.test { client in
            let auth = AuthClient(client: client)
            let (token, code) = try await auth.challenge("ada@payred.app")
            harness.clock.advance(by: 599)
            XCTAssertOK(try await auth.verify(token, code: code))
            XCTAssertError(try await auth.verify(token, code: code), .unauthorized, "invalid_token")
        }
    }

    /// Another six-digit code than `code`.
    private static func wrong(_ code: String) -> String {
        code == "000000" ? "111111" : "000000"
    }
}
