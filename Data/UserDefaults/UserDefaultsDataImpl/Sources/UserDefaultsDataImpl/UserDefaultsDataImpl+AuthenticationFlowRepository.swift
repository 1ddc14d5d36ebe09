import AuthenticationFlowRepositoryAPI

// MARK: - AuthenticationFlowRepositoryUserDefaultsDataProtocol

/// The inactivity lock follows `autoLockSecondsPublisher`, the delay chosen in Settings.
extension UserDefaultsDataImpl: AuthenticationFlowRepositoryUserDefaultsDataProtocol {}
