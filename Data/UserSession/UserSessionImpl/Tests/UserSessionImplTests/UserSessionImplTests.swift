import Reactive
import UserSessionAPI
import UserSessionAPITestDoubles
import UserSessionImpl
import XCTest

/// The session's states and what it keeps in the secure store, over a secure-store double.
final class UserSessionImplTests: XCTestCase {
    private let tokens = UserSessionNameSpace.Tokens(accessToken: "access-1", refreshToken: "refresh-1")
    private let rotated = UserSessionNameSpace.Tokens(accessToken: "access-2", refreshToken: "refresh-2")
    private var keyChain: UserSessionStoreStub!
    private var sut: UserSessionImpl!

    override func setUp() {
        super.setUp()
        keyChain = .empty()
        sut = UserSessionImpl(keyChain: keyChain)
    }

    func testWithoutAStoredSessionTheUserIsSignedOut() async throws {
        let state = try await sut.restore()
        XCTAssertEqual(state, .signedOut)
        let current = await sut.currentTokens()
        XCTAssertNil(current)
    }

    func testAStoredSessionRestoresLockedWithoutTokens() async throws {
        keyChain.loadStoredSessionResult = .success(.init(email: "demo@payred.app", refreshToken: "refresh-0"))
        let state = try await sut.restore()
        XCTAssertEqual(state, .locked(email: "demo@payred.app"))
        let current = await sut.currentTokens()
        XCTAssertNil(current)
    }

    func testBeginStoresTheRefreshTokenAndOpensTheSession() async throws {
        try await sut.begin(email: "demo@payred.app", tokens: tokens)
        XCTAssertEqual(sut.state, .active(email: "demo@payred.app"))
        XCTAssertEqual(keyChain.lastSaveStoredSessionSession, .init(email: "demo@payred.app", refreshToken: "refresh-1"))
        let current = await sut.currentTokens()
        XCTAssertEqual(current, tokens)
    }

    func testAFailedStoreLeavesTheSessionClosed() async throws {
        keyChain.saveStoredSessionResult = .failure(CocoaError(.fileWriteUnknown))
        do {
            try await sut.begin(email: "demo@payred.app", tokens: tokens)
            XCTFail("begin should throw")
        } catch {}
        XCTAssertEqual(sut.state, .signedOut)
    }

    func testLockDropsTheTokensButKeepsTheStoredSession() async throws {
        try await sut.begin(email: "demo@payred.app", tokens: tokens)
        await sut.lock()
        XCTAssertEqual(sut.state, .locked(email: "demo@payred.app"))
        let current = await sut.currentTokens()
        XCTAssertNil(current)
        XCTAssertFalse(keyChain.deleteStoredSessionCalled)
    }

    func testRotationReplacesTheTokensAndTheStoredRefreshToken() async throws {
        try await sut.begin(email: "demo@payred.app", tokens: tokens)
        let taken = try await sut.rotate(from: tokens, to: rotated)
        XCTAssertTrue(taken)
        let current = await sut.currentTokens()
        XCTAssertEqual(current, rotated)
        XCTAssertEqual(keyChain.lastSaveStoredSessionSession?.refreshToken, "refresh-2")
    }

    func testARotationFromStaleTokensIsIgnored() async throws {
        try await sut.begin(email: "demo@payred.app", tokens: rotated)
        let taken = try await sut.rotate(from: tokens, to: .init(accessToken: "a", refreshToken: "r"))
        XCTAssertFalse(taken)
        let current = await sut.currentTokens()
        XCTAssertEqual(current, rotated)
    }

    func testExpiryEndsTheSessionAndWipesTheStore() async throws {
        try await sut.begin(email: "demo@payred.app", tokens: tokens)
        await sut.expire()
        XCTAssertEqual(sut.state, .signedOut)
        XCTAssertTrue(keyChain.deleteStoredSessionCalled)
        let current = await sut.currentTokens()
        XCTAssertNil(current)
    }

    func testThePublisherReplaysTheCurrentStateThenEveryChange() async throws {
        var received: [UserSessionNameSpace.State] = []
        let subscription = sut.statePublisher.sink { received.append($0) }
        try await sut.begin(email: "demo@payred.app", tokens: tokens)
        await sut.lock()
        try await sut.end()
        subscription.cancel()
        XCTAssertEqual(received, [.signedOut, .active(email: "demo@payred.app"), .locked(email: "demo@payred.app"), .signedOut])
    }
}
