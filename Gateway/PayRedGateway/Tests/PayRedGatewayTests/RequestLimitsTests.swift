import Foundation
import GatewayContract
import GatewayCore
import GatewayTesting
import Hummingbird
import HummingbirdTesting
import Logging
@testable import PayRedGateway
import XCTest

/// Limits every route shares: body size, malformed bodies and the error envelope.
final class RequestLimitsTests: XCTestCase {
    private func withGateway(_ test: @escaping @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        let environment = GatewayEnvironment(
            database: try await TestDatabases.open(),
            isDemo: false,
            logger: Logger(label: "payred.gateway.test") { _ in SwiftLogNoOpLogHandler() }
        )
        let responder = PayRedGateway.buildRoutes(environment: environment).router.buildResponder()
        try await Application(responder: responder).test(.router, test)
    }

    func testBodiesOverOneMebibyteAreRefusedWith413() async throws {
        try await withGateway { client in
            let oversized = #"{"email":""# + String(repeating: "a", count: 1_100_000) + #"@payred.app"}"#
            let response = try await client.execute(
                uri: "/v1/auth/login", method: .post, headers: [.contentType: "application/json"],
                body: ByteBuffer(string: oversized)
            )
            XCTAssertEqual(response.status, .contentTooLarge)
            XCTAssertEqual(try errorCode(response), "body_too_large")
        }
    }

    func testMalformedAndIncompleteBodiesNameTheProblem() async throws {
        try await withGateway { client in
            let cases = [(#"{"email":"#, "malformed_body"), (#"{}"#, "missing_field"), (#"{"email":42}"#, "invalid_field")]
            for (body, code) in cases {
                let response = try await client.execute(
                    uri: "/v1/auth/login", method: .post, headers: [.contentType: "application/json"],
                    body: ByteBuffer(string: body)
                )
                XCTAssertEqual(response.status, .badRequest, body)
                XCTAssertEqual(try errorCode(response), code, body)
            }
        }
    }

    func testUnknownRoutesAnswer404InTheEnvelope() async throws {
        try await withGateway { client in
            let response = try await client.execute(uri: "/v2/anything", method: .get)
            XCTAssertEqual(response.status, .notFound)
            XCTAssertEqual(try errorCode(response), "not_found")
        }
    }

    func testAuthenticatedRoutesNeedAValidBearerToken() async throws {
        try await withGateway { client in
            for (method, uri) in [(HTTPRequest.Method.get, "/v1/accounts"), (.get, "/v1/profile"), (.post, "/v1/auth/logout")] {
                let missing = try await client.execute(uri: uri, method: method)
                let forged = try await client.execute(uri: uri, method: method, headers: [.authorization: "Bearer forged"])
                XCTAssertEqual(missing.status, .unauthorized, uri)
                XCTAssertEqual(forged.status, .unauthorized, uri)
                XCTAssertEqual(try errorCode(forged), "unauthorized", uri)
            }
        }
    }
}

/// The error envelope's code.
private func errorCode(_ response: TestResponse) throws -> String {
    try JSONDecoder.gateway.decode(Components.Schemas.ErrorEnvelope.self, from: Data(buffer: response.body)).error.code
}
