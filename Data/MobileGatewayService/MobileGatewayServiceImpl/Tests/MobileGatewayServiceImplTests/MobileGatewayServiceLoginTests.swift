import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import LoginRepositoryAPI
import MobileGatewayServiceImpl
import RemoteDataError
import XCTest

/// Request building and error mapping, with a recording session instead of the network.
final class MobileGatewayServiceLoginTests: XCTestCase {
    private let baseURL = URL(string: "http://127.0.0.1:9")!

    func testLoginPostsTheEmailAsJSONToTheLoginRoute() async throws {
        let session = RecordingHTTPSession(status: 200, body: #"{"payload":{"step":"enterPin"}}"#)
        let sut = MobileGatewayServiceImpl(baseURL: baseURL, session: session)

        let result = try await sut.login(email: "ada@payred.app")

        XCTAssertEqual(result, .init(step: .enterPin, token: nil))
        let request = try XCTUnwrap(session.recorded.first)
        XCTAssertEqual(request.httpMethod, "POST")
        XCTAssertEqual(request.url?.absoluteString, "http://127.0.0.1:9/v1/auth/login")
        XCTAssertEqual(request.value(forHTTPHeaderField: "Content-Type"), "application/json; charset=utf-8")
        let body = try JSONSerialization.jsonObject(with: XCTUnwrap(request.httpBody)) as? [String: String]
        XCTAssertEqual(body, ["email": "ada@payred.app"])
    }

    func testAGatewayGivenWithATrailingSlashOrAPathGetsOneSlashBeforeTheRoute() async throws {
        for (base, expected) in [
            ("http://127.0.0.1:9/", "http://127.0.0.1:9/v1/auth/login"),
            ("http://127.0.0.1:9/api/", "http://127.0.0.1:9/api/v1/auth/login"),
        ] {
            let session = RecordingHTTPSession(status: 200, body: #"{"payload":{"step":"enterPin"}}"#)
            _ = try await MobileGatewayServiceImpl(baseURL: try XCTUnwrap(URL(string: base)), session: session).login(email: "ada@payred.app")
            XCTAssertEqual(session.recorded.first?.url?.absoluteString, expected, base)
        }
    }

    func testVerifyEmailStepCarriesTheToken() async throws {
        let session = RecordingHTTPSession(status: 200, body: #"{"payload":{"step":"verifyEmail","temporaryToken":"abc"}}"#)
        let result = try await MobileGatewayServiceImpl(baseURL: baseURL, session: session).login(email: "n@payred.app")
        XCTAssertEqual(result, .init(step: .verifyEmail, token: "abc"))
    }

    func testErrorEnvelopeBecomesRejectedWithCodeAndMessage() async {
        let session = RecordingHTTPSession(status: 400, body: #"{"error":{"code":"invalid_email","message":"Bad email."}}"#)
        await assertLoginThrows(.rejected(code: "invalid_email", message: "Bad email."), session: session)
    }

    func testErrorStatusWithoutEnvelopeStillNamesTheStatus() async {
        let session = RecordingHTTPSession(status: 503, body: "Service Unavailable")
        await assertLoginThrows(
            .rejected(code: "http_503", message: HTTPURLResponse.localizedString(forStatusCode: 503)),
            session: session
        )
    }

    func testUnreadableSuccessBodyIsAnInvalidResponse() async {
        await assertLoginThrows(.invalidResponse, session: RecordingHTTPSession(status: 200, body: "<html>"))
        await assertLoginThrows(.invalidResponse, session: RecordingHTTPSession(status: 200, body: #"{"payload":{"step":"dance"}}"#))
    }

    func testTransportFailureMeansNetworkUnavailable() async {
        await assertLoginThrows(.networkUnavailable, session: RecordingHTTPSession(failingWith: URLError(.cannotConnectToHost)))
    }

    private func assertLoginThrows(
        _ expected: RemoteDataError,
        session: RecordingHTTPSession,
        file: StaticString = #filePath,
        line: UInt = #line
    ) async {
        do {
            _ = try await MobileGatewayServiceImpl(baseURL: baseURL, session: session).login(email: "ada@payred.app")
            XCTFail("expected \(expected)", file: file, line: line)
        } catch {
            XCTAssertEqual(error, expected, file: file, line: line)
        }
    }
}
