import NotificationManagerRepositoryAPI

// MARK: - NotificationManagerRepositoryUserDefaultsDataProtocol

/// The notifications mask amounts as the other screens do: `hidesBalancesPublisher` is the one
/// `UserDefaultsDataImpl+TransactionTabRepository.swift` implements.
extension UserDefaultsDataImpl: NotificationManagerRepositoryUserDefaultsDataProtocol {}
