import CleanArchScaffold
import XCTest

final class PlanWriterTests: XCTestCase {
    func testAFailedWriteRemovesWhatWasWrittenAndRestoresEdits() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("plan-writer-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Data("original".utf8).write(to: root.appendingPathComponent("Package.swift"))
        // `Z` is a file, so `Z/Blocked/Two.swift` cannot be created after `A/One.swift` was.
        try Data("in the way".utf8).write(to: root.appendingPathComponent("Z"))
        let plan = ScaffoldPlan(
            components: ["test"],
            createdFiles: ["A/One.swift": "one", "Z/Blocked/Two.swift": "two"],
            editedFiles: ["Package.swift": .init(before: "original", after: "edited")]
        )

        XCTAssertThrowsError(try PlanWriter(root: root).write(plan))

        XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent("A").path))
        XCTAssertEqual(try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8), "original")
    }

    func testRefusesToEditAFileChangedSinceThePlan() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("plan-writer-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Data("changed meanwhile".utf8).write(to: root.appendingPathComponent("Package.swift"))
        let plan = ScaffoldPlan(components: ["test"], createdFiles: ["A/One.swift": "one"],
                                editedFiles: ["Package.swift": .init(before: "original", after: "edited")])

        XCTAssertThrowsError(try PlanWriter(root: root).write(plan))

        XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent("A").path))
    }
}
