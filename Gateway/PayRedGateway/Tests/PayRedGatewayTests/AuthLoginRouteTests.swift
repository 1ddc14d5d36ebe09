import Foundation
import Hummingbird
import HummingbirdTesting
@testable import PayRedGateway
import XCTest

final class AuthLoginRouteTests: XCTestCase {
    private func withGateway(
        demo: Bool = true,
        _ test: @Sendable (any TestClientProtocol) async throws -> Void
    ) async throws {
        let database = try GatewayDatabase(path: nil)
        if demo {
            try await DemoSeeder(database: database).seedIfEmpty()
        }
        let app = Application(router: PayRedGateway.buildRouter(database: database))
        try await app.test(.router, test)
    }

    func testRegisteredEmailIsAskedForThePin() async throws {
        try await withGateway { client in
            let response = try await client.postJSON("/v1/auth/login", #"{"email":"Demo@PayRed.app"}"#)
            XCTAssertEqual(response.status, .ok)
            let payload = try decode(PayloadEnvelopeBody<LoginPayload>.self, response).payload
            XCTAssertEqual(payload, LoginPayload(step: .enterPin, temporaryToken: nil))
        }
    }

    func testNewEmailGetsAVerificationTokenEachTime() async throws {
        try await withGateway { client in
            let first = try decode(PayloadEnvelopeBody<LoginPayload>.self, try await client.postJSON("/v1/auth/login", #"{"email":"new@payred.app"}"#)).payload
            let second = try decode(PayloadEnvelopeBody<LoginPayload>.self, try await client.postJSON("/v1/auth/login", #"{"email":"new@payred.app"}"#)).payload
            XCTAssertEqual(first.step, .verifyEmail)
            XCTAssertEqual(first.temporaryToken?.count, 64)
            XCTAssertNotEqual(first.temporaryToken, second.temporaryToken)
        }
    }

    func testInvalidEmailIsA400WithAStableCode() async throws {
        try await withGateway { client in
            let response = try await client.postJSON("/v1/auth/login", #"{"email":"not an email"}"#)
            XCTAssertEqual(response.status, .badRequest)
            XCTAssertEqual(try decode(ErrorEnvelope.self, response).error.code, "invalid_email")
        }
    }

    func testMalformedJSONIsA400InTheEnvelope() async throws {
        try await withGateway { client in
            for body in [#"{"email":"#, #"{"mail":"a@b.co"}"#, #"{"email":42}"#] {
                let response = try await client.postJSON("/v1/auth/login", body)
                XCTAssertEqual(response.status, .badRequest, body)
                XCTAssertFalse(try decode(ErrorEnvelope.self, response).error.code.isEmpty, body)
            }
        }
    }

    func testUnknownRouteIsA404InTheEnvelope() async throws {
        try await withGateway { client in
            let response = try await client.execute(uri: "/v1/nope", method: .get)
            XCTAssertEqual(response.status, .notFound)
            XCTAssertEqual(try decode(ErrorEnvelope.self, response).error.code, "not_found")
        }
    }

    func testRunningGatewayServesOverLoopbackOnAnEphemeralPort() async throws {
        let gateway = try await RunningGateway.start(GatewayConfiguration(demo: true))
        XCTAssertEqual(gateway.baseURL.host, "127.0.0.1")
        XCTAssertNotEqual(gateway.baseURL.port, 0)
        await gateway.stop()
    }
}

/// Decodes a JSON response body.
func decode<T: Decodable>(_ type: T.Type, _ response: TestResponse) throws -> T {
    try JSONDecoder().decode(T.self, from: Data(buffer: response.body))
}

extension TestClientProtocol {
    /// Posts `body` as JSON to `uri`.
    func postJSON(_ uri: String, _ body: String) async throws -> TestResponse {
        try await execute(uri: uri, method: .post, headers: [.contentType: "application/json"], body: ByteBuffer(string: body))
    }
}

/// Decodes `{"payload": …}` in tests.
struct PayloadEnvelopeBody<Payload: Decodable>: Decodable {
    let payload: Payload
}
