import RequestMoneyRepositoryAPI
import RequestMoneyRepositoryAPITestDoubles
import RequestMoneyRepositoryImpl
import RequestMoneyUseCaseAPI
import RemoteDataError
import TestSupport
import XCTest

final class RequestMoneyRepositoryImplTests: XCTestCase {
    func testLoadReturnsTheUseCaseModel() async throws {
        let remoteData = RequestMoneyRepositoryRemoteDataStub()
        remoteData.loadRequestMoneyResult = .success(.init(firstName: "Bob", lastName: "Stone", accounts: [
            .init(id: "acc_1", name: "Current account", iban: "DE35100101236114885928", currency: "EUR"),
        ]))

        let result = try await RequestMoneyRepositoryImpl(remoteData: remoteData).load()

        XCTAssertEqual(result, RequestMoneyUseCaseNameSpace.LoadResult(holderName: "Bob Stone", accounts: [
            .init(id: "acc_1", name: "Current account", iban: "DE35100101236114885928", currency: "EUR"),
        ]))
        XCTAssertEqual(remoteData.loadRequestMoneyCallCount, 1)

        remoteData.loadRequestMoneyResult = .success(.init(firstName: "", lastName: "", accounts: []))
        let unnamed = try await RequestMoneyRepositoryImpl(remoteData: remoteData).load()
        XCTAssertEqual(unnamed.holderName, "PayRed user", "a request goes to others: never the email")
    }

    func testEachDataSourceFailureBecomesADomainError() async {
        let cases: [(RemoteDataError, RequestMoneyUseCaseNameSpace.Errors)] = [
            (.networkUnavailable, .networkUnavailable),
            (.sessionExpired, .sessionExpired),
            (.invalidResponse, .unavailable),
        ]
        for (failure, expected) in cases {
            let remoteData = RequestMoneyRepositoryRemoteDataStub()
            remoteData.loadRequestMoneyResult = .failure(failure)

            await assertThrows(expected, "\(failure)") { _ = try await RequestMoneyRepositoryImpl(remoteData: remoteData).load() }
        }
    }
}
