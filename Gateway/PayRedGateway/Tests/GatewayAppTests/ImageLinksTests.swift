@testable import GatewayApp
import XCTest

final class ImageLinksTests: XCTestCase {
    func testLinksAreAbsoluteOnTheHostTheRequestNamed() {
        XCTAssertEqual(ImageLinks(authority: "gateway.test:8080").url(forImageNamed: "profile-demo"), "http://gateway.test:8080/v1/images/profile-demo.png")
        XCTAssertEqual(ImageLinks(authority: "[::1]:80").url(forImageNamed: "a"), "http://[::1]:80/v1/images/a.png")
    }

    func testLinksAreRelativeWithoutAUsableHost() {
        for authority in [nil, "", "evil.test/x?", "a b", "user@evil.test", String(repeating: "a", count: 256)] {
            XCTAssertEqual(ImageLinks(authority: authority).url(forImageNamed: "profile-demo"), "/v1/images/profile-demo.png", authority ?? "nil")
        }
    }
}
