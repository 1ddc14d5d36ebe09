import CleanArchModel
import CleanArchReporting
import Foundation
import XCTest

#if canImport(FoundationXML)
import FoundationXML
#endif

final class JUnitReportRendererTests: XCTestCase {
    func testGolden() {
        XCTAssertEqual(
            JUnitReportRenderer().render(Fixtures.report),
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="cleanarch" tests="3" failures="2" errors="0">
              <testsuite name="cleanarch" tests="3" failures="2" errors="0" skipped="0">
                <testcase classname="cleanarch" name="api-no-logic">
                  <failure message="2 violations: API targets hold protocols and plain values." type="warning">\
            Features/Login/Sources/LoginAPI/Login.swift:3:1: Type `Login` has logic
            Features/Login/Sources/LoginAPI/Login.swift:7:5: Function `validate()` has logic | move it second line</failure>
                </testcase>
                <testcase classname="cleanarch" name="impl-not-on-impl">
                  <failure message="2 violations: Impl targets depend only on &quot;API&quot; targets." type="error">\
            Features/Cart/Package.swift:20:13: CartImpl depends on PaymentImpl
            Features/Login/Package.swift:14:9: LoginImpl depends on ProfileImpl, not ProfileAPI: 100% &lt;coupling&gt; &amp; more</failure>
                </testcase>
                <testcase classname="cleanarch" name="no-loose-sources"/>
                <system-out>Core/Old.swift: warning: [baseline] stale entry for api-no-logic: Old, gone: 50% (2 occurrences)</system-out>
              </testsuite>
            </testsuites>

            """
        )
    }

    func testParsesWithCorrectCounts() throws {
        let document = try XMLDocument(data: Data(JUnitReportRenderer().render(Fixtures.report).utf8))
        let suite = try XCTUnwrap(document.rootElement()?.elements(forName: "testsuite").first)
        let cases = suite.elements(forName: "testcase")
        let failures = cases.flatMap { $0.elements(forName: "failure") }
        XCTAssertEqual(suite.attribute(forName: "tests")?.stringValue, "\(cases.count)")
        XCTAssertEqual(suite.attribute(forName: "failures")?.stringValue, "\(failures.count)")
        XCTAssertEqual(document.rootElement()?.attribute(forName: "failures")?.stringValue, "2")
        XCTAssertEqual(cases.compactMap { $0.attribute(forName: "name")?.stringValue }, ["api-no-logic", "impl-not-on-impl", "no-loose-sources"])
        XCTAssertEqual(failures.compactMap { $0.attribute(forName: "type")?.stringValue }, ["warning", "error"])
        XCTAssertTrue(failures[1].stringValue?.hasSuffix("100% <coupling> & more") ?? false)
    }

    func testAttributesKeepLineBreaksAndDropInvalidCharacters() throws {
        let rule = RuleDescriptor(id: "r", defaultSeverity: .error, summary: "a\nb\u{1}'", rationale: "", fixHint: "")
        let report = Report(violations: [Fixtures.violation("r", "f.swift", line: 1, "m")], rules: [rule], toolVersion: "1", workspaceRoot: "/w")
        let output = JUnitReportRenderer().render(report)
        XCTAssertTrue(output.contains(#"message="1 violation: a&#10;b\#u{FFFD}&apos;""#), output)
        let failure = try XMLDocument(data: Data(output.utf8)).nodes(forXPath: "//failure/@message").first
        XCTAssertEqual(failure?.stringValue, "1 violation: a\nb\u{FFFD}'")
    }

    func testEmpty() {
        XCTAssertEqual(
            JUnitReportRenderer().render(Fixtures.emptyReport),
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="cleanarch" tests="0" failures="0" errors="0">
              <testsuite name="cleanarch" tests="0" failures="0" errors="0" skipped="0">
              </testsuite>
            </testsuites>

            """
        )
    }
}
