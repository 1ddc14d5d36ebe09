import CleanArchModel
import XCTest

/// Workspace-relative path arithmetic, on which every target's placement depends.
final class RelativePathTests: XCTestCase {
    func testJoinResolvesDotsAndEmptyComponents() {
        XCTAssertEqual(RelativePath.join("Features/Home", "Sources/Home"), "Features/Home/Sources/Home")
        XCTAssertEqual(RelativePath.join("", "Sources/App"), "Sources/App")
        XCTAssertEqual(RelativePath.join("a/b/c", "../../Core/Kit"), "a/Core/Kit")
        XCTAssertEqual(RelativePath.join("a/b", "../.."), "")
        XCTAssertEqual(RelativePath.join("a//b/./", "./c//d/"), "a/b/c/d")
        XCTAssertEqual(RelativePath.join("a/b", ""), "a/b")
        XCTAssertEqual(RelativePath.join("", ""), "")
        XCTAssertEqual(RelativePath.join("a", "b/../../c"), "c")
        XCTAssertEqual(RelativePath.join("é/ü", "../Ω"), "é/Ω")
    }

    func testJoinRefusesAbsolutePathsAndPathsLeavingTheWorkspace() {
        XCTAssertNil(RelativePath.join("a", "/tmp/Kit"))
        XCTAssertNil(RelativePath.join("a", "../../Kit"))
        XCTAssertNil(RelativePath.join("", ".."))
    }
}
