import DoublesCorpusAPI
import DoublesCorpusAPITestDoubles
import XCTest

/// `@MainActor` and plain protocols, and requirements inherited from another package.
final class IsolationAndInheritanceStubTests: XCTestCase {
    @MainActor
    func testMainActorDoubleRunsOnTheMainActor() async {
        let screen = BalanceScreenStub()
        screen.title = "Balance"
        screen.onRender = { ["€ 1.00"] }
        await screen.show(balanceMinor: 100)
        XCTAssertEqual(screen.title, "Balance")
        XCTAssertEqual(screen.render(), ["€ 1.00"])
        XCTAssertEqual(screen.lastShowBalanceMinor, 100)
    }

    func testPlainDoubleHandsNonSendableArgumentsToItsOverride() {
        let printer = ReceiptPrinterStub()
        let buffer = ReceiptBuffer()
        printer.onPrint = { receipt, buffer in
            buffer.lines.append(receipt)
            return true
        }
        XCTAssertTrue(printer.print("R-1", into: buffer))
        XCTAssertEqual(buffer.lines, ["R-1"])
        XCTAssertTrue(printer.lastPrintBuffer === buffer)
    }

    func testBorrowingAndConsumingArgumentsAreRecorded() {
        let printer = ReceiptPrinterStub()
        printer.reprintResult = 2
        XCTAssertEqual(printer.reprint("R-1", copies: 2), 2)
        XCTAssertEqual(printer.lastReprintReceipt, "R-1")
        XCTAssertEqual(printer.lastReprintCopies, 2)
        printer.onReprint = { _, copies in copies * 3 }
        XCTAssertEqual(printer.reprint("R-2", copies: 1), 3)
        XCTAssertEqual(printer.reprintCallCount, 2)
    }

    func testInheritedRequirementsAndIdentityHashing() async throws {
        let clock = AuditedClockStub()
        clock.now = 1_000
        clock.auditResult = [1_000]
        try await clock.sleep(for: 5)
        XCTAssertEqual(clock.now, 1_000)
        XCTAssertEqual(clock.audit(), [1_000])
        XCTAssertEqual(clock.lastSleepMilliseconds, 5)
        XCTAssertEqual(clock, clock)
        XCTAssertNotEqual(clock, AuditedClockStub())
        XCTAssertEqual(Set([clock, clock]).count, 1)
    }
}
