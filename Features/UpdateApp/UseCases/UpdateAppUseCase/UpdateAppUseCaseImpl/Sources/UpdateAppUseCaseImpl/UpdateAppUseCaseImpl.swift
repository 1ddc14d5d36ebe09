import Loadable
import Reactive
import Resolver
import UpdateAppUseCaseAPI

/// The UpdateAppUseCase (blueprint §3.2): asks the gateway which versions it serves and decides
/// whether this app must or may update.
///
/// Business rules here: an app older than the minimum must update; otherwise one older than the
/// latest may; versions are compared number by number, and one that cannot be read is an error.
public final class UpdateAppUseCaseImpl: Sendable {
    /// The running app's version, e.g. `1.0.0`.
    public let currentVersion: String
    private let repository: any UpdateAppUseCaseRepositoryProtocol
    private let stateSubject = StateSubject(UpdateAppUseCaseNameSpace.States.idle)

    /// Resolves the repository from the container (the registrar's path); the app is `currentVersion`.
    public convenience init(currentVersion: String) {
        self.init(currentVersion: currentVersion, repository: Resolver.resolve(UpdateAppUseCaseRepositoryProtocol.self))
    }

    /// Creates the use case for an app of `currentVersion` over `repository` (the tests' path).
    public init(currentVersion: String, repository: any UpdateAppUseCaseRepositoryProtocol) {
        self.currentVersion = currentVersion
        self.repository = repository
    }
}

// MARK: - UpdateAppUseCaseProtocol

extension UpdateAppUseCaseImpl: UpdateAppUseCaseProtocol {
    public var statePublisher: AnyPublisher<UpdateAppUseCaseNameSpace.States, Never> {
        stateSubject.eraseToAnyPublisher()
    }

    public func check() async {
        await stateSubject.load { () async throws(UpdateAppUseCaseNameSpace.Errors) in
            try Self.status(of: currentVersion, against: try await repository.appVersions())
        }
    }
}

// MARK: - Rules

private extension UpdateAppUseCaseImpl {
    /// Whether an app of version `current` must, may or need not update to what `versions` announce.
    /// - Throws: `unreadableVersion` when any of the three is not `major.minor.patch`.
    static func status(of current: String, against versions: UpdateAppUseCaseNameSpace.AppVersions) throws(UpdateAppUseCaseNameSpace.Errors) -> UpdateAppUseCaseNameSpace.Status {
        guard let app = AppVersion(current),
              let latest = AppVersion(versions.latest),
              let minimum = AppVersion(versions.minimumSupported)
        else { throw .unreadableVersion }
        if app < minimum { return .updateRequired(minimum: versions.minimumSupported) }
        if app < latest { return .updateAvailable(latest: versions.latest) }
        return .upToDate
    }
}
