/// What the HomeTabRepository needs from the preferences (blueprint §1.4); `UserDefaultsDataImpl` implements it.
public protocol HomeTabRepositoryUserDefaultsDataProtocol: Sendable {
    /// Whether every amount is masked ("hide balances"); false until the user chooses.
    func hidesBalances() async -> Bool
    /// Records whether every amount is masked.
    /// - Throws: when the preference could not be kept.
    func setHidesBalances(_ hidden: Bool) async throws
}
