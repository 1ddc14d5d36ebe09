@testable import GatewayApp
import XCTest

final class ImageLinksTests: XCTestCase {
    func testLinksArePathsOnTheGatewayWhateverTheRequestSays() {
        XCTAssertEqual(ImageLinks.url(forImageNamed: "profile-demo"), "/v1/images/profile-demo.png")
    }
}
