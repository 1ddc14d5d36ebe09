import ChangeAppPinRepositoryAPI
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import LockRepositoryAPI
import MobileGatewayServiceImpl
import PayRedGateway
import RemoteDataError
import UserSessionAPI
import UserSessionAPITestDoubles
import XCTest

/// Changing the PIN (`PUT /v1/auth/pin`), signed in as the demo user against the in-process gateway
/// over loopback: a change after which the new PIN unlocks, a wrong current PIN (counted towards the
/// lockout, never taken for an expired token), the lockout, what the gateway itself checks; then the
/// refresh rule of `performAuthorizedRequest` on canned 401s.
final class MobileGatewayServiceImplChangeAppPinTests: XCTestCase {
    private let email = SignedInDemoGateway.email
    private let demoPin = SignedInDemoGateway.pin
    private let newPin = "246813"
    private let wrongPin = "135790"

    private var demo: SignedInDemoGateway!
    private var session: UserSessionStub!
    private var sut: MobileGatewayServiceImpl!

    override func setUp() async throws {
        demo = try await SignedInDemoGateway.start()
        session = demo.session
        sut = demo.service
    }

    override func tearDown() async throws {
        await demo?.stop()
    }

    // MARK: - Against the gateway

    func testTheNewPinUnlocksOnceChangedAndTheOldOneNoLonger() async throws {
        try await sut.changePin(oldPin: demoPin, newPin: newPin)

        let reopened = try await sut.unlock(email: email, pin: newPin)
        XCTAssertFalse(reopened.accessToken.isEmpty)
        do {
            _ = try await sut.unlock(email: email, pin: demoPin)
            XCTFail("the old PIN must no longer unlock")
        } catch {
            XCTAssertEqual(error, .wrongSecret(attemptsLeft: 4))
        }
        XCTAssertEqual(session.rotateCallCount, 0)
        XCTAssertEqual(session.expireCallCount, 0)
    }

    func testAWrongCurrentPinIsRefusedWithoutTouchingTheSession() async throws {
        do {
            try await sut.changePin(oldPin: wrongPin, newPin: newPin)
            XCTFail("expected a wrong PIN")
        } catch {
            XCTAssertEqual(error, .wrongSecret(attemptsLeft: 4))
        }

        XCTAssertEqual(session.rotateCallCount, 0, "a wrong PIN is not an expired token: no refresh")
        XCTAssertEqual(session.expireCallCount, 0)
        // The session still works and the PIN is unchanged.
        try await sut.changePin(oldPin: demoPin, newPin: newPin)
    }

    func testWrongCurrentPinsCountTowardsTheLockout() async throws {
        for attempt in 1...4 {
            do {
                try await sut.changePin(oldPin: wrongPin, newPin: newPin)
                XCTFail("attempt \(attempt): expected a wrong PIN")
            } catch {
                XCTAssertEqual(error, .wrongSecret(attemptsLeft: 5 - attempt), "attempt \(attempt)")
            }
        }

        do {
            try await sut.changePin(oldPin: wrongPin, newPin: newPin)
            XCTFail("the fifth wrong PIN locks the account")
        } catch {
            guard case .locked(let until) = error else {
                return XCTFail("expected locked, got \(error)")
            }
            XCTAssertGreaterThan(until, Date())
        }
        do {
            _ = try await sut.unlock(email: email, pin: demoPin)
            XCTFail("even the right PIN is refused during the lockout")
        } catch {
            guard case .locked = error else { return XCTFail("expected locked, got \(error)") }
        }
    }

    func testTheGatewayTakesAnySixDigitsSoRefusingWeakPinsIsTheAppsJob() async throws {
        // The use case refuses "111111" before anything is sent (ChangeAppPinUseCaseImplTests).
        try await sut.changePin(oldPin: demoPin, newPin: "111111")

        let reopened = try await sut.unlock(email: email, pin: "111111")
        XCTAssertFalse(reopened.accessToken.isEmpty)
    }

    func testAMalformedNewPinIsRejectedByTheGateway() async {
        do {
            try await sut.changePin(oldPin: demoPin, newPin: "24a813")
            XCTFail("expected invalid_pin_format")
        } catch {
            XCTAssertEqual(Self.code(of: error), "invalid_pin_format")
        }
    }

    func testWithoutASessionTheChangeIsRefusedAsExpired() async {
        session.currentTokensResult = nil

        do {
            try await sut.changePin(oldPin: demoPin, newPin: newPin)
            XCTFail("expected sessionExpired")
        } catch {
            XCTAssertEqual(error, .sessionExpired)
        }
    }

    // MARK: - The refresh rule, on canned answers

    func testA401InvalidPinIsPassedOnWithoutARefresh() async throws {
        let http = RecordingHTTPSession(status: 401, body: #"{"error":{"code":"invalid_pin","message":"The PIN is wrong."}}"#)
        let canned = Self.cannedService(http: http, session: session)

        do {
            try await canned.changePin(oldPin: wrongPin, newPin: newPin)
            XCTFail("expected invalid_pin")
        } catch {
            XCTAssertEqual(error, .rejected(code: "invalid_pin", message: "The PIN is wrong."))
        }

        XCTAssertEqual(http.recorded.map(\.url?.path), ["/v1/auth/pin"], "no refresh, no retry")
        let request = try XCTUnwrap(http.recorded.first)
        XCTAssertEqual(request.httpMethod, "PUT")
        XCTAssertEqual(request.value(forHTTPHeaderField: "Authorization"), "Bearer \(session.currentTokensResult?.accessToken ?? "")")
        let body = try JSONSerialization.jsonObject(with: XCTUnwrap(request.httpBody)) as? [String: String]
        XCTAssertEqual(body, ["oldPin": wrongPin, "newPin": newPin])
        XCTAssertEqual(session.expireCallCount, 0)
    }

    func testA401UnauthorizedStillRefreshesTheToken() async {
        let http = RecordingHTTPSession(status: 401, body: #"{"error":{"code":"unauthorized","message":"Sign in again."}}"#)
        let canned = Self.cannedService(http: http, session: session)

        do {
            try await canned.changePin(oldPin: demoPin, newPin: newPin)
            XCTFail("expected sessionExpired")
        } catch {
            XCTAssertEqual(error, .sessionExpired)
        }

        XCTAssertEqual(http.recorded.map(\.url?.path), ["/v1/auth/pin", "/v1/auth/refresh"])
        XCTAssertEqual(session.expireCallCount, 1, "the canned refresh is refused too, which ends the session")
    }

    // MARK: - Helpers

    /// A service answering every request with `http`'s canned response, signed in through `session`.
    private static func cannedService(http: RecordingHTTPSession, session: UserSessionStub) -> MobileGatewayServiceImpl {
        MobileGatewayServiceImpl(baseURL: URL(string: "http://127.0.0.1:9")!, userSession: session, session: http)
    }

    /// The gateway's code in a rejected PIN change.
    private static func code(of error: any Error) -> String? {
        guard case .rejected(let code, _) = error as? RemoteDataError else { return nil }
        return code
    }
}
