import Foundation
import LockUseCaseAPI
import LockUseCaseAPITestDoubles
import LockUseCaseImpl
import XCTest

/// The rule for new PINs, as `checkNewPin` applies it.
final class PinRuleTests: XCTestCase {
    private var sut: LockUseCaseImpl!

    override func setUp() {
        super.setUp()
        sut = LockUseCaseImpl(repository: LockUseCaseRepositoryStub(), now: { Date(timeIntervalSince1970: 1_800_000_000) })
    }

    override func tearDown() {
        sut = nil
        super.tearDown()
    }

    func testOneRepeatedDigitIsWeak() {
        for pin in ["111111", "000000", "999999"] {
            assertCheckNewPin(pin, refuses: .weakPin(.repeatedDigit))
        }
    }

    func testStraightRunsUpOrDownAreWeak() {
        for pin in ["123456", "987654", "654321", "012345", "456789"] {
            assertCheckNewPin(pin, refuses: .weakPin(.straightRun))
        }
    }

    func testPinsThatAreNotSixAsciiDigitsAreBadlyFormed() {
        for pin in ["", "13579", "1357902", "13a579", "135 79", "١٣٥٧٩٠", "13579０"] {
            assertCheckNewPin(pin, refuses: .invalidPinFormat)
        }
    }

    func testGoodPinsPass() {
        for pin in ["135790", "112233", "123457", "246813", "090909"] {
            XCTAssertEqual(sut.checkNewPin(pin), LockUseCaseNameSpace.CheckPinResult(problem: nil), "PIN \(pin)")
        }
    }

    // MARK: Helpers

    private func assertCheckNewPin(
        _ pin: String,
        refuses expected: LockUseCaseNameSpace.Errors,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        XCTAssertEqual(sut.checkNewPin(pin).problem, expected, "PIN \(pin)", file: file, line: line)
    }
}
