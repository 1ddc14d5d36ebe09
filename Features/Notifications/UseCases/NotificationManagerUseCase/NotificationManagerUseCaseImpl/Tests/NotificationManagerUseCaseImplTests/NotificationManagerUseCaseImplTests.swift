import Foundation
import NotificationManagerUseCaseAPI
import NotificationManagerUseCaseAPITestDoubles
import NotificationManagerUseCaseImpl
import Reactive
import TestSupport
import XCTest

/// The notifications' polling on a test clock (start, stop, refresh, an expired session), the
/// list's order, and marking read optimistically with its rollback, as the snapshot shows them.
final class NotificationManagerUseCaseImplTests: SerialExecutorTestCase {
    private typealias NameSpace = NotificationManagerUseCaseNameSpace

    private var repository: NotificationManagerUseCaseRepositoryStub!
    private var clock: CountingTestClock!
    private var sut: NotificationManagerUseCaseImpl!

    /// 2027-01-15 12:00:00 UTC.
    private static let noon = Date(timeIntervalSince1970: 1_800_014_400)

    private static func notification(_ id: String, daysAgo: Double, read: Bool) -> NameSpace.Notification {
        .init(id: id, message: .text(title: "Title \(id)", body: "Body \(id)"), createdAt: noon.addingTimeInterval(-daysAgo * 86_400), isRead: read)
    }

    private let newest = notification("n1", daysAgo: 0, read: false)
    private let middle = notification("n2", daysAgo: 1, read: false)
    private let oldest = notification("n3", daysAgo: 2, read: true)

    override func setUp() {
        super.setUp()
        repository = NotificationManagerUseCaseRepositoryStub()
        repository.notificationsResult = .success([oldest, middle, newest])
        repository.markReadResult = .success(true)
        clock = CountingTestClock()
        sut = NotificationManagerUseCaseImpl(repository: repository, clock: clock)
    }

    override func tearDown() {
        sut.stop()
        sut = nil
        repository.reset()
        repository = nil
        clock = nil
        super.tearDown()
    }

    // MARK: - Subscribers

    func testASubscriberMayCallBackWhileTheStateIsDelivered() async {
        let sut = self.sut!
        // Stopping takes the use case's lock: a state delivered while holding it would deadlock here.
        let stopping = sut.statePublisher.sink { snapshot in
            if case .loaded = snapshot.notifications { sut.stop() }
        }
        let recorder = StateRecorder(listPublisher)

        sut.start()

        let stopped = await waitUntil { recorder.recorded.count == 4 }
        XCTAssertTrue(stopped, "recorded \(recorder.recorded)")
        XCTAssertEqual(recorder.recorded, [.idle, .loading, .loaded([newest, middle, oldest]), .idle])
        stopping.cancel()
    }

    // MARK: - Polling

    func testStartLoadsAtOnceNewestFirst() async {
        let recorder = StateRecorder(listPublisher)

        sut.start()

        let loaded = await waitUntil { recorder.recorded.last == .loaded([newest, middle, oldest]) }
        XCTAssertTrue(loaded, "recorded \(recorder.recorded)")
        XCTAssertEqual(recorder.recorded, [.idle, .loading, .loaded([newest, middle, oldest])])
        XCTAssertEqual(repository.notificationsCallCount, 1)
    }

    func testPollsEveryThirtySecondsUntilStopped() async {
        sut.start()
        await waitUntilPollerSleeps(count: 1)

        await clock.advance(by: .seconds(29))
        await settle()
        XCTAssertEqual(repository.notificationsCallCount, 1, "not before 30 seconds")

        await clock.advance(by: .seconds(1))
        await waitUntilPollerSleeps(count: 2)
        XCTAssertEqual(repository.notificationsCallCount, 2)

        await clock.advance(by: .seconds(30))
        await waitUntilPollerSleeps(count: 3)
        XCTAssertEqual(repository.notificationsCallCount, 3)

        sut.stop()
        await clock.advance(by: .seconds(300))
        await settle()
        XCTAssertEqual(repository.notificationsCallCount, 3, "no network while stopped")
    }

