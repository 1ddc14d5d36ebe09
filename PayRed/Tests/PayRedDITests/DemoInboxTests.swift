import Foundation
import PayRedDI
import XCTest

/// The demo inbox's banner lasts as long as the mailed code is good, and never shows another
/// user's code later.
@MainActor
final class DemoInboxTests: XCTestCase {
    func testTheBannerShowsTheCodeUntilItExpires() async {
        let sent = Date(timeIntervalSince1970: 1_800_000_000)
        let inbox = DemoInbox()
        XCTAssertNil(inbox.banner(at: sent))

        inbox.receive(code: "424242", for: "ana@payred.app", at: sent)

        XCTAssertEqual(inbox.banner(at: sent.addingTimeInterval(60)), "Demo inbox · to ana@payred.app: your PayRed code is 424242")
        XCTAssertNil(inbox.banner(at: sent.addingTimeInterval(DemoInbox.codeLifetime)), "gone once the code has expired")
        XCTAssertNil(inbox.banner(at: sent.addingTimeInterval(20 * 60)))
        XCTAssertEqual(inbox.expiresAt, sent.addingTimeInterval(DemoInbox.codeLifetime))
    }
}
