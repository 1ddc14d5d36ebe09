import Foundation
import LockRepositoryAPI
import MobileGatewayServiceImpl
import NotificationManagerRepositoryAPI
import PayRedGateway
import UserSessionAPI
import UserSessionAPITestDoubles
import XCTest

/// The notifications against the in-process demo gateway over loopback, with the demo user's
/// session: the list newest first, marking one read, and the gateway's refusals.
final class MobileGatewayServiceImplNotificationsTests: XCTestCase {
    private var gateway: RunningGateway?
    private var session: UserSessionStub!
    private var sut: MobileGatewayServiceImpl!

    override func setUp() async throws {
        let gateway = try await RunningGateway.start(GatewayConfiguration(demo: true))
        self.gateway = gateway
        session = UserSessionStub()
        sut = MobileGatewayServiceImpl(baseURL: gateway.baseURL, userSession: session)
    }

    override func tearDown() async throws {
        await gateway?.stop()
    }

    /// Unlocks the demo user and hands the session its tokens, as `UserSessionImpl` holds them once open.
    private func signIn() async throws {
        let tokens = try await sut.unlock(email: "demo@payred.app", pin: "123456")
        session.currentTokensResult = UserSessionNameSpace.Tokens(accessToken: tokens.accessToken, refreshToken: tokens.refreshToken)
    }

    func testTheDemoUsersNotificationsComeNewestFirst() async throws {
        try await signIn()

        let notifications = try await sut.notifications()

        XCTAssertEqual(notifications.count, 6)
        XCTAssertEqual(notifications.map(\.createdAt), notifications.map(\.createdAt).sorted(by: >))
        XCTAssertEqual(notifications.filter { !$0.read }.count, 4)
        XCTAssertTrue(notifications.contains { $0.title == "Salary received" && !$0.body.isEmpty })
        XCTAssertEqual(Set(notifications.map(\.id)).count, 6)
    }

    func testMarkingReadIsKeptAndIdempotent() async throws {
        try await signIn()
        let listedBefore = try await sut.notifications()
        let unread = try XCTUnwrap(listedBefore.first { !$0.read })

        let marked = try await sut.markNotificationRead(id: unread.id)
        let again = try await sut.markNotificationRead(id: unread.id)
        let listed = try await sut.notifications()

        XCTAssertEqual(marked, .init(id: unread.id, title: unread.title, body: unread.body, createdAt: unread.createdAt, read: true))
        XCTAssertTrue(again.read)
        XCTAssertEqual(listed.first { $0.id == unread.id }?.read, true)
        XCTAssertEqual(listed.filter { !$0.read }.count, 3)
    }

    func testAnUnknownNotificationIsRejectedWithTheGatewaysCode() async throws {
        try await signIn()

        do {
            _ = try await sut.markNotificationRead(id: "no-such-notification")
            XCTFail("expected notification_not_found")
        } catch let NotificationManagerRepositoryNameSpace.RemoteErrors.rejected(code, message) {
            XCTAssertEqual(code, "notification_not_found")
            XCTAssertFalse(message.isEmpty)
        }
    }

    func testWithoutASessionNothingIsSent() async {
        do {
            _ = try await sut.notifications()
            XCTFail("expected sessionExpired")
        } catch {
            XCTAssertEqual(error as? NotificationManagerRepositoryNameSpace.RemoteErrors, .sessionExpired)
        }
    }

    func testAStoppedGatewayMeansNetworkUnavailable() async throws {
        try await signIn()
        await gateway?.stop()
        gateway = nil

        do {
            _ = try await sut.notifications()
            XCTFail("expected networkUnavailable")
        } catch {
            XCTAssertEqual(error as? NotificationManagerRepositoryNameSpace.RemoteErrors, .networkUnavailable)
        }
    }
}
