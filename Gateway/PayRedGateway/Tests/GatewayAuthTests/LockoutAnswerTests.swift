import Foundation
@testable import GatewayAuth
import GatewayCore
import GatewayTesting
import Hummingbird
import HummingbirdTesting
import XCTest

/// The 423 `account_locked` answer says when the lock ends: `lockedUntil` in the error object
/// and `Retry-After` in seconds.
final class LockoutAnswerTests: XCTestCase {
    func testUnlockLockoutCarriesLockedUntilAndRetryAfter() async throws {
        let harness = try await GatewayTestHarness.auth()
        try await harness.test { client in
            let auth = AuthClient(client: client)
            _ = try await auth.register("ada@payred.app", pin: "135790")
            for _ in 1...4 {
                _ = try await auth.unlock("ada@payred.app", pin: "000000")
            }
            let locked = try await auth.unlock("ada@payred.app", pin: "000000")
            XCTAssertLocked(locked, until: "2027-01-15T08:01:00Z", retryAfter: "60")
            harness.clock.advance(by: 20.5)
            XCTAssertLocked(try await auth.unlock("ada@payred.app", pin: "135790"), until: "2027-01-15T08:01:00Z", retryAfter: "40")
            harness.clock.advance(by: 39.25)
            XCTAssertLocked(try await auth.unlock("ada@payred.app", pin: "135790"), until: "2027-01-15T08:01:00Z", retryAfter: "1")
        }
    }

    func testLockEndBetweenSecondsIsRoundedUp() async throws {
        let harness = try await GatewayTestHarness.auth()
        try await harness.test { client in
            let auth = AuthClient(client: client)
            _ = try await auth.register("ada@payred.app", pin: "135790")
            harness.clock.advance(by: 0.25)
            for _ in 1...4 {
                _ = try await auth.unlock("ada@payred.app", pin: "000000")
            }
            let locked = try await auth.unlock("ada@payred.app", pin: "000000")
            XCTAssertLocked(locked, until: "2027-01-15T08:01:01Z", retryAfter: "60")
        }
    }

    func testChangePinLockoutCarriesLockedUntilAndRetryAfter() async throws {
        let harness = try await GatewayTestHarness.auth()
        try await harness.test { client in
            let auth = AuthClient(client: client)
            let session = try await auth.register("ada@payred.app", pin: "111111")
            for _ in 1...4 {
                _ = try await auth.changePin(session.accessToken, old: "999999", new: "222222")
            }
            let locked = try await auth.changePin(session.accessToken, old: "999999", new: "222222")
            XCTAssertLocked(locked, until: "2027-01-15T08:01:00Z", retryAfter: "60")
            harness.clock.advance(by: 30)
            let stillLocked = try await auth.changePin(session.accessToken, old: "111111", new: "222222")
            XCTAssertLocked(stillLocked, until: "2027-01-15T08:01:00Z", retryAfter: "30")
        }
    }

    func testAWrongPinSaysOnlyHowManyAreLeftWithoutLockFieldOrHeader() async throws {
        let harness = try await GatewayTestHarness.auth()
        try await harness.test { client in
            let auth = AuthClient(client: client)
            _ = try await auth.register("ada@payred.app", pin: "135790")
            let wrong = try await auth.unlock("ada@payred.app", pin: "000000")
            XCTAssertError(wrong, .unauthorized, "invalid_pin")
            let error = try XCTUnwrap(try wrong.jsonObject()["error"] as? [String: Any])
            XCTAssertEqual(Set(error.keys), ["code", "message", "attemptsLeft"])
            XCTAssertEqual(error["attemptsLeft"] as? String, "4")
            XCTAssertNil(wrong.headers[.retryAfter])
        }
    }
}

/// Asserts `response` is the 423 `account_locked` answer ending at `until` in `retryAfter` seconds.
private func XCTAssertLocked(
    _ response: TestResponse,
    until: String,
    retryAfter: String,
    file: StaticString = #filePath,
    line: UInt = #line
) {
    XCTAssertError(response, HTTPResponse.Status(code: 423), "account_locked", file: file, line: line)
    let error = (try? response.jsonObject())?["error"] as? [String: Any]
    XCTAssertEqual(error?["lockedUntil"] as? String, until, String(buffer: response.body), file: file, line: line)
    XCTAssertEqual(response.headers[.retryAfter], retryAfter, file: file, line: line)
}
