// Main-actor test methods are declared `async`: on Linux, XCTest's generated test list cannot
// call synchronous `@MainActor` methods (it crashes casting them), but runs async ones on the main actor.

@testable import UserProfileScreenImpl
import Foundation
import ImageCacheAPI
import ImageCacheAPITestDoubles
import SnapshotTesting
import TerminalUI
import TerminalUISnapshotTesting
import UserProfileScreenAPI
import UserProfileScreenAPITestDoubles
import UserProfileUseCaseAPI
import UserProfileUseCaseAPITestDoubles
import TestSupport
import XCTest

private typealias State = UserProfileScreenViewModel.State

/// The view model's state for each published use-case state and each action, compared whole, the
/// pictures fetched through the image cache, and the screen at 80×24 in its loading, error, empty
/// and content states, in each language.
@MainActor
final class UserProfileScreenViewModelTests: XCTestCase {
    private var useCase: UserProfileUseCaseStub!
    private var coordinator: UserProfileScreenCoordinatorStub!
    private var imageCache: ImageCacheStub!
    private var sut: UserProfileScreenViewModel!

    private let pictureURL = URL(string: "http://127.0.0.1:8080/v1/images/profile-demo.png")!
    private let mariaURL = URL(string: "http://127.0.0.1:8080/v1/images/favourite-maria.png")!

    /// A 2×2 picture: red, green / blue, white.
    private let picture = ImageCacheNameSpace.Image(width: 2, height: 2, rgba: [
        255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255,
    ])

    private var profile: UserProfileUseCaseNameSpace.Profile {
        .init(fullName: "Demo User", email: "demo@payred.app", pictureURL: pictureURL, favourites: [
            .init(id: 1, name: "Maria Schmidt", imageURL: mariaURL, payeeId: "pay_1"),
            .init(id: 2, name: "Ben Carter", imageURL: nil, payeeId: nil),
        ])
    }

    private var shownProfile: State.Profile {
        .init(name: "Demo User", email: "demo@payred.app", pictureURL: pictureURL, favourites: [
            .init(id: 1, name: "Maria Schmidt", imageURL: mariaURL, payeeId: "pay_1"),
            .init(id: 2, name: "Ben Carter", imageURL: nil, payeeId: nil),
        ])
    }

    /// A new user's profile: no name, no picture, no favourites.
    private let newUser = UserProfileUseCaseNameSpace.Profile(fullName: "", email: "new@payred.app", pictureURL: nil, favourites: [])

    override func setUp() async throws {
        useCase = UserProfileUseCaseStub()
        coordinator = UserProfileScreenCoordinatorStub()
        imageCache = ImageCacheStub()
        imageCache.downloadAndCacheImageResult = picture
        sut = makeViewModel()
    }

    /// A view model on the test's stubs, showing nothing yet.
    private func makeViewModel() -> UserProfileScreenViewModel {
        UserProfileScreenViewModel(
            dependencies: UserProfileScreenDependencies(coordinator: coordinator),
            useCase: useCase,
            imageCache: imageCache
        )
    }

    private func makeHost() -> ViewHost {
        let viewModel: UserProfileScreenViewModel = sut
        return ViewHost(size: TerminalSize(columns: 80, rows: 24)) { AnyView(UserProfileScreenView(viewModel: viewModel)) }
    }

    // MARK: - Use-case states

    func testTheViewModelAndItsSubscriptionsEndWithItsScreen() async {
        await assertReleased {
            let host = makeHost()
            _ = host.render()
            let viewModel: UserProfileScreenViewModel = sut
            _ = host.render()
            sut = nil
            return viewModel
        }
    }

    func testStartsLoading() async {
        XCTAssertEqual(sut.state, State())
    }

    func testTheProfileIsShown() async {
        useCase.statePublisherSubject.send(.loaded(profile))
        XCTAssertEqual(sut.state, State(content: .loaded(shownProfile)))
    }

    func testTheAccountsShowWithTheirIBANsGrouped() async {
        let withAccount = UserProfileUseCaseNameSpace.Profile(
            fullName: "Bob", email: "bob@example.com", pictureURL: nil, favourites: [],
            accounts: [.init(name: "Current account", iban: "DE35100101236114885928")]
        )
        useCase.statePublisherSubject.send(.loaded(withAccount))
        guard case .loaded(let shown) = sut.state.content else { return XCTFail("\(sut.state.content)") }
        XCTAssertEqual(shown.accounts, ["Current account · DE35 1001 0123 6114 8859 28"])
    }

    func testThePicturesComeThroughTheImageCache() async {
        useCase.statePublisherSubject.send(.loaded(profile))
        await sut.pendingPictures?.value

        XCTAssertEqual(imageCache.downloadAndCacheImageReceivedArguments, [pictureURL, mariaURL])
        XCTAssertEqual(sut.state, State(content: .loaded(shownProfile), picture: picture, favouritePictures: [1: picture]))

        useCase.statePublisherSubject.send(.loaded(.init(fullName: "Demo U.", email: "demo@payred.app", pictureURL: pictureURL, favourites: profile.favourites)))
        await sut.pendingPictures?.value
        XCTAssertEqual(imageCache.downloadAndCacheImageCallCount, 2, "a picture already shown is not fetched again")
    }

