import CleanArchModel
import XCTest

/// Suppressions, severities and exclusions.
final class EngineTests: XCTestCase {
    private typealias F = BlueprintFixture
    private let impl = "\(F.useCaseImpl)/Sources/LoginUseCaseImpl/LoginUseCaseImpl.swift"

    private func fixtureImportingSwiftUI(comment: String = "") -> BlueprintFixture {
        var fixture = BlueprintFixture()
        fixture.replace("import Resolver\n", with: "import Resolver\n\(comment)import SwiftUI\n", in: impl)
        return fixture
    }

    func testSuppressionWithAReasonSilencesTheNextLine() throws {
        let fixture = fixtureImportingSwiftUI(comment: "// cleanarch:ignore usecase-framework-free -- migration, see ADR 9\n")
        XCTAssertEqual(try fixture.violations(), [])
    }

    func testSuppressionWithoutAReasonIsItselfAViolation() throws {
        let fixture = fixtureImportingSwiftUI(comment: "// cleanarch:ignore usecase-framework-free\n")
        XCTAssertEqual(try fixture.violations().map(\.rule).sorted(), ["invalid-suppression", "usecase-framework-free"])
    }

    func testSuppressionOfAnUnknownRuleIsReported() throws {
        var fixture = BlueprintFixture()
        fixture.replace("import Resolver\n", with: "import Resolver\n// cleanarch:ignore no-such-rule -- typo\n", in: impl)
        let finding = try XCTUnwrap(try fixture.violations().first)
        XCTAssertEqual(finding.rule, "invalid-suppression")
        XCTAssertTrue(finding.message.contains("no-such-rule"))
    }

    func testConfiguredSeverityAndOff() throws {
        var fixture = fixtureImportingSwiftUI()
        fixture.files[".cleanarch.yml"] = "rules:\n  usecase-framework-free:\n    severity: warning\n"
        XCTAssertEqual(try fixture.violations().map(\.severity), [.warning])
        fixture.files[".cleanarch.yml"] = "rules:\n  usecase-framework-free:\n    severity: off\n"
        XCTAssertEqual(try fixture.violations(), [])
    }

    func testRuleExclusionGlob() throws {
        var fixture = fixtureImportingSwiftUI()
        fixture.files[".cleanarch.yml"] = "rules:\n  usecase-framework-free:\n    exclude: [\"Features/**/LoginUseCaseImpl/**\"]\n"
        XCTAssertEqual(try fixture.violations(), [])
    }

    func testViolationsAreSortedAndDeterministic() throws {
        var fixture = fixtureImportingSwiftUI()
        fixture.files["Scripts/B.swift"] = "let b = 1\n"
        fixture.files["Scripts/A.swift"] = "let a = 1\n"
        let first = try fixture.violations()
        XCTAssertEqual(first, first.sorted())
        XCTAssertEqual(first, try fixture.violations())
    }
}
