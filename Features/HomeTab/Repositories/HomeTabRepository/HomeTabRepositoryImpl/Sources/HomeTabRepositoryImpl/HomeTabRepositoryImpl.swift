import HomeTabRepositoryAPI
import HomeTabUseCaseAPI
import Resolver

/// The HomeTabRepository (blueprint §2.2): fetches through its data sources and turns their models
/// and errors into the use case's.
public final class HomeTabRepositoryImpl: Sendable {
    private let remoteData: any HomeTabRepositoryRemoteDataProtocol

    /// Resolves the data source from the container (the registrar's path).
    public convenience init() {
        self.init(remoteData: Resolver.resolve(HomeTabRepositoryRemoteDataProtocol.self))
    }

    /// Creates the repository over `remoteData` (the tests' path).
    public init(remoteData: any HomeTabRepositoryRemoteDataProtocol) {
        self.remoteData = remoteData
    }
}

// MARK: - HomeTabUseCaseRepositoryProtocol

extension HomeTabRepositoryImpl: HomeTabUseCaseRepositoryProtocol {
    public func load() async throws -> HomeTabUseCaseNameSpace.LoadResult {
        do {
            let profile = try await remoteData.profile()
            return HomeTabUseCaseNameSpace.LoadResult(firstName: profile.firstName, lastName: profile.lastName, email: profile.email)
        } catch HomeTabRepositoryNameSpace.RemoteErrors.networkUnavailable {
            throw HomeTabUseCaseNameSpace.Errors.networkUnavailable
        } catch HomeTabRepositoryNameSpace.RemoteErrors.sessionExpired {
            throw HomeTabUseCaseNameSpace.Errors.sessionExpired
        } catch {
            throw HomeTabUseCaseNameSpace.Errors.unavailable
        }
    }
}
