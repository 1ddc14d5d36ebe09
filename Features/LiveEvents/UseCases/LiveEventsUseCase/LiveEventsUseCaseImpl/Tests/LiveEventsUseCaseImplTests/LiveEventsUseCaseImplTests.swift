import LiveEventsUseCaseAPI
import LiveEventsUseCaseAPITestDoubles
import LiveEventsUseCaseImpl
import Synchronization
import TestSupport
import XCTest

/// The event stream kept open on a test clock: going live, events, reconnecting after the last
/// event with growing pauses, an ended sign-in, and stopping.
final class LiveEventsUseCaseImplTests: SerialExecutorTestCase {
    private typealias NameSpace = LiveEventsUseCaseNameSpace

    /// The streams the use case opened, each one the test feeds and ends.
    private final class Streams: Sendable {
        private let opened = Mutex<[AsyncThrowingStream<NameSpace.StreamItem, any Error>.Continuation]>([])

        func open() -> AsyncThrowingStream<NameSpace.StreamItem, any Error> {
            let (stream, continuation) = AsyncThrowingStream.makeStream(of: NameSpace.StreamItem.self, throwing: (any Error).self)
            opened.withLock { $0.append(continuation) }
            return stream
        }

        var count: Int { opened.withLock { $0.count } }

        var last: AsyncThrowingStream<NameSpace.StreamItem, any Error>.Continuation? { opened.withLock { $0.last } }
    }

    private var repository: LiveEventsUseCaseRepositoryStub!
    private var streams: Streams!
    private var clock: CountingTestClock!
    private var sut: LiveEventsUseCaseImpl!

    private let money = NameSpace.MoneyReceived(minorUnits: 2_500, currency: "EUR", senderName: "Demo User", accountID: "acc_1")

    override func setUp() {
        super.setUp()
        repository = LiveEventsUseCaseRepositoryStub()
        streams = Streams()
        repository.onEvents = { [streams] _ in streams!.open() }
        clock = CountingTestClock()
        sut = LiveEventsUseCaseImpl(repository: repository, clock: clock)
    }

    override func tearDown() {
        sut.stop()
        sut = nil
        repository.reset()
        repository = nil
        streams = nil
        clock = nil
        super.tearDown()
    }

    private func waitForStream(_ count: Int) async {
        let opened = await waitUntil { [streams] in streams!.count == count }
        XCTAssertTrue(opened, "\(streams.count) streams opened, expected \(count)")
    }

    func testAnOpenedStreamIsLiveAndPublishesItsEvents() async {
        let states = StateRecorder(sut.statePublisher)
        let events = StateRecorder(sut.eventsPublisher)
        sut.start()
        await waitForStream(1)
        XCTAssertEqual(repository.eventsReceivedArguments, [nil], "the first stream starts from now on")

        streams.last?.yield(.ready(lastEventID: 7))
        streams.last?.yield(.event(id: 8, event: .moneyReceived(money)))
        streams.last?.yield(.event(id: 9, event: nil))
        streams.last?.yield(.event(id: 10, event: .notificationsChanged(unread: 2)))

        let heard = await waitUntil { events.recorded.count == 2 }
        XCTAssertTrue(heard)
        XCTAssertEqual(events.recorded, [.moneyReceived(money), .notificationsChanged(unread: 2)], "an unknown kind is skipped")
        XCTAssertEqual(states.recorded, [.stopped, .connecting, .live])
    }

    func testADroppedStreamReopensAfterTheLastEventHeard() async {
        let states = StateRecorder(sut.statePublisher)
        sut.start()
        await waitForStream(1)
        streams.last?.yield(.ready(lastEventID: 7))
        streams.last?.yield(.event(id: 8, event: .cardChanged(cardID: "card_1", frozen: true)))
        streams.last?.finish(throwing: NameSpace.Errors.networkUnavailable)

        let waiting = await waitUntil { states.recorded.last == .waitingToReconnect(attempt: 1) && clock.sleepCount == 1 }
        XCTAssertTrue(waiting, "\(states.recorded)")
        await clock.advance(by: .seconds(1))
        await waitForStream(2)
        XCTAssertEqual(repository.eventsReceivedArguments, [nil, 8])
        streams.last?.yield(.ready(lastEventID: 8))
        let live = await waitUntil { states.recorded.last == .live }
        XCTAssertTrue(live)
    }

    func testPausesDoubleWhileTheStreamCannotOpenAndStartOverOnceItDoes() async {
        sut.start()
        for (attempt, pause) in [(1, 1), (2, 2), (3, 4)] {
            await waitForStream(attempt)
            streams.last?.finish(throwing: NameSpace.Errors.networkUnavailable)
            let armed = await waitUntil { clock.sleepCount == attempt }
            XCTAssertTrue(armed)
            await clock.advance(by: .seconds(pause) - .milliseconds(1))
            XCTAssertEqual(streams.count, attempt, "not before \(pause) s")
            await clock.advance(by: .milliseconds(1))
        }
        await waitForStream(4)
        streams.last?.yield(.ready(lastEventID: 1))
        streams.last?.finish()
        let armed = await waitUntil { clock.sleepCount == 4 }
        XCTAssertTrue(armed)
        await clock.advance(by: .seconds(1))
        await waitForStream(5)
    }

    func testAnEndedSignInStopsForGood() async {
        let states = StateRecorder(sut.statePublisher)
        sut.start()
        await waitForStream(1)
        streams.last?.yield(.ready(lastEventID: 3))
        streams.last?.finish(throwing: NameSpace.Errors.sessionExpired)

        let stopped = await waitUntil { states.recorded.last == .stopped }
        XCTAssertTrue(stopped, "\(states.recorded)")
        await settle()
        XCTAssertEqual(clock.sleepCount, 0, "no reconnect is planned")
        sut.start()
        await waitForStream(2)
        XCTAssertEqual(repository.eventsReceivedArguments, [nil, nil], "a new sign-in starts from now on")
    }

    func testStoppingClosesTheStreamAndDropsWhatComesAfter() async {
        let events = StateRecorder(sut.eventsPublisher)
        let states = StateRecorder(sut.statePublisher)
        sut.start()
        await waitForStream(1)
        streams.last?.yield(.ready(lastEventID: 3))
        _ = await waitUntil { states.recorded.last == .live }

        sut.stop()
        streams.last?.yield(.event(id: 4, event: .notificationsChanged(unread: 1)))
        await settle()

        XCTAssertEqual(events.recorded, [])
        XCTAssertEqual(states.recorded.last, .stopped)
        XCTAssertEqual(clock.sleepCount, 0)
    }
}
