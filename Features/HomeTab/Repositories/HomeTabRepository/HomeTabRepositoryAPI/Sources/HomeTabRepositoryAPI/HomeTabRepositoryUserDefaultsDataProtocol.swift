import Reactive

/// What the HomeTabRepository needs from the preferences (blueprint §1.4); `UserDefaultsDataImpl` implements it.
public protocol HomeTabRepositoryUserDefaultsDataProtocol: Sendable {
    /// Whether every amount is masked ("hide balances"); false until the user chooses.
    func hidesBalances() async -> Bool
    /// Whether every amount is masked, now and after every change (made here or in Settings).
    var hidesBalancesPublisher: AnyPublisher<Bool, Never> { get }
    /// Records whether every amount is masked.
    /// - Throws: when the preference could not be kept.
    func setHidesBalances(_ hidden: Bool) async throws
}
