import AuthenticationFlowRepositoryAPI
import Reactive

// MARK: - AuthenticationFlowRepositoryUserDefaultsDataProtocol

extension UserDefaultsDataImpl: AuthenticationFlowRepositoryUserDefaultsDataProtocol {
    /// The seconds without a key press after which the app locks itself, as chosen in Settings: the
    /// stored choice at once, then every change (`setAutoLockSeconds(_:)`). Nothing is sent while the
    /// user has never chosen, so the inactivity lock's own default applies until then.
    public var autoLockSecondsPublisher: AnyPublisher<Int, Never> {
        autoLockSecondsSubject.eraseToAnyPublisher().compactMap { $0 }.eraseToAnyPublisher()
    }

    public func deleteAllPreferences() throws {
        try deleteAll()
    }
}
