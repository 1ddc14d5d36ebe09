@testable import GatewayApp
import GatewayTesting
import HummingbirdTesting
import XCTest

final class ImageRouteTests: XCTestCase {
    func testAKnownImageIsAValidPNGWithoutSigningIn() async throws {
        try await GatewayTestHarness.app().test { client in
            let response = try await client.send(.get, "/v1/images/favourite-maria.png")
            XCTAssertEqual(response.status, .ok)
            XCTAssertEqual(response.headers[.contentType], "image/png")
            let png = try PNGInspection(response.bytes)
            XCTAssertEqual(png.chunks.map(\.type), ["IHDR", "IDAT", "IEND"])
            XCTAssertEqual(png.chunks.last?.data, [])
            let header = try XCTUnwrap(png.header)
            XCTAssertEqual(header.width, 64)
            XCTAssertEqual(header.height, 64)
            XCTAssertEqual(header.rest, [8, 2, 0, 0, 0])
            let rows = try png.imageData()
            XCTAssertEqual(rows.count, 64 * (1 + 64 * 3))
            XCTAssertEqual(Set(stride(from: 0, to: rows.count, by: 1 + 64 * 3).map { rows[$0] }), [0])
        }
    }

    func testEachNameHasItsOwnColourAndTheSameBytesEveryTime() async throws {
        try await GatewayTestHarness.app().test { client in
            let first = try await client.send(.get, "/v1/images/favourite-maria.png").bytes
            let again = try await client.send(.get, "/v1/images/favourite-maria.png").bytes
            let other = try await client.send(.get, "/v1/images/favourite-sophie.png").bytes
            XCTAssertEqual(first, again)
            let topLeftPixel = { (png: [UInt8]) throws in Array(try PNGInspection(png).imageData()[1...3]) }
            XCTAssertNotEqual(try topLeftPixel(first), try topLeftPixel(other))
        }
    }

    func testUnknownOrMalformedNamesAre404() async throws {
        try await GatewayTestHarness.app().test { client in
            for name in ["nope.png", "Favourite-mum.png", "favourite-maria", "favourite-maria.jpg", "favourite-maria.png.png", ".png", "..%2Ffavourite-maria.png"] {
                let response = try await client.send(.get, "/v1/images/\(name)")
                XCTAssertEqual(response.status, .notFound, name)
                XCTAssertEqual(response.errorCode, "image_not_found", name)
            }
        }
    }
}
