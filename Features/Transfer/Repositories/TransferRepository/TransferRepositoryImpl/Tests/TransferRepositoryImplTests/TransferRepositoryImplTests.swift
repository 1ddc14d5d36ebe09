import RemoteDataError
import TestSupport
import TransferRepositoryAPI
import TransferRepositoryAPITestDoubles
import TransferRepositoryImpl
import TransferUseCaseAPI
import XCTest

/// The repository over a stubbed gateway: accounts, payees and transfers as the use case's models,
/// the idempotency key passed through, and the gateway's errors as domain errors.
final class TransferRepositoryImplTests: XCTestCase {
    private typealias Remote = TransferRepositoryNameSpace
    private typealias Domain = TransferUseCaseNameSpace
    private var remote: TransferRepositoryRemoteDataStub!
    private var sut: TransferRepositoryImpl!

    private let remoteTransfer = Remote.TransferRemoteResult(
        id: "trf-1", fromAccountId: "acc-1", toIban: "DE44500105175407324931", payeeId: "pay-1",
        amountMinorUnits: 1_250, currency: "EUR", description: "Dinner"
    )

    override func setUp() {
        super.setUp()
        remote = TransferRepositoryRemoteDataStub()
        sut = TransferRepositoryImpl(remoteData: remote)
    }

    private func request(to destination: Domain.Destination) -> Domain.TransferRequest {
        .init(fromAccountId: "acc-1", destination: destination, amount: .init(minorUnits: 1_250, currency: "EUR"), description: "Dinner")
    }

    func testAccountsComeWithTheirBalances() async throws {
        remote.transferAccountsResult = .success([
            .init(id: "acc-1", name: "Main account", iban: "DE89370400440532013000", balanceMinorUnits: 123_456, currency: "EUR"),
        ])

        let accounts = try await sut.accounts()

        XCTAssertEqual(accounts, [
            .init(id: "acc-1", name: "Main account", iban: "DE89370400440532013000", balance: .init(minorUnits: 123_456, currency: "EUR")),
        ])
    }

    func testPayeesAreMapped() async throws {
        remote.transferPayeesResult = .success([.init(id: "pay-1", name: "Maria Schmidt", iban: "DE44500105175407324931")])

        let payees = try await sut.payees()

        XCTAssertEqual(payees, [.init(id: "pay-1", name: "Maria Schmidt", iban: "DE44500105175407324931")])
    }

    func testReadErrorsBecomeDomainErrors() async {
        let cases: [(RemoteDataError, Domain.Errors)] = [
            (.networkUnavailable, .networkUnavailable),
            (.sessionExpired, .sessionExpired),
            (.invalidResponse, .unavailable),
            (.rejected(code: "internal_error", message: "Boom"), .unavailable),
        ]
        for (remoteError, domainError) in cases {
            remote.transferAccountsResult = .failure(remoteError)
            remote.transferPayeesResult = .failure(remoteError)
            await assertThrows(domainError) { _ = try await self.sut.accounts() }
            await assertThrows(domainError) { _ = try await self.sut.payees() }
        }
    }

    func testAPayeeTransferIsSentUnderItsKeyAndAnsweredAsTheUseCasesModel() async throws {
        remote.createTransferResult = .success(remoteTransfer)

        let sent = try await sut.send(request(to: .payee(id: "pay-1")), idempotencyKey: "key-1")

        XCTAssertEqual(sent, .init(
            id: "trf-1", fromAccountId: "acc-1", toIban: "DE44500105175407324931", payeeId: "pay-1",
            amount: .init(minorUnits: 1_250, currency: "EUR"), description: "Dinner"
        ))
        XCTAssertEqual(remote.createTransferReceivedArguments.map(\.request), [.init(
            fromAccountId: "acc-1", destination: .payee(id: "pay-1"), amountMinorUnits: 1_250, currency: "EUR", description: "Dinner"
        )])
        XCTAssertEqual(remote.createTransferReceivedArguments.map(\.idempotencyKey), ["key-1"])
    }

    func testAnIBANTransferSendsTheIBAN() async throws {
        remote.createTransferResult = .success(remoteTransfer)

        _ = try await sut.send(request(to: .iban("GB82WEST12345698765432")), idempotencyKey: "key-2")

        XCTAssertEqual(remote.lastCreateTransferRequest?.destination, .iban("GB82WEST12345698765432"))
        XCTAssertEqual(remote.lastCreateTransferIdempotencyKey, "key-2")
    }

    func testTheGatewaysTransferRefusalsBecomeDomainErrors() async {
        let cases: [(RemoteDataError, Domain.Errors)] = [
            (.rejected(code: "insufficient_funds", message: "Too low."), .insufficientFunds),
            (.rejected(code: "payee_not_found", message: "No payee."), .payeeNotFound),
            (.rejected(code: "account_not_found", message: "No account."), .accountNotFound),
            (.rejected(code: "account_frozen", message: "Frozen."), .sourceFrozen),
            (.rejected(code: "currency_mismatch", message: "EUR only."), .currencyMismatch),
            (.rejected(code: "same_account", message: "Same."), .sameAccount),
            (.rejected(code: "invalid_iban", message: "Bad IBAN."), .invalidIban),
            (.rejected(code: "idempotency_key_reused", message: "The key was used for another transfer."),
             .refused(reason: "The key was used for another transfer.")),
            (.networkUnavailable, .networkUnavailable),
            (.sessionExpired, .sessionExpired),
            (.invalidResponse, .unavailable),
        ]
        for (remoteError, domainError) in cases {
            remote.createTransferResult = .failure(remoteError)
            await assertThrows(domainError) { _ = try await self.sut.send(self.request(to: .payee(id: "pay-1")), idempotencyKey: "key-1") }
        }
    }
}
