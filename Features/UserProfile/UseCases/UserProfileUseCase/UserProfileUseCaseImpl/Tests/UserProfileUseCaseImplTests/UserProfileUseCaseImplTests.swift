import Foundation
import TestSupport
import UserProfileUseCaseAPI
import UserProfileUseCaseAPITestDoubles
import UserProfileUseCaseImpl
import XCTest

/// The profile's load state machine and how the user is named.
final class UserProfileUseCaseImplTests: XCTestCase {
    private typealias NameSpace = UserProfileUseCaseNameSpace
    private var repository: UserProfileUseCaseRepositoryStub!
    private var sut: UserProfileUseCaseImpl!

    private let favourites: [NameSpace.Favourite] = [
        .init(id: 1, name: "Maria Schmidt", imageURL: URL(string: "http://127.0.0.1:8080/v1/images/favourite-maria.png"), payeeId: "pay_1"),
        .init(id: 2, name: "Ben Carter", imageURL: nil, payeeId: nil),
    ]

    private func loaded(firstName: String, lastName: String) -> NameSpace.LoadResult {
        .init(
            firstName: firstName,
            lastName: lastName,
            email: "demo@payred.app",
            pictureURL: URL(string: "http://127.0.0.1:8080/v1/images/profile-demo.png"),
            favourites: favourites
        )
    }

    private func profile(fullName: String) -> NameSpace.Profile {
        .init(fullName: fullName, email: "demo@payred.app", pictureURL: URL(string: "http://127.0.0.1:8080/v1/images/profile-demo.png"), favourites: favourites)
    }

    override func setUp() {
        super.setUp()
        repository = UserProfileUseCaseRepositoryStub()
        repository.profileResult = .success(loaded(firstName: "Demo", lastName: "User"))
        sut = UserProfileUseCaseImpl(repository: repository)
    }

    func testLoadPublishesLoadingThenTheProfile() async throws {
        let recorder = StateRecorder(sut.statePublisher)

        await sut.load()

        XCTAssertEqual(recorder.recorded, [.idle, .loading, .loaded(profile(fullName: "Demo User"))])
        XCTAssertEqual(repository.profileCallCount, 1)
    }

    func testTheUserIsNamedByTheNamesTheyGave() async throws {
        let cases: [(first: String, last: String, fullName: String)] = [
            ("  Ana ", " Lopez  ", "Ana Lopez"),
            ("Ana", "", "Ana"),
            ("", "Lopez", "Lopez"),
            (" ", "", ""),
        ]
        for (first, last, fullName) in cases {
            repository.profileResult = .success(loaded(firstName: first, lastName: last))
            await sut.load()
            XCTAssertEqual(StateRecorder(sut.statePublisher).recorded, [.loaded(profile(fullName: fullName))], "\(first)|\(last)")
        }
    }

    func testAFailedLoadIsPublishedAndThrown() async {
        repository.profileResult = .failure(NameSpace.Errors.sessionExpired)
        let recorder = StateRecorder(sut.statePublisher)

        await sut.load()
        XCTAssertEqual(StateRecorder(sut.statePublisher).recorded.last, .error(.sessionExpired))

        XCTAssertEqual(recorder.recorded, [.idle, .loading, .error(.sessionExpired)])
    }

    func testAnUnknownFailureMeansUnavailable() async {
        repository.profileResult = .failure(CancellationError())

        await sut.load()
        XCTAssertEqual(StateRecorder(sut.statePublisher).recorded.last, .error(.unavailable))

        XCTAssertEqual(StateRecorder(sut.statePublisher).recorded, [.error(.unavailable)])
    }

    func testASecondLoadWaitsForTheFirst() async throws {
        let gate = RequestGate()
        let result = loaded(firstName: "Demo", lastName: "User")
        repository.onProfile = {
            await gate.pass()
            return result
        }
        let useCase: UserProfileUseCaseImpl = sut
        let first = Task { await useCase.load() }
        await gate.waitUntilEntered()

        await sut.load()
        XCTAssertEqual(StateRecorder(sut.statePublisher).recorded.last, .loading, "a second load changes nothing")

        gate.open()
        await first.value
        XCTAssertEqual(repository.profileCallCount, 1)
        XCTAssertEqual(StateRecorder(sut.statePublisher).recorded, [.loaded(profile(fullName: "Demo User"))])
    }

    func testALoadCanStartAgainAfterAFailure() async throws {
        repository.profileResult = .failure(NameSpace.Errors.networkUnavailable)
        await sut.load()
        XCTAssertEqual(StateRecorder(sut.statePublisher).recorded.last, .error(.networkUnavailable))
        repository.profileResult = .success(loaded(firstName: "Demo", lastName: "User"))

        await sut.load()

        XCTAssertEqual(StateRecorder(sut.statePublisher).recorded, [.loaded(profile(fullName: "Demo User"))])
    }
}
