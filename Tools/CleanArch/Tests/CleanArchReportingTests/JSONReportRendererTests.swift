import CleanArchModel
import CleanArchReporting
import Foundation
import XCTest

final class JSONReportRendererTests: XCTestCase {
    func testGolden() {
        XCTAssertEqual(
            JSONReportRenderer().render(Fixtures.report),
            #"""
            {
              "input" : [

              ],
              "staleBaselineEntries" : [
                {
                  "count" : 2,
                  "file" : "Core/Old.swift",
                  "message" : "Old, gone: 50%",
                  "rule" : "api-no-logic"
                }
              ],
              "summary" : {
                "errors" : 1,
                "partial" : false,
                "warnings" : 3
              },
              "violations" : [
                {
                  "column" : 13,
                  "file" : "Features/Cart/Package.swift",
                  "line" : 20,
                  "message" : "CartImpl depends on PaymentImpl",
                  "rule" : "impl-not-on-impl",
                  "severity" : "warning"
                },
                {
                  "column" : 9,
                  "file" : "Features/Login/Package.swift",
                  "line" : 14,
                  "message" : "LoginImpl depends on ProfileImpl, not ProfileAPI: 100% <coupling> & more",
                  "rule" : "impl-not-on-impl",
                  "severity" : "error"
                },
                {
                  "column" : 1,
                  "file" : "Features/Login/Sources/LoginAPI/Login.swift",
                  "line" : 3,
                  "message" : "Type `Login` has logic",
                  "rule" : "api-no-logic",
                  "severity" : "warning"
                },
                {
                  "column" : 5,
                  "file" : "Features/Login/Sources/LoginAPI/Login.swift",
                  "line" : 7,
                  "message" : "Function `validate()` has logic | move it\nsecond line",
                  "rule" : "api-no-logic",
                  "severity" : "warning"
                }
              ]
            }

            """#
        )
    }

    func testItemsHaveExactlyTheListedKeys() throws {
        let object = try jsonObject(JSONReportRenderer().render(Fixtures.report))
        XCTAssertEqual(Set(object.keys), ["violations", "summary", "staleBaselineEntries", "input"])
        let items = try XCTUnwrap(object["violations"] as? [[String: Any]])
        XCTAssertEqual(items.count, 4)
        for item in items {
            XCTAssertEqual(Set(item.keys), ["rule", "severity", "file", "line", "column", "message"])
        }
        XCTAssertEqual(items[3]["message"] as? String, Fixtures.violations[1].message)
    }

    func testEmpty() throws {
        let object = try jsonObject(JSONReportRenderer().render(Fixtures.emptyReport))
        XCTAssertEqual((object["violations"] as? [Any])?.count, 0)
        XCTAssertEqual((object["staleBaselineEntries"] as? [Any])?.count, 0)
        XCTAssertEqual(object["summary"] as? [String: Int], ["errors": 0, "warnings": 0, "partial": 0])
    }

    func testInputDiagnosticsMakeTheReportPartial() throws {
        var report = Fixtures.emptyReport
        report.inputDiagnostics = [
            InputDiagnostic(location: SourceLocation(file: "A/Package.swift", line: 3, column: 5), severity: "warning",
                            message: "cannot evaluate `x` statically; skipped"),
            InputDiagnostic(location: SourceLocation(file: "Package.swift", line: 1, column: 1), severity: "note",
                            message: "assumed the environment variable `CI` is not set, as by default"),
        ]
        let object = try jsonObject(JSONReportRenderer().render(report))
        XCTAssertEqual((object["summary"] as? [String: Any])?["partial"] as? Bool, true)
        let input = try XCTUnwrap(object["input"] as? [[String: Any]])
        XCTAssertEqual(input.map { $0["severity"] as? String }, ["warning", "note"])
        XCTAssertEqual(Set(input[0].keys), ["severity", "file", "line", "column", "message"])
        XCTAssertEqual(TextReportRenderer().render(report), """
        A/Package.swift:3:5: warning: [input] cannot evaluate `x` statically; skipped
        Package.swift:1:1: note: [input] assumed the environment variable `CI` is not set, as by default
        No violations; partial result: 1 part of the workspace could not be read (see the [input] warnings).

        """)
    }
}

func jsonObject(_ text: String) throws -> [String: Any] {
    try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
}
