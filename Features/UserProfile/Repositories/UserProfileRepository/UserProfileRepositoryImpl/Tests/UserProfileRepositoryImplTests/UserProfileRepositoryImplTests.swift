import Foundation
import RemoteDataError
import TestSupport
import UserProfileRepositoryAPI
import UserProfileRepositoryAPITestDoubles
import UserProfileRepositoryImpl
import UserProfileUseCaseAPI
import XCTest

/// The repository over a stubbed gateway: the profile with its addresses as URLs and its
/// favourites' payees, and the gateway's errors as domain errors.
final class UserProfileRepositoryImplTests: XCTestCase {
    private var remote: UserProfileRepositoryRemoteDataStub!
    private var sut: UserProfileRepositoryImpl!

    override func setUp() {
        super.setUp()
        remote = UserProfileRepositoryRemoteDataStub()
        sut = UserProfileRepositoryImpl(remoteData: remote)
    }

    func testTheProfileComesWithItsPicturesAddressesAndPayees() async throws {
        remote.userProfileResult = .success(.init(
            firstName: "Demo",
            lastName: "User",
            email: "demo@payred.app",
            profileImageURL: "http://127.0.0.1:8080/v1/images/profile-demo.png",
            favourites: [
                .init(id: 1, name: "Maria Schmidt", imageURL: "http://127.0.0.1:8080/v1/images/favourite-maria.png", payeeId: "pay_1"),
                .init(id: 2, name: "Ben Carter", imageURL: "http://127.0.0.1:8080/v1/images/favourite-ben.png", payeeId: nil),
            ]
        ))

        let profile = try await sut.profile()

        XCTAssertEqual(profile, .init(
            firstName: "Demo",
            lastName: "User",
            email: "demo@payred.app",
            pictureURL: URL(string: "http://127.0.0.1:8080/v1/images/profile-demo.png"),
            favourites: [
                .init(id: 1, name: "Maria Schmidt", imageURL: URL(string: "http://127.0.0.1:8080/v1/images/favourite-maria.png"), payeeId: "pay_1"),
                .init(id: 2, name: "Ben Carter", imageURL: URL(string: "http://127.0.0.1:8080/v1/images/favourite-ben.png"), payeeId: nil),
            ]
        ))
    }

    func testTheAccountsComeWithTheirIBANs() async throws {
        remote.userProfileResult = .success(.init(firstName: "Bob", lastName: "", email: "bob@example.com", profileImageURL: nil, favourites: []))
        remote.profileAccountsResult = .success([.init(name: "Current account", iban: "DE35100101236114885928")])

        let profile = try await sut.profile()

        XCTAssertEqual(profile.accounts, [.init(name: "Current account", iban: "DE35100101236114885928")])
    }

    func testAUserWithoutAPictureHasNoPictureAddress() async throws {
        remote.userProfileResult = .success(.init(firstName: "", lastName: "", email: "new@payred.app", profileImageURL: nil, favourites: []))

        let profile = try await sut.profile()

        XCTAssertEqual(profile, .init(firstName: "", lastName: "", email: "new@payred.app", pictureURL: nil, favourites: []))
    }

    func testGatewayFailuresBecomeDomainErrors() async {
        let cases: [(RemoteDataError, UserProfileUseCaseNameSpace.Errors)] = [
            (.networkUnavailable, .networkUnavailable),
            (.sessionExpired, .sessionExpired),
            (.invalidResponse, .unavailable),
            (.rejected(code: "internal", message: "Boom"), .unavailable),
        ]
        for (remoteError, domainError) in cases {
            remote.userProfileResult = .failure(remoteError)
            await assertThrows(domainError) { _ = try await self.sut.profile() }
        }
    }
}
