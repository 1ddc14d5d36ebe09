import AuthenticationFlowRepositoryAPI
import Foundation
import LiveEventsRepositoryAPI
import MobileGatewayServiceImpl
import NotificationManagerRepositoryAPI
import RemoteDataError
import UserSessionAPI
import XCTest

/// The event stream against the in-process demo gateway over loopback: frames as they happen,
/// resuming after an event, a refused token renewed, and the sign-in ending.
final class MobileGatewayServiceImplLiveEventsTests: XCTestCase {
    private var demo: SignedInDemoGateway?
    private var sut: MobileGatewayServiceImpl!

    override func setUp() async throws {
        let demo = try await SignedInDemoGateway.start()
        self.demo = demo
        sut = demo.service
    }

    override func tearDown() async throws {
        await demo?.stop()
    }

    /// The frames of a stream opened after `after`, read until one satisfies `last`.
    private func frames(
        after: Int64?,
        until last: @escaping (LiveEventsRepositoryNameSpace.FrameRemoteResult) -> Bool,
        meanwhile: @escaping @Sendable () async throws -> Void = {}
    ) async throws -> [LiveEventsRepositoryNameSpace.FrameRemoteResult] {
        var seen: [LiveEventsRepositoryNameSpace.FrameRemoteResult] = []
        for try await frame in sut.eventStream(after: after) {
            seen.append(frame)
            if case .ready = frame { try await meanwhile() }
            if last(frame) { break }
        }
        return seen
    }

    func testAChangeMadeElsewhereArrivesAndAResumedStreamReplaysIt() async throws {
        let listed = try await sut.notifications()
        let unread = try XCTUnwrap(listed.first { !$0.read })
        let live = try await frames(after: nil, until: { if case .notificationsChanged = $0 { true } else { false } }) { [sut] in
            _ = try await sut!.markNotificationRead(id: unread.id)
        }
        guard case .ready(let start) = live.first, case .notificationsChanged(let id, let count) = live.last else {
            return XCTFail("\(live)")
        }
        XCTAssertEqual(count, 3, "the demo user had four unread")
        XCTAssertEqual(live.count, 2)

        let replayed = try await frames(after: start, until: { if case .notificationsChanged = $0 { true } else { false } })
        XCTAssertEqual(replayed, [.ready(lastEventID: start), .notificationsChanged(id: id, unread: 3)])
    }

    func testARefusedAccessTokenIsRenewedOnce() async throws {
        let current = await demo?.session.currentTokens()
        let tokens = try XCTUnwrap(current)
        demo?.session.currentTokensResult = UserSessionNameSpace.Tokens(accessToken: "stale", refreshToken: tokens.refreshToken)
        demo?.session.onRotate = { [session = demo?.session] _, renewed in
            session?.currentTokensResult = renewed
            return true
        }
        let opened = try await frames(after: nil, until: { _ in true })
        guard case .ready = opened.first else { return XCTFail("\(opened)") }
        XCTAssertEqual(demo?.session.rotateCallCount, 1)
    }

    func testASignOutEndsTheStreamAndTheSession() async throws {
        do {
            _ = try await frames(after: nil, until: { _ in false }) { [sut] in
                _ = try await sut!.logout()
            }
            XCTFail("the stream went on")
        } catch {
            XCTAssertEqual(error as? RemoteDataError, .sessionExpired)
        }
        XCTAssertEqual(demo?.session.expireCallCount, 1)
    }
}
