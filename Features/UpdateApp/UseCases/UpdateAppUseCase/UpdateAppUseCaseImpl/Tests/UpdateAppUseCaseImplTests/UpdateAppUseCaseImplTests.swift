import TestSupport
import UpdateAppUseCaseAPI
import UpdateAppUseCaseAPITestDoubles
import UpdateAppUseCaseImpl
import XCTest

/// The update check: the status from the app's version and the gateway's, compared number by
/// number, unreadable versions, and the published states.
final class UpdateAppUseCaseImplTests: XCTestCase {
    private typealias NameSpace = UpdateAppUseCaseNameSpace

    private var repository: UpdateAppUseCaseRepositoryStub!

    override func setUp() {
        super.setUp()
        repository = UpdateAppUseCaseRepositoryStub()
    }

    /// What an app of `current` publishes once it checked against `versions`.
    private func checked(current: String, versions: Result<NameSpace.AppVersions, NameSpace.Errors>) async -> NameSpace.States {
        repository.appVersionsResult = versions
        let sut = UpdateAppUseCaseImpl(currentVersion: current, repository: repository)
        await sut.check()
        return StateRecorder(sut.statePublisher).recorded.last ?? .idle
    }

    /// The status an app of `current` gets when the gateway announces `latest` and `minimum`.
    private func checked(current: String, latest: String, minimum: String) async throws -> NameSpace.Status {
        let state = await checked(current: current, versions: .success(.init(latest: latest, minimumSupported: minimum)))
        return try XCTUnwrap(state.loadedValue, "\(state)")
    }

    func testTheSameVersionIsUpToDate() async throws {
        let status = try await checked(current: "1.0.0", latest: "1.0.0", minimum: "1.0.0")
        XCTAssertEqual(status, .upToDate)
    }

    func testANewerLatestIsAvailable() async throws {
        let status = try await checked(current: "1.0.0", latest: "1.2.0", minimum: "1.0.0")
        XCTAssertEqual(status, .updateAvailable(latest: "1.2.0"))
    }

    func testAnOlderAppThanTheMinimumMustUpdate() async throws {
        let status = try await checked(current: "1.0.0", latest: "1.2.0", minimum: "1.1.0")
        XCTAssertEqual(status, .updateRequired(minimum: "1.1.0"))
    }

    func testAnAppNewerThanTheLatestIsUpToDate() async throws {
        let status = try await checked(current: "2.0.0", latest: "1.9.9", minimum: "1.0.0")
        XCTAssertEqual(status, .upToDate)
    }

    func testVersionsAreComparedNumberByNumber() async throws {
        let newer = try await checked(current: "1.9.0", latest: "1.10.0", minimum: "1.0.0")
        XCTAssertEqual(newer, .updateAvailable(latest: "1.10.0"), "1.10.0 is newer than 1.9.0")

        let notOlder = try await checked(current: "1.10.0", latest: "1.10.0", minimum: "1.9.0")
        XCTAssertEqual(notOlder, .upToDate, "1.10.0 is not older than 1.9.0")

        let patch = try await checked(current: "1.2.9", latest: "1.2.10", minimum: "1.2.10")
        XCTAssertEqual(patch, .updateRequired(minimum: "1.2.10"))
    }

    func testUnreadableVersionsFromTheGatewayAreAnError() async {
        for malformed in ["1.2", "1.2.3.4", "1.2.x", "", "1..0", "v1.2.0", "1.2.-1", " 1.2.0", "1.2.0-beta", "99999999999999999999.0.0"] {
            let state = await checked(current: "1.0.0", versions: .success(.init(latest: malformed, minimumSupported: "1.0.0")))
            XCTAssertEqual(state, .error(.unreadableVersion), malformed)
        }
    }

    func testAnUnreadableMinimumOrAppVersionIsAnError() async {
        let badMinimum = await checked(current: "1.0.0", versions: .success(.init(latest: "1.2.0", minimumSupported: "one")))
        XCTAssertEqual(badMinimum, .error(.unreadableVersion))

        let development = await checked(current: "dev", versions: .success(.init(latest: "1.2.0", minimumSupported: "1.0.0")))
        XCTAssertEqual(development, .error(.unreadableVersion))
    }

    func testACheckPublishesCheckingThenTheStatus() async throws {
        repository.appVersionsResult = .success(.init(latest: "1.2.0", minimumSupported: "1.0.0"))
        let sut = UpdateAppUseCaseImpl(currentVersion: "1.0.0", repository: repository)
        let recorder = StateRecorder(sut.statePublisher)

        await sut.check()

        XCTAssertEqual(recorder.recorded, [.idle, .loading, .loaded(.updateAvailable(latest: "1.2.0"))])
        XCTAssertEqual(repository.appVersionsCallCount, 1)
    }

    func testAFailedCheckIsPublished() async {
        repository.appVersionsResult = .failure(NameSpace.Errors.networkUnavailable)
        let sut = UpdateAppUseCaseImpl(currentVersion: "1.0.0", repository: repository)
        let recorder = StateRecorder(sut.statePublisher)

        await sut.check()

        XCTAssertEqual(recorder.recorded, [.idle, .loading, .error(.networkUnavailable)])
    }

    func testASecondCheckWhileOneIsInFlightIsIgnored() async {
        let gate = RequestGate()
        repository.onAppVersions = {
            await gate.pass()
            return .init(latest: "1.0.0", minimumSupported: "1.0.0")
        }
        let sut = UpdateAppUseCaseImpl(currentVersion: "1.0.0", repository: repository)
        await gate.hold({ await sut.check() }) {
            await sut.check()
            XCTAssertEqual(StateRecorder(sut.statePublisher).recorded, [.loading])
        }
        XCTAssertEqual(StateRecorder(sut.statePublisher).recorded, [.loaded(.upToDate)])
        XCTAssertEqual(repository.appVersionsCallCount, 1)
    }

    func testItKnowsTheAppsVersion() {
        XCTAssertEqual(UpdateAppUseCaseImpl(currentVersion: "1.0.0", repository: repository).currentVersion, "1.0.0")
    }
}
