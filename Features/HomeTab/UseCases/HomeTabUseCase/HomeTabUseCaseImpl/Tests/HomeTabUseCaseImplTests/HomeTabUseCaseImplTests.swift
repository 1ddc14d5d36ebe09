import HomeTabUseCaseAPI
import HomeTabUseCaseAPITestDoubles
import HomeTabUseCaseImpl
import Reactive
import Synchronization
import TestSupport
import XCTest

final class HomeTabUseCaseImplTests: XCTestCase {
    private let profile = HomeTabUseCaseNameSpace.LoadResult(firstName: "Ada", lastName: "Lovelace", email: "ada@payred.app")

    func testLoadPublishesLoadingThenTheProfile() async throws {
        let repository = HomeTabUseCaseRepositoryStub()
        repository.loadResult = .success(profile)
        let sut = HomeTabUseCaseImpl(repository: repository)
        let states = Mutex<[HomeTabUseCaseNameSpace.States]>([])
        let subscription = sut.statePublisher.sink { state in states.withLock { $0.append(state) } }

        try await sut.load()

        XCTAssertEqual(states.withLock { $0 }, [.idle, .loading, .loaded(profile)])
        subscription.cancel()
    }

    func testAnExpiredSessionIsPublishedAndThrown() async {
        let repository = HomeTabUseCaseRepositoryStub()
        repository.loadResult = .failure(HomeTabUseCaseNameSpace.Errors.sessionExpired)
        let sut = HomeTabUseCaseImpl(repository: repository)

        await assertThrows(HomeTabUseCaseNameSpace.Errors.sessionExpired) { try await sut.load() }
    }
}
