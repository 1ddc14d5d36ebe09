import Foundation
import Localization
import XCTest

final class DateTextTests: XCTestCase {
    /// 2026-11-28 15:04:05 in the device's time zone.
    private let date = Calendar(identifier: .gregorian).date(from: DateComponents(year: 2026, month: 11, day: 28, hour: 15, minute: 4, second: 5))!

    func testEnglishWritesMonthNamesAndATwelveHourClock() {
        XCTAssertEqual(DateText.text(date, .day, in: .english), "Nov 28")
        XCTAssertEqual(DateText.text(date, .date, in: .english), "Nov 28, 2026")
        XCTAssertEqual(DateText.text(date, .dayAndTime, in: .english), "Nov 28 at 3:04\u{202F}PM")
        XCTAssertEqual(DateText.text(date, .dateAndTime, in: .english), "November 28, 2026 at 3:04\u{202F}PM")
        XCTAssertEqual(DateText.text(date, .time, in: .english), "3:04:05\u{202F}PM")
    }

    func testGermanWritesNumericDatesAndATwentyFourHourClock() {
        XCTAssertEqual(DateText.text(date, .day, in: .german), "28.11.")
        XCTAssertEqual(DateText.text(date, .date, in: .german), "28.11.2026")
        XCTAssertEqual(DateText.text(date, .dayAndTime, in: .german), "28.11., 15:04")
        XCTAssertEqual(DateText.text(date, .dateAndTime, in: .german), "28. November 2026, 15:04")
        XCTAssertEqual(DateText.text(date, .time, in: .german), "15:04:05")
    }

    func testSingleDigitDaysAndMonthsArePaddedInGerman() {
        let early = Calendar(identifier: .gregorian).date(from: DateComponents(year: 2027, month: 1, day: 5, hour: 9, minute: 7))!
        XCTAssertEqual(DateText.text(early, .date, in: .german), "05.01.2027")
        XCTAssertEqual(DateText.text(early, .dateAndTime, in: .german), "5. Januar 2027, 09:07")
    }
}
