import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import LockRepositoryAPI
import MobileGatewayServiceImpl
import PayRedGateway
import RemoteDataError
import Synchronization
import TransferRepositoryAPI
import UserSessionAPI
import UserSessionAPITestDoubles
import XCTest

/// Transfers against the in-process demo gateway over loopback, signed in as the demo user:
/// to a payee, to an IBAN, the gateway's refusals, and a retry after the gateway committed a
/// transfer whose response was lost, which must move the money once.
final class MobileGatewayServiceImplTransferTests: XCTestCase {
    private typealias NameSpace = TransferRepositoryNameSpace
    private var demo: SignedInDemoGateway!
    private var http: ResponseLosingHTTPSession!
    private var sut: MobileGatewayServiceImpl!

    override func setUp() async throws {
        http = ResponseLosingHTTPSession()
        demo = try await SignedInDemoGateway.start(http: http)
        sut = demo.service
    }

    override func tearDown() async throws {
        await demo?.stop()
    }

    private func account(named name: String) async throws -> NameSpace.AccountRemoteResult {
        let accounts = try await sut.transferAccounts()
        return try XCTUnwrap(accounts.first { $0.name == name }, "the demo user has a \(name)")
    }

    private func request(
        from account: NameSpace.AccountRemoteResult,
        to destination: NameSpace.TransferRemoteRequest.Destination,
        minorUnits: Int64 = 1_250
    ) -> NameSpace.TransferRemoteRequest {
        .init(fromAccountId: account.id, destination: destination, amountMinorUnits: minorUnits, currency: "EUR", description: "Dinner")
    }

    /// Asserts that `request` is refused with `code` and moves nothing.
    private func assertRefused(
        _ request: NameSpace.TransferRemoteRequest,
        code: String,
        file: StaticString = #filePath,
        line: UInt = #line
    ) async throws {
        let before = try await account(named: "Main account")
        do {
            _ = try await sut.createTransfer(request, idempotencyKey: UUID().uuidString)
            XCTFail("expected \(code)", file: file, line: line)
        } catch {
            guard case let .rejected(rejectedCode, message) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(rejectedCode, code, file: file, line: line)
            XCTAssertFalse(message.isEmpty, file: file, line: line)
        }
        let after = try await account(named: "Main account")
        XCTAssertEqual(after.balanceMinorUnits, before.balanceMinorUnits, "nothing moved", file: file, line: line)
    }

    func testTheDemoUsersAccountsAndPayees() async throws {
        let accounts = try await sut.transferAccounts()
        let payees = try await sut.transferPayees()

        XCTAssertEqual(Set(accounts.map(\.name)), ["Main account", "Savings"])
        XCTAssertTrue(accounts.allSatisfy { $0.currency == "EUR" && !$0.iban.isEmpty })
        let main = try XCTUnwrap(accounts.first { $0.name == "Main account" })
        XCTAssertGreaterThan(main.balanceMinorUnits, 1_250, "enough for the tests' transfers")
        XCTAssertEqual(Set(payees.map(\.name)), ["Maria Schmidt", "Jonas Weber", "Sophie Martin", "Daan de Vries"])
        XCTAssertTrue(payees.allSatisfy { !$0.id.isEmpty && !$0.iban.isEmpty })
    }

    func testATransferToASavedPayeeDebitsTheSource() async throws {
        let main = try await account(named: "Main account")
        let payees = try await sut.transferPayees()
        let maria = try XCTUnwrap(payees.first { $0.name == "Maria Schmidt" })

        let transfer = try await sut.createTransfer(request(from: main, to: .payee(id: maria.id)), idempotencyKey: UUID().uuidString)

        XCTAssertFalse(transfer.id.isEmpty)
        XCTAssertEqual(transfer.fromAccountId, main.id)
        XCTAssertEqual(transfer.toIban, maria.iban)
        XCTAssertEqual(transfer.payeeId, maria.id)
        XCTAssertEqual(transfer.amountMinorUnits, 1_250)
        XCTAssertEqual(transfer.currency, "EUR")
        XCTAssertEqual(transfer.description, "Dinner")
        let after = try await account(named: "Main account")
        XCTAssertEqual(after.balanceMinorUnits, main.balanceMinorUnits - 1_250)
    }

    func testATransferToANewIBANDebitsTheSource() async throws {
        let main = try await account(named: "Main account")

        let transfer = try await sut.createTransfer(request(from: main, to: .iban("GB82WEST12345698765432")), idempotencyKey: UUID().uuidString)

        XCTAssertEqual(transfer.toIban, "GB82WEST12345698765432")
        XCTAssertNil(transfer.payeeId)
        let after = try await account(named: "Main account")
        XCTAssertEqual(after.balanceMinorUnits, main.balanceMinorUnits - 1_250)
    }

