import RemoteDataError
import RequestMoneyRepositoryAPI
import RequestMoneyRepositoryAPITestDoubles
import RequestMoneyRepositoryImpl
import RequestMoneyUseCaseAPI
import TestSupport
import XCTest

/// The name money is asked for, the accounts, and the gateway's failures as the use case's errors.
final class RequestMoneyRepositoryImplTests: XCTestCase {
    private let account = RequestMoneyRepositoryNameSpace.AccountRemoteResult(
        id: "acc_1", name: "Current account", iban: "DE35100101236114885928", currency: "EUR"
    )

    func testTheNameIsTheFullNameAndNeverTheEmailAddress() async throws {
        let remote = RequestMoneyRepositoryRemoteDataStub()
        remote.requestMoneyAccountsResult = .success([account])
        remote.requestMoneyHolderResult = .success(.init(firstName: "Bob", lastName: "Stone"))
        let named = try await RequestMoneyRepositoryImpl(remoteData: remote).load()
        XCTAssertEqual(named, .init(holderName: "Bob Stone", accounts: [
            .init(id: "acc_1", name: "Current account", iban: "DE35100101236114885928", currency: "EUR"),
        ]))

        remote.requestMoneyHolderResult = .success(.init(firstName: "", lastName: ""))
        let unnamed = try await RequestMoneyRepositoryImpl(remoteData: remote).load()
        XCTAssertEqual(unnamed.holderName, "PayRed user", "a request goes to others: never the email")
    }

    func testFailuresBecomeTheUseCasesErrors() async {
        let cases: [(RemoteDataError, RequestMoneyUseCaseNameSpace.Errors)] = [
            (.networkUnavailable, .networkUnavailable), (.sessionExpired, .sessionExpired),
            (.invalidResponse, .unavailable), (.rejected(code: "x", message: "y"), .unavailable),
        ]
        for (remoteError, error) in cases {
            let remote = RequestMoneyRepositoryRemoteDataStub()
            remote.requestMoneyAccountsResult = .success([account])
            remote.requestMoneyHolderResult = .failure(remoteError)
            await assertThrows(error) { _ = try await RequestMoneyRepositoryImpl(remoteData: remote).load() }
        }
    }
}
