import Foundation
import Hummingbird
import HummingbirdTesting
@testable import PayRedGateway
import XCTest

final class AuthLoginRouteTests: XCTestCase {
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