    func testATransferToTheUsersOwnIBANCreditsThatAccount() async throws {
        let main = try await account(named: "Main account")
        let savings = try await account(named: "Savings")

        _ = try await sut.createTransfer(request(from: main, to: .iban(savings.iban)), idempotencyKey: UUID().uuidString)

        let mainAfter = try await account(named: "Main account")
        let savingsAfter = try await account(named: "Savings")
        XCTAssertEqual(mainAfter.balanceMinorUnits, main.balanceMinorUnits - 1_250)
        XCTAssertEqual(savingsAfter.balanceMinorUnits, savings.balanceMinorUnits + 1_250)
    }

    func testMoreThanTheBalanceIsRefusedAsInsufficientFunds() async throws {
        let main = try await account(named: "Main account")

        try await assertRefused(request(from: main, to: .iban("GB82WEST12345698765432"), minorUnits: main.balanceMinorUnits + 1), code: "insufficient_funds")
    }

    func testAnUnknownPayeeIsRefused() async throws {
        let main = try await account(named: "Main account")

        try await assertRefused(request(from: main, to: .payee(id: "pay-that-does-not-exist")), code: "payee_not_found")
    }

    func testASourceTheGatewayRefusesIsExplained() async throws {
        let main = try await account(named: "Main account")
        let unknown = NameSpace.AccountRemoteResult(id: "acc-that-does-not-exist", name: "", iban: "", balanceMinorUnits: 0, currency: "EUR")

        try await assertRefused(request(from: unknown, to: .iban("GB82WEST12345698765432")), code: "account_not_found")
        try await assertRefused(request(from: main, to: .iban(main.iban)), code: "same_account")
        try await assertRefused(
            .init(fromAccountId: main.id, destination: .iban("GB82WEST12345698765432"), amountMinorUnits: 100, currency: "USD", description: ""),
            code: "currency_mismatch"
        )
    }

    func testARetryAfterTheGatewayCommittedButTheResponseWasLostMovesTheMoneyOnce() async throws {
        let before = try await account(named: "Main account")
        let transfer = request(from: before, to: .iban("GB82WEST12345698765432"))
        let key = UUID().uuidString
        http.loseNextTransferResponse()

        do {
            _ = try await sut.createTransfer(transfer, idempotencyKey: key)
            XCTFail("the response was lost")
        } catch {
            XCTAssertEqual(error, .networkUnavailable)
        }
        let committed = try await account(named: "Main account")
        XCTAssertEqual(committed.balanceMinorUnits, before.balanceMinorUnits - 1_250, "the gateway committed before the response was lost")

        let retried = try await sut.createTransfer(transfer, idempotencyKey: key)
        let retriedAgain = try await sut.createTransfer(transfer, idempotencyKey: key)

        let after = try await account(named: "Main account")
        XCTAssertEqual(after.balanceMinorUnits, before.balanceMinorUnits - 1_250, "the money moved once")
        let lost = try JSONDecoder().decode(LostTransferEnvelope.self, from: XCTUnwrap(http.lostResponses.first))
        XCTAssertEqual(retried.id, lost.payload.id, "the retry answers the transfer the lost response carried")
        XCTAssertEqual(retriedAgain, retried)
    }

    func testTheSameKeyForAnotherTransferIsRefused() async throws {
        let main = try await account(named: "Main account")
        let key = UUID().uuidString
        _ = try await sut.createTransfer(request(from: main, to: .iban("GB82WEST12345698765432")), idempotencyKey: key)

        do {
            _ = try await sut.createTransfer(request(from: main, to: .iban("GB82WEST12345698765432"), minorUnits: 999), idempotencyKey: key)
            XCTFail("expected idempotency_key_reused")
        } catch {
            guard case let .rejected(code, _) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(code, "idempotency_key_reused")
        }
    }
}

/// URLSession through to the gateway, except that it can lose the response of the next transfer:
/// the request reaches the gateway and is committed, then the caller sees a dropped connection.
private final class ResponseLosingHTTPSession: HTTPSessionProtocol {
    private struct State {
        var losesNextTransfer = false
        var lost: [Data] = []
    }

    private let session = URLSessionHTTPSession()
    private let state = Mutex(State())

    /// The bodies of the responses lost so far, oldest first.
    var lostResponses: [Data] { state.withLock { $0.lost } }

    /// Makes the next `POST /v1/transfers` reach the gateway and its response never arrive.
    func loseNextTransferResponse() {
        state.withLock { $0.losesNextTransfer = true }
    }

    func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        let (data, response) = try await session.data(for: request)
        let loses = state.withLock { state in
            guard state.losesNextTransfer, request.url?.path == "/v1/transfers" else { return false }
            state.losesNextTransfer = false
            state.lost.append(data)
            return true
        }
        if loses {
            throw URLError(.networkConnectionLost)
        }
        return (data, response)
    }
}

/// The part of a lost `POST /v1/transfers` response the test reads.
private struct LostTransferEnvelope: Decodable {
    struct Payload: Decodable {
        let id: String
    }

    let payload: Payload
}
