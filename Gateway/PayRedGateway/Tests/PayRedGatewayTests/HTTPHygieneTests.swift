import Foundation
import GatewayContract
import GatewayCore
import GatewayTesting
import Hummingbird
import HummingbirdTesting
import Logging
@testable import PayRedGateway
import XCTest

/// What any request meets, however it is framed: bodies that are JSON or refused, answers no
/// cache keeps, connections that cannot be held open, headers and chunks that break the rules.
final class HTTPHygieneTests: XCTestCase {
    private func withRoutes(_ test: @escaping @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        let environment = GatewayEnvironment(
            database: try await TestDatabases.open(), isDemo: true, logger: Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }
        )
        try await DemoSeeder(environment: environment).seedIfEmpty()
        let responder = PayRedGateway.buildRoutes(environment: environment).router.buildResponder()
        try await Application(responder: responder).test(.router, test)
    }

    func testANullOrNonObjectBodyIsAMalformedBody() async throws {
        try await withRoutes { client in
            for body in ["null", "[]", "42", #""text""#] {
                let response = try await client.execute(
                    uri: "/v1/auth/login", method: .post, headers: [.contentType: "application/json"], body: ByteBuffer(string: body)
                )
                XCTAssertEqual(response.status, .badRequest, body)
                XCTAssertEqual(Self.errorCode(response), "malformed_body", body)
            }
        }
    }

    func testABodyThatIsNotSentAsJSONIsA415() async throws {
        try await withRoutes { client in
            for contentType in ["text/plain", "application/x-www-form-urlencoded", "application/jsonx", nil] {
                var headers = HTTPFields()
                headers[.contentType] = contentType
                let response = try await client.execute(
                    uri: "/v1/auth/login", method: .post, headers: headers, body: ByteBuffer(string: #"{"email":"a@payred.app"}"#)
                )
                XCTAssertEqual(response.status, .unsupportedMediaType, contentType ?? "none")
                XCTAssertEqual(Self.errorCode(response), "unsupported_media_type")
            }
            for contentType in ["application/json; charset=utf-8", "Application/JSON", "application/problem+json"] {
                let response = try await client.execute(
                    uri: "/v1/auth/login", method: .post, headers: [.contentType: contentType], body: ByteBuffer(string: #"{"email":"a@payred.app"}"#)
                )
                XCTAssertEqual(response.status, .ok, contentType)
            }
        }
    }

    func testAnswersAreNotStoredByCachesButPicturesAre() async throws {
        try await withRoutes { client in
            let login = try await client.execute(
                uri: "/v1/auth/login", method: .post, headers: [.contentType: "application/json"], body: ByteBuffer(string: #"{"email":"demo@payred.app"}"#)
            )
            let unauthorized = try await client.execute(uri: "/v1/accounts", method: .get)
            XCTAssertEqual(login.headers[.cacheControl], "no-store")
            XCTAssertEqual(unauthorized.headers[.cacheControl], "no-store")
            let picture = try await client.execute(uri: "/v1/images/profile-demo.png", method: .get)
            XCTAssertEqual(picture.status, .ok)
            XCTAssertEqual(picture.headers[.cacheControl], "public, max-age=86400")
        }
    }

    func testAConnectionWhoseHeadersNeverEndIsClosedAfterTheIdleTimeout() async throws {
        try await withLiveGateway(idleTimeout: 0.3) { port in
            for start in ["GET /v1/health HTTP/1.1\r\nHost: x\r\n", "POST /v1/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 10000000000\r\n\r\n"] {
                let connection = try await RawConnection(host: "127.0.0.1", port: port)
                try await connection.send(start)
                let answer = try await connection.received()
                XCTAssertFalse(answer.contains(" 200 "), answer)
            }
        }
    }

    func testOversizedHeadersAreA431InTheEnvelope() async throws {
        try await withLiveGateway { port in
            let connection = try await RawConnection(host: "127.0.0.1", port: port)
            try await connection.send("GET /v1/health HTTP/1.1\r\nHost: x\r\nX-Big: \(String(repeating: "a", count: 100_000))\r\n\r\n")
            let answer = try await connection.received()
            XCTAssertTrue(answer.hasPrefix("HTTP/1.1 431"), answer)
            XCTAssertTrue(answer.contains(#""code":"headers_too_large""#), answer)
        }
    }

    func testAMalformedChunkIsA400MalformedBodyNotA500() async throws {
        try await withLiveGateway { port in
            let connection = try await RawConnection(host: "127.0.0.1", port: port)
            try await connection.send(
                "POST /v1/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nZZ\r\n{}\r\n0\r\n\r\n"
            )
            let answer = try await connection.received()
            XCTAssertTrue(answer.hasPrefix("HTTP/1.1 400"), answer)
            XCTAssertFalse(answer.contains("internal_error"), answer)
        }
    }

    private func withLiveGateway(idleTimeout: TimeInterval = 30, _ test: (Int) async throws -> Void) async throws {
        let gateway = try await RunningGateway.start(
            GatewayConfiguration(idleTimeout: idleTimeout), logger: Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }
        )
        do {
            try await test(gateway.baseURL.port ?? 0)
        } catch {
            await gateway.stop()
            throw error
        }
        await gateway.stop()
    }

    private static func errorCode(_ response: TestResponse) -> String? {
        try? JSONDecoder.gateway.decode(Components.Schemas.ErrorEnvelope.self, from: Data(buffer: response.body)).error.code
    }
}