    func testAPictureThatCannotBeFetchedIsLeftOut() async {
        imageCache.downloadAndCacheImageResult = nil
        useCase.statePublisherSubject.send(.loaded(profile))
        await sut.pendingPictures?.value

        XCTAssertEqual(sut.state, State(content: .loaded(shownProfile)))
    }

    func testANewUserHasNoNameNoPictureAndNoFavourites() async {
        useCase.statePublisherSubject.send(.loaded(newUser))

        XCTAssertEqual(sut.state, State(content: .loaded(.init(name: "", email: "new@payred.app", pictureURL: nil, favourites: []))))
        XCTAssertNil(sut.pendingPictures)
    }

    func testARefreshKeepsTheProfileOnScreen() async {
        useCase.statePublisherSubject.send(.loaded(profile))
        useCase.statePublisherSubject.send(.loading(last: profile))
        XCTAssertEqual(sut.state, State(content: .loaded(shownProfile)))
    }

    func testAFailedRefreshKeepsTheProfileAndSaysWhy() async {
        useCase.statePublisherSubject.send(.loaded(profile))
        useCase.statePublisherSubject.send(.error(.networkUnavailable, last: profile))
        XCTAssertEqual(sut.state.content, .loaded(shownProfile))
        XCTAssertEqual(sut.state.offlineNotice, "Offline: showing what was loaded before. r: retry")

        useCase.statePublisherSubject.send(.loaded(profile))
        XCTAssertNil(sut.state.offlineNotice)
    }

    func testAFailureIsExplained() async {
        useCase.statePublisherSubject.send(.error(.networkUnavailable))
        XCTAssertEqual(sut.state, State(content: .error("PayRed can't reach its server. Check your connection and retry.")))

        useCase.statePublisherSubject.send(.error(.unavailable))
        XCTAssertEqual(sut.state, State(content: .error("Your profile could not be loaded. Please retry.")))
    }

    // MARK: - Actions

    func testLoadAsksTheUseCase() async {
        await sut.send(.load)
        XCTAssertEqual(useCase.loadCallCount, 1)
    }

    func testAFavouriteWithAPayeeIsPaidThroughTheCoordinator() async {
        useCase.statePublisherSubject.send(.loaded(profile))

        await sut.send(.openFavourite(id: 1))

        XCTAssertEqual(coordinator.startTransferReceivedArguments, ["pay_1"])
        // The picture may arrive meanwhile (its load runs on its own); only the content matters here.
        XCTAssertEqual(sut.state.content, .loaded(shownProfile))
        XCTAssertNil(sut.state.notice)
    }

    func testAFavouriteWithoutAPayeeSaysItCannotBePaidYet() async {
        useCase.statePublisherSubject.send(.loaded(profile))

        await sut.send(.openFavourite(id: 2))

        XCTAssertFalse(coordinator.startTransferCalled)
        // The picture may arrive meanwhile (its load runs on its own); only the content and notice matter here.
        XCTAssertEqual(sut.state.content, .loaded(shownProfile))
        XCTAssertEqual(sut.state.notice, "Ben Carter can't be paid yet: they are not linked to one of your payees.")

        await sut.send(.load)
        XCTAssertNil(sut.state.notice, "a reload clears it")
    }

    func testEscLeavesThroughTheCoordinator() async {
        await sut.send(.close)
        XCTAssertEqual(coordinator.closeUserProfileScreenCallCount, 1)
        XCTAssertEqual(sut.state, State())
    }

    // MARK: - Snapshots

    func testSnapshotLoading() async {
        await forEachLanguage { named in
            sut = makeViewModel()
            assertSnapshot(of: makeHost(), as: .terminal, named: named("loading-profile"))
        }
    }

    func testSnapshotContent() async {
        await forEachLanguage { named in
            sut = makeViewModel()
            useCase.statePublisherSubject.send(.loaded(profile))
            await sut.pendingPictures?.value
            assertSnapshot(of: makeHost(), as: .terminal, named: named("content-picture-and-favourites"))
        }
    }

    func testSnapshotContentWithAFavouriteThatCannotBePaid() async {
        await forEachLanguage { named in
            sut = makeViewModel()
            useCase.statePublisherSubject.send(.loaded(profile))
            await sut.pendingPictures?.value
            await sut.send(.openFavourite(id: 2))
            assertSnapshot(of: makeHost(), as: .terminal, named: named("content-favourite-not-payable"))
        }
    }

    func testSnapshotContentOffline() async {
        await forEachLanguage { named in
            sut = makeViewModel()
            useCase.statePublisherSubject.send(.loaded(profile))
            await sut.pendingPictures?.value
            useCase.statePublisherSubject.send(.error(.networkUnavailable, last: profile))
            assertSnapshot(of: makeHost(), as: .terminal, named: named("content-offline"))
        }
    }

    func testSnapshotEmpty() async {
        await forEachLanguage { named in
            sut = makeViewModel()
            useCase.statePublisherSubject.send(.loaded(newUser))
            assertSnapshot(of: makeHost(), as: .terminal, named: named("empty-no-favourites"))
        }
    }

    func testSnapshotError() async {
        await forEachLanguage { named in
            sut = makeViewModel()
            useCase.statePublisherSubject.send(.error(.sessionExpired))
            assertSnapshot(of: makeHost(), as: .terminal, named: named("error-session-expired-with-retry"))
        }
    }
}
