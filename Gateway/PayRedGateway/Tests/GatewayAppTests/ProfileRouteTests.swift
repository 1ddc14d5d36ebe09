import Foundation
@testable import GatewayApp
import GatewayContract
import GatewayTesting
import HummingbirdTesting
import XCTest

final class ProfileRouteTests: XCTestCase {
    func testProfileHasNamesEmailPictureAndFavouritesWithImageLinksOnTheGateway() async throws {
        let harness = try await GatewayTestHarness.app()
        let user = try await harness.signedInUser()
        try await harness.seedAppDemo(for: user.userID)
        try await harness.test { client in
            let response = try await client.send(.get, "/v1/profile", token: user.accessToken)
            XCTAssertEqual(response.status, .ok)
            let profile = try response.payload(Components.Schemas.Profile.self)
            XCTAssertEqual(profile.firstName, "Ada")
            XCTAssertEqual(profile.lastName, "Lovelace")
            XCTAssertEqual(profile.email, "ada@payred.app")
            XCTAssertEqual(profile.profileImageURL, "/v1/images/profile-demo.png")
            XCTAssertEqual(profile.favourites.map(\.name), ["Maria Schmidt", "Jonas Weber", "Sophie Martin", "Daan de Vries"])
            XCTAssertEqual(profile.favourites.map(\.imageURL).first, "/v1/images/favourite-maria.png")
            XCTAssertEqual(Set(profile.favourites.map(\.id)).count, 4)
        }
    }

    func testProfileJSONHasTheContractsFieldNamesAndTypes() async throws {
        let harness = try await GatewayTestHarness.app()
        let user = try await harness.signedInUser()
        try await harness.seedAppDemo(for: user.userID)
        try await harness.test { client in
            let json = try await client.send(.get, "/v1/profile", token: user.accessToken).jsonObject()
            let profile = try XCTUnwrap(json["payload"] as? [String: Any])
            XCTAssertEqual(Set(profile.keys), ["firstName", "lastName", "email", "profileImageURL", "favourites"])
            let favourite = try XCTUnwrap((profile["favourites"] as? [[String: Any]])?.first)
            XCTAssertEqual(Set(favourite.keys), ["id", "name", "imageURL"])
            XCTAssertTrue(favourite["id"] is Int)
        }
    }

    func testAUserWithoutPictureOrFavouritesGetsNoURLAndAnEmptyList() async throws {
        let harness = try await GatewayTestHarness.app()
        let user = try await harness.signedInUser()
        try await harness.test { client in
            let profile = try await client.send(.get, "/v1/profile", token: user.accessToken).payload(Components.Schemas.Profile.self)
            XCTAssertNil(profile.profileImageURL)
            XCTAssertEqual(profile.favourites, [])
        }
    }

    func testEveryImageURLOfTheProfileServesItsPNG() async throws {
        let harness = try await GatewayTestHarness.app()
        let user = try await harness.signedInUser()
        try await harness.seedAppDemo(for: user.userID)
        try await harness.test { client in
            let profile = try await client.send(.get, "/v1/profile", token: user.accessToken).payload(Components.Schemas.Profile.self)
            let urls = try [XCTUnwrap(profile.profileImageURL)] + profile.favourites.map(\.imageURL)
            for url in urls {
                let response = try await client.send(.get, try XCTUnwrap(URL(string: url)).path)
                XCTAssertEqual(response.status, .ok, url)
                XCTAssertNoThrow(try PNGInspection(response.bytes), url)
            }
        }
    }

    func testEachUserSeesOnlyTheirOwnProfile() async throws {
        let harness = try await GatewayTestHarness.app()
        let ada = try await harness.signedInUser()
        let grace = try await harness.signedInUser(email: "grace@payred.app")
        try await harness.seedAppDemo(for: ada.userID)
        try await harness.test { client in
            let profile = try await client.send(.get, "/v1/profile", token: grace.accessToken).payload(Components.Schemas.Profile.self)
            XCTAssertEqual(profile.email, "grace@payred.app")
            XCTAssertEqual(profile.favourites, [])
        }
    }

    func testProfileNeedsALiveAccessToken() async throws {
        let harness = try await GatewayTestHarness.app()
        let user = try await harness.signedInUser()
        try await harness.test { client in
            for token in [nil, "not-a-token"] {
                let response = try await client.send(.get, "/v1/profile", token: token)
                XCTAssertEqual(response.status, .unauthorized)
                XCTAssertEqual(response.errorCode, "unauthorized")
            }
            harness.clock.advance(by: 16 * 60)
            let expired = try await client.send(.get, "/v1/profile", token: user.accessToken)
            XCTAssertEqual(expired.status, .unauthorized)
        }
    }
}

/// `PUT /v1/profile/name`: the name other people see changes, checked as at registration.
final class ProfileNameRouteTests: XCTestCase {
    func testTheNameChangesTrimmedAndTheProfileSaysSo() async throws {
        let harness = try await GatewayTestHarness.app()
        let user = try await harness.signedInUser()
        try await harness.test { client in
            let response = try await client.send(
                .put, "/v1/profile/name", json: #"{"firstName":" Ada ","lastName":"King"}"#, token: user.accessToken
            )
            XCTAssertEqual(response.status, .ok)
            XCTAssertEqual(try response.payload(Components.Schemas.Profile.self).lastName, "King")
            let profile = try await client.send(.get, "/v1/profile", token: user.accessToken).payload(Components.Schemas.Profile.self)
            XCTAssertEqual([profile.firstName, profile.lastName], ["Ada", "King"])
        }
    }

    func testABadNameIsRefusedAndTheOldOneKept() async throws {
        let harness = try await GatewayTestHarness.app()
        let user = try await harness.signedInUser()
        try await harness.test { client in
            let missing = try await client.send(.put, "/v1/profile/name", json: #"{"firstName":"  ","lastName":"King"}"#, token: user.accessToken)
            XCTAssertEqual(missing.status, .badRequest)
            XCTAssertEqual(missing.errorCode, "invalid_name")
            let hidden = try await client.send(
                .put, "/v1/profile/name", json: "{\"firstName\":\"A\u{200B}da\",\"lastName\":\"\"}", token: user.accessToken
            )
            XCTAssertEqual(hidden.status, .badRequest)
            let unsigned = try await client.send(.put, "/v1/profile/name", json: #"{"firstName":"Eve","lastName":""}"#)
            XCTAssertEqual(unsigned.status, .unauthorized)
            let profile = try await client.send(.get, "/v1/profile", token: user.accessToken).payload(Components.Schemas.Profile.self)
            XCTAssertEqual([profile.firstName, profile.lastName], ["Ada", "Lovelace"])
        }
    }
}