    func testPollingPausesWhileChangesArriveLiveAndRefreshStillFetches() async {
        sut.start()
        await waitUntilPollerSleeps(count: 1)
        sut.setLiveUpdates(true)
        let caughtUp = await waitUntil { self.repository.notificationsCallCount == 2 }
        XCTAssertTrue(caughtUp, "going live reads the list once: nothing was heard before")
        sut.setLiveUpdates(true)

        await clock.advance(by: .seconds(30))
        await waitUntilPollerSleeps(count: 2)
        await clock.advance(by: .seconds(30))
        await waitUntilPollerSleeps(count: 3)
        XCTAssertEqual(repository.notificationsCallCount, 2, "no polls while live, and no second catch-up")

        await sut.refresh()
        XCTAssertEqual(repository.notificationsCallCount, 3, "news brought by a refresh")

        sut.setLiveUpdates(false)
        await clock.advance(by: .seconds(30))
        await waitUntilPollerSleeps(count: 4)
        XCTAssertEqual(repository.notificationsCallCount, 4, "polling is the fallback again")
    }

    func testStartingTwiceRunsOnePoller() async {
        sut.start()
        sut.start()
        await waitUntilPollerSleeps(count: 1)
        await settle()

        XCTAssertEqual(repository.notificationsCallCount, 1)
        XCTAssertEqual(clock.sleepCount, 1)
    }

    func testStopForgetsTheListAndIsIdempotent() async {
        let recorder = StateRecorder(listPublisher)
        let unread = StateRecorder(unreadPublisher)
        sut.start()
        await waitUntilPollerSleeps(count: 1)

        sut.stop()
        sut.stop()

        XCTAssertEqual(recorder.recorded, [.idle, .loading, .loaded([newest, middle, oldest]), .idle])
        XCTAssertEqual(unread.recorded, [0, 2, 0])
    }

    func testNothingIsFetchedWhileStopped() async {
        await sut.refresh()
        sut.start()
        await waitUntilPollerSleeps(count: 1)
        sut.stop()
        await sut.refresh()

        XCTAssertEqual(repository.notificationsCallCount, 1)
    }

    func testStartingAgainAfterAStopPollsAgain() async {
        sut.start()
        await waitUntilPollerSleeps(count: 1)
        sut.stop()

        sut.start()
        await waitUntilPollerSleeps(count: 2)

        XCTAssertEqual(repository.notificationsCallCount, 2)
    }

    func testRefreshFetchesAtOnceWhilePolling() async {
        let recorder = StateRecorder(listPublisher)
        sut.start()
        await waitUntilPollerSleeps(count: 1)
        repository.notificationsResult = .success([middle, oldest])

        await sut.refresh()

        XCTAssertEqual(repository.notificationsCallCount, 2)
        XCTAssertEqual(recorder.recorded.last, .loaded([middle, oldest]))
        XCTAssertFalse(recorder.recorded.dropFirst(3).contains(.loading), "a refresh keeps the list shown")
    }

    func testARefreshJoinsAFetchAlreadyOnItsWay() async {
        let gate = RequestGate()
        let answer = [oldest]
        repository.onNotifications = {
            await gate.pass()
            return answer
        }
        let useCase: NotificationManagerUseCaseImpl = sut
        useCase.start()
        await gate.waitUntilEntered()

        let refresh = Task { await useCase.refresh() }
        await settle()
        gate.open()
        await refresh.value

        XCTAssertEqual(repository.notificationsCallCount, 1)
    }

    func testAFailedFirstLoadIsPublishedAndPollingGoesOn() async {
        repository.notificationsResult = .failure(NameSpace.Errors.networkUnavailable)
        let recorder = StateRecorder(listPublisher)
        sut.start()
        await waitUntilPollerSleeps(count: 1)
        XCTAssertEqual(recorder.recorded, [.idle, .loading, .error(.networkUnavailable)])

        repository.notificationsResult = .success([newest])
        await clock.advance(by: .seconds(30))
        await waitUntilPollerSleeps(count: 2)

        XCTAssertEqual(recorder.recorded.suffix(2), [.loading, .loaded([newest])])
    }

