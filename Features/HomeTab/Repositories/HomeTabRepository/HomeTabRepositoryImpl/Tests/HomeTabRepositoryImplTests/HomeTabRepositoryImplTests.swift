import Foundation
import HomeTabRepositoryAPI
import HomeTabRepositoryAPITestDoubles
import HomeTabRepositoryImpl
import HomeTabUseCaseAPI
import Reactive
import RemoteDataError
import TestSupport
import XCTest

/// The repository over stubbed data sources: the gateway's models become the use case's, its
/// errors become domain errors, and the preference goes to user defaults.
final class HomeTabRepositoryImplTests: XCTestCase {
    private var remote: HomeTabRepositoryRemoteDataStub!
    private var sut: HomeTabRepositoryImpl!
    private let date = Date(timeIntervalSince1970: 1_800_000_000)

    override func setUp() {
        super.setUp()
        remote = HomeTabRepositoryRemoteDataStub()
        remote.profileResult = .success(.init(
            firstName: "Ada",
            lastName: "Lovelace",
            email: "ada@payred.app",
            favourites: [.init(id: 7, name: "Ben", imageURL: "http://127.0.0.1:8080/v1/images/ben.png")]
        ))
        remote.accountsResult = .success([.init(id: "a1", name: "Everyday", iban: "NL91ABNA0417164300", balanceMinorUnits: 1_250, currency: "EUR")])
        remote.latestTransactionsResult = .success([
            .init(id: "t1", accountId: "a1", amountMinorUnits: -350, currency: "EUR", description: "Flat white", counterpartyName: "Coffee", createdAt: date),
        ])
        sut = HomeTabRepositoryImpl(remoteData: remote)
    }

    func testHomeChangesWhenMoneyMovesAndWhenTheNameChanges() {
        var fired = 0
        let subscription = sut.homeChangedPublisher.sink { fired += 1 }
        remote.moneyMovedPublisherSubject.send(())
        remote.profileChangedPublisherSubject.send(())
        XCTAssertEqual(fired, 2)
        subscription.cancel()
    }

    func testTheGatewaysModelsBecomeTheUseCaseModel() async throws {
        let result = try await sut.load(transactionCount: 5)

        XCTAssertEqual(result, HomeTabUseCaseNameSpace.LoadResult(
            firstName: "Ada",
            lastName: "Lovelace",
            email: "ada@payred.app",
            favourites: [.init(id: 7, name: "Ben", imageURL: URL(string: "http://127.0.0.1:8080/v1/images/ben.png"))],
            accounts: [.init(id: "a1", name: "Everyday", iban: "NL91ABNA0417164300", balance: .init(minorUnits: 1_250, currency: "EUR"))],
            latestTransactions: [.init(
                id: "t1", accountId: "a1", amount: .init(minorUnits: -350, currency: "EUR"),
                description: "Flat white", counterpartyName: "Coffee", createdAt: date
            )]
        ))
        XCTAssertEqual(remote.latestTransactionsReceivedArguments, [5])
    }

    func testRemoteErrorsBecomeDomainErrorsWhicheverCallFails() async {
        let cases: [(RemoteDataError, HomeTabUseCaseNameSpace.Errors)] = [
            (.networkUnavailable, .networkUnavailable),
            (.sessionExpired, .sessionExpired),
            (.invalidResponse, .unavailable),
            (.rejected(code: "internal", message: "Boom"), .unavailable),
        ]
        for (remoteError, domainError) in cases {
            remote.accountsResult = .failure(remoteError)
            await assertThrows(domainError) { _ = try await self.sut.load(transactionCount: 5) }
        }
    }

}
