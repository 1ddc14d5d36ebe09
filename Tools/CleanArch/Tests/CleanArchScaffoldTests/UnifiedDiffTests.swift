import CleanArchScaffold
import XCTest

final class UnifiedDiffTests: XCTestCase {
    func testShowsAddedLinesWithContext() {
        let diff = UnifiedDiff.render(path: "A.swift", before: "a\nb\nc\n", after: "a\nb\nnew\nc\n")
        XCTAssertEqual(diff, "--- a/A.swift\n+++ b/A.swift\n@@ -1,3 +1,4 @@\n a\n b\n+new\n c\n")
    }

    func testEqualTextsHaveNoDiff() {
        XCTAssertEqual(UnifiedDiff.render(path: "A.swift", before: "a\n", after: "a\n"), "")
    }
}
