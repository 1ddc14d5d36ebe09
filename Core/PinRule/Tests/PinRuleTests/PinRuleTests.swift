import PinRule
import XCTest

/// The PIN rule: shape first, then the weak patterns.
final class PinRuleTests: XCTestCase {
    func testSixDigitsWithoutAPatternAreAccepted() {
        XCTAssertNil(PinRule.problem(with: "480916"))
        XCTAssertNil(PinRule.problem(with: "123457"))
    }

    func testTheShapeIsSixASCIIDigits() {
        for pin in ["12345", "1234567", "12345a", "١٢٣٤٥٦", ""] {
            XCTAssertEqual(PinRule.problem(with: pin), .format, pin)
            XCTAssertFalse(PinRule.isWellFormed(pin), pin)
        }
    }

    func testRepeatedDigitsAndStraightRunsAreWeak() {
        XCTAssertEqual(PinRule.problem(with: "777777"), .repeatedDigit)
        XCTAssertEqual(PinRule.problem(with: "234567"), .straightRun)
        XCTAssertEqual(PinRule.problem(with: "987654"), .straightRun)
    }
}
