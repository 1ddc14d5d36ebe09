import Reactive

/// What the AuthenticationFlowRepository reads from the preferences (blueprint §1.4); `UserDefaultsDataImpl` implements it.
public protocol AuthenticationFlowRepositoryUserDefaultsDataProtocol: Sendable {
    /// The auto-lock delay chosen in Settings, in seconds, now and after every change.
    var autoLockSecondsPublisher: AnyPublisher<Int, Never> { get }

    /// Forgets every preference (logout): the next user starts from the defaults.
    func deleteAllPreferences() throws
}
