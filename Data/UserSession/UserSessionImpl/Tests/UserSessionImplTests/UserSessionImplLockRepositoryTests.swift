import LockRepositoryAPI
import TestSupport
import UserSessionAPI
import UserSessionAPITestDoubles
import UserSessionImpl
import XCTest

/// The session as the Lock repository's data source: the gateway's fresh tokens open it after the
/// PIN is created or entered, over a secure-store double.
final class UserSessionImplLockRepositoryTests: XCTestCase {
    private let tokens = LockRepositoryNameSpace.SessionRemoteResult(accessToken: "access-1", refreshToken: "refresh-1")
    private var keyChain: UserSessionStoreStub!
    private var sut: UserSessionImpl!

    /// The session as the Lock repository holds it.
    private var lockData: any LockRepositorySessionDataProtocol { sut! }

    override func setUp() {
        super.setUp()
        keyChain = .empty()
        sut = UserSessionImpl(keyChain: keyChain)
    }

    func testBeginningASessionOpensItAndStoresTheRefreshToken() async throws {
        let result = try await lockData.beginSession(email: "demo@payred.app", tokens: tokens)

        XCTAssertEqual(result, LockRepositoryNameSpace.BeginSessionResult())
        XCTAssertEqual(sut.state, .active(email: "demo@payred.app"))
        XCTAssertEqual(
            keyChain.saveStoredSessionReceivedArguments,
            [UserSessionNameSpace.StoredSession(email: "demo@payred.app", refreshToken: "refresh-1")]
        )
    }

    func testTheOpenedSessionCarriesTheGatewaysTokens() async throws {
        _ = try await lockData.beginSession(email: "demo@payred.app", tokens: tokens)

        let current = await sut.currentTokens()

        XCTAssertEqual(current, UserSessionNameSpace.Tokens(accessToken: "access-1", refreshToken: "refresh-1"))
    }

    func testAFailedStoreIsReportedAndLeavesTheSessionSignedOut() async throws {
        keyChain.saveStoredSessionResult = .failure(StoreFailure())

        await assertThrows(StoreFailure()) {
            _ = try await self.lockData.beginSession(email: "demo@payred.app", tokens: self.tokens)
        }

        XCTAssertEqual(sut.state, .signedOut)
        let current = await sut.currentTokens()
        XCTAssertNil(current)
    }

    func testBeginningASessionUnlocksTheRestoredOne() async throws {
        keyChain.loadStoredSessionResult = .success(.init(email: "demo@payred.app", refreshToken: "refresh-0"))
        try await sut.restore()
        let recorder = StateRecorder(sut.statePublisher)

        _ = try await lockData.beginSession(email: "demo@payred.app", tokens: tokens)

        XCTAssertEqual(recorder.recorded, [.locked(email: "demo@payred.app"), .active(email: "demo@payred.app")])
        XCTAssertEqual(keyChain.lastSaveStoredSessionSession?.refreshToken, "refresh-1")
    }
}

/// What the secure-store double throws.
private struct StoreFailure: Error, Equatable {}