    func testAFailedPollKeepsTheListShown() async {
        let recorder = StateRecorder(listPublisher)
        sut.start()
        await waitUntilPollerSleeps(count: 1)
        repository.notificationsResult = .failure(.unavailable)

        await clock.advance(by: .seconds(30))
        await waitUntilPollerSleeps(count: 2)

        XCTAssertEqual(recorder.recorded, [.idle, .loading, .loaded([newest, middle, oldest])])
    }

    func testAFailedRefreshSaysWhyOverTheListAndASuccessfulOneClearsIt() async {
        sut.start()
        await waitUntilPollerSleeps(count: 1)
        repository.notificationsResult = .failure(NameSpace.Errors.networkUnavailable)

        await sut.refresh()
        let failed = StateRecorder(sut.statePublisher).recorded.last
        XCTAssertEqual(failed?.refreshFailure, .networkUnavailable)
        XCTAssertEqual(failed?.notifications, .loaded([newest, middle, oldest]), "the list stays")

        repository.notificationsResult = .success([newest, middle, oldest])
        await sut.refresh()
        XCTAssertNil(StateRecorder(sut.statePublisher).recorded.last?.refreshFailure)
    }

    func testAnExpiredSessionStopsPollingQuietly() async {
        let recorder = StateRecorder(listPublisher)
        sut.start()
        await waitUntilPollerSleeps(count: 1)
        repository.notificationsResult = .failure(NameSpace.Errors.sessionExpired)

        await clock.advance(by: .seconds(30))
        let fetched = await waitUntil { repository.notificationsCallCount == 2 }
        XCTAssertTrue(fetched)
        await settle()
        await clock.advance(by: .seconds(300))
        await sut.refresh()
        await settle()

        XCTAssertEqual(repository.notificationsCallCount, 2, "no more polls, and no refresh, once expired")
        XCTAssertEqual(clock.sleepCount, 1)
        XCTAssertEqual(recorder.recorded.last, .loaded([newest, middle, oldest]), "the list stays; nothing is shown of it")
    }

    func testAnExpiredSessionOnTheFirstLoadIsPublished() async {
        repository.notificationsResult = .failure(NameSpace.Errors.sessionExpired)
        let recorder = StateRecorder(listPublisher)

        sut.start()

        let failed = await waitUntil { recorder.recorded.last == .error(.sessionExpired) }
        XCTAssertTrue(failed, "recorded \(recorder.recorded)")
        await settle()
        XCTAssertEqual(clock.sleepCount, 0)
    }

    func testAnswersArrivingAfterAStopAreDropped() async {
        let gate = RequestGate()
        let answer = [newest]
        repository.onNotifications = {
            await gate.pass()
            return answer
        }
        let recorder = StateRecorder(listPublisher)
        sut.start()
        await gate.waitUntilEntered()

        sut.stop()
        gate.open()
        await settle()

        XCTAssertEqual(recorder.recorded, [.idle, .loading, .idle])
    }

    // MARK: - Unread count

    func testTheUnreadCountFollowsTheList() async {
        let unread = StateRecorder(unreadPublisher)
        sut.start()
        await waitUntilPollerSleeps(count: 1)

        repository.notificationsResult = .success([newest, Self.notification("n4", daysAgo: 0.5, read: false), middle, oldest])
        await sut.refresh()

        XCTAssertEqual(unread.recorded, [0, 2, 3])
    }

    // MARK: - Marking read

    func testMarkingReadShowsAtOnceThenKeepsWhatTheGatewayConfirmed() async {
        await startLoaded()
        let gate = RequestGate()
        repository.onMarkRead = { _ in
            await gate.pass()
            return true
        }
        let recorder = StateRecorder(listPublisher)
        let unread = StateRecorder(unreadPublisher)
        let useCase: NotificationManagerUseCaseImpl = sut
        let mark = Task { try? await useCase.markRead(id: "n2") }
        await gate.waitUntilEntered()

        var read = middle
        read.isRead = true
        XCTAssertEqual(recorder.recorded.last, .loaded([newest, read, oldest]), "shown before the gateway answers")
        XCTAssertEqual(unread.recorded, [2, 1])

        gate.open()
        await mark.value
        XCTAssertEqual(recorder.recorded.last, .loaded([newest, read, oldest]))
        XCTAssertEqual(repository.markReadReceivedArguments, ["n2"])
    }

