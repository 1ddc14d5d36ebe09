/// What the UpdateAppUseCase needs from the data world (blueprint §2.1, §7.1).
///
/// Defined here, by the use case; a repository implements it. Its methods throw
/// `UpdateAppUseCaseNameSpace.Errors` (typed).
public protocol UpdateAppUseCaseRepositoryProtocol: Sendable {
    /// The versions the gateway announces; no session is needed.
    func appVersions() async throws(UpdateAppUseCaseNameSpace.Errors) -> UpdateAppUseCaseNameSpace.AppVersions
}
