@testable import GatewayApp
import GatewayCore
import GatewayTesting
import GRDB
import XCTest

final class GatewayAppRoutesTests: XCTestCase {
    func testTheAreaRegistersItsRoutesWithTheirAuthentication() async throws {
        let routes = try await GatewayTestHarness.app().routes.map { "\($0) \($0.requiresAuthentication ? "auth" : "public")" }
        XCTAssertEqual(Set(routes), [
            "GET /v1/profile auth",
            "PUT /v1/profile/name auth",
            "GET /v1/images/{name} public",
            "GET /v1/notifications auth",
            "POST /v1/notifications/{id}/read auth",
            "GET /v1/app/version public",
            "GET /health public",
        ])
    }

    func testTheAppDemoSeedGivesAPictureFourFavouritesAndTheNotificationsThatNeedNoTransaction() async throws {
        let harness = try await GatewayTestHarness.app()
        let user = try await harness.signedInUser()
        try await harness.seedAppDemo(for: user.userID)
        let (imageNames, favourites, notifications, read) = try await harness.environment.database.store.read { session in
            (
                try session.rows(#"SELECT profileImageName FROM "user" WHERE profileImageName IS NOT NULL UNION SELECT imageName FROM favourite"#)
                    .map { $0[0] as String },
                try session.value(Int.self, "SELECT COUNT(*) FROM favourite WHERE userId = \(user.userID)"),
                try session.value(Int.self, "SELECT COUNT(*) FROM notification WHERE userId = \(user.userID)"),
                try session.value(Int.self, "SELECT COUNT(*) FROM notification WHERE readAt IS NOT NULL")
            )
        }
        XCTAssertEqual(imageNames.count, 5)
        XCTAssertEqual(favourites, 4)
        XCTAssertEqual(notifications, 3, "the money notifications come from seeded transactions")
        XCTAssertEqual(read, 2)
        for name in imageNames {
            XCTAssertNotNil(ImageCatalogue.png(named: ImageCatalogue.fileName(for: name)), name)
        }
    }
}
