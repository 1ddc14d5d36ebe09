import CleanArchReporting
import Foundation
import XCTest

final class JSONReportRendererTests: XCTestCase {
    func testGolden() {
        XCTAssertEqual(
            JSONReportRenderer().render(Fixtures.report),
            #"""
            {
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
        XCTAssertEqual(Set(object.keys), ["violations", "summary", "staleBaselineEntries"])
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
        XCTAssertEqual(object["summary"] as? [String: Int], ["errors": 0, "warnings": 0])
    }
}

func jsonObject(_ text: String) throws -> [String: Any] {
    try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
}
