import TestSupport
import XCTest

final class AssertThrowsTests: XCTestCase {
    private enum Failure: Error, Equatable {
        case expected
    }

    func testPassesWhenTheExpectedErrorIsThrown() async {
        var ran = false
        await assertThrows(Failure.expected) {
            ran = true
            throw Failure.expected
        }
        XCTAssertTrue(ran)
    }
}
