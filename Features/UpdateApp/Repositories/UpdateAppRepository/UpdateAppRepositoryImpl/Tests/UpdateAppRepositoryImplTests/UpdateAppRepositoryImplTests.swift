import RemoteDataError
import TestSupport
import UpdateAppRepositoryAPI
import UpdateAppRepositoryAPITestDoubles
import UpdateAppRepositoryImpl
import UpdateAppUseCaseAPI
import XCTest

/// The repository over a stubbed gateway: the versions as the use case's model, and the gateway's
/// errors as domain errors.
final class UpdateAppRepositoryImplTests: XCTestCase {
    private var remote: UpdateAppRepositoryRemoteDataStub!
    private var sut: UpdateAppRepositoryImpl!

    override func setUp() {
        super.setUp()
        remote = UpdateAppRepositoryRemoteDataStub()
        sut = UpdateAppRepositoryImpl(remoteData: remote)
    }

    func testTheVersionsAsTheGatewayAnnouncesThem() async throws {
        remote.appVersionsResult = .success(.init(latestVersion: "1.2.0", minimumSupportedVersion: "1.1.0"))

        let versions = try await sut.appVersions()

        XCTAssertEqual(versions, .init(latest: "1.2.0", minimumSupported: "1.1.0"))
        XCTAssertEqual(remote.appVersionsCallCount, 1)
    }

    func testErrorsBecomeDomainErrors() async {
        let cases: [(RemoteDataError, UpdateAppUseCaseNameSpace.Errors)] = [
            (.networkUnavailable, .networkUnavailable),
            (.invalidResponse, .unavailable),
            (.rejected(code: "internal", message: "Boom"), .unavailable),
        ]
        for (remoteError, domainError) in cases {
            remote.appVersionsResult = .failure(remoteError)
            await assertThrows(domainError) { _ = try await self.sut.appVersions() }
        }
    }
}
