import DoublesCorpusAPI
import DoublesCorpusAPITestDoubles
import IssueReporting
import Synchronization
import XCTest

/// A strict double (`strict_doubles: true`, `failsOnUnexpectedCalls`) reports a call the test did
/// not configure as a test failure, and only then.
final class StrictStubTests: XCTestCase {
    private let stub = TransferServiceStub()

    /// Runs `body` with the issues it reports collected instead of failing this test.
    private func reportedIssues(_ body: () async throws -> Void) async rethrows -> [String] {
        let reporter = CollectingReporter()
        try await withIssueReporters([reporter]) { try await body() }
        return reporter.messages
    }

    func testAnUnconfiguredCallIsReportedWhenStrict() async throws {
        stub.failsOnUnexpectedCalls = true

        let issues = await reportedIssues {
            _ = stub.fee(for: 1)
            stub.cancel("T-1", in: nil)
        }

        XCTAssertEqual(issues, [
            "TransferServiceStub: unexpected call to fee(for:); set `feeResult` or `onFee` to expect it",
            "TransferServiceStub: unexpected call to cancel(_:in:); set `onCancel` to expect it",
        ])
        XCTAssertEqual(stub.feeCallCount, 1, "the call is still answered and recorded")
    }

    func testConfiguredCallsPassAndALenientStubReportsNothing() async throws {
        stub.failsOnUnexpectedCalls = true
        stub.feeResult = 3
        stub.onCancel = { _, _ in }

        let strictIssues = await reportedIssues {
            XCTAssertEqual(stub.fee(for: 1), 3)
            stub.cancel("T-1", in: "batch")
        }
        stub.reset()
        let lenientIssues = await reportedIssues { _ = stub.fee(for: 1) }

        XCTAssertEqual(strictIssues, [])
        XCTAssertEqual(lenientIssues, [])
    }
}

/// An issue reporter that keeps the messages.
private final class CollectingReporter: IssueReporter, Sendable {
    private let storage = Mutex<[String]>([])

    /// Every message reported, oldest first.
    var messages: [String] { storage.withLock { $0 } }

    func reportIssue(_ message: @autoclosure () -> String?, severity: IssueSeverity,
                     fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        let text = message() ?? ""
        storage.withLock { $0.append(text) }
    }
}