    func testARefusedMarkIsRolledBackWithWhy() async {
        await startLoaded()
        repository.markReadResult = .failure(NameSpace.Errors.networkUnavailable)
        let recorder = StateRecorder(listPublisher)
        let unread = StateRecorder(unreadPublisher)

        await assertThrows(NameSpace.Errors.networkUnavailable) { try await self.sut.markRead(id: "n1") }

        var read = newest
        read.isRead = true
        XCTAssertEqual(recorder.recorded, [
            .loaded([newest, middle, oldest]),
            .loaded([read, middle, oldest]),
            .loaded([newest, middle, oldest]),
        ])
        XCTAssertEqual(unread.recorded, [2, 1, 2])
    }

    func testAnUnknownNotificationIsNotSent() async {
        await startLoaded()

        await assertThrows(NameSpace.Errors.notificationNotFound) { try await self.sut.markRead(id: "nope") }

        XCTAssertFalse(repository.markReadCalled)
    }

    func testNothingIsMarkedBeforeTheListIsLoaded() async {
        await assertThrows(NameSpace.Errors.notificationNotFound) { try await self.sut.markRead(id: "n1") }

        XCTAssertFalse(repository.markReadCalled)
    }

    func testANotificationAlreadyReadIsNotSentAgain() async throws {
        await startLoaded()
        let recorder = StateRecorder(listPublisher)

        try await sut.markRead(id: "n3")

        XCTAssertFalse(repository.markReadCalled)
        XCTAssertEqual(recorder.recorded, [.loaded([newest, middle, oldest])])
    }

    func testAListFetchedWhileMarkingShowsTheMarkedOneRead() async {
        await startLoaded()
        let gate = RequestGate()
        repository.onMarkRead = { _ in
            await gate.pass()
            return true
        }
        let useCase: NotificationManagerUseCaseImpl = sut
        let mark = Task { try? await useCase.markRead(id: "n1") }
        await gate.waitUntilEntered()
        let recorder = StateRecorder(listPublisher)

        await sut.refresh() // the gateway does not know yet
        gate.open()
        await mark.value
        await sut.refresh()

        var read = newest
        read.isRead = true
        XCTAssertEqual(repository.notificationsCallCount, 3)
        XCTAssertFalse(recorder.recorded.isEmpty)
        XCTAssertTrue(recorder.recorded.allSatisfy { $0 == .loaded([read, middle, oldest]) }, "recorded \(recorder.recorded)")
    }

    // MARK: - Helpers

    /// The notifications load in each snapshot, repeats dropped.
    private var listPublisher: AnyPublisher<NameSpace.States, Never> {
        sut.statePublisher.map(\.notifications).removeDuplicates().eraseToAnyPublisher()
    }

    /// The unread count in each snapshot, repeats dropped.
    private var unreadPublisher: AnyPublisher<Int, Never> {
        sut.statePublisher.map(\.unreadCount).removeDuplicates().eraseToAnyPublisher()
    }

    /// Starts polling and waits for the first list.
    private func startLoaded(file: StaticString = #filePath, line: UInt = #line) async {
        sut.start()
        await waitUntilPollerSleeps(count: 1, file: file, line: line)
        XCTAssertEqual(StateRecorder(listPublisher).recorded, [.loaded([newest, middle, oldest])], file: file, line: line)
    }

    /// Waits until the poller has started its `count`th sleep, so moving the clock counts from
    /// the instant the test expects.
    private func waitUntilPollerSleeps(count: Int, file: StaticString = #filePath, line: UInt = #line) async {
        let sleeping = await waitUntil { clock.sleepCount >= count }
        XCTAssertTrue(sleeping, "the poller did not sleep \(count) times", file: file, line: line)
    }
}
