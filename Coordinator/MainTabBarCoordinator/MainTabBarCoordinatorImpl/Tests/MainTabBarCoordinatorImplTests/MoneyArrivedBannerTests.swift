import Foundation
import LiveEventsUseCaseAPI
@testable import MainTabBarCoordinatorImpl
import XCTest

/// The money banner's text and how long it stays.
@MainActor
final class MoneyArrivedBannerTests: XCTestCase {
    func testTheBannerShowsTheMoneyForEightSeconds() async {
        let banner = MoneyArrivedBanner()
        let arrived = Date(timeIntervalSince1970: 1_800_000_000)
        XCTAssertNil(banner.text(at: arrived))

        banner.show(.init(minorUnits: 123_456, currency: "EUR", senderName: "Demo User", accountID: "acc_1"), hidingAmount: false, at: arrived)

        XCTAssertEqual(banner.text(at: arrived.addingTimeInterval(7.9)), "+1,234.56 EUR from Demo User")
        XCTAssertNil(banner.text(at: arrived.addingTimeInterval(MoneyArrivedBanner.duration)), "gone after eight seconds")
        XCTAssertEqual(banner.until, arrived.addingTimeInterval(8))
    }
}
