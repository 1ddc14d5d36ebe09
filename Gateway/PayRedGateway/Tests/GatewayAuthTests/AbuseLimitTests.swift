import Foundation
@testable import GatewayAuth
import GatewayCore
import GatewayTesting
import XCTest

/// Sign-in under pressure: codes per address, attempts per client, and nobody cancelling
/// another person's code.
final class AbuseLimitTests: XCTestCase {
    func testAnAddressGetsAFewCodesPerWindowThen429WithRetryAfter() async throws {
        let harness = try await GatewayTestHarness.auth(abuseLimits: AbuseLimits(codesPerAddress: 3, codeWindow: 600))
        try await harness.test { client in
            let auth = AuthClient(client: client)
            for _ in 1...3 {
                XCTAssertOK(try await auth.login("ada@payred.app"))
                harness.clock.advance(by: 60)
            }
            let refused = try await auth.login("ada@payred.app")
            XCTAssertError(refused, .tooManyRequests, "too_many_codes")
            // The first code leaves the window 600 s after it was sent, 180 s from now.
            XCTAssertEqual(refused.headers[.retryAfter], "420")
            XCTAssertOK(try await auth.login("eve@payred.app"))
            harness.clock.advance(by: 420)
            XCTAssertOK(try await auth.login("ada@payred.app"))
        }
    }

    func testAnotherLoginCannotCancelTheOwnersPendingCode() async throws {
        let harness = try await GatewayTestHarness.auth()
        try await harness.test { client in
            let auth = AuthClient(client: client)
            let owner = try await auth.challenge("ada@payred.app")
            XCTAssertOK(try await auth.login("ada@payred.app"))
            XCTAssertOK(try await auth.verify(owner.token, code: owner.code))
        }
    }

    func testUnlockAttemptsPerClientAreLimitedWhateverTheEmail() async throws {
        let harness = try await GatewayTestHarness.auth(abuseLimits: AbuseLimits(attemptsPerClient: 4, attemptWindow: 60))
        try await harness.test { client in
            let auth = AuthClient(client: client)
            for index in 1...4 {
                XCTAssertError(try await auth.unlock("nobody\(index)@payred.app", pin: "135790"), .unauthorized, "invalid_credentials")
            }
            let refused = try await auth.unlock("nobody5@payred.app", pin: "135790")
            XCTAssertError(refused, .tooManyRequests, "too_many_requests")
            XCTAssertEqual(refused.headers[.retryAfter], "60")
            harness.clock.advance(by: 60)
            XCTAssertError(try await auth.unlock("nobody6@payred.app", pin: "135790"), .unauthorized, "invalid_credentials")
        }
    }

    func testCodeAttemptsCountAgainstTheSameClientLimit() async throws {
        let harness = try await GatewayTestHarness.auth(abuseLimits: AbuseLimits(codesPerAddress: 10, attemptsPerClient: 3, attemptWindow: 60))
        try await harness.test { client in
            let auth = AuthClient(client: client)
            for index in 1...3 {
                let challenge = try await auth.challenge("ada\(index)@payred.app")
                XCTAssertError(try await auth.verify(challenge.token, code: "000000"), .unauthorized, "invalid_code")
            }
            let challenge = try await auth.challenge("ada@payred.app")
            XCTAssertError(try await auth.verify(challenge.token, code: challenge.code), .tooManyRequests, "too_many_requests")
        }
    }
}
