import Reactive
import TransactionTabRepositoryAPI

// MARK: - TransactionTabRepositoryUserDefaultsDataProtocol

extension UserDefaultsDataImpl: TransactionTabRepositoryUserDefaultsDataProtocol {
    public var hidesBalancesPublisher: AnyPublisher<Bool, Never> {
        hidesBalancesSubject.eraseToAnyPublisher()
    }
}
