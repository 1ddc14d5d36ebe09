import DoublesCorpusAPI
import DoublesCorpusAPITestDoubles
import Reactive
import XCTest

/// The generated double of a `Sendable` protocol behaves as configured.
final class TransferServiceStubTests: XCTestCase {
    private let stub = TransferServiceStub()

    func testDefaultsAnswerWithoutConfiguration() async throws {
        let id = try await stub.transfer(amountMinor: 500, to: "ACC-2")
        XCTAssertEqual(id, "")
        XCTAssertNil(stub.fee(for: 1))
        let history = await stub.history(accounts: ["A"])
        XCTAssertEqual(history, [:])
    }

    func testTypedErrorIsThrownAsConfigured() async {
        stub.transferResult = .failure(.insufficientFunds)
        do {
            _ = try await stub.transfer(amountMinor: 500, to: "ACC-2")
            XCTFail("expected a throw")
        } catch {
            XCTAssertEqual(error, .insufficientFunds)
        }
    }

    func testCallsAreCountedAndArgumentsRecorded() async throws {
        stub.transferResult = .success("T-1")
        _ = try await stub.transfer(amountMinor: 500, to: "ACC-2")
        _ = try await stub.transfer(amountMinor: 700, to: "ACC-3")
        XCTAssertTrue(stub.transferCalled)
        XCTAssertEqual(stub.transferCallCount, 2)
        XCTAssertEqual(stub.transferReceivedArguments.map { $0.amountMinor }, [500, 700])
        XCTAssertEqual(stub.lastTransferAmountMinor, 700)
        XCTAssertEqual(stub.lastTransferAccount, "ACC-3")
    }

    func testOverloadsAreTrackedSeparately() async throws {
        stub.historyAccountResult = .success(["T-1"])
        stub.historyAccountsResult = ["A": ["T-2"]]
        let one = try await stub.history(account: "A")
        let several = await stub.history(accounts: ["A"])
        XCTAssertEqual(one, ["T-1"])
        XCTAssertEqual(several, ["A": ["T-2"]])
        XCTAssertEqual(stub.historyAccountCallCount, 1)
        XCTAssertEqual(stub.lastHistoryAccountsAccounts, ["A"])
    }

    func testOverrideClosureReplacesTheResult() async throws {
        stub.onTransfer = { amountMinor, account in "\(account)-\(amountMinor)" }
        let id = try await stub.transfer(amountMinor: 5, to: "B")
        XCTAssertEqual(id, "B-5")
    }

    func testPublisherIsDrivenThroughItsSubject() {
        var received: [[String: Int]] = []
        let subscription = stub.balances.sink { received.append($0) }
        stub.balancesSubject.send(["A": 100])
        XCTAssertEqual(received, [["A": 100]])
        subscription.cancel()
    }

    func testSettableAndEffectfulProperties() async throws {
        stub.currency = "EUR"
        XCTAssertEqual(stub.currency, "EUR")
        stub.limitResult = .success(10_000)
        let limit = try await stub.limit
        XCTAssertEqual(limit, 10_000)
    }

    func testTuplesInoutVariadicAndClosures() {
        stub.quoteResult = (amountMinor: 99, currency: "GBP")
        XCTAssertEqual(stub.quote(99, "GBP").currency, "GBP")
        XCTAssertEqual(stub.lastQuoteCurrency, "GBP")

        stub.onRound = { $0 = ($0 / 10) * 10 }
        var amount = 1_234
        stub.round(&amount)
        XCTAssertEqual(amount, 1_230)
        XCTAssertEqual(stub.lastRoundAmountMinor, 1_234, "the value passed in is recorded")

        stub.tag("rent", "june")
        XCTAssertEqual(stub.lastTagLabels, ["rent", "june"])

        let seen = Locked()
        stub.observe { seen.add($0) }
        stub.lastObserveHandler?(42)
        XCTAssertEqual(seen.values, [42])

        stub.onTransform = { amounts, rule in amounts.map(rule) }
        XCTAssertEqual(stub.transform([1, 2], using: { $0 * 2 }), [2, 4])
        XCTAssertEqual(stub.lastTransformAmounts, [1, 2])

        stub.cancel("T-9", in: nil)
        XCTAssertEqual(stub.lastCancelArg0, "T-9")
        XCTAssertEqual(stub.lastCancelContext, .some(nil))
    }

    func testResetForgetsCallsAndConfiguration() async throws {
        stub.transferResult = .success("T-1")
        stub.currency = "EUR"
        _ = try await stub.transfer(amountMinor: 1, to: "A")
        stub.reset()
        XCTAssertEqual(stub.transferCallCount, 0)
        XCTAssertEqual(stub.currency, "")
        let id = try await stub.transfer(amountMinor: 1, to: "A")
        XCTAssertEqual(id, "")
    }

    func testConcurrentCallsAreAllRecorded() async {
        let stub = stub
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<200 {
                group.addTask { _ = await stub.history(accounts: ["\(index)"]) }
            }
        }
        XCTAssertEqual(stub.historyAccountsCallCount, 200)
        XCTAssertEqual(Set(stub.historyAccountsReceivedArguments.flatMap { $0 }).count, 200)
    }
}
