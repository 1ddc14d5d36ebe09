import Foundation
@testable import GatewayApp
import GatewayContract
import GatewayTesting
import GRDB
import HummingbirdTesting
import XCTest

final class NotificationRouteTests: XCTestCase {
    func testNotificationsAreNewestFirstWithTheirReadFlags() async throws {
        let harness = try await GatewayTestHarness.app()
        let user = try await harness.signedInUser()
        try await harness.seedAppDemo(for: user.userID)
        try await harness.test { client in
            let response = try await client.send(.get, "/v1/notifications", token: user.accessToken)
            XCTAssertEqual(response.status, .ok)
            let notifications = try response.payload([Components.Schemas.Notification].self)
            // Without the money demo there are no transactions to tell of: the three other notifications.
            XCTAssertEqual(notifications.count, 3)
            XCTAssertEqual(notifications.map(\.createdAt), notifications.map(\.createdAt).sorted(by: >))
            XCTAssertEqual(notifications.map(\.read), [false, true, true])
            XCTAssertEqual(notifications.map(\.kind), ["signin.new", "statement.ready", "welcome"], "kinds the app words, no sentences")
            XCTAssertEqual(notifications.map(\.title), [nil, nil, nil])
            XCTAssertEqual(notifications.first?.createdAt, harness.environment.now().addingTimeInterval(-30 * 3600))
        }
    }

    func testMarkingReadReturnsTheNotificationAndIsIdempotent() async throws {
        let harness = try await GatewayTestHarness.app()
        let user = try await harness.signedInUser()
        try await harness.seedAppDemo(for: user.userID)
        try await harness.test { client in
            let unread = try await client.send(.get, "/v1/notifications", token: user.accessToken).payload([Components.Schemas.Notification].self)[0]
            let first = try await client.send(.post, "/v1/notifications/\(unread.id)/read", token: user.accessToken)
            XCTAssertEqual(first.status, .ok)
            XCTAssertEqual(try first.payload(Components.Schemas.Notification.self), Components.Schemas.Notification(id: unread.id, kind: unread.kind, arguments: unread.arguments, createdAt: unread.createdAt, read: true, link: unread.link))
            let readAt = try await Self.readAt(of: unread.id, in: harness)
            XCTAssertEqual(readAt, harness.environment.now())

            harness.clock.advance(by: 60)
            let second = try await client.send(.post, "/v1/notifications/\(unread.id)/read", token: user.accessToken)
            XCTAssertEqual(try second.payload(Components.Schemas.Notification.self).read, true)
            let readAtAfterReplay = try await Self.readAt(of: unread.id, in: harness)
            XCTAssertEqual(readAtAfterReplay, readAt)
            let listed = try await client.send(.get, "/v1/notifications", token: user.accessToken).payload([Components.Schemas.Notification].self)
            XCTAssertEqual(listed.filter(\.read).count, 3)
        }
    }

    func testUnknownOrAnotherUsersNotificationIsNotFound() async throws {
        let harness = try await GatewayTestHarness.app()
        let owner = try await harness.signedInUser()
        let stranger = try await harness.signedInUser(email: "eve@payred.app")
        try await harness.seedAppDemo(for: owner.userID)
        try await harness.test { client in
            let theirs = try await client.send(.get, "/v1/notifications", token: owner.accessToken).payload([Components.Schemas.Notification].self)[0]
            for id in [theirs.id, "no-such-id"] {
                let response = try await client.send(.post, "/v1/notifications/\(id)/read", token: stranger.accessToken)
                XCTAssertEqual(response.status, .notFound, id)
                XCTAssertEqual(response.errorCode, "notification_not_found", id)
            }
            let stillUnread = try await Self.readAt(of: theirs.id, in: harness)
            XCTAssertNil(stillUnread)
            let strangersOwn = try await client.send(.get, "/v1/notifications", token: stranger.accessToken)
            XCTAssertEqual(try strangersOwn.payload([Components.Schemas.Notification].self), [])
        }
    }

    func testNotificationRoutesNeedAnAccessToken() async throws {
        try await GatewayTestHarness.app().test { client in
            let list = try await client.send(.get, "/v1/notifications")
            let markRead = try await client.send(.post, "/v1/notifications/any/read")
            for response in [list, markRead] {
                XCTAssertEqual(response.status, .unauthorized)
                XCTAssertEqual(response.errorCode, "unauthorized")
            }
        }
    }

    private static func readAt(of id: String, in harness: GatewayTestHarness) async throws -> Date? {
        try await harness.environment.database.store.read { session in
            try session.value(Date.self, "SELECT readAt FROM notification WHERE id = \(id)")
        }
    }
}
