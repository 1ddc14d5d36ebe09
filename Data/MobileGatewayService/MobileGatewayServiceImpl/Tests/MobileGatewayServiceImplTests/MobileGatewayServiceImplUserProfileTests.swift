import Foundation
import MobileGatewayServiceImpl
import PayeesRepositoryAPI
import Reactive
import UserProfileRepositoryAPI
import XCTest

/// The profile's call against the in-process demo gateway over loopback, signed in as the demo
/// user: names, the pictures' absolute URLs and the favourites' payees.
final class MobileGatewayServiceImplUserProfileTests: XCTestCase {
    private var demo: SignedInDemoGateway!

    override func setUp() async throws {
        demo = try await SignedInDemoGateway.start()
    }

    override func tearDown() async throws {
        await demo?.stop()
    }

    func testTheDemoUsersAccountsComeWithTheirIBANs() async throws {
        let accounts = try await demo.service.profileAccounts()
        XCTAssertEqual(accounts.map(\.name), ["Main account", "Savings"])
        XCTAssertEqual(accounts.first?.iban, "DE84100101231234567890")
    }

    func testANameChangeIsKeptAndTold() async throws {
        var told = 0
        let subscription = demo.service.profileChangedPublisher.sink { told += 1 }
        try await demo.service.changeProfileName(firstName: "Ada", lastName: "Lovelace")
        let profile = try await demo.service.userProfile()
        XCTAssertEqual([profile.firstName, profile.lastName], ["Ada", "Lovelace"])
        XCTAssertEqual(told, 1, "Home reloads on it")
        subscription.cancel()
    }

    func testTheProfileComesWithItsPicturesURLsOnTheGateway() async throws {
        let profile = try await demo.service.userProfile()
        let images = demo.baseURL.absoluteString + "/v1/images/"

        XCTAssertEqual(profile.firstName, "Demo")
        XCTAssertEqual(profile.lastName, "User")
        XCTAssertEqual(profile.email, "demo@payred.app")
        XCTAssertEqual(profile.profileImageURL, images + "profile-demo.png")
        XCTAssertEqual(profile.favourites.map(\.name), ["Maria Schmidt", "Jonas Weber", "Sophie Martin", "Daan de Vries"])
        XCTAssertTrue(profile.favourites.allSatisfy { $0.imageURL.hasPrefix(images) && $0.imageURL.hasSuffix(".png") }, "\(profile.favourites)")
    }

    func testEachDemoFavouritePaysTheDemoPayeeOfTheSameName() async throws {
        let profile = try await demo.service.userProfile()
        let payees = try await demo.service.savedPayees()

        XCTAssertEqual(profile.favourites.map(\.payeeId), profile.favourites.map { favourite in payees.first { $0.name == favourite.name }?.id })
        XCTAssertTrue(profile.favourites.allSatisfy { $0.payeeId != nil })
    }

    func testAFavouriteWhosePayeeIsDeletedNoLongerNamesOne() async throws {
        let maria = try await demo.service.userProfile().favourites[0]
        let payeeId = try XCTUnwrap(maria.payeeId)

        _ = try await demo.service.deletePayee(id: payeeId)
        let after = try await demo.service.userProfile().favourites[0]

        XCTAssertEqual(after.name, maria.name)
        XCTAssertNil(after.payeeId)
    }
}
