import HomeTabRepositoryAPI
import HomeTabRepositoryAPITestDoubles
import HomeTabRepositoryImpl
import HomeTabUseCaseAPI
import TestSupport
import XCTest

final class HomeTabRepositoryImplTests: XCTestCase {
    func testTheGatewaysProfileBecomesTheUseCaseModel() async throws {
        let remote = HomeTabRepositoryRemoteDataStub()
        remote.profileResult = .success(.init(firstName: "Ada", lastName: "Lovelace", email: "ada@payred.app"))

        let result = try await HomeTabRepositoryImpl(remoteData: remote).load()

        XCTAssertEqual(result, .init(firstName: "Ada", lastName: "Lovelace", email: "ada@payred.app"))
    }

    func testRemoteErrorsBecomeDomainErrors() async {
        let cases: [(HomeTabRepositoryNameSpace.RemoteErrors, HomeTabUseCaseNameSpace.Errors)] = [
            (.networkUnavailable, .networkUnavailable),
            (.sessionExpired, .sessionExpired),
            (.invalidResponse, .unavailable),
            (.rejected(code: "internal", message: "Boom"), .unavailable),
        ]
        for (remoteError, domainError) in cases {
            let remote = HomeTabRepositoryRemoteDataStub()
            remote.profileResult = .failure(remoteError)
            await assertThrows(domainError) { _ = try await HomeTabRepositoryImpl(remoteData: remote).load() }
        }
    }
}
