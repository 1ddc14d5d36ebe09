import CardsTabRepositoryAPI
import CardsTabRepositoryAPITestDoubles
import CardsTabRepositoryImpl
import CardsTabUseCaseAPI
import RemoteDataError
import TestSupport
import XCTest

/// The repository over a stubbed gateway: cards joined with their accounts and holder, and the
/// gateway's errors as domain errors.
final class CardsTabRepositoryImplTests: XCTestCase {
    private var remote: CardsTabRepositoryRemoteDataStub!
    private var sut: CardsTabRepositoryImpl!
    private let card = CardsTabRepositoryNameSpace.CardRemoteResult(
        id: "c1", accountId: "acc-1", name: "Everyday card", brand: "visa", last4: "4821", expiryMonth: 9, expiryYear: 2029, frozen: false
    )

    override func setUp() {
        super.setUp()
        remote = CardsTabRepositoryRemoteDataStub()
        remote.cardsResult = .success([card, .init(id: "c2", accountId: "gone", name: "Old", brand: "amex", last4: "0005", expiryMonth: 1, expiryYear: 2030, frozen: true)])
        remote.cardAccountsResult = .success([.init(id: "acc-1", name: "Main account", iban: "DE84100101231234567890")])
        remote.cardHolderNameResult = .success("Ana Lopez")
        sut = CardsTabRepositoryImpl(remoteData: remote)
    }

    func testCardsComeWithTheirAccountAndHolder() async throws {
        let cards = try await sut.cards()

        XCTAssertEqual(cards, [
            .init(id: "c1", name: "Everyday card", brand: "visa", last4: "4821", expiryMonth: 9, expiryYear: 2029, holderName: "Ana Lopez",
                  account: .init(id: "acc-1", name: "Main account", iban: "DE84100101231234567890"), isFrozen: false),
            .init(id: "c2", name: "Old", brand: "amex", last4: "0005", expiryMonth: 1, expiryYear: 2030, holderName: "Ana Lopez",
                  account: .init(id: "gone", name: "", iban: ""), isFrozen: true),
        ])
    }

    func testLoadErrorsBecomeDomainErrors() async {
        let cases: [(RemoteDataError, CardsTabUseCaseNameSpace.Errors)] = [
            (.networkUnavailable, .networkUnavailable),
            (.sessionExpired, .sessionExpired),
            (.invalidResponse, .unavailable),
            (.rejected(code: "internal", message: "Boom"), .unavailable),
        ]
        for (remoteError, domainError) in cases {
            remote.cardHolderNameResult = .failure(remoteError)
            await assertThrows(domainError) { _ = try await self.sut.cards() }
        }
    }

    func testAChangeReturnsWhatTheGatewayConfirmed() async throws {
        remote.setFrozenResult = .success(.init(
            id: "c1", accountId: "acc-1", name: "Everyday card", brand: "visa", last4: "4821", expiryMonth: 9, expiryYear: 2029, frozen: true
        ))

        let frozen = try await sut.setFrozen(true, cardId: "c1")

        XCTAssertTrue(frozen)
        XCTAssertEqual(remote.setFrozenReceivedArguments.map(\.cardId), ["c1"])
    }

    func testARefusedChangeKeepsTheGatewaysReason() async {
        let cases: [(RemoteDataError, CardsTabUseCaseNameSpace.Errors)] = [
            (.rejected(code: "card_not_found", message: "No such card."), .cardNotFound),
            (.rejected(code: "internal", message: "Try later."), .changeRefused(reason: "Try later.")),
            (.networkUnavailable, .networkUnavailable),
            (.invalidResponse, .unavailable),
        ]
        for (remoteError, domainError) in cases {
            remote.setFrozenResult = .failure(remoteError)
            await assertThrows(domainError) { _ = try await self.sut.setFrozen(true, cardId: "c1") }
        }
    }
}
