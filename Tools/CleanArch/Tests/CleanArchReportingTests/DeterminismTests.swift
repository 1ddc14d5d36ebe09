import CleanArchReporting
import XCTest

final class DeterminismTests: XCTestCase {
    func testEveryFormatIsStableAndIndependentOfInputOrder() {
        for format in ReportFormat.allCases {
            let output = render(Fixtures.report, as: format)
            XCTAssertFalse(output.isEmpty, "\(format)")
            XCTAssertEqual(render(Fixtures.report, as: format), output, "\(format) renders twice the same")
            XCTAssertEqual(render(Fixtures.shuffledReport, as: format), output, "\(format) ignores input order")
        }
    }

    func testFormatNamesAndRenderers() {
        XCTAssertEqual(ReportFormat.allCases.map(\.rawValue), ["text", "json", "sarif", "github", "junit", "markdown"])
        XCTAssertEqual(render(Fixtures.report, as: .junit), JUnitReportRenderer().render(Fixtures.report))
        XCTAssertEqual(render(Fixtures.report, as: .text), TextReportRenderer().render(Fixtures.report))
    }
}
