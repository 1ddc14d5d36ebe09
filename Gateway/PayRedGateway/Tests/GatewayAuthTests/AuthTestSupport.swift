import Foundation
@testable import GatewayAuth
import GatewayContract
import GatewayCore
import GatewayTesting
import GRDB
import Hummingbird
import HummingbirdTesting
import XCTest

extension PinHasher {
    /// Few rounds, so tests hash PINs in microseconds; production uses `productionRounds`.
    static let fast = PinHasher(rounds: 1_000)
}

extension GatewayTestHarness {
    /// The auth routes over a fresh in-memory database; demo mode by default, so tests read
    /// emailed codes from the dev mailbox.
    static func auth(
        isDemo: Bool = true,
        hasher: PinHasher = .fast,
        accessTokenLifetime: TimeInterval = SessionStore.defaultAccessTokenLifetime,
        mailObserver: (@Sendable (SentMail) -> Void)? = nil,
        abuseLimits: AbuseLimits = AbuseLimits()
    ) async throws -> GatewayTestHarness {
        try await GatewayTestHarness(
            isDemo: isDemo, accessTokenLifetime: accessTokenLifetime, mailObserver: mailObserver, abuseLimits: abuseLimits
        ) { routes, environment in
            GatewayAuthRoutes.register(on: routes, environment: environment, hasher: hasher)
        }
    }

    /// The `user` row of `email`; throws when there is none.
    func user(_ email: String) async throws -> UserRecord {
        let user = try await environment.database.store.read { session in try UserRecord.fetchOne(email: email, in: session) }
        return try XCTUnwrap(user, "no user \(email)")
    }

    /// The first value of `sql`.
    func fetchInt(_ sql: SQLText) async throws -> Int? {
        try await environment.database.store.read { session in try session.value(Int.self, sql) }
    }
}

/// Drives the sign-in steps through the routes.
struct AuthClient {
    let client: any TestClientProtocol

    func login(_ email: String) async throws -> TestResponse {
        try await client.send(.post, "/v1/auth/login", json: #"{"email":"\#(email)"}"#)
    }

    /// Logs in a new `email`; returns the temporary token and the code from the dev mailbox.
    func challenge(_ email: String) async throws -> (token: String, code: String) {
        let login = try await login(email)
        let token = try XCTUnwrap(try login.payload(Components.Schemas.LoginStep.self).temporaryToken)
        let mail = try await client.send(.get, "/v1/dev/mailbox?email=\(email)").payload(Components.Schemas.Mail.self)
        return (token, mail.code)
    }

    func verify(_ token: String, code: String) async throws -> TestResponse {
        try await client.send(.post, "/v1/auth/verify", json: #"{"temporaryToken":"\#(token)","code":"\#(code)"}"#)
    }

    /// Verifies a new `email`; returns its registration token.
    func registrationToken(_ email: String) async throws -> String {
        let (token, code) = try await challenge(email)
        return try await verify(token, code: code).payload(Components.Schemas.Registration.self).registrationToken
    }

    /// Chooses `pin`, giving `names` (a JSON fragment, or "" for none).
    func setPin(_ registrationToken: String, pin: String, names: String = #","firstName":"Ada","lastName":"Lovelace""#) async throws -> TestResponse {
        try await client.send(.post, "/v1/auth/pin", json: #"{"registrationToken":"\#(registrationToken)","pin":"\#(pin)"\#(names)}"#)
    }

    /// Registers `email` with `pin` through every step; returns the first session.
    func register(_ email: String, pin: String = "246810") async throws -> Components.Schemas.Session {
        try await setPin(try await registrationToken(email), pin: pin).payload(Components.Schemas.Session.self)
    }

    func unlock(_ email: String, pin: String) async throws -> TestResponse {
        try await client.send(.post, "/v1/auth/unlock", json: #"{"email":"\#(email)","pin":"\#(pin)"}"#)
    }

    func refresh(_ refreshToken: String) async throws -> TestResponse {
        try await client.send(.post, "/v1/auth/refresh", json: #"{"refreshToken":"\#(refreshToken)"}"#)
    }

    func logout(_ accessToken: String) async throws -> TestResponse {
        try await client.send(.post, "/v1/auth/logout", token: accessToken)
    }

    func changePin(_ accessToken: String, old: String, new: String) async throws -> TestResponse {
        try await client.send(.put, "/v1/auth/pin", json: #"{"oldPin":"\#(old)","newPin":"\#(new)"}"#, token: accessToken)
    }
}

/// Asserts `response` is the error envelope with `status` and `code`.
func XCTAssertError(
    _ response: TestResponse,
    _ status: HTTPResponse.Status,
    _ code: String,
    file: StaticString = #filePath,
    line: UInt = #line
) {
    XCTAssertEqual(response.status, status, file: file, line: line)
    XCTAssertEqual(response.errorCode, code, file: file, line: line)
}

/// Asserts `response` is a 200.
func XCTAssertOK(_ response: TestResponse, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(response.status, .ok, String(buffer: response.body), file: file, line: line)
}
