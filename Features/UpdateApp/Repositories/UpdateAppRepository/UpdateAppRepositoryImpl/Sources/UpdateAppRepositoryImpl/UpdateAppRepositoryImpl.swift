import RemoteDataError
import Resolver
import UpdateAppRepositoryAPI
import UpdateAppUseCaseAPI

/// The UpdateAppRepository (blueprint §2.2): fetches the versions the gateway serves and turns the
/// data source's errors into the use case's.
public final class UpdateAppRepositoryImpl: Sendable {
    private let remoteData: any UpdateAppRepositoryRemoteDataProtocol

    /// Resolves the data source from the container (the registrar's path).
    public convenience init() {
        self.init(remoteData: Resolver.resolve(UpdateAppRepositoryRemoteDataProtocol.self))
    }

    /// Creates the repository over `remoteData` (the tests' path).
    public init(remoteData: any UpdateAppRepositoryRemoteDataProtocol) {
        self.remoteData = remoteData
    }
}

// MARK: - UpdateAppUseCaseRepositoryProtocol

extension UpdateAppRepositoryImpl: UpdateAppUseCaseRepositoryProtocol {
    public func appVersions() async throws(UpdateAppUseCaseNameSpace.Errors) -> UpdateAppUseCaseNameSpace.AppVersions {
        do throws(RemoteDataError) {
            let versions = try await remoteData.appVersions()
            return .init(latest: versions.latestVersion, minimumSupported: versions.minimumSupportedVersion)
        } catch {
            switch error {
            case .networkUnavailable: throw UpdateAppUseCaseNameSpace.Errors.networkUnavailable
            // The version check is public: no session, PIN or code can be refused.
            case .rejected, .sessionExpired, .locked, .wrongSecret, .invalidResponse, .cancelled: throw UpdateAppUseCaseNameSpace.Errors.unavailable
            }
        }
    }
}
