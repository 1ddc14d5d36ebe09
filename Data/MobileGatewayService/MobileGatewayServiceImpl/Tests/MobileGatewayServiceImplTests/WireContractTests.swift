import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import CardsTabRepositoryAPI
import HomeTabRepositoryAPI
import LockRepositoryAPI
import LoginRepositoryAPI
import MobileGatewayServiceImpl
import NotificationManagerRepositoryAPI
import PayeesRepositoryAPI
import RequestMoneyRepositoryAPI
import TransactionTabRepositoryAPI
import TransferRepositoryAPI
import UpdateAppRepositoryAPI
import UserProfileRepositoryAPI
import VerificationCodeRepositoryAPI
import XCTest

/// The app's wire types against the gateway's OpenAPI document, the one source of both sides'
/// wire format (the gateway's own suites check its side: `OpenAPIContractTests`, schemathesis).
///
/// Every call the app makes is sent to a session that answers from the document: each request must
/// be a documented operation with a body that fits its schema and names nothing the schema does
/// not, and the call must read the documented answer, both the fullest one and the smallest one
/// (only the required properties, `null` where allowed): the app may require nothing the contract
/// does not promise.
final class WireContractTests: XCTestCase {
    private typealias Call = @Sendable (MobileGatewayServiceImpl) async throws -> Void

    /// Every remote data call, by the name the failures use.
    private static let calls: [(name: String, call: Call)] = [
        ("login", { _ = try await $0.login(email: "ada@payred.app") }),
        ("sendCode", { _ = try await $0.sendCode(email: "ada@payred.app") }),
        ("verifyEmail", { _ = try await $0.verifyEmail(temporaryToken: "t-1", code: "123456") }),
        ("createPin", { _ = try await $0.createPin(registrationToken: "r-1", pin: "123456", firstName: "Ada", lastName: "") }),
        ("unlock", { _ = try await $0.unlock(email: "ada@payred.app", pin: "123456") }),
        ("changePin", { try await $0.changePin(oldPin: "123456", newPin: "654321") }),
        ("logout", { _ = try await $0.logout() }),
        ("appVersions", { _ = try await $0.appVersions() }),
        ("cards", { _ = try await $0.cards() }),
        ("cardAccounts", { _ = try await $0.cardAccounts() }),
        ("cardHolderName", { _ = try await $0.cardHolderName() }),
        ("freeze", { _ = try await $0.setFrozen(true, cardId: "c-1") }),
        ("unfreeze", { _ = try await $0.setFrozen(false, cardId: "c-1") }),
        ("profile", { _ = try await $0.profile() }),
        ("accounts", { _ = try await $0.accounts() }),
        ("latestTransactions", { _ = try await $0.latestTransactions(limit: 5) }),
        ("notifications", { _ = try await $0.notifications() }),
        ("markNotificationRead", { _ = try await $0.markNotificationRead(id: "n-1") }),
        ("savedPayees", { _ = try await $0.savedPayees() }),
        ("savePayee", { _ = try await $0.savePayee(name: "Ada Lovelace", iban: "DE89370400440532013000") }),
        ("deletePayee", { _ = try await $0.deletePayee(id: "p-1") }),
        ("requestMoneyHolder", { _ = try await $0.requestMoneyHolder() }),
        ("requestMoneyAccounts", { _ = try await $0.requestMoneyAccounts() }),
        ("transactionPage", { _ = try await $0.transactionPage(cursor: "c-2", limit: 20, search: "rent", accountId: "a-1") }),
        ("transaction", { _ = try await $0.transaction(id: "t-1") }),
        ("accountNames", { _ = try await $0.accountNames() }),
        ("transferAccounts", { _ = try await $0.transferAccounts() }),
        ("transferPayees", { _ = try await $0.transferPayees() }),
        ("transferToAnIBAN", { _ = try await $0.createTransfer(WireContractTests.transfer(to: .iban("DE89370400440532013000")), idempotencyKey: "k-1") }),
        ("transferToAPayee", { _ = try await $0.createTransfer(WireContractTests.transfer(to: .payee(id: "p-1")), idempotencyKey: "k-2") }),
        ("userProfile", { _ = try await $0.userProfile() }),
        ("profileAccounts", { _ = try await $0.profileAccounts() }),
    ]

    /// Calls that need more than the smallest answer, and why: the document can say it only in words.
    private static let needMoreThanTheSmallestAnswer: Set = [
        // A new code is only for a sign-up waiting for one: `step: verifyEmail` with its `temporaryToken`.
        "sendCode",
    ]

    func testEveryRequestIsADocumentedOperationWithABodyThatFitsItsSchema() async throws {
        let contract = try OpenAPIContract()
        for (name, call) in Self.calls {
            let http = Self.session(answeringFrom: contract, full: true)
            try? await call(CannedGateway.signedIn(over: http))
            XCTAssertFalse(http.recorded.isEmpty, "\(name): sent nothing")
            for request in http.recorded {
                let method = request.httpMethod ?? "GET"
                let path = request.url?.path ?? ""
                guard let operation = contract.operation(method: method, path: path) else {
                    XCTFail("\(name): \(method) \(path) is not in the contract")
                    continue
                }
                let schema = contract.requestSchema(of: operation)
                guard let body = request.httpBody else {
                    XCTAssertNil(schema, "\(name): \(method) \(path) sent no body")
                    continue
                }
                guard schema != nil else {
                    XCTFail("\(name): \(method) \(path) sent a body the contract does not take")
                    continue
                }
                let problems = contract.problems(try OpenAPIContract.json(body), against: schema)
                XCTAssertEqual(problems, [], "\(name): \(method) \(path)")
            }
        }
    }

    func testEveryCallReadsTheFullestDocumentedAnswer() async {
        await assertEveryCallReads(full: true)
    }

    func testEveryCallReadsTheSmallestDocumentedAnswer() async {
        await assertEveryCallReads(full: false, except: Self.needMoreThanTheSmallestAnswer)
    }

    private func assertEveryCallReads(full: Bool, except skipped: Set<String> = [], line: UInt = #line) async {
        let contract: OpenAPIContract
        do { contract = try OpenAPIContract() } catch { return XCTFail("the contract: \(error)") }
        for (name, call) in Self.calls where !skipped.contains(name) {
            do {
                try await call(CannedGateway.signedIn(over: Self.session(answeringFrom: contract, full: full)))
            } catch {
                XCTFail("\(name): \(error)", line: line)
            }
        }
    }

    /// A session answering each documented operation with its success status and an instance of
    /// its answer's schema; 404 for anything else.
    private static func session(answeringFrom contract: OpenAPIContract, full: Bool) -> RecordingHTTPSession {
        RecordingHTTPSession { request in
            guard let operation = contract.operation(method: request.httpMethod ?? "GET", path: request.url?.path ?? ""),
                  let (status, schema) = contract.successSchema(of: operation) else {
                return (404, Data(#"{"error":{"code":"not_found","message":"Not in the contract."}}"#.utf8))
            }
            guard let schema else { return (status, Data()) }
            let body = (try? JSONSerialization.data(withJSONObject: contract.instance(of: schema, full: full))) ?? Data()
            return (status, body)
        }
    }

    private static func transfer(to destination: TransferRepositoryNameSpace.TransferRemoteRequest.Destination) -> TransferRepositoryNameSpace.TransferRemoteRequest {
        .init(fromAccountId: "a-1", destination: destination, amountMinorUnits: 1250, currency: "EUR", description: "Rent")
    }
}
