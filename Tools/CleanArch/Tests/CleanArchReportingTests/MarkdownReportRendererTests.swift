import CleanArchModel
import CleanArchReporting
import XCTest

final class MarkdownReportRendererTests: XCTestCase {
    func testGolden() {
        XCTAssertEqual(
            MarkdownReportRenderer().render(Fixtures.report),
            #"""
            # cleanarch report

            **1 error, 3 warnings** (cleanarch 1.0.0)

            | Rule | Severity | Violations |
            | --- | --- | --- |
            | api-no-logic | warning | 2 |
            | impl-not-on-impl | error | 2 |
            | no-loose-sources | warning | 0 |

            ## api-no-logic

            API targets hold protocols and plain values.

            > **Fix:** Move logic to the Impl target.

            | Location | Message |
            | --- | --- |
            | Features/Login/Sources/LoginAPI/Login.swift:3:1 | Type `Login` has logic |
            | Features/Login/Sources/LoginAPI/Login.swift:7:5 | Function `validate()` has logic \| move it<br>second line |

            ## impl-not-on-impl

            Impl targets depend only on "API" targets.

            > **Fix:** Depend on the API target instead.

            | Location | Message |
            | --- | --- |
            | Features/Cart/Package.swift:20:13 | CartImpl depends on PaymentImpl |
            | Features/Login/Package.swift:14:9 | LoginImpl depends on ProfileImpl, not ProfileAPI: 100% \<coupling\> \& more |

            ## no-loose-sources

            Every Swift file belongs to a target.

            No violations.

            ## Stale baseline entries

            | Rule | File | Message | Count |
            | --- | --- | --- | --- |
            | api-no-logic | Core/Old.swift | Old, gone: 50% | 2 |

            """#
        )
    }

    func testEscapesMarkupOutsideCodeSpansOnly() {
        let report = Report(
            violations: [Fixtures.violation("r", "a_b.swift", line: 1, "`A|B<C>` is *bad* | `x"), Fixtures.violation("r", "c.swift", line: 2, "`A|B<C>` is *bad*")],
            rules: [], toolVersion: "1", workspaceRoot: "/w"
        )
        let output = MarkdownReportRenderer().render(report)
        XCTAssertTrue(output.contains(#"| a\_b.swift:1:1 | \`A\|B\<C\>\` is \*bad\* \| \`x |"#), output)
        XCTAssertTrue(output.contains(#"| c.swift:2:1 | `A\|B<C>` is \*bad\* |"#), output)
    }

    func testEmpty() {
        XCTAssertEqual(MarkdownReportRenderer().render(Fixtures.emptyReport), "# cleanarch report\n\n**No violations.** (cleanarch 1.0.0)\n")
    }
}
