import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import HomeTabRepositoryAPI
import LockRepositoryAPI
import MobileGatewayServiceImpl
import PayRedGateway
import Reactive
import Synchronization
import UserSessionAPI
import UserSessionAPITestDoubles
import XCTest

/// Signed-in calls against the in-process gateway over loopback: the bearer token, one refresh
/// for many 401s, and a refused refresh ending the session.
final class MobileGatewayServiceSessionTests: XCTestCase {
    private var gateway: RunningGateway!
    private var session: FakeUserSession!
    private var http: CountingHTTPSession!
    private var sut: MobileGatewayServiceImpl!

    override func setUp() async throws {
        gateway = try await RunningGateway.start(GatewayConfiguration(demo: true))
        session = FakeUserSession()
        http = CountingHTTPSession()
        sut = MobileGatewayServiceImpl(baseURL: gateway.baseURL, userSession: session, session: http)
    }

    override func tearDown() async throws {
        await gateway.stop()
    }

    func testUnlockOpensASessionWhoseTokenReadsTheProfile() async throws {
        let tokens = try await sut.unlock(email: "demo@payred.app", pin: "123456")
        session.open(.init(accessToken: tokens.accessToken, refreshToken: tokens.refreshToken))

        let profile = try await sut.profile()

        XCTAssertEqual(profile.email, "demo@payred.app")
        XCTAssertEqual(http.count(of: "/v1/auth/refresh"), 0)
    }

    func testManyCallsFailingWithAnExpiredTokenShareOneRefresh() async throws {
        let tokens = try await sut.unlock(email: "demo@payred.app", pin: "123456")
        session.open(.init(accessToken: "expired-or-bogus", refreshToken: tokens.refreshToken))

        let emails = try await withThrowingTaskGroup(of: String.self) { group in
            for _ in 0..<10 {
                group.addTask { [sut] in try await sut!.profile().email }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }

        XCTAssertEqual(emails, Array(repeating: "demo@payred.app", count: 10))
        XCTAssertEqual(http.count(of: "/v1/auth/refresh"), 1)
        XCTAssertNotEqual(session.tokens?.refreshToken, tokens.refreshToken, "the rotated refresh token is kept")
        XCTAssertEqual(session.expireCount, 0)
    }

    func testARefusedRefreshEndsTheSession() async throws {
        session.open(.init(accessToken: "bogus", refreshToken: "not-a-refresh-token"))

        do {
            _ = try await sut.profile()
            XCTFail("expected sessionExpired")
        } catch {
            XCTAssertEqual(error as? HomeTabRepositoryNameSpace.RemoteErrors, .sessionExpired)
        }
        XCTAssertEqual(session.expireCount, 1)
    }

    func testWithoutASessionNothingIsSent() async {
        do {
            _ = try await sut.profile()
            XCTFail("expected sessionExpired")
        } catch {
            XCTAssertEqual(error as? HomeTabRepositoryNameSpace.RemoteErrors, .sessionExpired)
        }
        XCTAssertEqual(http.count(of: "/v1/profile"), 0)
    }

    func testFiveWrongPinsReportTheLockoutsEnd() async throws {
        var lastError: (any Error)?
        for _ in 0..<6 {
            do {
                _ = try await sut.unlock(email: "demo@payred.app", pin: "000000")
            } catch {
                lastError = error
            }
        }
        guard case .locked(let until) = lastError as? LockRepositoryNameSpace.RemoteErrors else {
            return XCTFail("expected locked, got \(String(describing: lastError))")
        }
        XCTAssertGreaterThan(until, Date())
    }
}

/// A session holding tokens in memory, as `UserSessionImpl` does while open.
private final class FakeUserSession: UserSessionProtocol {
    private let state = Mutex<(tokens: UserSessionNameSpace.Tokens?, expired: Int)>((nil, 0))
    private let subject = StateSubject(UserSessionNameSpace.State.signedOut)

    var statePublisher: AnyPublisher<UserSessionNameSpace.State, Never> { subject.eraseToAnyPublisher() }
    var tokens: UserSessionNameSpace.Tokens? { state.withLock { $0.tokens } }
    var expireCount: Int { state.withLock { $0.expired } }

    func open(_ tokens: UserSessionNameSpace.Tokens) {
        state.withLock { $0.tokens = tokens }
    }

    func currentTokens() async -> UserSessionNameSpace.Tokens? {
        tokens
    }

    func rotate(from replaced: UserSessionNameSpace.Tokens, to tokens: UserSessionNameSpace.Tokens) async throws -> Bool {
        state.withLock { state in
            guard state.tokens == replaced else { return false }
            state.tokens = tokens
            return true
        }
    }

    func expire() async {
        state.withLock { state in
            state.tokens = nil
            state.expired += 1
        }
    }
}

/// URLSession, counting the requests to each path.
private final class CountingHTTPSession: HTTPSessionProtocol {
    private let counts = Mutex<[String: Int]>([:])
    private let session = URLSessionHTTPSession()

    func count(of path: String) -> Int {
        counts.withLock { $0[path, default: 0] }
    }

    func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        counts.withLock { $0[request.url?.path ?? "", default: 0] += 1 }
        return try await session.data(for: request)
    }
}
