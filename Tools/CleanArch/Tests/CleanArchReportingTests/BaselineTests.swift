import CleanArchModel
import CleanArchReporting
import Foundation
import XCTest

final class BaselineTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appending(path: "BaselineTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(at: directory)
    }

    private let duplicate = Fixtures.violation("r", "a.swift", line: 5, "same")

    func testCapturesRuleFileMessageAndCountsDuplicates() {
        let baseline = Baseline(violations: [duplicate, Fixtures.violation("r", "a.swift", line: 9, "same"), Fixtures.violation("q", "a.swift", line: 1, "other")])
        XCTAssertEqual(baseline.entries.map(\.rule), ["q", "r"])
        XCTAssertEqual(baseline.entries.map(\.count), [1, 2])
        XCTAssertEqual(baseline.entries[1].message, "same")
    }

    func testWriteIsPrettySortedAndLoadsBack() throws {
        let url = directory.appending(path: "baseline.json")
        let baseline = Baseline(violations: Fixtures.violations.reversed())
        try baseline.write(to: url)
        let written = try String(contentsOf: url, encoding: .utf8)
        XCTAssertTrue(written.hasPrefix("{\n  \"entries\" : [\n    {\n      \"count\" : 1,\n      \"file\" : \"Features/Cart/Package.swift\",\n      \"fingerprint\" : \"d5f2184279327108\",\n"), written)
        XCTAssertTrue(written.hasSuffix("  ],\n  \"version\" : 1\n}\n"), written)
        XCTAssertEqual(try Baseline.load(from: url), baseline)

        try Baseline(violations: Fixtures.violations).write(to: url)
        XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), written, "same baseline, same bytes")
    }

    func testLoadDefaultsCountToOneAndMergesRepeatedEntries() throws {
        let url = directory.appending(path: "hand-written.json")
        try Data(#"{"version": 1, "entries": [{"rule": "r", "file": "a.swift", "message": "same"}, {"rule": "r", "file": "a.swift", "message": "same", "count": 2}]}"#.utf8).write(to: url)
        XCTAssertEqual(try Baseline.load(from: url).entries, [BaselineEntry(rule: "r", file: "a.swift", message: "same", count: 3)])
    }

    func testApplySuppressesMatchesUpToTheirCount() {
        let baseline = Baseline(entries: [BaselineEntry(rule: "r", file: "a.swift", message: "same", count: 2)])
        let third = Fixtures.violation("r", "a.swift", line: 30, "same")
        let unrelated = Fixtures.violation("r", "b.swift", line: 1, "same")
        let (remaining, stale) = baseline.apply(to: [third, unrelated, duplicate, Fixtures.violation("r", "a.swift", line: 10, "same")])
        XCTAssertEqual(remaining, [third, unrelated], "the first two in sorted order are suppressed")
        XCTAssertEqual(stale, [])
    }

    func testApplyReportsStaleEntriesAndUnusedCounts() {
        let baseline = Baseline(entries: [
            BaselineEntry(rule: "r", file: "a.swift", message: "same", count: 3),
            BaselineEntry(rule: "gone", file: "z.swift", message: "fixed"),
        ])
        let (remaining, stale) = baseline.apply(to: [duplicate])
        XCTAssertEqual(remaining, [])
        XCTAssertEqual(stale, [
            BaselineEntry(rule: "r", file: "a.swift", message: "same", count: 2),
            BaselineEntry(rule: "gone", file: "z.swift", message: "fixed"),
        ])
    }

    func testEntriesSurviveLineChanges() {
        let baseline = Baseline(violations: Fixtures.violations)
        let moved = Fixtures.violations.map { violation in
            var moved = violation
            moved.location.line += 40
            moved.location.column += 2
            return moved
        }
        let (remaining, stale) = baseline.apply(to: moved)
        XCTAssertEqual(remaining, [])
        XCTAssertEqual(stale, [])
    }

    func testMalformedBaselineErrorsNameTheFile() throws {
        let cases = [
            ("not-json.json", "{\"version\": 1, \"entries\": [", "not valid JSON"),
            ("missing-key.json", #"{"version": 1, "entries": [{"rule": "r", "file": "a.swift"}]}"#, #"missing key "message" at entries[0]"#),
            ("bad-count.json", #"{"version": 1, "entries": [{"rule": "r", "file": "a", "message": "m", "count": 0}]}"#, "count must be at least 1 at entries[0].count"),
            ("future.json", #"{"version": 2, "entries": []}"#, "unsupported version 2, expected 1"),
        ]
        for (name, contents, reason) in cases {
            let url = directory.appending(path: name)
            try Data(contents.utf8).write(to: url)
            XCTAssertThrowsError(try Baseline.load(from: url)) { error in
                guard case BaselineError.malformed(let file, _) = error else { return XCTFail("\(error)") }
                XCTAssertEqual(file, url.path(percentEncoded: false))
                XCTAssertTrue("\(error)".hasPrefix("Malformed baseline \(file): "), "\(error)")
                XCTAssertTrue("\(error)".contains(reason), "\(error)")
            }
        }
    }

    func testMissingBaselineErrorNamesTheFile() {
        let url = directory.appending(path: "absent.json")
        XCTAssertThrowsError(try Baseline.load(from: url)) { error in
            XCTAssertEqual((error as? BaselineError)?.file, url.path(percentEncoded: false))
            XCTAssertTrue(error.localizedDescription.contains("absent.json"), error.localizedDescription)
        }
    }
}
