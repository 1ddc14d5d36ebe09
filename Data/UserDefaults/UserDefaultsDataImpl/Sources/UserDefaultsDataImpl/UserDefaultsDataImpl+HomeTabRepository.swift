import HomeTabRepositoryAPI

// MARK: - HomeTabRepositoryUserDefaultsDataProtocol

extension UserDefaultsDataImpl: HomeTabRepositoryUserDefaultsDataProtocol {
    public func hidesBalances() async -> Bool {
        bool(forKey: .hidesBalances)
    }

    public func setHidesBalances(_ hidden: Bool) async throws {
        try set(hidden, forKey: .hidesBalances)
    }
}
