import SettingsRepositoryAPI

// MARK: - SettingsRepositoryUserDefaultsDataProtocol

// "Hide balances" is Home's preference, under the same key and publisher: `hidesBalances()` and
// `setHidesBalances(_:)` come from `UserDefaultsDataImpl+HomeTabRepository.swift`, so Home and
// Transactions follow a change made in Settings.
extension UserDefaultsDataImpl: SettingsRepositoryUserDefaultsDataProtocol {
    public func autoLockSeconds() async -> Int? {
        integer(forKey: .autoLockSeconds)
    }

    public func setAutoLockSeconds(_ seconds: Int) async throws {
        try set(seconds, forKey: .autoLockSeconds)
    }
}
