import Reactive

/// What the NotificationManagerRepository reads from the preferences (blueprint §1.4); `UserDefaultsDataImpl` implements it.
public protocol NotificationManagerRepositoryUserDefaultsDataProtocol: Sendable {
    /// Whether every amount is masked ("hide balances"), now and after every change.
    var hidesBalancesPublisher: AnyPublisher<Bool, Never> { get }
}
