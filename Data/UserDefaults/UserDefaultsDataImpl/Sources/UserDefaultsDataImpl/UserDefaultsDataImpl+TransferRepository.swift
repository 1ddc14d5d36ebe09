import TransferRepositoryAPI

// MARK: - TransferRepositoryUserDefaultsDataProtocol

/// The Transfer screens mask amounts as the other screens do: `hidesBalancesPublisher` is the one
/// `UserDefaultsDataImpl+TransactionTabRepository.swift` implements.
extension UserDefaultsDataImpl: TransferRepositoryUserDefaultsDataProtocol {}
