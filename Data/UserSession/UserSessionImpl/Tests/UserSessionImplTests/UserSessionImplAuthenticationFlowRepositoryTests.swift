import AuthenticationFlowRepositoryAPI
import TestSupport
import UserSessionAPI
import UserSessionAPITestDoubles
import UserSessionImpl
import XCTest

/// The session as the AuthenticationFlow repository's data source: restored at launch, followed
/// through `sessionStatePublisher`, locked and ended, over a secure-store double.
final class UserSessionImplAuthenticationFlowRepositoryTests: XCTestCase {
    private let tokens = UserSessionNameSpace.Tokens(accessToken: "access-1", refreshToken: "refresh-1")
    private var keyChain: UserSessionStoreStub!
    private var sut: UserSessionImpl!

    /// The session as the AuthenticationFlow repository holds it.
    private var flowData: any AuthenticationFlowRepositorySessionDataProtocol { sut! }

    override func setUp() {
        super.setUp()
        keyChain = .empty()
        sut = UserSessionImpl(keyChain: keyChain)
    }

    // MARK: - restoreSession()

    func testRestoringWithoutAStoredSessionIsSignedOut() async throws {
        let state = try await flowData.restoreSession()

        XCTAssertEqual(state, .signedOut)
        XCTAssertEqual(keyChain.loadStoredSessionCallCount, 1)
    }

    func testRestoringAStoredSessionIsLockedForItsEmail() async throws {
        keyChain.loadStoredSessionResult = .success(.init(email: "demo@payred.app", refreshToken: "refresh-0"))

        let state = try await flowData.restoreSession()

        XCTAssertEqual(state, .locked(email: "demo@payred.app"))
    }

    func testRestoringAnOpenSessionReportsItActiveWithoutReadingTheStore() async throws {
        try await sut.begin(email: "demo@payred.app", tokens: tokens)

        let state = try await flowData.restoreSession()

        XCTAssertEqual(state, .active(email: "demo@payred.app"))
        XCTAssertFalse(keyChain.loadStoredSessionCalled)
        let current = await sut.currentTokens()
        XCTAssertEqual(current, tokens)
    }

    func testAFailedReadIsReportedAndLeavesTheSessionSignedOut() async throws {
        keyChain.loadStoredSessionResult = .failure(StoreFailure())

        await assertThrows(StoreFailure()) {
            _ = try await self.flowData.restoreSession()
        }

        XCTAssertEqual(sut.state, .signedOut)
    }

    // MARK: - lockSession()

    func testLockingAnOpenSessionPublishesItLockedWithoutItsTokens() async throws {
        try await sut.begin(email: "demo@payred.app", tokens: tokens)
        let recorder = StateRecorder(flowData.sessionStatePublisher)

        await flowData.lockSession()

        XCTAssertEqual(recorder.recorded, [.active(email: "demo@payred.app"), .locked(email: "demo@payred.app")])
        let current = await sut.currentTokens()
        XCTAssertNil(current)
        XCTAssertFalse(keyChain.deleteStoredSessionCalled)
    }

    func testLockingWithoutAnOpenSessionChangesNothing() async throws {
        let recorder = StateRecorder(flowData.sessionStatePublisher)

        await flowData.lockSession()

        XCTAssertEqual(recorder.recorded, [.signedOut])
        XCTAssertEqual(sut.state, .signedOut)
    }

    // MARK: - endSession()

    func testEndingTheSessionSignsOutAndDeletesTheStoredSession() async throws {
        try await sut.begin(email: "demo@payred.app", tokens: tokens)

        let result = try await flowData.endSession()

        XCTAssertEqual(result, AuthenticationFlowRepositoryNameSpace.EndSessionResult())
        XCTAssertEqual(sut.state, .signedOut)
        XCTAssertEqual(keyChain.deleteStoredSessionCallCount, 1)
        let current = await sut.currentTokens()
        XCTAssertNil(current)
    }

    func testEndingALockedSessionDeletesTheStoredSession() async throws {
        keyChain.loadStoredSessionResult = .success(.init(email: "demo@payred.app", refreshToken: "refresh-0"))
        _ = try await flowData.restoreSession()

        _ = try await flowData.endSession()

        XCTAssertEqual(sut.state, .signedOut)
        XCTAssertTrue(keyChain.deleteStoredSessionCalled)
    }

    func testAFailedDeleteIsReportedYetTheSessionIsSignedOut() async throws {
        try await sut.begin(email: "demo@payred.app", tokens: tokens)
        keyChain.deleteStoredSessionResult = .failure(StoreFailure())

        await assertThrows(StoreFailure()) {
            _ = try await self.flowData.endSession()
        }

        XCTAssertEqual(sut.state, .signedOut)
        let current = await sut.currentTokens()
        XCTAssertNil(current)
    }

    // MARK: - sessionStatePublisher

    func testThePublisherReplaysTheCurrentStateThenEveryChange() async throws {
        keyChain.loadStoredSessionResult = .success(.init(email: "demo@payred.app", refreshToken: "refresh-0"))
        let recorder = StateRecorder(flowData.sessionStatePublisher)

        _ = try await flowData.restoreSession()
        try await sut.begin(email: "demo@payred.app", tokens: tokens)
        await flowData.lockSession()
        _ = try await flowData.endSession()

        XCTAssertEqual(recorder.recorded, [
            .signedOut,
            .locked(email: "demo@payred.app"),
            .active(email: "demo@payred.app"),
            .locked(email: "demo@payred.app"),
            .signedOut,
        ])
    }

    func testALateSubscriberFirstReceivesTheCurrentState() async throws {
        try await sut.begin(email: "demo@payred.app", tokens: tokens)

        let recorder = StateRecorder(flowData.sessionStatePublisher)

        XCTAssertEqual(recorder.recorded, [.active(email: "demo@payred.app")])
    }
}

/// What the secure-store double throws.
private struct StoreFailure: Error, Equatable {}
