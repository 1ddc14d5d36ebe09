import MoneyText
import TransferUseCaseAPI

/// The texts of the transfer form (blueprint §11.3: the view model formats errors).
enum TransferFormText {
    /// What is wrong with a field; nothing for a valid field or one not filled in yet. Amounts
    /// are masked when `hidesBalances`.
    static func message(for error: TransferUseCaseNameSpace.FieldError?, hidesBalances: Bool = false) -> String? {
        switch error {
        case nil, .required: nil
        case .unknownAccount: Strings.Transfer.Errors.unknownAccount
        case .unknownPayee: Strings.Transfer.Errors.unknownPayee
        case .invalidIban: Strings.Transfer.Errors.invalidIban
        case .sameAsSource: Strings.Transfer.Errors.sameAsSource
        case .invalidAmount: Strings.Transfer.Errors.invalidAmount
        case .notPositive: Strings.Transfer.Errors.notPositive
        case .exceedsBalance(let available):
            Strings.Transfer.Errors.exceedsBalance(MoneyText.text(available.minorUnits, currency: available.currency, masked: hidesBalances))
        case .tooLong(let maximum): Strings.Transfer.Errors.tooLong(maximum)
        case .controlCharacters: Strings.Transfer.Errors.controlCharacters
        }
    }

    /// Why the accounts and payees are not shown.
    static func loadError(_ error: TransferUseCaseNameSpace.Errors) -> String {
        switch error {
        case .networkUnavailable: Strings.Transfer.Errors.networkUnavailable
        case .sessionExpired: Strings.Transfer.Errors.sessionExpired
        default: Strings.Transfer.Errors.unavailable
        }
    }
}
