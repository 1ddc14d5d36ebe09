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

    private func profile(fullName: String, firstName: String = "Demo", lastName: String = "User") -> NameSpace.Profile {
        .init(
            fullName: fullName, email: "demo@payred.app", pictureURL: URL(string: "http://127.0.0.1:8080/v1/images/profile-demo.png"),
            favourites: favourites, firstName: firstName, lastName: lastName
        )
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
            let trimmed = (first.trimmingCharacters(in: .whitespaces), last.trimmingCharacters(in: .whitespaces))
            XCTAssertEqual(
                StateRecorder(sut.statePublisher).recorded,
                [.loaded(profile(fullName: fullName, firstName: trimmed.0, lastName: trimmed.1))], "\(first)|\(last)"
            )
        }
    }

    func testAFailedLoadIsPublishedAndThrown() async {
        repository.profileResult = .failure(NameSpace.Errors.sessionExpired)
        let recorder = StateRecorder(sut.statePublisher)

        await sut.load()
        XCTAssertEqual(StateRecorder(sut.statePublisher).recorded.last, .error(.sessionExpired))

        XCTAssertEqual(recorder.recorded, [.idle, .loading, .error(.sessionExpired)])
    }

    func testASecondLoadWaitsForTheFirst() async throws {
        let gate = RequestGate()
        let result = loaded(firstName: "Demo", lastName: "User")
        repository.onProfile = {
            await gate.pass()
            return result
        }
        let useCase: UserProfileUseCaseImpl = sut
        await gate.hold({ await useCase.load() }) {
            await useCase.load()
            XCTAssertEqual(StateRecorder(useCase.statePublisher).recorded.last, .loading, "a second load changes nothing")
        }
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

    // MARK: Changing the name

    func testANewNameIsSavedTrimmedAndTheProfileReloaded() async throws {
        repository.changeNameResult = .success(())
        repository.profileResult = .success(loaded(firstName: "Bea", lastName: "Kim"))

        try await sut.changeName(firstName: " Bea ", lastName: "Kim ")

        XCTAssertEqual(repository.changeNameReceivedArguments.map { [$0.firstName, $0.lastName] }, [["Bea", "Kim"]])
        XCTAssertEqual(StateRecorder(sut.statePublisher).recorded, [.loaded(profile(fullName: "Bea Kim", firstName: "Bea", lastName: "Kim"))])
    }

    func testABadNameIsRefusedBeforeTheRepository() async {
        let cases: [(String, NameSpace.Errors)] = [
            ("  ", .nameMissing), ("Bea\u{202E}", .nameHiddenCharacters), (String(repeating: "a", count: 51), .nameTooLong(maximum: 50)),
        ]
        for (first, expected) in cases {
            do {
                try await sut.changeName(firstName: first, lastName: "")
                XCTFail("\(first) was accepted")
            } catch {
                XCTAssertEqual(error, expected)
            }
        }
        XCTAssertFalse(repository.changeNameCalled)
    }

    func testAFailedSaveIsThrownToTheScreenThatAsked() async {
        repository.changeNameResult = .failure(.networkUnavailable)
        do {
            try await sut.changeName(firstName: "Bea", lastName: "")
            XCTFail("the save did not fail")
        } catch {
            XCTAssertEqual(error, .networkUnavailable)
        }
        XCTAssertFalse(repository.profileCalled, "nothing reloads after a failed save")
    }
}
