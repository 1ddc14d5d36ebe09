import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import CardsTabRepositoryAPI
import HomeTabRepositoryAPI
import LockRepositoryAPI
import MobileGatewayServiceImpl
import PayRedGateway
import RemoteDataError
import Synchronization
import UserSessionAPI
import UserSessionAPITestDoubles
import XCTest

/// Signed-in calls against the in-process gateway over loopback: the bearer token, one refresh
/// for many 401s, and a refused refresh ending the session.
final class MobileGatewayServiceSessionTests: XCTestCase {
    private var gateway: RunningGateway!
    private var session: UserSessionStub!
    private var held: HeldTokens!
    private var http: CountingHTTPSession!
    private var sut: MobileGatewayServiceImpl!

    override func setUp() async throws {
        gateway = try await RunningGateway.start(GatewayConfiguration(demo: true))
        let held = HeldTokens()
        self.held = held
        session = UserSessionStub()
        session.onCurrentTokens = { held.current }
        session.onRotate = { replaced, new in held.rotate(from: replaced, to: new) }
        session.onExpire = { held.open(nil) }
        http = CountingHTTPSession()
        sut = MobileGatewayServiceImpl(baseURL: gateway.baseURL, userSession: session, session: http)
    }

    override func tearDown() async throws {
        await gateway.stop()
    }

    func testUnlockOpensASessionWhoseTokenReadsTheProfile() async throws {
        let tokens = try await sut.unlock(email: "demo@payred.app", pin: "123456")
        held.open(.init(accessToken: tokens.accessToken, refreshToken: tokens.refreshToken))

        let profile = try await sut.profile()

        XCTAssertEqual(profile.email, "demo@payred.app")
        XCTAssertEqual(http.count(of: "/v1/auth/refresh"), 0)
    }

    func testHomeReadsTheAccountsAndTheNewestTransactionsWithTheSessionsToken() async throws {
        let tokens = try await sut.unlock(email: "demo@payred.app", pin: "123456")
        held.open(.init(accessToken: tokens.accessToken, refreshToken: tokens.refreshToken))

        let accounts = try await sut.accounts()
        let transactions = try await sut.latestTransactions(limit: 3)
        let profile = try await sut.profile()

        XCTAssertFalse(accounts.isEmpty)
        XCTAssertTrue(accounts.allSatisfy { $0.currency.count == 3 && !$0.iban.isEmpty })
        XCTAssertEqual(transactions.count, 3)
        XCTAssertEqual(transactions.map(\.createdAt), transactions.map(\.createdAt).sorted(by: >), "newest first")
        XCTAssertFalse(profile.favourites.isEmpty)
    }

    func testACardIsFrozenAndUnfrozenAtTheGateway() async throws {
        let tokens = try await sut.unlock(email: "demo@payred.app", pin: "123456")
        held.open(.init(accessToken: tokens.accessToken, refreshToken: tokens.refreshToken))
        let cards = try await sut.cards()
        let card = try XCTUnwrap(cards.first { !$0.frozen })

        let frozen = try await sut.setFrozen(true, cardId: card.id)
        let listed = try await sut.cards().first { $0.id == card.id }
        let unfrozen = try await sut.setFrozen(false, cardId: card.id)

        XCTAssertTrue(frozen.frozen)
        XCTAssertEqual(listed?.frozen, true)
        XCTAssertFalse(unfrozen.frozen)
        let holder = try await sut.cardHolderName()
        XCTAssertEqual(holder, "Demo User")
        do {
            _ = try await sut.setFrozen(true, cardId: "card-that-does-not-exist")
            XCTFail("expected card_not_found")
        } catch {
            guard case let .rejected(code, _) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(code, "card_not_found")
        }
    }

    func testManyCallsFailingWithAnExpiredTokenShareOneRefresh() async throws {
        let tokens = try await sut.unlock(email: "demo@payred.app", pin: "123456")
        held.open(.init(accessToken: "expired-or-bogus", refreshToken: tokens.refreshToken))

        let emails = try await withThrowingTaskGroup(of: String.self) { group in
            for _ in 0..<10 {
                group.addTask { [sut] in try await sut!.profile().email }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }

        XCTAssertEqual(emails, Array(repeating: "demo@payred.app", count: 10))
        XCTAssertEqual(http.count(of: "/v1/auth/refresh"), 1)
        XCTAssertNotEqual(held.current?.refreshToken, tokens.refreshToken, "the rotated refresh token is kept")
        XCTAssertEqual(session.expireCallCount, 0)
    }

    func testARefusedRefreshEndsTheSession() async throws {
        held.open(.init(accessToken: "bogus", refreshToken: "not-a-refresh-token"))

        do {
            _ = try await sut.profile()
            XCTFail("expected sessionExpired")
        } catch {
            XCTAssertEqual(error, .sessionExpired)
        }
        XCTAssertEqual(session.expireCallCount, 1)
    }

    func testWithoutASessionNothingIsSent() async {
        do {
            _ = try await sut.profile()
            XCTFail("expected sessionExpired")
        } catch {
            XCTAssertEqual(error, .sessionExpired)
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
        guard case .locked(let until) = lastError as? RemoteDataError else {
            return XCTFail("expected locked, got \(String(describing: lastError))")
        }
        XCTAssertGreaterThan(until, Date())
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
