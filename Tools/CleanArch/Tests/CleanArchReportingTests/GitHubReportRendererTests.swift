import CleanArchModel
import CleanArchReporting
import XCTest

final class GitHubReportRendererTests: XCTestCase {
    func testGolden() {
        XCTAssertEqual(
            GitHubReportRenderer().render(Fixtures.report),
            """
            ::warning file=Features/Cart/Package.swift,line=20,col=13,title=impl-not-on-impl::CartImpl depends on PaymentImpl
            ::error file=Features/Login/Package.swift,line=14,col=9,title=impl-not-on-impl::LoginImpl depends on ProfileImpl, not ProfileAPI: 100%25 <coupling> & more
            ::warning file=Features/Login/Sources/LoginAPI/Login.swift,line=3,col=1,title=api-no-logic::Type `Login` has logic
            ::warning file=Features/Login/Sources/LoginAPI/Login.swift,line=7,col=5,title=api-no-logic::Function `validate()` has logic | move it%0Asecond line
            ::warning file=Core/Old.swift,title=baseline::stale entry for api-no-logic: Old, gone: 50%25 (2 occurrences)

            """
        )
    }

    func testEscapesPropertiesAndMessage() {
        let violation = Violation(
            rule: "odd:rule,id", severity: .error,
            location: SourceLocation(file: "Weird, dir/100%:x.swift", line: 2, column: 3),
            message: "a%b,c:d\r\ne\rf\ng"
        )
        let report = Report(violations: [violation], rules: [], toolVersion: "1", workspaceRoot: "/w")
        XCTAssertEqual(
            GitHubReportRenderer().render(report),
            "::error file=Weird%2C dir/100%25%3Ax.swift,line=2,col=3,title=odd%3Arule%2Cid::a%25b,c:d%0D%0Ae%0Df%0Ag\n"
        )
    }

    func testEmpty() {
        XCTAssertEqual(GitHubReportRenderer().render(Fixtures.emptyReport), "")
    }
}
