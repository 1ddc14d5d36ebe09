import Foundation
import InMemoryLogging
import Logging
import MobileGatewayServiceImpl
import PayRedGateway
import UserSessionAPI
import UserSessionAPITestDoubles
import XCTest

/// What the gateway client logs: each call's method, path and status, each change of the session,
/// and never a secret (PIN, token, e-mail address) that travelled in a body or a header.
final class MobileGatewayServiceLoggingTests: XCTestCase {
    private var gateway: RunningGateway!
    private var log: InMemoryLogHandler!
    private var sut: MobileGatewayServiceImpl!
    private let held = HeldTokens()

    override func setUp() async throws {
        gateway = try await RunningGateway.start(GatewayConfiguration(demo: true))
        var log = InMemoryLogHandler()
        log.logLevel = .trace
        self.log = log
        let session = UserSessionStub()
        session.onCurrentTokens = { [held] in held.current }
        session.onRotate = { [held] replaced, new in held.rotate(from: replaced, to: new) }
        session.onExpire = { [held] in held.open(nil) }
        sut = MobileGatewayServiceImpl(baseURL: gateway.baseURL, userSession: session,
                                       logger: Logger(label: "test") { _ in log })
    }

    /// Every line logged, as `level message`.
    private var lines: [String] {
        log.entries.map { "\($0.level) \($0.message)" }
    }

    override func tearDown() async throws {
        await gateway.stop()
    }

    func testCallsAndSessionChangesAreLoggedWithoutTheirSecrets() async throws {
        _ = try? await sut.unlock(email: "demo@payred.app", pin: "999999")
        let opened = try await sut.unlock(email: "demo@payred.app", pin: "123456")
        held.open(.init(accessToken: "refused-token", refreshToken: opened.refreshToken))
        _ = try await sut.profile()
        let renewed = try XCTUnwrap(held.current)

        let log = lines
        XCTAssertTrue(log.contains { $0.hasPrefix("warning POST /v1/auth/unlock failed in ") && $0.hasSuffix(": 401 invalid_pin, attempts left: 4") }, "\(log)")
        XCTAssertTrue(log.contains { $0.hasPrefix("info POST /v1/auth/unlock 200 in ") }, "\(log)")
        XCTAssertTrue(log.contains("info session: access token refused; renewing it"), "\(log)")
        XCTAssertTrue(log.contains("info session: renewed"), "\(log)")
        XCTAssertTrue(log.contains { $0.hasPrefix("info GET /v1/profile 200 in ") }, "\(log)")
        let secrets = ["999999", "123456", "demo@payred.app", "refused-token", opened.accessToken, opened.refreshToken,
                       renewed.accessToken, renewed.refreshToken]
        for secret in secrets {
            XCTAssertFalse(log.contains { $0.contains(secret) }, "a log line holds a secret: \(log)")
        }
    }

    func testSigningInLockingAndSigningOutAreLoggedWithoutTheAddress() async throws {
        let session = UserSessionStub()
        let sut = MobileGatewayServiceImpl(baseURL: gateway.baseURL, userSession: session, logger: Logger(label: "test") { [log] _ in log! })
        for state: UserSessionNameSpace.State in [.active(email: "ada@payred.app"), .locked(email: "ada@payred.app"), .signedOut] {
            session.statePublisherSubject.send(state)
        }

        XCTAssertEqual(lines.filter { $0.hasPrefix("info session: ") }, ["info session: open", "info session: locked", "info session: signed out"])
        XCTAssertFalse(lines.contains { $0.contains("ada@payred.app") })
        withExtendedLifetime(sut) {}
    }

    func testARefusedRenewalIsLoggedAsTheSessionsEnd() async throws {
        held.open(.init(accessToken: "bogus", refreshToken: "not-a-refresh-token"))

        _ = try? await sut.profile()

        XCTAssertTrue(lines.contains("notice session: expired (the gateway refused to renew it)"), "\(lines)")
        XCTAssertFalse(lines.contains { $0.contains("not-a-refresh-token") })
    }
}
