import CleanArchReporting
import XCTest

final class TextReportRendererTests: XCTestCase {
    func testGolden() {
        XCTAssertEqual(
            TextReportRenderer().render(Fixtures.report),
            """
            Features/Cart/Package.swift:20:13: warning: [impl-not-on-impl] CartImpl depends on PaymentImpl
            Features/Login/Package.swift:14:9: error: [impl-not-on-impl] LoginImpl depends on ProfileImpl, not ProfileAPI: 100% <coupling> & more
            Features/Login/Sources/LoginAPI/Login.swift:3:1: warning: [api-no-logic] Type `Login` has logic
            Features/Login/Sources/LoginAPI/Login.swift:7:5: warning: [api-no-logic] Function `validate()` has logic | move it second line
            Core/Old.swift: warning: [baseline] stale entry for api-no-logic: Old, gone: 50% (2 occurrences)
            1 error, 3 warnings

            """
        )
    }

    func testEmpty() {
        XCTAssertEqual(TextReportRenderer().render(Fixtures.emptyReport), "No violations.\n")
    }
}
