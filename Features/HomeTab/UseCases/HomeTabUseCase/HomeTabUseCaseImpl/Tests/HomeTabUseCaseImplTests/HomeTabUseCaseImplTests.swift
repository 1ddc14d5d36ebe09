import HomeTabUseCaseAPI
import HomeTabUseCaseAPITestDoubles
import HomeTabUseCaseImpl
import Reactive
import TestSupport
import XCTest

/// The load state machine, the totals per currency, the "hide balances" preference wherever it
/// is changed, and a reload after money moved.
final class HomeTabUseCaseImplTests: SerialExecutorTestCase {
    private typealias NameSpace = HomeTabUseCaseNameSpace
    private var repository: HomeTabUseCaseRepositoryStub!
    private var sut: HomeTabUseCaseImpl!

    private let content = NameSpace.LoadResult(
        firstName: "Ada",
        lastName: "Lovelace",
        email: "ada@payred.app",
        accounts: [
            .init(id: "a1", name: "Everyday", iban: "NL91ABNA0417164300", balance: .init(minorUnits: 123_456, currency: "EUR")),
            .init(id: "a2", name: "Travel", iban: "NL20INGB0001234567", balance: .init(minorUnits: 10_000, currency: "USD")),
            .init(id: "a3", name: "Savings", iban: "NL39RABO0300065264", balance: .init(minorUnits: -456, currency: "EUR")),
        ]
    )

    override func setUp() {
        super.setUp()
        repository = HomeTabUseCaseRepositoryStub()
        repository.loadResult = .success(content)
        sut = HomeTabUseCaseImpl(repository: repository)
    }

    private var overview: NameSpace.Overview {
        NameSpace.Overview(
            content: content,
            totals: [.init(minorUnits: 123_000, currency: "EUR"), .init(minorUnits: 10_000, currency: "USD")]
        )
    }

    func testLoadPublishesLoadingThenTheOverviewWithATotalPerCurrency() async throws {
        let recorder = StateRecorder(overviewPublisher)

        await sut.load()

        XCTAssertEqual(recorder.recorded, [.idle, .loading, .loaded(overview)])
        XCTAssertEqual(repository.loadReceivedArguments, [HomeTabUseCaseImpl.latestTransactionCount])
    }

    func testAShownOverviewIsLoadedAgainWhenHomeChanged() async throws {
        repository.homeChangedPublisherSubject.send(())
        XCTAssertEqual(repository.loadCallCount, 0, "nothing shown yet: nothing to refresh")

        await sut.load()
        repository.homeChangedPublisherSubject.send(())
        let reloaded = await waitUntil { repository.loadCallCount == 2 }
        XCTAssertTrue(reloaded, "the overview was not loaded again after a change")
    }

    func testWithoutAccountsThereIsNoTotal() async throws {
        repository.loadResult = .success(.init(firstName: "", lastName: "", email: "new@payred.app"))

        await sut.load()

        let recorder = StateRecorder(overviewPublisher)
        guard case .loaded(let overview) = recorder.recorded.last else { return XCTFail("not loaded") }
        XCTAssertEqual(overview.totals, [])
    }

    func testAnExpiredSessionIsPublished() async {
        repository.loadResult = .failure(NameSpace.Errors.sessionExpired)
        let recorder = StateRecorder(overviewPublisher)

        await sut.load()
        XCTAssertEqual(StateRecorder(overviewPublisher).recorded.last, .error(.sessionExpired))

        XCTAssertEqual(recorder.recorded.last, .error(.sessionExpired))
    }

    func testASecondLoadWhileLoadingIsIgnored() async throws {
        let gate = RequestGate()
        let content = content
        repository.onLoad = { _ in
            await gate.pass()
            return content
        }
        let useCase: HomeTabUseCaseImpl = sut
        let first = Task { await useCase.load() }
        await gate.waitUntilEntered()

        await sut.load()
        XCTAssertEqual(StateRecorder(overviewPublisher).recorded.last, .loading, "a second load changes nothing")

        gate.open()
        await first.value
        XCTAssertEqual(repository.loadCallCount, 1)
    }

    // MARK: - Helpers

    /// The overview load in each snapshot, repeats dropped.
    private var overviewPublisher: AnyPublisher<NameSpace.States, Never> {
        sut.statePublisher.map(\.overview).removeDuplicates().eraseToAnyPublisher()
    }

    /// The snapshot published last.
    private var lastSnapshot: NameSpace.Snapshot {
        StateRecorder(sut.statePublisher).recorded.last ?? NameSpace.Snapshot()
    }
}
