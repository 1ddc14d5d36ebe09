import DoublesCorpusAPI
import DoublesCorpusAPITestDoubles
import XCTest

/// Generic methods, associated types, static requirements, initializers.
final class GenericAndStaticStubTests: XCTestCase {
    func testGenericMethodReturnsTheConfiguredValueAndRecordsTheType() throws {
        let codec = CodecStub()
        codec.decodeResult = .success(42)
        XCTAssertEqual(try codec.decode(Int.self, from: [1]), 42)
        XCTAssertTrue(codec.lastDecodeType == Int.self)

        codec.onDecode = { type, bytes in type == String.self ? "\(bytes.count)" as Any : 0 }
        XCTAssertEqual(try codec.decode(String.self, from: [1, 2]), "2")

        _ = try codec.encode("payred")
        XCTAssertEqual(codec.lastEncodeValue as? String, "payred")

        codec.firstResult = Optional(7)
        XCTAssertEqual(codec.first(of: [7, 8]), 7)
    }

    func testAssociatedTypeBecomesAGenericParameter() async {
        let ledger = LedgerStub<String>()
        ledger.entriesResult = ["a", "b"]
        ledger.latest = "b"
        await ledger.append("c")
        let entries = await ledger.entries()
        XCTAssertEqual(entries, ["a", "b"])
        XCTAssertEqual(ledger.latest, "b")
        XCTAssertEqual(ledger.lastAppendEntry, "c")
        let oldest = await ledger.oldest()
        XCTAssertNil(oldest)
        ledger.oldestResult = "a"
        let configured = await ledger.oldest()
        XCTAssertEqual(configured, "a")
        ledger.snapshotResult = ["a"]
        XCTAssertEqual(ledger.snapshot(), ["a"])
        XCTAssertEqual(ledger.snapshotCallCount, 1)
    }

    func testStaticRequirementsHaveTheirOwnState() {
        let rates = RatesStub()
        RatesStub.baseCurrency = "EUR"
        RatesStub.rateResult = 1.25
        XCTAssertEqual(RatesStub.rate(from: "EUR", to: "GBP"), 1.25)
        XCTAssertEqual(RatesStub.lastRateTo, "GBP")
        rates.reset()
        XCTAssertEqual(RatesStub.baseCurrency, "")
        XCTAssertEqual(RatesStub.rateCallCount, 0)
    }

    func testInitializerRequirementRecordsItsArguments() async throws {
        let session = SessionStub(token: "tok")
        XCTAssertEqual(session.initTokenReceivedArguments, ["tok"])
        session.expiry = Expiry(seconds: 10)
        session.refreshResult = .success(Expiry(seconds: 20))
        XCTAssertEqual(session.expiry, Expiry(seconds: 10))
        let refreshed = try await session.refresh()
        XCTAssertEqual(refreshed, Expiry(seconds: 20))
    }

    func testUnconfiguredThrowingRequirementThrowsInsteadOfStopping() async {
        let session = SessionStub(token: "tok")
        do {
            _ = try await session.refresh()
            XCTFail("an unconfigured refresh() must throw")
        } catch {
            XCTAssertEqual("\(error)", "SessionStub.refresh() has no result: set `refreshResult` or `onRefresh`")
        }
        XCTAssertEqual(session.refreshCallCount, 1)
    }
}
